// Every key design rule message, in one place. Each reads: the rule's id, the
// offending column, why engines care, and the fix (including the policy word
// that relaxes the rule, where one may).
//
//   rules::message(rules::first_violation<K>).view()
//     "rowkey rule 3: leading column `ts` is monotonic and would send every
//      write to one region; lead with another column or disperse it with
//      Hash<N, ts> or Bucket<N, ts>"
//
// Names are quoted with backticks: compilers print a ' inside a message as \'.
#ifndef ROWKEY_RULES_MESSAGES_HPP
#define ROWKEY_RULES_MESSAGES_HPP

#include <rowkey/rules/violation.hpp>

#include <cstddef>
#include <string_view>
#include <type_traits>

namespace rowkey::rules {

// A message, composed at compile time.
struct message_text {
  static constexpr std::size_t capacity = 480;
  char chars[capacity]{};
  std::size_t size = 0;

  constexpr std::string_view view() const noexcept { return {chars, size}; }

  // A literal appends through const char*, and only a std::string_view
  // itself reaches the view overload: converting the literals to
  // std::string_view, g++ worked the conversion out anew for each literal
  // length, about 70 million instructions in every translation unit that
  // includes this header (docs/benchmarks.md, "Compile time").
  constexpr message_text& operator<<(const char* s) noexcept {
    while (*s != '\0') *this << *s++;
    return *this;
  }
  template <class Text>
    requires std::is_same_v<Text, std::string_view>
  constexpr message_text& operator<<(Text s) noexcept {
    for (const char c : s) *this << c;
    return *this;
  }
  constexpr message_text& operator<<(char c) noexcept {
    if (size < capacity) chars[size++] = c;
    return *this;
  }
  constexpr message_text& operator<<(std::size_t n) noexcept {
    char digits[20]{};
    std::size_t count = 0;
    do {
      digits[count++] = static_cast<char>('0' + n % 10);
      n /= 10;
    } while (n != 0);
    while (count != 0) *this << digits[--count];
    return *this;
  }
};

// A template only so that a translation unit that never words a violation
// does not compile the body (25 million instructions on g++).
template <class = void>
constexpr message_text message(const violation& v) noexcept {
  message_text m;
  const std::string_view c = v.column;
  const std::string_view word = v.detail.empty() ? std::string_view("derived") : v.detail;
  if (v.what == problem::name_empty) {
    m << "rowkey table: ";
  } else if (v.rule() != 0 || v.table.empty()) {
    m << "rowkey rule " << static_cast<std::size_t>(v.rule()) << ": ";
  } else {
    m << "rowkey table `" << v.table << "`: ";
  }
  switch (v.what) {
    case problem::none:
      m << "none broken";
      break;
    case problem::no_parts:
      m << "the key has no columns; declare one to three, as in Key<UserId>";
      break;
    case problem::too_many_parts:
      m << "column `" << c << "` takes the key to " << v.figure << " parts, more than " << v.limit
        << " (a Hash or Bucket prefix counts); every key byte is repeated in every cell: drop a column, "
           "or allow "
        << v.figure << " visibly with MaxColumns<" << v.figure << ">";
      break;
    case problem::column_too_wide:
      m << "column `" << c << "` may hold " << v.figure << " bytes, more than " << v.limit
        << "; key values should stay under 2 KB: keep a shorter id or code in the key, or allow it "
           "visibly with MaxColumnBytes<"
        << v.figure << ">";
      break;
    case problem::unsupported_value_type:
      m << "column `" << c
        << "` has a value type with no bound or order rowkey knows (std::string, say); declare it with "
           "bounded_string<Max> or bounded_bytes<Max>, padded_string<N>, an integer, enum, float, std::chrono "
           "time, or std::array of bytes";
      break;
    case problem::value_type_qualified:
      m << "column `" << c
        << "` has a value type that is const, volatile or a reference; a column holds its own copy of a "
           "value: declare the plain type";
      break;
    case problem::leading_monotonic:
      m << "leading column `" << c
        << "` is monotonic and would send every write to one region; lead with another column or "
           "disperse it with Hash<N, "
        << c << "> or Bucket<N, " << c << ">";
      break;
    case problem::leading_low_cardinality:
      m << "leading column `" << c
        << "` has few distinct values and would crowd every write into a few regions; lead with a "
           "high-cardinality column and move "
        << c << " after it, or disperse it with Hash<N, " << c << ">";
      break;
    case problem::leading_too_wide:
      m << "leading column `" << c << "` may take " << v.figure << " bytes, more than " << v.limit
        << " for a partition prefix; lead with a short id or code, or disperse it with Hash<N, " << c
        << ">";
      break;
    case problem::not_a_part:
      m << "part " << v.figure
        << " of the key is neither a column nor a Desc, Hash, Bucket or Reverse of one; declare "
           "columns as structs derived from rowkey::Column<name, type>";
      break;
    case problem::index_policy_in_key:
      m << "part " << v.figure
        << " of the key is a policy of an Index (rowkey::Unique), not a part of its key; write it after "
           "the key, as in Index<\"users_by_email\", Users, Key<Email>, Unique>";
      break;
    case problem::column_without_name:
      m << "part " << v.figure << " of the key is a column with an empty name; name it, as in "
           "Column<\"user_id\", std::uint64_t>: messages and renderings show the name, and a table binds the "
           "column to the record field of that name";
      break;
    case problem::word_header_not_included:
      m << "part " << v.part + 1 << " of the key, on column `" << c << "`, names a modifier word whose header is "
        << "not included; include " << v.detail << ", or <rowkey/core.hpp> for every word";
      break;
    case problem::format_header_not_included:
      m << "the Format of the key names a byte format whose header is not included; include " << v.detail;
      break;
    case problem::not_a_format:
      m << "the Format of the key names a type that is not a byte format (one with a static name and a "
           "part_traits<Part>); name fdb_tuple, or leave Format out for the rowkey format";
      break;
    case problem::nonsense_nesting:
      m << "column `" << c
        << "` is wrapped in modifiers that do not combine (such as Desc<Desc<C>>, Hash<N, Desc<C>>, "
           "Desc<Hash<N, C>>); apply one modifier directly to the column, as in Desc<"
        << c << "> or Hash<N, " << c << ">";
      break;
    case problem::prefix_without_column:
      m << "the " << word << " prefix derived from `" << c << "` needs `" << c
        << "` stored later in the key; add " << c << " after it, as in Key<" << word << "<N, " << c << ">, " << c
        << ", ...>";
      break;
    case problem::prefix_after_column:
      m << "the " << word << " prefix derived from `" << c << "` comes after " << c
        << " itself and disperses nothing; put it first, as in Key<" << word << "<N, " << c << ">, " << c
        << ", ...>";
      break;
    case problem::prefix_size_out_of_range:
      m << "the " << v.detail << " prefix of `" << c << "` has N = " << v.figure
        << ", outside the sensible range " << v.low << ".." << v.limit << "; choose N in that range";
      break;
    case problem::stored_twice:
      m << "column `" << c
        << "` is stored twice; store each column once (a Hash or Bucket prefix derived from it may "
           "precede it)";
      break;
    case problem::key_too_long_for_engine:
      m << "column `" << c << "`, the widest, takes the key to " << v.figure << " bytes, more than the "
        << v.detail << " limit of " << v.limit << "; lower its bound or drop a column";
      break;
    case problem::order_not_in_format:
      m << "column `" << c << "` is " << v.word << "<" << c << ">, but the " << v.detail
        << " format has no such order, so other clients could not read the key as theirs; store " << c
        << " as it is and read it in reverse (a reverse range scan), or store a value that sorts the way you "
           "need (the negated time, say) in a column of its own";
      break;
    case problem::value_not_in_format:
      m << "column `" << c << "` has a value type with no element in the " << v.detail
        << " format; use an integer, enum, bool, float, double, std::chrono duration or time point, "
           "bounded_string, padded_string, bounded_bytes or std::array of bytes, or give the type a "
           "tuple_codec (docs/format.md)";
      break;
    case problem::prefix_not_in_format:
      m << "the " << v.word << " prefix of `" << c << "` has N = " << v.figure << ", more than the " << v.limit
        << " the " << v.detail << " format can hold in its fixed-width element; choose N <= " << v.limit;
      break;
    case problem::index_lacks_primary_column:
      m << "index `" << v.index << "` of table `" << v.table << "` lacks primary key column `" << c
        << "`, so two records with equal index values would share one index entry; add " << c
        << " to the index key, or declare the index with rowkey::Unique to refuse such records";
      break;
    case problem::record_not_adapted:
      m << "record `" << v.record << "` is not adapted for rowkey; add BOOST_HANA_ADAPT_STRUCT(" << v.record
        << ", its fields...) after it, or declare its fields with BOOST_HANA_DEFINE_STRUCT";
      break;
    case problem::record_field_not_adapted:
      m << "record `" << v.record << "` has " << v.figure << " fields and its adaptation names " << v.limit
        << "; a field left out is neither stored nor read back: name every field in BOOST_HANA_ADAPT_STRUCT";
      break;
    case problem::record_not_default_constructible_and_copyable:
      m << "record `" << v.record
        << "` is not default-constructible and copyable; give it a default constructor (or none of its own) "
           "and copy operations: a field a stored row lacks keeps its default, and get and the scans return "
           "records by value";
      break;
    case problem::column_without_field:
      m << "column `" << c << "` in the key of `" << v.index << "` has no field of that name in record `" << v.record
        << "`; name the column after a field of " << v.record << ", or add a field `" << c << "`";
      break;
    case problem::field_type_mismatch:
      m << "field `" << c << "` of record `" << v.record << "` is `" << v.field_type << "`, which column `" << c
        << "` of `" << v.index << "` cannot take; declare the field as `" << v.column_type
        << "`, the value type of the column (or std::string for a string column)";
      break;
    case problem::field_not_storable:
      m << "field `" << c << "` of record `" << v.record << "` is `" << v.field_type
        << "`, which the row value format cannot store; use an integer, bool, enum, float, double, "
           "std::chrono duration or time point, std::string, bounded_string, padded_string, bounded_bytes or "
           "std::array of bytes";
      break;
    case problem::index_of_another_table:
      m << "index `" << v.index << "` indexes table `" << v.detail << "`, not `" << v.table
        << "`; attach it with the table it indexes";
      break;
    case problem::not_an_index:
      m << "argument " << v.figure << " after the table is not an index; declare indexes as "
           "rowkey::Index<Name, Table, rowkey::Key<...>>";
      break;
    case problem::name_used_twice:
      m << "the name `" << v.index << "` is given to two of its tables; give the table and each index its own name";
      break;
    case problem::name_empty:
      if (v.owner == 0) m << "the table of record `" << v.record << "`";
      else m << "index " << v.owner << " of table `" << v.table << "`";
      m << " has an empty name; name it: the name is its column family (RocksDB) or key prefix (etcd) in the "
           "store, and what its errors say";
      break;
  }
  return m;
}

}  // namespace rowkey::rules

#endif
