// A range over a bucketed column: Key<Bucket<N, Ts>, Ts, Host> keeps each
// bucket's rows in ts order, but a ts range spans every bucket. bucket_ranges
// returns the N ranges, one per bucket, in an inline array (no allocation);
// scan each and merge them back into order with rowkey::bucket_merge.
//
//   auto scan = rowkey::bucket_ranges<Logs>(rowkey::between(rowkey::inclusive(Ts{t0}),
//                                                           rowkey::exclusive(Ts{t1}))).value();
//   for (const auto& r : scan) { ... open a cursor on [r.begin_key(), r.end_key()) ... }
//
// Leading bound columns, if any, come first as in rowkey::range.
#ifndef ROWKEY_SCAN_BUCKET_RANGES_HPP
#define ROWKEY_SCAN_BUCKET_RANGES_HPP

#include <rowkey/detail/layout.hpp>
#include <rowkey/detail/scan_plan.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/error.hpp>
#include <rowkey/result.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/scan/ranges.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace rowkey {

namespace detail {
struct bucket_scan_writer;
}

// One range per bucket, in bucket order, and where the bytes that order the
// merged rows start (after the bound prefix and the bucket bytes).
template <key_declaration K, std::size_t N>
class bucket_scan {
 public:
  using value_type = key_range<K>;
  static constexpr std::size_t bucket_count = N;

  // User-provided, and the array default-initialized: bucket_ranges writes
  // every range, so nothing is zeroed first (value-initialization of a
  // defaulted constructor would clear N * sizeof(key_range) bytes).
  constexpr bucket_scan() noexcept {}

  constexpr const key_range<K>& operator[](std::size_t bucket) const noexcept { return ranges_[bucket]; }
  constexpr auto begin() const noexcept { return ranges_.begin(); }
  constexpr auto end() const noexcept { return ranges_.end(); }
  static constexpr std::size_t size() noexcept { return N; }

  // Keys from these ranges share their first order_offset() bytes but the
  // bucket's; from there on their bytes sort in the order of the ranged
  // column, then the columns after it.
  constexpr std::size_t order_offset() const noexcept { return order_offset_; }

 private:
  friend struct detail::bucket_scan_writer;
  std::array<key_range<K>, N> ranges_;
  std::size_t order_offset_ = 0;
};

namespace detail {

// bucket_ranges' way into bucket_scan.
struct bucket_scan_writer {
  template <class K, std::size_t N>
  static constexpr key_range<K>& range(bucket_scan<K, N>& s, std::size_t b) noexcept { return s.ranges_[b]; }
  template <class K, std::size_t N>
  static constexpr void set_order_offset(bucket_scan<K, N>& s, std::size_t offset) noexcept { s.order_offset_ = offset; }
};

template <class K, class... Args>
struct bucket_scan_of {
  static constexpr std::size_t bound = sizeof...(Args) - 1;
  using plan = scan_plan<K, bound>;
  static constexpr std::size_t count = [] {
    if constexpr (plan::bucket_fan_out) {
      return layout<K>::template part_traits<plan::stop>::bucket_count;
    } else {
      return std::size_t{1};
    }
  }();
  using type = bucket_scan<K, count>;
};

template <class K, class... Args, std::size_t... I>
constexpr auto bucket_ranges_impl(const std::tuple<const Args&...>& all, std::index_sequence<I...>) noexcept {
  using Condition = std::remove_cvref_t<std::tuple_element_t<sizeof...(Args) - 1, std::tuple<Args...>>>;
  using of = bucket_scan_of<K, Args...>;
  using plan = typename of::plan;
  using scan = typename of::type;
  using bucket = typename layout<K>::template part_traits<plan::stop>;
  using T = typename layout<K>::template part_traits<plan::stop + 1>;
  using out = result<scan, encode_error>;
  constexpr std::size_t B = sizeof...(I);

  const std::tuple<const std::tuple_element_t<I, std::tuple<Args...>>&...> bound_values(std::get<I>(all)...);
  const auto get = bound_getter(bound_values);
  if (const encode_error e = check_arguments<K, plan::stop>(get); e.code != encode_errc::ok) return out(e);
  const Condition& condition = std::get<B>(all);
  if (const encode_error e = check_condition<T>(condition, plan::stop + 1); e.code != encode_errc::ok) return out(e);

  return out(std::in_place, [&](scan& s) {
    char prefix[max_encoded_size<K>];
    const std::size_t n = static_cast<std::size_t>(write_parts<K, plan::stop>(prefix, get) - prefix);
    for (std::size_t b = 0; b < of::count; ++b) {
      bucket::write_bucket(prefix + n, b);
      fill_condition<T>(bucket_scan_writer::range(s, b), std::string_view(prefix, n + bucket::width), condition);
    }
    bucket_scan_writer::set_order_offset(s, n + bucket::width);
    return encode_error{};
  });
}

}  // namespace detail

template <key_declaration K, class... Args>
  requires(sizeof...(Args) >= 1)
constexpr auto bucket_ranges(const Args&... args) noexcept {
  using all = std::tuple<Args...>;
  using Condition = std::tuple_element_t<sizeof...(Args) - 1, all>;
  using of = detail::bucket_scan_of<K, Args...>;
  using out = result<typename of::type, encode_error>;
  static_assert(detail::is_column_condition<Condition>,
                "rowkey: the last argument of bucket_ranges<K> is the condition on the bucketed column: "
                "rowkey::at_least(Ts{t}), rowkey::between(...), ...");
  if constexpr (detail::is_column_condition<Condition>) {
    constexpr std::size_t B = sizeof...(Args) - 1;
    if constexpr (detail::require_leading_columns<K, all, B>()) {
      using plan = detail::scan_plan<K, B>;
      static_assert(plan::bucket_fan_out,
                    "rowkey: bucket_ranges serves a range over a column led by its Bucket prefix "
                    "(Key<Bucket<N, C>, C, ...>); for other columns use rowkey::range");
      if constexpr (plan::bucket_fan_out && detail::condition_allowed<Condition>()) {
        return detail::bucket_ranges_impl<K, Args...>(std::tuple<const Args&...>(args...),
                                                      std::make_index_sequence<B>{});
      }
    }
  }
  return out(encode_error{});
}

}  // namespace rowkey

#endif
