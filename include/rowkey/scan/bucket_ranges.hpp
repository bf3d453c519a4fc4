// A range over a bucketed column: Key<Bucket<N, Ts>, Ts, Host> keeps each
// bucket's rows in ts order, but a ts range spans every bucket. bucket_ranges
// returns the N ranges, one per bucket, in an inline array (no allocation)
// while they take at most 64 KiB, and in one allocation above that; scan each
// and merge them back into order with rowkey::bucket_merge.
//
//   auto scan = rowkey::bucket_ranges<Logs>(rowkey::between(rowkey::inclusive(Ts{t0}),
//                                                           rowkey::exclusive(Ts{t1}))).value();
//   for (const auto& r : scan) { ... open a cursor on [r.begin_key(), r.end_key()) ... }
//
// Leading bound columns, if any, come first as in rowkey::range.
#ifndef ROWKEY_SCAN_BUCKET_RANGES_HPP
#define ROWKEY_SCAN_BUCKET_RANGES_HPP

#include <rowkey/detail/for_overwrite.hpp>
#include <rowkey/detail/heap_array.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/scan/detail/scan_plan.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/error.hpp>
#include <rowkey/result.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/scan/ranges.hpp>
#include <rowkey/rules/diagnostic.hpp>

#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey {

namespace detail {
struct bucket_scan_writer;
}

// One range per bucket, in bucket order, and where the bytes that order the
// merged rows start (after the bound prefix and the bucket bytes).
//
// The ranges are held inline while they take at most 64 KiB
// (detail/heap_array.hpp): about 200 buckets of a key with a 64-byte string
// after the ranged column, over a thousand of a fixed-width key; above that,
// stored_inline is false and they are held in one
// allocation, so that a scan over Bucket<65536, ...> does not overflow the
// stack of the thread that builds it. (An allocation that fails then ends
// the program: the scans are noexcept.) A moved-from bucket_scan whose
// ranges were on the heap holds none: begin() == end(). Such a scan can be
// built and read in constant evaluation, but not kept in a constexpr
// variable (its allocation would outlive the evaluation).
template <key_declaration K, std::size_t N>
class bucket_scan {
 public:
  using value_type = key_range<K>;
  static constexpr std::size_t bucket_count = N;
  static constexpr bool stored_inline = detail::fits_inline<key_range<K>, N>;

  // User-provided, and the array default-initialized: bucket_ranges writes
  // every range, so nothing is zeroed first (value-initialization of a
  // defaulted constructor would clear N * sizeof(key_range) bytes).
  constexpr bucket_scan() noexcept {}
  // For bucket_ranges, which writes every range (detail/for_overwrite.hpp).
  // Up to 256 buckets inline, to bound the pack expansion that builds them;
  // more are default-initialized.
  constexpr explicit bucket_scan(detail::for_overwrite_t) noexcept
    requires(stored_inline && N <= 256)
      : bucket_scan(detail::for_overwrite, std::make_index_sequence<N>{}) {}

  constexpr const key_range<K>& operator[](std::size_t bucket) const noexcept { return ranges_[bucket]; }
  constexpr const key_range<K>* begin() const noexcept { return data(); }
  constexpr const key_range<K>* end() const noexcept {
    if constexpr (stored_inline) {
      return ranges_ + N;
    } else {
      return ranges_.data() == nullptr ? nullptr : ranges_.data() + N;
    }
  }
  static constexpr std::size_t size() noexcept { return N; }

  // Keys from these ranges share their first order_offset() bytes but the
  // bucket's; from there on their bytes sort in the order of the ranged
  // column, then the columns after it.
  constexpr std::size_t order_offset() const noexcept { return order_offset_; }

