// What rule 3 knows about a column's values: whether they grow with time
// (monotonic) and whether they take few distinct values (low cardinality).
//
// Defaults by value type:
//   std::chrono::time_point         monotonic (a clock reading: new rows get ever larger keys)
//   bool, enums                     low cardinality
//   everything else (durations included: a length of time, not a clock
//   reading) neither
// A column's own traits win: rowkey::Monotonic and rowkey::LowCardinality add
// to the defaults, rowkey::HighCardinality removes them (for example a time
// point column whose values are random, such as a birth date).
#ifndef ROWKEY_RULES_COLUMN_TRAITS_HPP
#define ROWKEY_RULES_COLUMN_TRAITS_HPP

#include <rowkey/dsl/column.hpp>

#include <chrono>
#include <type_traits>

namespace rowkey::rules {

namespace detail {
template <class T>
inline constexpr bool is_time_point = false;
template <class Clock, class Duration>
inline constexpr bool is_time_point<std::chrono::time_point<Clock, Duration>> = true;
}  // namespace detail

template <class T>
inline constexpr bool monotonic_by_default = detail::is_time_point<T>;

template <class T>
inline constexpr bool low_cardinality_by_default = std::is_same_v<T, bool> || std::is_enum_v<T>;

template <declared_column C>
inline constexpr bool is_monotonic =
    C::template has_trait<Monotonic> ||
    (!C::template has_trait<HighCardinality> && monotonic_by_default<typename C::value_type>);

template <declared_column C>
inline constexpr bool is_low_cardinality =
    C::template has_trait<LowCardinality> ||
    (!C::template has_trait<HighCardinality> && low_cardinality_by_default<typename C::value_type>);

}  // namespace rowkey::rules

#endif
