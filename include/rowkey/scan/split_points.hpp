// Pre-split points for a range-partitioned table whose key is led by a Hash or
// Bucket prefix: the R - 1 keys that cut the key space into R regions of
// equal load (HBase: createTable(desc, splitKeys); TiKV: split region).
//
//   auto splits = rowkey::split_points<Orders>(16);   // std::vector<std::string>, 15 keys
//
// Hash<W, C>: the prefix is uniform over its 2^(8W) values; split i is the
// W-byte big-endian floor(i * 2^(8W) / R). Bucket<N, C>: split i is bucket
// floor(i * N / R) in the bucket's bytes, so regions differ by at most one
// bucket. R is capped by the number of prefix values (a region holds at
// least one); R = 0 or 1 gives no split. R is any integer
// type, checked, not converted: a negative R, or one above 2^32 - 1 (no
// engine holds that many regions), is std::invalid_argument, where a
// conversion to 32 bits would have read -1 as 2^32 - 1 regions and 2^32 + 16
// as 16.
#ifndef ROWKEY_SCAN_SPLIT_POINTS_HPP
#define ROWKEY_SCAN_SPLIT_POINTS_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/scan/detail/scan_plan.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/rules/diagnostic.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace rowkey {

namespace scans {
template <class Key>
inline constexpr bool split_points_of_a_key_led_by_a_prefix = false;
}  // namespace scans

namespace detail {

// Whether K is led by a Hash or Bucket prefix (what split_points needs).
template <class K>
constexpr bool is_led_by_prefix() {
  using L = detail::layout<K>;
  if constexpr (L::part_count == 0) {
    return false;
  } else {
    using T = typename L::template part_traits<0>;
    return T::kind == part_kind::derived && detail::part_disperses<T>();
  }
}
template <class K>
inline constexpr bool led_by_prefix = is_led_by_prefix<K>();

template <class K>
std::vector<std::string> split_points_of(std::uint32_t regions) {
  using L = detail::layout<K>;
  constexpr bool splittable = detail::led_by_prefix<K>;
  if constexpr (!splittable) {
    static_assert(scans::split_points_of_a_key_led_by_a_prefix<K>,
                  "rowkey: split_points needs a key led by a Hash or Bucket prefix, whose load is known in "
                  "advance; other keys split by their data (docs/scans.md)");
  }
  std::vector<std::string> points;
  if constexpr (splittable) {
    using T = typename L::template part_traits<0>;
    // Each point is the subspace, then the prefix part's bytes.
    const auto point = [&](auto write) {
      std::string p(L::subspace);
      p.resize(L::subspace.size() + T::width);
      write(p.data() + L::subspace.size());
      points.push_back(std::move(p));
    };
    if constexpr (detail::is_bucket_part<T>()) {
      constexpr std::uint64_t n = T::bucket_count;
      const std::uint64_t r = regions > n ? n : regions;
      for (std::uint64_t i = 1; i < r; ++i) {
        point([&](char* out) { T::write_bucket(out, static_cast<std::size_t>(i * n / r)); });
      }
    } else {
      // The prefix's hash bits (T::hash_bits of them) split evenly:
      // floor(i * 2^bits / r) without overflow, as i * q + floor(i * rem / r),
      // with q and rem the quotient and remainder of 2^bits / r.
      constexpr unsigned bits = T::hash_bits;
      std::uint64_t r = regions;
      if constexpr (bits < 64) {
        if (r > (std::uint64_t{1} << bits)) r = std::uint64_t{1} << bits;
      }
      if (r == 0) return points;
      std::uint64_t q, rem;
      if constexpr (bits < 64) {
        q = (std::uint64_t{1} << bits) / r;
        rem = (std::uint64_t{1} << bits) % r;
      } else {
        const std::uint64_t max = ~std::uint64_t{0};  // 2^64 - 1
        q = max / r + (max % r == r - 1 ? 1 : 0);
        rem = (max % r + 1) % r;
      }
      for (std::uint64_t i = 1; i < r; ++i) {
        point([&](char* out) { T::write_hash_bits(out, i * q + i * rem / r); });
      }
    }
  }
  return points;
}

}  // namespace detail

namespace detail {
template <class T>
concept region_count = std::integral<T> && !std::same_as<T, bool>;

template <region_count Count>
std::uint32_t checked_region_count(Count regions) {
  bool in_range = true;
  if constexpr (std::is_signed_v<Count>) in_range = regions >= 0;
  if constexpr (sizeof(Count) >= sizeof(std::uint32_t)) {
    in_range = in_range && static_cast<std::uint64_t>(regions) <= std::uint64_t{0xFFFF'FFFF};
  }
  if (!in_range) {
    throw std::invalid_argument("rowkey::split_points: the number of regions is " + std::to_string(regions) +
                                "; it is not negative and at most 2^32 - 1");
  }
  return static_cast<std::uint32_t>(regions);
}
}  // namespace detail

template <key_declaration K, detail::region_count Count>
std::vector<std::string> split_points(Count regions) {
  if constexpr (static_cast<bool>(rules::detail::violation_for<K>)) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
    return {};
  } else {
    return detail::split_points_of<K>(detail::checked_region_count(regions));
  }
}

// split_points<Orders>(n): not a key (detail::rejected_key_argument).
template <detail::misplaced_key_argument NotAKey, class Count>
std::vector<std::string> split_points(Count) {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return {};
}

}  // namespace rowkey

#endif