 private:
  friend struct detail::bucket_scan_writer;
  template <std::size_t... I>
  constexpr bucket_scan(detail::for_overwrite_t, std::index_sequence<I...>) noexcept
      : ranges_{(static_cast<void>(I), key_range<K>(detail::for_overwrite))...} {}
  constexpr const key_range<K>* data() const noexcept {
    if constexpr (stored_inline) {
      return ranges_;
    } else {
      return ranges_.data();
    }
  }
  // Inline, a plain array, not std::array: g++ 12 -O2 merged the identical
  // std::array::operator[] of two keys whose ranges have one size and warned,
  // -Warray-bounds, that one key's array overran the other's scan. (Reached
  // through std::array::data() instead, g++ 12 deleted the copy of a result
  // into the caller's scan as a dead store; bucket_ranges_test's case with
  // constant bounds guards it, docs/reliability.md section 6 says more. The
  // private data() above returns the plain array itself.)
  using storage = std::conditional_t<stored_inline, key_range<K>[N], detail::heap_array<key_range<K>, N>>;
  storage ranges_;
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
  // No status stored when neither a bound column nor the ranged one can
  // reject a value (the parts up to the ranged column's own, stop + 1).
  static constexpr bool can_fail = [] {
    if constexpr (plan::bucket_fan_out) {
      return detail::parts_can_reject<layout<K>>(std::make_index_sequence<plan::stop + 2>{});
    } else {
      return key_can_reject<K>;
    }
  }();
  using result_type = result<type, encode_error, can_fail>;
};

// The ranges of buckets 1 to N-1 the general way, one bucket at a time: the
// bound prefix (in prefix[0, n)), the bucket's bytes, then the condition, as
// rowkey::range builds it. (The condition by value: taken by reference, it
// was stored to memory before the test that leads here, on every call.)
template <class T, class Bucket, class Scan, class Condition>
[[gnu::noinline]] constexpr void fill_buckets(Scan& s, const char* prefix, std::size_t n,
                                              Condition condition) noexcept {
  for (std::size_t b = 1; b < Scan::size(); ++b) {
    typename Scan::value_type& r = bucket_scan_writer::range(s, b);
    char* begin = range_writer::begin_storage(r);
    copy_prefix(begin, std::string_view(prefix, n));
    Bucket::write_bucket(begin + n, b);
    detail::fill_condition<T>(r, std::string_view(begin, n + Bucket::width), condition);
  }
}

// Whether the range's end is the successor of its prefix alone (the bound
// prefix and the bucket bytes): no bound above, in byte order.
template <class Traits, class A>
constexpr bool open_above(const value_interval<A>& c) noexcept {
  return (Traits::order == direction::ascending ? c.upper : c.lower).kind == bound_kind::unbounded;
}
template <class Traits, class A>
constexpr bool open_above(const value_prefix<A>&) noexcept {
  return false;
}

// Whether bucket 0's range keeps its bucket bytes, [n, n + width), as
// written: fill_condition changes them only when a successor carries into
// them, the condition's bytes being all 0xFF (or none). An end open above is
// the successor of the prefix and bucket 0 by design; every bucket's is its own.
template <class Bucket, class K>
constexpr bool bucket_bytes_kept(const key_range<K>& r, std::size_t n, bool open_end) noexcept {
  char bucket_0[Bucket::width];
  Bucket::write_bucket(bucket_0, 0);
  const auto kept = [n, &bucket_0](std::string_view key) {
    // A successor that carried into the bucket bytes ends at or before them.
    if (key.size() > n + Bucket::width) return true;
    if (key.size() < n + Bucket::width) return false;
    for (std::size_t i = 0; i < Bucket::width; ++i) {
      if (key[n + i] != bucket_0[i]) return false;
    }
    return true;
  };
  return kept(r.begin_key()) && (open_end || (r.has_end_key() && kept(r.end_key())));
}

