// The last argument of rowkey::range and rowkey::bucket_ranges: what the scan
// asks of the column after the bound ones.
//
//   rowkey::at_least(Ts{t0})                      t0 <= ts
//   rowkey::greater_than(Ts{t0})                  t0 <  ts
//   rowkey::at_most(Ts{t1})                       ts <= t1
//   rowkey::less_than(Ts{t1})                     ts <  t1
//   rowkey::between(rowkey::inclusive(Ts{t0}), rowkey::exclusive(Ts{t1}))
//   rowkey::between(rowkey::unbounded, rowkey::inclusive(Ts{t1}))
//   (rowkey::between(Ts{t0}, Ts{t1}) is a compile error: say which ends are in)
//   rowkey::starts_with(Host{"web-"})             host begins with "web-"
//
// Bounds are on values, in the column's own order; for a Desc column the
// range's bytes swap them, which rowkey does.
#ifndef ROWKEY_SCAN_BOUNDS_HPP
#define ROWKEY_SCAN_BOUNDS_HPP

#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/part_word.hpp>

#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rowkey {

enum class bound_kind : std::uint8_t { unbounded, inclusive, exclusive };

// What a compile error names when a condition is given a value that is not
// spelled as its column (at_least(5)). Only ever instantiated false.
namespace scans {
template <class Value>
inline constexpr bool condition_value_spelled_as_its_column = false;
template <class Value>
inline constexpr bool condition_value_is_its_columns_not_a_part_words = false;  // at_least(Desc<Ts>{t})
}  // namespace scans

namespace detail {
// The column of a condition its builder refused (at_least(5),
// starts_with("web"), between two columns): the builder reports the
// mistake, and the scan the condition reaches refuses it without a second
// error.
template <class Value>
struct refused_column {
  struct no_value {};
  using rowkey_column_tag = void;
  using value_type = no_value;
  using argument_type = no_value;
  static constexpr std::string_view name = "(a refused condition)";
};
// What a builder returns for a value not spelled as its column: the
// condition on refused_column<V>, after the one error that says so.
template <template <declared_column> class Condition, class V>
constexpr Condition<refused_column<V>> refused_condition() noexcept {
  if constexpr (is_part_word<V>) {
    static_assert(scans::condition_value_is_its_columns_not_a_part_words<V>,
                  "rowkey: a condition's value is its column's, at_least(Ts{t}), not a part word's, "
                  "at_least(Desc<Ts>{t}): the part's order is the key's own (docs/scans.md)");
  } else {
    static_assert(scans::condition_value_spelled_as_its_column<V>,
                  "rowkey: a condition's value is passed as its column: at_least(Ts{t}) and not at_least(t), "
                  "starts_with(Host{\"web\"}) and not starts_with(\"web\") (docs/scans.md)");
  }
  return {};
}
}  // namespace detail

// One side of an interval on column C.
template <declared_column C>
struct bound {
  bound_kind kind = bound_kind::unbounded;
  typename C::argument_type value{};
};

// `rowkey::unbounded`: an open side, for any column.
struct unbounded_t {
  template <declared_column C>
  constexpr operator bound<C>() const noexcept {
    return {};
  }
};
inline constexpr unbounded_t unbounded{};

// The builders take any value, so that one spelled otherwise than as its
// column (inclusive(5)) is one error, reported where it is built; the
// condition is then on refused_column<V>, which every scan refuses without
// another.
template <class C>
constexpr auto inclusive(const C& c) noexcept {  // a bound<C>
  if constexpr (!declared_column<C>) return detail::refused_condition<bound, C>();
  else return bound<C>{bound_kind::inclusive, c.value};
}
template <class C>
constexpr auto exclusive(const C& c) noexcept {  // a bound<C>
  if constexpr (!declared_column<C>) return detail::refused_condition<bound, C>();
  else return bound<C>{bound_kind::exclusive, c.value};
}

