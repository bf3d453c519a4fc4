// One broken key design rule, as data: which problem, which column, and the
// figures its message quotes. rules::first_violation<K> yields one (or none),
// rules::message(v) its text, and a Key that breaks a rule turns the first
// violation into one compile error (rules/diagnostic.hpp).
#ifndef ROWKEY_RULES_VIOLATION_HPP
#define ROWKEY_RULES_VIOLATION_HPP

#include <cstddef>
#include <string_view>

namespace rowkey::rules {

enum class problem : unsigned char {
  none,
  no_parts,                 // rule 1
  too_many_parts,           // rule 1
  column_too_wide,          // rule 2
  unsupported_value_type,   // rule 2
  value_type_qualified,     // rule 2: Column<"id", const std::uint64_t>
  leading_monotonic,        // rule 3
  leading_low_cardinality,  // rule 3
  leading_too_wide,         // rule 3
  not_a_part,               // rule 4
  word_header_not_included, // rule 4: Hash, Bucket or Reverse named, its header not included
  format_header_not_included,  // rule 4: Format<fdb_tuple>, its header not included
  not_a_format,             // rule 4: Format<F>, F not a byte format
  column_without_name,      // rule 4: Column<"", T>
  nonsense_nesting,         // rule 4
  index_policy_in_key,      // rule 4: Key<C, Unique>, where Unique follows the Key in an Index
  prefix_without_column,    // rule 4
  prefix_after_column,      // rule 4
  prefix_size_out_of_range, // rule 4
  stored_twice,             // rule 4
  key_too_long_for_engine,  // rule 5
  index_lacks_primary_column,  // rule 6 (tables: rowkey/table/checks.hpp)
  order_not_in_format,      // rule 7: Desc or Reverse in a format without them
  value_not_in_format,      // rule 7: a value type the format has no element for
  prefix_not_in_format,     // rule 7: a Hash or Bucket the format cannot hold
  // Mistakes in declaring a table, which no rule number names:
  record_not_adapted,
  record_not_default_constructible_and_copyable,
  record_field_not_adapted,
  column_without_field,
  field_type_mismatch,
  field_not_storable,
  index_of_another_table,
  not_an_index,
  name_used_twice,
  name_empty,
};

// The rule (1 to 7) a problem breaks; 0 for none, and for a mistake in
// declaring a table.
constexpr int rule_of(problem p) noexcept {
  switch (p) {
    case problem::none: return 0;
    case problem::no_parts:
    case problem::too_many_parts: return 1;
    case problem::column_too_wide:
    case problem::unsupported_value_type:
    case problem::value_type_qualified: return 2;
    case problem::leading_monotonic:
    case problem::leading_low_cardinality:
    case problem::leading_too_wide: return 3;
    case problem::not_a_part:
    case problem::word_header_not_included:
    case problem::format_header_not_included:
    case problem::not_a_format:
    case problem::column_without_name:
    case problem::nonsense_nesting:
    case problem::index_policy_in_key:
    case problem::prefix_without_column:
    case problem::prefix_after_column:
    case problem::prefix_size_out_of_range:
    case problem::stored_twice: return 4;
    case problem::key_too_long_for_engine: return 5;
    case problem::index_lacks_primary_column: return 6;
    case problem::order_not_in_format:
    case problem::value_not_in_format:
    case problem::prefix_not_in_format: return 7;
    case problem::record_not_adapted:
    case problem::record_not_default_constructible_and_copyable:
    case problem::record_field_not_adapted:
    case problem::column_without_field:
    case problem::field_type_mismatch:
    case problem::field_not_storable:
    case problem::index_of_another_table:
    case problem::not_an_index:
    case problem::name_used_twice:
    case problem::name_empty: return 0;
  }
  return 0;
}

struct violation {
  problem what = problem::none;
  std::string_view column{};  // the offending column's name (empty when there is none)
  std::size_t figure = 0;     // the size, count or position at fault
  std::size_t limit = 0;      // what the rule allows
  std::string_view detail{};  // the engine's name (rule 5), the prefix's word or the word's or the
                              // format's missing header (rule 4), the format's name (rule 7)
  std::size_t low = 0;        // the least a range allows (rule 4)
  // Tables (rule 6 and declaration mistakes):
  std::string_view table{};   // the table the mistake is in
  std::string_view record{};  // its record type
  std::string_view index{};   // the index or table whose key is at fault
  std::string_view field_type{};   // a field's type
  std::string_view column_type{};  // what the column holds
  std::string_view word{};         // the modifier at fault (rule 7)
  // Where the fault is, so that a compile error can name it as the user
  // spelled it. Keys: the position of the part at fault among the key's parts
  // (policies not counted). Tables: the position of the stored column at
  // fault in the key of `owner`, 0 for the table and i for its i-th index
  // (field_not_storable: the field's position is the figure).
  std::size_t part = 0;
  std::size_t owner = 0;

  constexpr int rule() const noexcept { return rule_of(what); }
  constexpr explicit operator bool() const noexcept { return what != problem::none; }
  friend constexpr bool operator==(const violation&, const violation&) = default;
};

}  // namespace rowkey::rules

#endif
