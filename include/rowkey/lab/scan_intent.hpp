// What a workload's scan asks for, in column terms, and how each key design
// serves it: the same intent costs one region in one design and every region
// in another, which is what the lab measures.
//
//   lab::where(Host{"web-7"}, rowkey::at_least(Ts{t}))   a host's lines since t
//   lab::where(rowkey::between(...Ts...))                 every line in a time window
//   lab::where(OrderNo{17})                               one order
//
// For key K the lab binds the leading stored columns the intent gives values
// for, in K's order, then:
//   - the condition's column comes next and can be ranged: rowkey::range, one range;
//   - it is led by its own Bucket prefix: rowkey::bucket_ranges, one range per bucket;
//   - otherwise: rowkey::prefix over the leading columns bound (the whole
//     table when none is), every key of which is read.
#ifndef ROWKEY_LAB_SCAN_INTENT_HPP
#define ROWKEY_LAB_SCAN_INTENT_HPP

#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/scan/detail/scan_plan.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/scan/ranges.hpp>

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace rowkey::lab {

// Equalities on columns, and at the end, optionally, a condition on one more.
template <class... Args>
struct scan_intent {
  std::tuple<Args...> args;
};

// What where(...) requires of its argument at Position, as its compile error
// names it. Only ever instantiated false.
template <class Given, std::size_t Position>
inline constexpr bool where_takes_column_values_then_one_condition = false;

namespace detail {
// The position of the first argument that is neither a column's value nor,
// last, a condition; sizeof...(Args) when there is none.
template <class... Args>
constexpr std::size_t first_misplaced_argument() {
  constexpr std::size_t n = sizeof...(Args);
  constexpr bool column[] = {declared_column<Args>..., true};
  constexpr bool condition[] = {rowkey::detail::is_scan_condition<Args>..., false};
  for (std::size_t i = 0; i < n; ++i) {
    if (!column[i] && !(i + 1 == n && condition[i])) return i;
  }
  return n;
}

template <class Given, std::size_t Position>
struct rejected_where {
  static_assert(where_takes_column_values_then_one_condition<Given, Position>,
                "rowkey lab: where takes the values of columns, Host{\"web-7\"} and not \"web-7\", then at "
                "most one condition, last: at_least(Ts{t}), between(...), starts_with(Host{\"web\"}) "
                "(docs/hotspots.md)");
};
}  // namespace detail

template <class... Args>
auto where(const Args&... args) {
  constexpr std::size_t misplaced = detail::first_misplaced_argument<Args...>();
  if constexpr (misplaced < sizeof...(Args)) {
    using given = std::tuple_element_t<misplaced, std::tuple<Args...>>;
    using reported [[maybe_unused]] = decltype(detail::rejected_where<given, misplaced>{});
    return scan_intent<>{};  // after the one error: a scan of the whole table
  } else {
    return scan_intent<Args...>{std::tuple<Args...>(args...)};
  }
}

// How a scan ran on one design.
enum class scan_shape { range, bucket_ranges, prefix, whole_table };

namespace detail {

using rowkey::detail::layout;
using rowkey::detail::scan_plan;
using rowkey::detail::range_refusal;

template <class T, class... U>
inline constexpr bool one_of = (std::is_same_v<T, U> || ...);

// How many leading stored columns of K the intent's equalities give.
template <class K, class... Equal>
constexpr std::size_t bound_columns() {
  using L = layout<K>;
  std::size_t b = 0;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (void)((one_of<typename L::template stored_column<I>, Equal...> ? (++b, true) : false) && ...);
  }(std::make_index_sequence<L::stored_count>{});
  return b;
}

// The longest B' <= B whose values bind contiguous leading parts.
template <class K, std::size_t B>
constexpr std::size_t contiguous_bound() {
  if constexpr (B == 0 || scan_plan<K, B>::binds_contiguously) {
    return B;
  } else {
    return contiguous_bound<K, B - 1>();
  }
}

template <class Condition>
struct condition_column {
  using type = void;
};
template <class C>
struct condition_column<interval<C>> {
  using type = C;
};
template <class C>
struct condition_column<text_prefix<C>> {
  using type = C;
};

}  // namespace detail

// The key ranges that serve an intent on design K, and what shape they took.
template <key_declaration K>
struct planned_scan {
  std::vector<key_range<K>> ranges;
  scan_shape shape = scan_shape::whole_table;
};

template <key_declaration K, class... Args>
planned_scan<K> plan(const scan_intent<Args...>& intent) {
  using L = rowkey::detail::layout<K>;
  constexpr std::size_t n = sizeof...(Args);
  constexpr bool has_condition =
      rowkey::detail::is_column_condition<typename rowkey::detail::last_argument<Args...>::type>;
  constexpr std::size_t equal_count = has_condition ? n - 1 : n;
  // The equalities' types and values, by position in args.
  return [&]<std::size_t... E>(std::index_sequence<E...>) {
    constexpr std::size_t bound = [] {
      if constexpr (sizeof...(E) == 0) return std::size_t{0};
      else return detail::bound_columns<K, std::tuple_element_t<E, std::tuple<Args...>>...>();
    }();
    // The value the intent gives for K's stored column I.
    const auto value = [&]<std::size_t I>() -> const auto& {
      using C = typename L::template stored_column<I>;
      constexpr std::size_t at = [] {
        std::size_t i = 0;
        (void)((std::is_same_v<C, std::tuple_element_t<E, std::tuple<Args...>>> ? false : (++i, true)) && ...);
        return i;
      }();
      return std::get<at>(intent.args);
    };
    planned_scan<K> out;
    // One range on the condition's column, after the bound ones.
    if constexpr (has_condition) {
      using Condition = std::tuple_element_t<n - 1, std::tuple<Args...>>;
      using C = typename detail::condition_column<Condition>::type;
      if constexpr (bound < L::stored_count) {
        if constexpr (std::is_same_v<C, typename L::template stored_column<bound>>) {
          using P = rowkey::detail::scan_plan<K, bound>;
          const Condition& condition = std::get<n - 1>(intent.args);
          if constexpr (P::binds_contiguously && P::refusal == rowkey::detail::range_refusal::none) {
            const auto r = [&]<std::size_t... I>(std::index_sequence<I...>) {
              return rowkey::range<K>(value.template operator()<I>()..., condition);
            }(std::make_index_sequence<bound>{});
            if (r) out.ranges.push_back(*r);
            out.shape = scan_shape::range;
            return out;
          } else if constexpr (P::binds_contiguously && P::bucket_fan_out &&
                               rowkey::detail::is_column_condition<Condition> &&
                               !std::is_same_v<Condition, text_prefix<C>>) {
            const auto r = [&]<std::size_t... I>(std::index_sequence<I...>) {
              return rowkey::bucket_ranges<K>(value.template operator()<I>()..., condition);
            }(std::make_index_sequence<bound>{});
            if (r) {
              for (const key_range<K>& range : *r) out.ranges.push_back(range);
            }
            out.shape = scan_shape::bucket_ranges;
            return out;
          }
        }
      }
    }
    // A prefix of the bound columns; the whole table when none binds.
    constexpr std::size_t b = detail::contiguous_bound<K, bound>();
    const auto r = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return rowkey::prefix<K>(value.template operator()<I>()...);
    }(std::make_index_sequence<b>{});
    if (r) out.ranges.push_back(*r);
    out.shape = b == 0 ? scan_shape::whole_table : scan_shape::prefix;
    (void)equal_count;
    return out;
  }(std::make_index_sequence<equal_count>{});
}

}  // namespace rowkey::lab

#endif