// Buckets 1 to N-1 from bucket 0 (see bucket_ranges_impl): the bound prefix
// (n bytes), each bucket's bytes, then bucket 0's bytes after them; an end
// open above is the successor of the prefix and the bucket's bytes. When the
// prefix and the ranged column are fixed width (Prefix and Value bytes), those
// bytes are first copied out of bucket 0 into locals, which the compiler keeps
// in registers, as hand-written code keeps the encoded bounds: each range is
// then a few stores.
//
// Inlined on both compilers. (It was out of line on g++ for a while: one
// clean-clone CI run of commit 84c64c0 saw g++ 12 -O3 lose the last buckets'
// ends with it inlined. No build since has shown that, of that commit or of
// later ones, with the stack filled with 0x00 or 0xFF first or not. The
// guards stay, built at -O3 by the test suites: the case with bounds known at
// compile time in tests/unit/bucket_ranges_test.cpp, which fills the stack
// first, print_test.cpp's bucket scan and example.logs.)
template <class Bucket, std::size_t Prefix, std::size_t Value, class Scan>
[[gnu::always_inline]] constexpr void copy_to_buckets(Scan& s, [[maybe_unused]] std::size_t n, bool open_end) noexcept {
  using Range = typename Scan::value_type;
  const Range& first = bucket_scan_writer::range(s, 0);
  // (Not where a successor appends 0xFF: the end key may hold one more byte.)
  if constexpr (Prefix != variable_width && Value != variable_width && Prefix + Value <= 32 &&
                !layout<typename Range::key>::successor_appends_0xff) {
    constexpr std::size_t head = Prefix + Bucket::width;
    // Bytes past a key's size are copied too (a successor may have shortened
    // it, or the bound be open); they are never read as part of a key.
    char prefix[Prefix + 1] = {}, begin_value[Value] = {}, end_value[Value] = {};
    copy_bytes<false>(prefix, first.begin_key().data(), Prefix);
    copy_bytes<false>(begin_value, first.begin_key().data() + head, Value);
    if (!open_end) copy_bytes<false>(end_value, first.end_key().data() + head, Value);
    const std::size_t begin_size = first.begin_key().size(), end_size = first.end_key().size();
    for (std::size_t b = 1; b < Scan::size(); ++b) {
      Range& r = bucket_scan_writer::range(s, b);
      char* begin = range_writer::begin_storage(r);
      char* end = range_writer::end_storage(r);
      copy_bytes<false>(begin, prefix, Prefix);
      Bucket::write_bucket(begin + Prefix, b);
      copy_bytes<false>(begin + head, begin_value, Value);
      range_writer::set_begin(r, begin_size, false);
      copy_bytes<false>(end, prefix, Prefix);
      Bucket::write_bucket(end + Prefix, b);
      if (open_end) {
        range_writer::set_end(r, head, true);
      } else {
        copy_bytes<false>(end + head, end_value, Value);
        range_writer::set_end(r, end_size, false);
      }
    }
  } else {
    for (std::size_t b = 1; b < Scan::size(); ++b) {
      Range& r = bucket_scan_writer::range(s, b);
      range_writer::copy(r, first, first.begin_key().size(), open_end ? n : first.end_key().size());
      Bucket::write_bucket(range_writer::begin_storage(r) + n, b);
      Bucket::write_bucket(range_writer::end_storage(r) + n, b);
      if (open_end) range_writer::set_end(r, n + Bucket::width, true);
    }
  }
}

// all: every argument, the bound values then the condition.
template <class K, class... Args>
[[gnu::always_inline]] constexpr auto bucket_ranges_impl(const value_refs<Args...>& all) noexcept {
  using of = bucket_scan_of<K, Args...>;
  using plan = typename of::plan;
  using scan = typename of::type;
  using bucket = typename layout<K>::template part_traits<plan::stop>;
  using T = typename layout<K>::template part_traits<plan::stop + 1>;
  using out = typename of::result_type;
  constexpr std::size_t B = sizeof...(Args) - 1;

  const auto get = detail::column_values_getter(all, std::make_index_sequence<B>{});
  const auto condition = detail::condition_values(static_cast<const value_ref_at<B, Args...>&>(all).ref);

  return out(std::in_place, [&](scan& s) __attribute__((always_inline)) {
    if (const encode_error e = detail::check_shape_arguments<shape_of<K>, plan::stop>(get); e.code != encode_errc::ok) {
      return name_column(e, column_names<K>);
    }
    if (const encode_error e = detail::check_condition<T>(condition, plan::stop + 1); e.code != encode_errc::ok) {
      return name_column(e, column_names<K>);
    }
    // Bucket 0's range, the bound prefix written straight into its begin key.
    key_range<K>& first = bucket_scan_writer::range(s, 0);
    char* prefix = range_writer::begin_storage(first);
    const std::size_t n =
        static_cast<std::size_t>(detail::shape_write_parts<shape_of<K>, plan::stop>(prefix, get) - prefix);
    bucket_scan_writer::set_order_offset(s, n + bucket::width);
    bucket::write_bucket(prefix + n, 0);
    detail::fill_condition<T>(first, std::string_view(prefix, n + bucket::width), condition);

    const bool open_end = open_above<T>(condition);
    if (!detail::bucket_bytes_kept<bucket>(first, n, open_end)) [[unlikely]] {
      detail::fill_buckets<T, bucket>(s, prefix, n, condition);
      return encode_error{};
    }
    // The common case: every bucket's range is bucket 0's with its own bucket
    // bytes, since the bytes around them (and so the successors and the
    // emptiness test) are the same.
    detail::copy_to_buckets<bucket, plan::bound_width, part_fixed_width<T>()>(s, n, open_end);
    return encode_error{};
  });
}

}  // namespace detail

