// How a broken key design rule becomes ONE short compile error that reads
// whole on g++ and clang++: a static_assert whose message says the rule and
// the fix, and whose condition names the key, the part at fault and the
// figures, in the user's own spelling:
//
//   error: static assertion failed due to requirement
//     'leading_column_is_not_monotonic<rowkey::Key<Ts, Host>, Ts>':
//     rowkey rule 3: the leading column grows with every write (a time or a sequence) ...
//
// (clang prints the condition in the error line; g++ prints the message
// there and the condition in the note after it, "... evaluates to false".)
//
// C++20 static_assert takes only a string literal, so each problem has its
// own literal, and what varies (key, column, figures) travels as the
// template arguments of the condition, which both compilers print whole.
//
// Every entry point (encode, decode, the scans, describe...) instantiates
// rejected_key<K> first, so the error sits two instantiations below the
// user's call; detail::layout instantiates it too, for every other use.
// An entry point names it in a local alias, `using reported =
// decltype(rejected_key<K>{})`, never in an expression: clang drops a
// function whose body holds an expression of the failed class, and each
// later call of the same function is then a second error ("no matching
// function"), one per call site.
#ifndef ROWKEY_RULES_DIAGNOSTIC_HPP
#define ROWKEY_RULES_DIAGNOSTIC_HPP

#include <rowkey/detail/value_refs.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/rules/check.hpp>
#include <rowkey/rules/violation.hpp>

#include <cstddef>

