// Merges the cursors of a bucket_scan's ranges, one per bucket, back into the
// order of the ranged column (then the columns after it): a k-way merge over
// an inline heap, without allocation (for more than 16,384 cursors, the heap's
// indexes are held in one allocation: detail/heap_array.hpp).
//
//   auto scan = rowkey::bucket_ranges<Logs>(rowkey::at_least(Ts{t0})).value();
//   std::array<my_cursor, scan.size()> cursors = ...;   // one per scan[b] (thousands: a std::vector)
//   for (auto m = rowkey::bucket_merge(scan, std::span(cursors)); m.valid(); m.next()) {
//     use(m.key(), m.cursor());                          // m.cursor(): the cursor holding the row
//   }
//
// Any engine's iterator works once it meets key_cursor (valid, key, next), as
// rowkey/adapters/rocksdb.hpp's does. The merge is itself a key_cursor.
//
// The merge tells a cursor that stopped on an error from one that ran out
// only by valid(): both are dropped. A caller whose cursors can fail checks
// the cursor it moved on after each next(), m.cursor() taken before the
// call, and stops there: the failed bucket's remaining rows may sort before
// the other buckets' next ones (the table layer's bucket scans do this).
//
// In reverse (scan_order::reverse), the cursors each read their range from
// its last key down, and the merge yields the greatest first.
#ifndef ROWKEY_SCAN_BUCKET_MERGE_HPP
#define ROWKEY_SCAN_BUCKET_MERGE_HPP

#include <rowkey/detail/heap_array.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/scan_order.hpp>

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace rowkey {

// A forward cursor over one range's keys, positioned at its first key.
template <class C>
concept key_cursor = requires(C& c, const C& cc) {
  { cc.valid() } -> std::convertible_to<bool>;
  { cc.key() } -> std::convertible_to<std::string_view>;
  c.next();
};

template <key_cursor Cursor, std::size_t MaxCursors>
class bucket_merge {
 public:
  // `order_offset`: where the bytes that order the rows start (bucket_scan::order_offset()).
  // At most MaxCursors cursors, each reading its range in `order`.
  bucket_merge(std::span<Cursor> cursors, std::size_t order_offset, scan_order order = scan_order::forward)
      : cursors_(cursors), offset_(order_offset), reverse_(order == scan_order::reverse) {
    for (std::size_t i = 0; i < cursors_.size() && i < MaxCursors; ++i) {
      if (cursors_[i].valid()) heap_[size_++] = static_cast<index>(i);
    }
    std::make_heap(heap_.data(), heap_.data() + static_cast<std::ptrdiff_t>(size_), later());
  }

  template <class K>
  bucket_merge(const bucket_scan<K, MaxCursors>& scan, std::span<Cursor> cursors,
               scan_order order = scan_order::forward)
      : bucket_merge(cursors, scan.order_offset(), order) {}

  // A moved-from merge is empty (valid() is false), whether its heap was
  // inline or allocated; a copy is a merge of its own over the same cursors.
  bucket_merge(const bucket_merge&) = default;
  bucket_merge& operator=(const bucket_merge&) = default;
  bucket_merge(bucket_merge&& other) noexcept
      : cursors_(other.cursors_),
        offset_(other.offset_),
        reverse_(other.reverse_),
        heap_(std::move(other.heap_)),
        size_(other.size_) {
    other.size_ = 0;
  }
  bucket_merge& operator=(bucket_merge&& other) noexcept {
    if (this != &other) {
      cursors_ = other.cursors_;
      offset_ = other.offset_;
      reverse_ = other.reverse_;
      heap_ = std::move(other.heap_);
      size_ = other.size_;
      other.size_ = 0;
    }
    return *this;
  }

  bool valid() const noexcept { return size_ != 0; }
  // Precondition: valid().
  std::string_view key() const { return std::string_view(current().key()); }
  Cursor& cursor() noexcept { return cursors_[heap_[0]]; }
  const Cursor& cursor() const noexcept { return cursors_[heap_[0]]; }

  void next() {
    index* const first = heap_.data();
    std::pop_heap(first, first + static_cast<std::ptrdiff_t>(size_), later());
    Cursor& c = cursors_[heap_[size_ - 1]];
    c.next();
    if (c.valid()) {
      std::push_heap(first, first + static_cast<std::ptrdiff_t>(size_), later());
    } else {
      --size_;
    }
  }

 private:
  using index = std::uint32_t;

  const Cursor& current() const noexcept { return cursors_[heap_[0]]; }

  // std::*_heap keep the greatest first; ordering by "later" keeps the one
  // the scan yields first (the least forward, the greatest in reverse).
  auto later() const noexcept {
    return [this](index a, index b) {
      return reverse_ ? order_bytes(a) < order_bytes(b) : order_bytes(a) > order_bytes(b);
    };
  }
  std::string_view order_bytes(index i) const {
    const std::string_view k(cursors_[i].key());
    return k.size() > offset_ ? k.substr(offset_) : std::string_view{};
  }

  std::span<Cursor> cursors_;
  std::size_t offset_;
  bool reverse_ = false;
  std::conditional_t<detail::fits_inline<index, MaxCursors>, std::array<index, MaxCursors>,
                     detail::heap_array<index, MaxCursors>>
      heap_{};
  std::size_t size_ = 0;
};

template <class K, std::size_t N, class Cursor, std::size_t Extent>
bucket_merge(const bucket_scan<K, N>&, std::span<Cursor, Extent>) -> bucket_merge<Cursor, N>;

namespace detail {

// One cursor per bucket, for a merge: up to 256 in a std::array, opened by
// one pack expansion; more in a std::vector, opened in a loop (a pack of
// thousands of cursors costs the compile dearly, and an array of them the
// stack). The vector is reserved first, so no cursor moves once it is
// stored (each is built, then moved in once).
template <class Cursor, std::size_t N>
using bucket_cursors = std::conditional_t<N <= 256, std::array<Cursor, N>, std::vector<Cursor>>;

// open(range) for each of scan's ranges, in bucket order.
template <class Cursor, class K, std::size_t N, class Open>
bucket_cursors<Cursor, N> open_bucket_cursors(const bucket_scan<K, N>& scan, Open&& open) {
  if constexpr (N <= 256) {
    return [&]<std::size_t... B>(std::index_sequence<B...>) {
      return bucket_cursors<Cursor, N>{open(scan[B])...};
    }(std::make_index_sequence<N>{});
  } else {
    bucket_cursors<Cursor, N> cursors;
    cursors.reserve(N);
    for (const key_range<K>& range : scan) cursors.push_back(open(range));
    return cursors;
  }
}

}  // namespace detail

}  // namespace rowkey

#endif