// The values of column C between two bounds.
template <declared_column C>
struct interval {
  using column = C;
  bound<C> lower{};
  bound<C> upper{};
};

template <declared_column C>
constexpr interval<C> between(bound<C> lower, bound<C> upper) noexcept {
  return {lower, upper};
}
template <declared_column C>
constexpr interval<C> between(unbounded_t, bound<C> upper) noexcept {
  return {bound<C>{}, upper};
}
template <declared_column C>
constexpr interval<C> between(bound<C> lower, unbounded_t) noexcept {
  return {lower, bound<C>{}};
}

// What a compile error names when between() is given a column's value
// instead of a bound. Only ever instantiated false.
namespace scans {
template <class Lower, class Upper>
inline constexpr bool between_takes_two_bounds = false;
template <class Lower, class Upper>
inline constexpr bool between_bounds_one_column = false;
}  // namespace scans

namespace detail {
// The column of between()'s arguments: a column value's own, or a bound's.
template <class T>
struct between_column {
  using type = void;
};
template <declared_column C>
struct between_column<C> {
  using type = C;
};
template <class C>
struct between_column<bound<C>> {
  using type = C;
};
template <class Lower, class Upper>
using between_column_t = std::conditional_t<
    std::is_void_v<typename between_column<Lower>::type>,
    std::conditional_t<std::is_void_v<typename between_column<Upper>::type>, refused_column<Lower>,
                       typename between_column<Upper>::type>,
    typename between_column<Lower>::type>;
template <class T>
inline constexpr bool is_bound_or_unbounded = std::is_same_v<T, unbounded_t>;
template <class C>
inline constexpr bool is_bound_or_unbounded<bound<C>> = true;
template <class T>
inline constexpr bool is_refused_bound = false;
template <class V>
inline constexpr bool is_refused_bound<bound<refused_column<V>>> = true;
// The forms between() takes: two bounds of one column, or one and unbounded.
template <class Lower, class Upper>
inline constexpr bool is_between_of_bounds = false;
template <class C>
inline constexpr bool is_between_of_bounds<bound<C>, bound<C>> = true;
template <class C>
inline constexpr bool is_between_of_bounds<unbounded_t, bound<C>> = true;
template <class C>
inline constexpr bool is_between_of_bounds<bound<C>, unbounded_t> = true;
}  // namespace detail

// between(Ts{a}, Ts{b}), or a value on one side: one error that shows the
// spellings, then an interval of the column, so that the scan it is passed
// to adds no error of its own. (No default for the ends: SQL's BETWEEN
// includes both, a C++ range excludes its end, and either would surprise
// half of those who read the call.)
template <class Lower, class Upper>
  requires(!detail::is_between_of_bounds<Lower, Upper>)
constexpr auto between(const Lower&, const Upper&) noexcept {
  if constexpr (!detail::is_bound_or_unbounded<Lower> || !detail::is_bound_or_unbounded<Upper>) {
    static_assert(scans::between_takes_two_bounds<Lower, Upper>,
                  "rowkey: between takes two bounds, each rowkey::inclusive(...), rowkey::exclusive(...) or "
                  "rowkey::unbounded: between(inclusive(Ts{a}), exclusive(Ts{b})) is a <= ts < b; at_least, "
                  "greater_than, at_most and less_than give one side (docs/scans.md)");
    return interval<detail::between_column_t<Lower, Upper>>{};
  } else if constexpr (detail::is_refused_bound<Lower> || detail::is_refused_bound<Upper>) {
    return interval<detail::refused_column<Lower>>{};  // inclusive(5): reported there
  } else {
    // Bounds of two columns, or no bound at all.
    static_assert(scans::between_bounds_one_column<Lower, Upper>,
                  "rowkey: between's bounds are on one column, and one of them at most is rowkey::unbounded: "
                  "between(inclusive(Ts{a}), exclusive(Ts{b})); a scan of every value of the column is "
                  "prefix<K> of the values bound before it (docs/scans.md)");
    return interval<detail::refused_column<Lower>>{};
  }
}

