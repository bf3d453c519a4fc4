// The values handed to encode and to the scans, checked against the key at
// compile time: a mistake (a value missing, one too many, two swapped, a raw
// 42 instead of UserId{42}, a column the key does not have) is ONE short
// compile error, a static_assert whose condition names the key and the value
// at fault (rowkey::arguments::...) and whose message says the fix.
//
// An entry point asks check_call first and, on a mistake, instantiates
// rejected_key or rejected_values directly (as a temporary, before it names
// any type of the key), so that the error sits two instantiations below the
// user's call, and returns an empty result, so that nothing follows it.
#ifndef ROWKEY_KEY_DETAIL_ARGUMENTS_HPP
#define ROWKEY_KEY_DETAIL_ARGUMENTS_HPP

#include <rowkey/key/detail/layout.hpp>
#include <rowkey/detail/value_refs.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/dsl/part_word.hpp>
#include <rowkey/rules/diagnostic.hpp>

#include <array>
#include <cstddef>
#include <type_traits>
#include <utility>

namespace rowkey {

// What the values of a call require, as a compile error names it. Only ever
// instantiated false. Key is the key as declared.
namespace arguments {
template <class Key, class Given, class Column>
inline constexpr bool value_spelled_as_its_column = false;
template <class Key, class Given>
inline constexpr bool condition_is_a_ranges_last_argument = false;  // prefix<K>(at_least(...))
template <class Key, class Given>
inline constexpr bool value_is_its_columns_not_a_part_words = false;  // encode<K>(Desc<Ts>{t})
template <class Key, class Given>
inline constexpr bool key_values_go_alone_to_encode_of_their_key = false;  // encode<K>(other key's values)
template <class Key, class Given>
inline constexpr bool column_belongs_to_key = false;
template <class Key, class Expected, class Given>
inline constexpr bool values_in_key_order = false;
template <class Key, class Missing>
inline constexpr bool value_given_for = false;
template <class Key, class Extra>
inline constexpr bool one_value_per_column = false;
template <class Key, class FirstArgument>
inline constexpr bool buffer_comes_first = false;  // encode_into
template <class Key, class FirstArgument>
inline constexpr bool string_comes_first = false;  // encode_append
template <class Key, class Buffer>
inline constexpr bool buffer_is_writable = false;  // encode_into
template <class Key, class Buffer>
inline constexpr bool buffer_holds_char = false;  // encode_into<K>(std::array<std::uint8_t, N>&, ...)
template <class Key, class String>
inline constexpr bool string_is_writable = false;  // encode_append<K>(const std::string&, ...)
template <class Key, class Given>
inline constexpr bool decode_reads_bytes = false;  // decode<K>(42)
template <class Key, class Given>
inline constexpr bool decode_into_fills_key_values_of_its_key = false;  // decode_into<K>(bytes, other_keys_values)
template <class Key, class Given>
inline constexpr bool render_reads_bytes = false;  // render<K>(std::vector<std::uint8_t>{...})
template <class Given>
inline constexpr bool first_template_argument_is_a_key = false;  // encode<Orders>(...)
}  // namespace arguments

// Declared (rowkey/key_values.hpp) so that a call can tell another key's
// values from a raw value.
template <key_declaration K>
class key_values;

namespace detail {

// What the values must bind: every stored column (encode) or the leading ones
// (a scan's bound values).
enum class binding : unsigned char { every_column, leading_columns };

enum class call_mistake : unsigned char {
  none,
  key_rule,      // the key itself breaks a design rule (rules/diagnostic.hpp)
  not_a_column,  // a raw value: 42 for UserId{42}
  part_word,     // Desc<Ts>{t}, Hash<4, UserId>{id}: a part word for its column's value
  condition,     // a condition (at_least...) where a value goes
  other_keys_values,  // a key_values among the values (another key's, or not to encode alone)
  not_in_key,    // a column the key does not store
  out_of_order,  // a column of the key, in another's place
  missing,       // fewer values than stored columns (encode)
  extra,         // more values than stored columns
};

struct argument_check {
  call_mistake what = call_mistake::none;
  std::size_t at = 0;  // the position of the value at fault, or of the missing one
  constexpr explicit operator bool() const noexcept { return what != call_mistake::none; }
};

// What a value that is not a column is, for its message: a scan condition
// (it names its column; at_least(Ts{t}) where Ts{t} goes, or a second one),
// another key's key_values, or a raw value.
template <class T>
inline constexpr bool is_key_values = false;
template <class K>
inline constexpr bool is_key_values<key_values<K>> = true;

// A scan's condition (at_least(UserId{1}), starts_with(...)): it names its
// column, and is not one. The lab's where(...) asks the same.
template <class T>
inline constexpr bool is_scan_condition = requires { typename T::column; } && !declared_column<T>;

template <class T>
constexpr call_mistake non_column_mistake() {
  if constexpr (is_key_values<T>) {
    return call_mistake::other_keys_values;
  } else if constexpr (is_scan_condition<T>) {
    return call_mistake::condition;
  } else if constexpr (is_part_word<T>) {
    return call_mistake::part_word;
  } else {
    return call_mistake::not_a_column;
  }
}

template <class L, std::size_t I, class Arg>
constexpr bool in_place_at() {
  if constexpr (I < L::stored_count) {
    return std::is_same_v<Arg, typename L::template stored_column<I>>;
  } else {
    return false;
  }
}

// The first mistake in the first Count of values Args... for key K, which
// breaks no rule.
template <class K, binding Bind, std::size_t Count, class... Args>
constexpr argument_check first_argument_mistake() {
  using L = layout<K>;
  return []<std::size_t... I>(std::index_sequence<I...>) -> argument_check {
    constexpr std::size_t n = Count;
    constexpr bool column[] = {declared_column<Args>..., true};
    constexpr call_mistake non_column[] = {non_column_mistake<Args>()..., call_mistake::none};
    constexpr bool in_key[] = {(L::template stored_index<Args> < L::stored_count)..., true};
    constexpr bool in_place[] = {in_place_at<L, I, Args>()..., true};
    for (std::size_t i = 0; i < n; ++i) {
      if (!column[i]) return {non_column[i], i};
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (!in_key[i]) return {call_mistake::not_in_key, i};
    }
    for (std::size_t i = 0; i < n && i < L::stored_count; ++i) {
      if (!in_place[i]) return {call_mistake::out_of_order, i};
    }
    if (n > L::stored_count) return {call_mistake::extra, L::stored_count};
    if (Bind == binding::every_column && n < L::stored_count) return {call_mistake::missing, n};
    return {};
  }(std::index_sequence_for<Args...>{});
}

// Whether the first Count of values Args... are the key's first Count stored
// columns, in order (every stored column, when Bind says so): the call as
// it should be, recognized with one comparison of type lists, so that only
// a call with a mistake is examined value by value. (A range's one argument
// after its values, its condition, is checked elsewhere.)
template <class K, binding Bind, std::size_t Count, class... Args>
constexpr bool values_as_declared() {
  using L = layout<K>;
  if constexpr (Count > L::stored_count || (Bind == binding::every_column && Count != L::stored_count)) {
    return false;
  } else if constexpr (Count == sizeof...(Args)) {
    return std::is_same_v<rules::detail::type_list<Args...>, typename L::template leading_columns<Count>>;
  } else if constexpr (Count + 1 == sizeof...(Args)) {
    return std::is_same_v<rules::detail::type_list<Args...>,
                          typename rules::detail::concat<typename L::template leading_columns<Count>,
                                                         rules::detail::type_list<type_at<Count, Args...>>>::type>;
  } else {
    return false;
  }
}

// What is wrong with a call of K with values Args...: K itself (its rule
// violation is reported by rules::detail::rejected_key<K>), a value, or
// nothing. K's layout is not touched when K breaks a rule.
// Count: how many of Args... are values (a range's last is its condition).
template <class K, binding Bind, std::size_t Count, class... Args>
constexpr argument_check check_first_values() {
  if constexpr (static_cast<bool>(rules::detail::violation_for<K>)) {
    return {call_mistake::key_rule, 0};
  } else if constexpr (values_as_declared<K, Bind, Count, Args...>()) {
    return {};
  } else {
    return first_argument_mistake<K, Bind, Count, Args...>();
  }
}
template <class K, binding Bind, class... Args>
constexpr argument_check check_call() {
  return check_first_values<K, Bind, sizeof...(Args), Args...>();
}

template <class K, std::size_t I>
constexpr auto stored_column_or_void() {
  if constexpr (I < layout<K>::stored_count) {
    return std::type_identity<typename layout<K>::template stored_column<I>>{};
  } else {
    return std::type_identity<void>{};
  }
}
// The column K stores at position I (void past the last).
template <class K, std::size_t I>
using column_at = typename decltype(stored_column_or_void<K, I>())::type;

template <std::size_t I, class... Args>
using value_at = type_at<I, Args...>;

// A call's one compile error: instantiated by the entry point, whose values
// Args... have mistake M at position At.
template <class K, binding Bind, class ArgList, call_mistake M, std::size_t At>
struct rejected_values {};

template <class K, binding Bind, class... Args, std::size_t At>
struct rejected_values<K, Bind, rules::detail::type_list<Args...>, call_mistake::not_a_column, At> {
  static_assert(arguments::value_spelled_as_its_column<K, value_at<At, Args...>, column_at<K, At>>,
                "rowkey: a value is passed as its column, UserId{42} and not 42, so that two columns of one type "
                "cannot trade places unseen; wrap the value in its column (the last type named here) "
                "(docs/tutorial.md)");
};
template <class K, binding Bind, class... Args, std::size_t At>
struct rejected_values<K, Bind, rules::detail::type_list<Args...>, call_mistake::part_word, At> {
  static_assert(arguments::value_is_its_columns_not_a_part_words<K, value_at<At, Args...>>,
                "rowkey: a part word (Desc, Reverse, Hash, Bucket) is passed as a value; it marks a part in the "
                "key's declaration and holds none: pass the column's own value, Ts{t} for Desc<Ts>; Hash and "
                "Bucket prefixes are computed, not passed (docs/tutorial.md)");
};
template <class K, binding Bind, class... Args, std::size_t At>
struct rejected_values<K, Bind, rules::detail::type_list<Args...>, call_mistake::condition, At> {
  static_assert(arguments::condition_is_a_ranges_last_argument<K, value_at<At, Args...>>,
                "rowkey: a condition (at_least, at_most, between, starts_with...) is a range's last argument, one "
                "per range: encode and prefix take values only, and range<K> binds the columns before the "
                "condition with values, as in range<K>(Host{h}, at_least(Ts{t})) (docs/scans.md)");
};
template <class K, binding Bind, class... Args, std::size_t At>
struct rejected_values<K, Bind, rules::detail::type_list<Args...>, call_mistake::other_keys_values, At> {
  static_assert(arguments::key_values_go_alone_to_encode_of_their_key<K, value_at<At, Args...>>,
                "rowkey: a key_values is passed among a call's values; encode<K>(values) takes one key_values<K> "
                "of the same K, alone: for another key, or any other call, pass the columns' values one by "
                "one, in key order (docs/tutorial.md)");
};
template <class K, binding Bind, class... Args, std::size_t At>
struct rejected_values<K, Bind, rules::detail::type_list<Args...>, call_mistake::not_in_key, At> {
  static_assert(arguments::column_belongs_to_key<K, value_at<At, Args...>>,
                "rowkey: the value is of a column the key does not store; pass values of the key's own stored "
                "columns, in key order (Hash and Bucket prefixes are computed, not passed) (docs/tutorial.md)");
};
template <class K, class... Args, std::size_t At>
struct rejected_values<K, binding::every_column, rules::detail::type_list<Args...>, call_mistake::out_of_order, At> {
  static_assert(arguments::values_in_key_order<K, column_at<K, At>, value_at<At, Args...>>,
                "rowkey: the values follow the key's stored columns in key order, one each; where the key has "
                "the first column named here, the call passes the second (docs/tutorial.md)");
};
template <class K, class... Args, std::size_t At>
struct rejected_values<K, binding::leading_columns, rules::detail::type_list<Args...>, call_mistake::out_of_order,
                       At> {
  static_assert(arguments::values_in_key_order<K, column_at<K, At>, value_at<At, Args...>>,
                "rowkey: a scan binds the key's leading stored columns in key order, one value each, and cannot "
                "skip a column; where the key has the first column named here, the scan passes the second: bind "
                "the columns before it, or scan a key (an index) that leads with it (docs/scans.md)");
};
template <class K, binding Bind, class... Args, std::size_t At>
struct rejected_values<K, Bind, rules::detail::type_list<Args...>, call_mistake::missing, At> {
  static_assert(arguments::value_given_for<K, column_at<K, At>>,
                "rowkey: a value is missing: encode takes one value per stored column of the key, in key order; "
                "add one for the column named here (Hash and Bucket prefixes are computed, not passed) "
                "(docs/tutorial.md)");
};
template <class K, binding Bind, class... Args, std::size_t At>
struct rejected_values<K, Bind, rules::detail::type_list<Args...>, call_mistake::extra, At> {
  static_assert(arguments::one_value_per_column<K, value_at<At, Args...>>,
                "rowkey: one value too many: the key stores no column after the last one passed (Hash and "
                "Bucket prefixes are computed, not passed) (docs/tutorial.md)");
};

// The error class of a call with check C (none for key_rule, reported by
// rejected_key).
template <class K, binding Bind, argument_check C, class... Args>
using rejected_call = rejected_values<K, Bind, rules::detail::type_list<Args...>, C.what, C.at>;

// What an entry point returns after its one compile error: a default value,
// which every use of the result accepts, so that no second error follows.
template <class R>
constexpr R rejected() noexcept {
  return R(typename R::value_type{});
}

// encode<Orders>(...), decode<UserId>(bytes), describe<Orders>(): a call's
// first template argument is not a Key but a Table, an Index or a column.
// Each entry point has an overload for such a type, which instantiates
// rejected_key_argument (the one error) and returns rejected_for_key_of.
// Only for those: any other type is left to the user's own functions of
// the same names, which argument-dependent lookup may find beside these.
template <class T>
inline constexpr bool names_a_key = false;
template <class T>
  requires requires { typename T::key; }
inline constexpr bool names_a_key<T> = key_declaration<typename T::key>;

template <class T>
concept misplaced_key_argument = !key_declaration<T> && (declared_column<T> || names_a_key<T>);

template <class Given>
struct rejected_key_argument {
  static_assert(arguments::first_template_argument_is_a_key<Given>,
                "rowkey: the first template argument of encode, decode, the scans, describe and render is a key "
                "declaration, rowkey::Key<...>: for a Table or an Index pass its key (encode<Orders::key>(...)) "
                "or use the table's handle; for a column, declare a Key of it (docs/tables.md)");
};

// What such a call returns: for a Table or an Index, what the call returns
// for its key, so that the code around the call compiles as it will once
// the key is passed; for a column, or a table whose key breaks a rule
// (whose types would add the rule's error), a stand-in that converts to
// false.
struct result_without_key {
  explicit constexpr operator bool() const noexcept { return false; }
};
template <class Given, template <class> class Result>
constexpr auto rejected_for_key_of() noexcept {
  if constexpr (names_a_key<Given>) {
    if constexpr (!static_cast<bool>(rules::detail::violation_for<typename Given::key>)) {
      return rejected<Result<typename Given::key>>();
    } else {
      return result_without_key{};
    }
  } else {
    return result_without_key{};
  }
}

}  // namespace detail
}  // namespace rowkey

#endif
