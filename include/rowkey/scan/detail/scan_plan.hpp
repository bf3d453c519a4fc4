// What a scan that binds the first B stored columns of K can do, worked out
// at compile time: how many leading parts those values determine, and whether
// the next column can be ranged over (and if not, why not).
#ifndef ROWKEY_SCAN_DETAIL_SCAN_PLAN_HPP
#define ROWKEY_SCAN_DETAIL_SCAN_PLAN_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/dsl/column.hpp>

#include <concepts>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

enum class range_refusal {
  none,
  no_column_left,        // every stored column is bound
  hashed,                // a Hash prefix derived from the ranged column leads it
  bucketed,              // a Bucket prefix derived from the ranged column leads it
  reversed,              // the ranged column's bytes do not keep its order (Reverse)
  after_unbound_prefix,  // a prefix derived from a later, unbound column comes first
};

template <class Traits>
constexpr bool part_disperses() {
  if constexpr (requires { Traits::disperses; }) {
    return Traits::disperses;
  } else {
    return false;
  }
}

template <class Traits>
constexpr bool is_bucket_part() {
  return Traits::kind == part_kind::derived && requires { Traits::bucket_count; };
}

template <class K, std::size_t B>
struct scan_plan {
  using L = layout<K>;

  // Part I is written from bound values alone.
  template <std::size_t I>
  static constexpr bool computable() {
    return L::template stored_index<typename L::template part_traits<I>::column> < B;
  }

  // The first part the bound values do not determine (part_count when none).
  static constexpr std::size_t stop = []<std::size_t... I>(std::index_sequence<I...>) {
    std::size_t first = L::part_count;
    ((first == L::part_count && !computable<I>() ? (first = I, 0) : 0), ...);
    return first;
  }(std::make_index_sequence<L::part_count>{});

  // Every bound column is written before `stop`; otherwise the rows the scan
  // asks for are not contiguous.
  static constexpr bool binds_contiguously = []<std::size_t... I>(std::index_sequence<I...>) {
    return ((I < stop || L::template part_traits<I>::kind != part_kind::stored || !computable<I>()) && ...);
  }(std::make_index_sequence<L::part_count>{});

  static constexpr range_refusal refusal = [] {
    if constexpr (stop == L::part_count || B >= L::stored_count) {
      return range_refusal::no_column_left;
    } else {
      using T = typename L::template part_traits<stop>;
      using next_column = typename L::template stored_column<B>;
      if constexpr (T::kind == part_kind::derived) {
        if constexpr (!std::is_same_v<typename T::column, next_column>) return range_refusal::after_unbound_prefix;
        else if constexpr (is_bucket_part<T>()) return range_refusal::bucketed;
        else return range_refusal::hashed;
      } else if constexpr (part_disperses<T>()) {
        return range_refusal::reversed;
      } else {
        return range_refusal::none;
      }
    }
  }();

  // The size of the subspace and parts [0, stop) when none of them varies in
  // width (then a scan's bound prefix has a constant size), else variable_width.
  static constexpr std::size_t bound_width = []<std::size_t... I>(std::index_sequence<I...>) {
    std::size_t n = L::subspace.size();
    for (const std::size_t w : {std::size_t{0}, part_fixed_width<typename L::template part_traits<I>>()...}) {
      n = (n == variable_width || w == variable_width) ? variable_width : n + w;
    }
    return n;
  }(std::make_index_sequence<stop>{});

  // A Bucket<N, C> prefix at `stop`, C's own ordered part right after it:
  // one range per bucket serves a range over C.
  static constexpr bool bucket_fan_out = [] {
    if constexpr (refusal != range_refusal::bucketed || stop + 1 >= L::part_count) {
      return false;
    } else {
      using T = typename L::template part_traits<stop + 1>;
      return T::kind == part_kind::stored && !part_disperses<T>() &&
             std::is_same_v<typename T::column, typename L::template stored_column<B>>;
    }
  }();
};

template <class T>
concept text_argument = std::same_as<T, std::string_view>;

}  // namespace rowkey::detail

#endif