// The one-sided intervals (a value not spelled as its column as above).
template <class C>
constexpr auto at_least(const C& c) noexcept {  // an interval<C>
  if constexpr (!declared_column<C>) return detail::refused_condition<interval, C>();
  else return interval<C>{rowkey::inclusive(c), {}};
}
template <class C>
constexpr auto greater_than(const C& c) noexcept {  // an interval<C>
  if constexpr (!declared_column<C>) return detail::refused_condition<interval, C>();
  else return interval<C>{rowkey::exclusive(c), {}};
}
template <class C>
constexpr auto at_most(const C& c) noexcept {  // an interval<C>
  if constexpr (!declared_column<C>) return detail::refused_condition<interval, C>();
  else return interval<C>{{}, rowkey::inclusive(c)};
}
template <class C>
constexpr auto less_than(const C& c) noexcept {  // an interval<C>
  if constexpr (!declared_column<C>) return detail::refused_condition<interval, C>();
  else return interval<C>{{}, rowkey::exclusive(c)};
}

// The values of a string column C that begin with given bytes.
template <declared_column C>
struct text_prefix {
  using column = C;
  typename C::argument_type value{};
};

template <class C>
constexpr auto starts_with(const C& c) noexcept {  // a text_prefix<C>
  if constexpr (!declared_column<C>) return detail::refused_condition<text_prefix, C>();
  else return text_prefix<C>{c.value};
}

namespace detail {
template <class T>
inline constexpr bool is_column_condition = false;
template <class C>
inline constexpr bool is_column_condition<interval<C>> = true;
template <class C>
inline constexpr bool is_column_condition<text_prefix<C>> = true;
// A condition its builder refused (and reported).
template <class T>
inline constexpr bool is_refused_condition = false;
template <class V>
inline constexpr bool is_refused_condition<interval<refused_column<V>>> = true;
template <class V>
inline constexpr bool is_refused_condition<text_prefix<refused_column<V>>> = true;
template <class Left, class Right>
inline constexpr bool both_conditions_built = !is_refused_condition<Left> && !is_refused_condition<Right>;
}  // namespace detail

namespace scans {
template <class Left, class Right>
inline constexpr bool conditions_combine_in_between_not_with_and = false;  // at_least(a) && at_most(b)
template <class Left, class Right>
inline constexpr bool a_scan_has_one_condition_not_an_or = false;  // at_most(a) || at_least(b)
}  // namespace scans

// at_least(a) && at_most(b) reads like a two-sided range, but without these
// it is two errors on clang that name neither between nor the conditions.
// One error each (none more when a condition was refused where it was
// built), then the left condition, so the scan adds no error.
template <class Left, class Right>
  requires(detail::is_column_condition<Left> || detail::is_column_condition<Right>)
constexpr Left operator&&(const Left& left, const Right&) noexcept {
  if constexpr (detail::both_conditions_built<Left, Right>) {
    static_assert(scans::conditions_combine_in_between_not_with_and<Left, Right>,
                  "rowkey: a range's two sides are one condition, between(...), not two joined by &&: "
                  "at_least(Ts{a}) && less_than(Ts{b}) is between(inclusive(Ts{a}), exclusive(Ts{b})) "
                  "(docs/scans.md)");
  }
  return left;
}
template <class Left, class Right>
  requires(detail::is_column_condition<Left> || detail::is_column_condition<Right>)
constexpr Left operator||(const Left& left, const Right&) noexcept {
  if constexpr (detail::both_conditions_built<Left, Right>) {
    static_assert(scans::a_scan_has_one_condition_not_an_or<Left, Right>,
                  "rowkey: a scan reads one range of keys, and conditions are not joined by ||: "
                  "at_most(Ts{a}) || at_least(Ts{b}) is two scans, one for each condition (docs/scans.md)");
  }
  return left;
}

}  // namespace rowkey

#endif