namespace rowkey::rules {

// ---- What each rule requires, as a compile error names it ---------------------
// Only ever instantiated false, in the error of a key that breaks the rule.
// Key is the key as declared, Part the part at fault as spelled in it.

template <class Key>
inline constexpr bool key_has_a_column = false;  // rule 1
template <class Key, class FirstPartTooMany, std::size_t Parts, std::size_t Limit>
inline constexpr bool part_count_within_limit = false;  // rule 1
template <class Key, class Part, std::size_t Bytes, std::size_t Limit>
inline constexpr bool column_bytes_within_limit = false;  // rule 2
template <class Key, class Part, class ValueType>
inline constexpr bool value_type_is_bounded_and_ordered = false;  // rule 2
template <class Key, class Part, class ValueType>
inline constexpr bool value_type_is_not_const_or_a_reference = false;  // rule 2
template <class Key, class Part>
inline constexpr bool leading_column_is_not_monotonic = false;  // rule 3
template <class Key, class Part>
inline constexpr bool leading_column_has_many_values = false;  // rule 3
template <class Key, class Part, std::size_t Bytes, std::size_t Limit>
inline constexpr bool leading_column_bytes_within_limit = false;  // rule 3
template <class Key, class Part>
inline constexpr bool part_is_a_column = false;  // rule 4
template <class Key, class Part>
inline constexpr bool word_header_is_included = false;  // rule 4
template <class Key, class FormatWord>
inline constexpr bool format_header_is_included = false;  // rule 4: Format<fdb_tuple>
template <class Key, class FormatWord>
inline constexpr bool format_names_a_byte_format = false;  // rule 4: Format<NotAFormat>
template <class Key, class Part>
inline constexpr bool column_has_a_name = false;  // rule 4
template <class Key, class Part>
inline constexpr bool modifiers_combine = false;  // rule 4
template <class Key, class Part>
inline constexpr bool index_policy_goes_after_the_key = false;  // rule 4: Key<C, Unique>
template <class Key, class Part>
inline constexpr bool prefix_column_is_stored_after_it = false;  // rule 4
template <class Key, class Part>
inline constexpr bool prefix_precedes_its_column = false;  // rule 4
template <class Key, class Part, std::size_t N, std::size_t Low, std::size_t High>
inline constexpr bool prefix_size_in_range = false;  // rule 4
template <class Key, class Part>
inline constexpr bool column_stored_once = false;  // rule 4
template <class Key, class WidestPart, std::size_t Bytes, std::size_t EngineLimit>
inline constexpr bool key_bytes_within_engine_limit = false;  // rule 5
template <class Key, class Part>
inline constexpr bool order_has_a_form_in_format = false;  // rule 7
template <class Key, class Part>
inline constexpr bool value_has_a_form_in_format = false;  // rule 7
template <class Key, class Part, std::size_t N, std::size_t FormatLimit>
inline constexpr bool prefix_size_fits_format = false;  // rule 7

namespace detail {

// What a subject of the checks breaks: a Key's first violation here; the
// table layer specializes it for its own subjects (rowkey/table/checks.hpp).
template <class Subject>
inline constexpr violation violation_for = first_violation<Subject>;

template <std::size_t I, class List>
struct nth;
template <std::size_t I, class... T>
struct nth<I, type_list<T...>> {
  using type = rowkey::detail::type_at<I, T...>;
};

template <class K>
struct parts_list;
template <class... Declared>
struct parts_list<Key<Declared...>> {
  using type = parts_of<Declared...>;
};

// The part of K its violation is about, as declared.
template <class K>
using part_at_fault = typename nth<violation_for<K>.part, typename parts_list<K>::type>::type;

// K's Format<F> policy, as declared.
template <class K>
using format_word_of = typename key_facts<K>::format_word;

// Instantiated before anything else of K by every entry point: one compile
// error when K breaks a rule, nothing otherwise. (The static_assert line
// stays short: the compilers print it under the error.)
//
// The figures a message quotes are template parameters, so that clang prints
// their values in the condition (it prints other expressions as written).
template <class Subject, problem P = violation_for<Subject>.what, std::size_t Figure = violation_for<Subject>.figure,
          std::size_t Limit = violation_for<Subject>.limit, std::size_t Low = violation_for<Subject>.low>
struct rejected_key {};

template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::no_parts, Figure, Limit, Low> {
  static_assert(key_has_a_column<K>,
                "rowkey rule 1: the key has no columns; declare one to three, as in Key<UserId> "
                "(docs/rules.md, rule 1)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::too_many_parts, Figure, Limit, Low> {
  static_assert(part_count_within_limit<K, part_at_fault<K>, Figure, Limit>,
                "rowkey rule 1: the key has more parts than its limit (a Hash or Bucket prefix counts), and every "
                "key byte is repeated in every cell; drop a column, or allow the count visibly with "
                "MaxColumns<N> (docs/rules.md, rule 1)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::column_too_wide, Figure, Limit, Low> {
  static_assert(column_bytes_within_limit<K, part_at_fault<K>, Figure, Limit>,
                "rowkey rule 2: the column may hold more bytes than a key value should (2 KB unless "
                "MaxColumnBytes<N> says); keep a shorter id or code in the key, or allow it visibly with "
                "MaxColumnBytes<N> (docs/rules.md, rule 2)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::unsupported_value_type, Figure, Limit, Low> {
  using part = part_at_fault<K>;
  static_assert(value_type_is_bounded_and_ordered<K, part, typename innermost_column<part>::type::value_type>,
                "rowkey rule 2: the column's value type has no bound or order rowkey knows (std::string, say); "
                "declare it with bounded_string<Max> or bounded_bytes<Max>, padded_string<N>, an integer, "
                "enum, float, std::chrono time, or std::array of bytes (docs/rules.md, rule 2)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::value_type_qualified, Figure, Limit, Low> {
  using part = part_at_fault<K>;
  static_assert(value_type_is_not_const_or_a_reference<K, part, typename innermost_column<part>::type::value_type>,
                "rowkey rule 2: the column's value type is const, volatile or a reference; a column holds "
                "its own copy of a value, so declare the plain type: Column<\"user_id\", std::uint64_t> "
                "(docs/rules.md, rule 2)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::leading_monotonic, Figure, Limit, Low> {
  static_assert(leading_column_is_not_monotonic<K, part_at_fault<K>>,
                "rowkey rule 3: the leading column grows with every write (a time or a sequence) and would send "
                "every write to one region; lead with another column, or disperse it with Hash<N, Column> or "
                "Bucket<N, Column> in front of it (docs/rules.md, rule 3)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::leading_low_cardinality, Figure, Limit, Low> {
  static_assert(leading_column_has_many_values<K, part_at_fault<K>>,
                "rowkey rule 3: the leading column has few distinct values and would crowd every write into a "
                "few regions; lead with a high-cardinality column and move this one after it, or disperse it "
                "with Hash<N, Column> in front of it (docs/rules.md, rule 3)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::leading_too_wide, Figure, Limit, Low> {
  static_assert(leading_column_bytes_within_limit<K, part_at_fault<K>, Figure, Limit>,
                "rowkey rule 3: the leading column may take more bytes than a partition prefix should; lead "
                "with a short id or code, or disperse it with Hash<N, Column> in front of it "
                "(docs/rules.md, rule 3)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::not_a_part, Figure, Limit, Low> {
  static_assert(part_is_a_column<K, part_at_fault<K>>,
                "rowkey rule 4: the part is neither a column nor a Desc, Hash, Bucket or Reverse of one; declare "
                "columns as structs derived from rowkey::Column<name, type> (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::index_policy_in_key, Figure, Limit, Low> {
  static_assert(index_policy_goes_after_the_key<K, part_at_fault<K>>,
                "rowkey rule 4: the part is a policy of an Index, not a part of its key; write it after the "
                "key, as in Index<\"users_by_email\", Users, Key<Email>, Unique> (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::column_without_name, Figure, Limit, Low> {
  static_assert(column_has_a_name<K, part_at_fault<K>>,
                "rowkey rule 4: the column has an empty name; name it, as in Column<\"user_id\", std::uint64_t>: "
                "messages and renderings show the name, and a table binds the column to the record field of "
                "that name (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::word_header_not_included, Figure, Limit, Low> {
  static_assert(word_header_is_included<K, part_at_fault<K>>,
                "rowkey rule 4: the key names a modifier word whose header is not included; include "
                "<rowkey/dsl/hash.hpp> for Hash, <rowkey/dsl/bucket.hpp> for Bucket, <rowkey/dsl/reverse.hpp> "
                "for Reverse, or <rowkey/core.hpp> for every word (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::format_header_not_included, Figure, Limit, Low> {
  static_assert(format_header_is_included<K, format_word_of<K>>,
                "rowkey rule 4: the key's Format<...> names a byte format whose header is not included; "
                "include <rowkey/formats/fdb_tuple.hpp> for fdb_tuple (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::not_a_format, Figure, Limit, Low> {
  static_assert(format_names_a_byte_format<K, format_word_of<K>>,
                "rowkey rule 4: the key's Format<...> names a type that is not a byte format (one with a static "
                "name and a part_traits<Part>); name fdb_tuple, or leave Format out for rowkey's own format "
                "(docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::nonsense_nesting, Figure, Limit, Low> {
  static_assert(modifiers_combine<K, part_at_fault<K>>,
                "rowkey rule 4: the column is wrapped in modifiers that do not combine (such as Desc<Desc<C>>, "
                "Hash<N, Desc<C>>, Desc<Hash<N, C>>); apply one modifier directly to the column, as in Desc<C> "
                "or Hash<N, C> (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::prefix_without_column, Figure, Limit, Low> {
  static_assert(prefix_column_is_stored_after_it<K, part_at_fault<K>>,
                "rowkey rule 4: the Hash or Bucket prefix is derived from a column the key does not store after "
                "it; store the column right after, as in Key<Hash<4, C>, C, ...> (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::prefix_after_column, Figure, Limit, Low> {
  static_assert(prefix_precedes_its_column<K, part_at_fault<K>>,
                "rowkey rule 4: the Hash or Bucket prefix comes after the column it is derived from and "
                "disperses nothing; put it first, as in Key<Hash<4, C>, C, ...> (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::prefix_size_out_of_range, Figure, Limit, Low> {
  static_assert(prefix_size_in_range<K, part_at_fault<K>, Figure, Low, Limit>,
                "rowkey rule 4: the N of the Hash or Bucket prefix is outside its sensible range (Hash: 1 to 8 "
                "bytes, Bucket: 2 to 65536 buckets); choose N in that range (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::stored_twice, Figure, Limit, Low> {
  static_assert(column_stored_once<K, part_at_fault<K>>,
                "rowkey rule 4: the column is stored twice; store each column once (a Hash or Bucket prefix "
                "derived from it may precede it) (docs/rules.md, rule 4)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::key_too_long_for_engine, Figure, Limit, Low> {
  static_assert(key_bytes_within_engine_limit<K, part_at_fault<K>, Figure, Limit>,
                "rowkey rule 5: the longest key is more bytes than the engine named in the key's For<...> "
                "allows; lower the bound of its widest column (named here) or drop a column "
                "(docs/rules.md, rule 5)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::order_not_in_format, Figure, Limit, Low> {
  static_assert(order_has_a_form_in_format<K, part_at_fault<K>>,
                "rowkey rule 7: the key's byte format (its Format<...>) has no Desc or Reverse order, so other "
                "clients could not read the key as theirs; store the column as it is and read it in reverse "
                "(a reverse range scan), or store a value that sorts the way you need (the negated time, say) "
                "in a column of its own (docs/rules.md, rule 7)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::value_not_in_format, Figure, Limit, Low> {
  static_assert(value_has_a_form_in_format<K, part_at_fault<K>>,
                "rowkey rule 7: the column's value type has no element in the key's byte format (its "
                "Format<...>); use an integer, enum, bool, float, double, std::chrono duration or time point, "
                "bounded_string, padded_string, bounded_bytes or std::array of bytes, or give the type a "
                "tuple_codec (docs/format.md)");
};
template <class K, std::size_t Figure, std::size_t Limit, std::size_t Low>
struct rejected_key<K, problem::prefix_not_in_format, Figure, Limit, Low> {
  static_assert(prefix_size_fits_format<K, part_at_fault<K>, Figure, Limit>,
                "rowkey rule 7: the Bucket prefix has more buckets than the key's byte format (its Format<...>) "
                "holds in its fixed-width element; choose N within that limit (docs/rules.md, rule 7)");
};

}  // namespace detail
}  // namespace rowkey::rules

#endif