namespace scans {
template <class Key, class Column>
inline constexpr bool bucket_ranges_over_a_bucketed_column = false;
}  // namespace scans

// One range per bucket of the Bucket<N, C> prefix that leads column C, for a
// condition on C (the last argument) after the bound values: a
// result<bucket_scan<K, N>, encode_error, ...>.
template <key_declaration K, class... Args>
[[gnu::always_inline]] constexpr auto bucket_ranges(const Args&... args) noexcept {
  using Condition = typename detail::last_argument<Args...>::type;
  constexpr std::size_t B = sizeof...(Args) == 0 ? 0 : sizeof...(Args) - 1;
  // of<no_argument> for a call with none, which is refused below.
  using of = std::conditional_t<sizeof...(Args) == 0, detail::bucket_scan_of<K, Condition>,
                                detail::bucket_scan_of<K, Args...>>;
  constexpr detail::argument_check check =
      detail::check_first_values<K, detail::binding::leading_columns, B, Args...>();
  if constexpr (check.what == detail::call_mistake::key_rule) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
    return detail::rejected<typename of::result_type>();
  } else {
    using out = typename of::result_type;
    if constexpr (detail::is_refused_condition<Condition>) {
      return detail::rejected<out>();  // reported where the condition was built
    } else if constexpr (!detail::is_column_condition<Condition>) {
      static_assert(scans::last_argument_is_a_condition<K, Condition>,
                    "rowkey: the last argument of bucket_ranges<K> is the condition on the bucketed column: "
                    "rowkey::at_least(Ts{t}), rowkey::between(...), ... (docs/scans.md)");
      return detail::rejected<out>();
    } else if constexpr (check) {
      using reported [[maybe_unused]] =
          decltype(detail::rejected_call<K, detail::binding::leading_columns, check, Args...>{});
      return detail::rejected<out>();
    } else if constexpr (!detail::scan_plan<K, B>::bucket_fan_out) {
      static_assert(scans::bucket_ranges_over_a_bucketed_column<K, typename Condition::column>,
                    "rowkey: bucket_ranges serves a range over a column led by its Bucket prefix "
                    "(Key<Bucket<N, C>, C, ...>), and this column is not; use rowkey::range (docs/scans.md)");
      return detail::rejected<out>();
    } else if constexpr (detail::condition_allowed<K, Condition>()) {
      return detail::bucket_ranges_impl<K, Args...>(detail::value_refs<Args...>{{args}...});
    } else {
      return detail::rejected<out>();
    }
  }
}

// bucket_ranges<Orders>(...): not a key (detail::rejected_key_argument). Its
// result depends on the bucket the key declares, so the stand-in is returned
// here even for a Table or an Index.
template <detail::misplaced_key_argument NotAKey, class... Args>
constexpr auto bucket_ranges(const Args&...) noexcept {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return detail::result_without_key{};
}

}  // namespace rowkey

#endif
