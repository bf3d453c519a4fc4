// A scan range: the keys k with begin_key() <= k < end_key(), compared as
// unsigned bytes, the order every wide-table engine keeps. The bytes are held
// inline (capacity: the key's maximum encoded size, plus the 0xFF a tuple-
// format range may end with), so building a range, or an array of them,
// never allocates.
//
//   RocksDB       ReadOptions::iterate_lower_bound / iterate_upper_bound
//                 (rowkey/adapters/rocksdb.hpp does this)
//   HBase         new Scan().withStartRow(begin).withStopRow(end)
//   FoundationDB  tr.getRange(begin, end)
//
// has_end_key() is false when no key is too large for the range (its prefix
// ends in 0xFF bytes only): scan to the end of the table (HBase: an empty stop
// row; FoundationDB: "\xff", the end of the user key space). Check empty()
// before scanning: HBase reads begin == end as a point get.
#ifndef ROWKEY_SCAN_KEY_RANGE_HPP
#define ROWKEY_SCAN_KEY_RANGE_HPP

#include <rowkey/detail/bytes.hpp>
#include <rowkey/detail/for_overwrite.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/detail/lifetimebound.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/key_buffer.hpp>

#include <cstddef>
#include <string_view>
#include <type_traits>

namespace rowkey {

namespace detail {
struct range_writer;

// A range's bytes: what a key_range<K> holds, by its capacity and how its
// format steps past a prefix, so that the scan code (range_writer and the
// scans' shape-level parts) is instantiated per shape, not per key
// (detail::part_shape).
template <std::size_t Capacity, bool SuccessorAppends0xff>
class range_bytes {
 public:
  static constexpr std::size_t capacity = Capacity;

  // key_range<K>'s accessors, here so that the keys of one capacity share
  // them: each key's own copy was one more function per key for the
  // compiler to work through (docs/benchmarks.md, "Compile time").
  constexpr std::string_view begin_key() const noexcept ROWKEY_LIFETIMEBOUND { return begin_.view(); }
  // Empty when !has_end_key().
  constexpr std::string_view end_key() const noexcept ROWKEY_LIFETIMEBOUND {
    return has_end_ ? end_.view() : std::string_view{};
  }
  constexpr bool has_end_key() const noexcept { return has_end_; }

  // True when no key falls in the range (then begin_key() == end_key()).
  constexpr bool empty() const noexcept {
    return has_end_ && detail::bytes_at_least(begin_.data(), begin_.size(), end_.data(), end_.size());
  }

  constexpr bool contains(std::string_view key) const noexcept {
    return key >= begin_.view() && (!has_end_ || key < end_.view());
  }

 protected:
  constexpr range_bytes() noexcept : has_end_(false) {}
  constexpr explicit range_bytes(for_overwrite_t) noexcept : begin_(for_overwrite), end_(for_overwrite) {
    if (__builtin_is_constant_evaluated()) has_end_ = false;
  }

  // The whole key space again, as range_bytes() builds it: for result.hpp's
  // reset of a range whose values were refused (detail/for_overwrite.hpp),
  // shared by the ranges of one capacity.
  friend constexpr void reset_unwritten_storage(range_bytes& r) noexcept {
    reset_unwritten_storage(r.begin_);
    reset_unwritten_storage(r.end_);
    r.has_end_ = false;
  }

  friend struct range_writer;
  key_buffer<Capacity> begin_;
  key_buffer<Capacity> end_;
  bool has_end_;
};

// K's range bytes: room for its longest key, plus the 0xFF a tuple-format
// range may end with.
template <class K>
using range_bytes_of = range_bytes<max_encoded_size<K> + (layout<K>::successor_appends_0xff ? 1 : 0),
                                   layout<K>::successor_appends_0xff>;
}  // namespace detail

template <key_declaration K>
class key_range : public detail::range_bytes_of<K> {
  using bytes = detail::range_bytes_of<K>;
  using bytes::has_end_;

 public:
  using key = K;
  static constexpr std::size_t capacity = bytes::capacity;

  // The whole key space. User-provided, so that value-initialization (an
  // array of ranges, a result) does not zero the inline bytes first.
  constexpr key_range() noexcept {}
  // For the scan functions, which write every member (detail/for_overwrite.hpp).
  constexpr explicit key_range(detail::for_overwrite_t f) noexcept : bytes(f) {}

  friend constexpr bool operator==(const key_range& a, const key_range& b) noexcept {
    return a.begin_key() == b.begin_key() && a.has_end_ == b.has_end_ && a.end_key() == b.end_key();
  }
};

namespace detail {

// The smallest byte string above every string that starts with bytes[0, n):
// the last byte that is not 0xFF, incremented, with what follows it dropped.
// Returns its length, or npos when there is none (n is 0 or every byte 0xFF).
inline constexpr std::size_t no_successor = static_cast<std::size_t>(-1);

constexpr std::size_t prefix_successor(char* bytes, std::size_t n) noexcept {
  while (n != 0 && static_cast<unsigned char>(bytes[n - 1]) == 0xFF) --n;
  if (n == 0) return no_successor;
  bytes[n - 1] = static_cast<char>(static_cast<unsigned char>(bytes[n - 1]) + 1);
  return n;
}

// Builds ranges in place; the scan functions' only way into key_range.
struct range_writer {
  template <std::size_t N, bool F>
  static constexpr char* begin_storage(range_bytes<N, F>& r) noexcept { return r.begin_.storage(); }
  template <std::size_t N, bool F>
  static constexpr char* end_storage(range_bytes<N, F>& r) noexcept { return r.end_.storage(); }

  // begin: bytes already in begin_storage; when `after`, the first byte
  // string past every key that starts with them (the key's format says
  // which). Returns false when there is none (nothing can follow).
  template <std::size_t N, bool F>
  static constexpr bool set_begin(range_bytes<N, F>& r, std::size_t n, bool after) noexcept {
    if constexpr (F) {
      if (after) r.begin_.storage()[n++] = to_char(0xFF);
    } else if (after) {
      const std::size_t m = prefix_successor(r.begin_.storage(), n);
      if (m == no_successor) {
        r.begin_.set_size(n);
        return false;
      }
      n = m;
    }
    r.begin_.set_size(n);
    return true;
  }

  template <std::size_t N, bool F>
  static constexpr void set_end(range_bytes<N, F>& r, std::size_t n, bool after) noexcept {
    if constexpr (F) {
      if (after) r.end_.storage()[n++] = to_char(0xFF);
      r.end_.set_size(n);
      r.has_end_ = true;
    } else {
      set_end_past_bytes(r, n, after);
    }
  }

  // end: bytes already in end_storage; when `after`, their successor as
  // bytes (the last byte not 0xFF incremented), above every byte string that
  // starts with them: the end of starts_with, whose bytes stop inside a value.
  template <std::size_t N, bool F>
  static constexpr void set_end_past_bytes(range_bytes<N, F>& r, std::size_t n, bool after) noexcept {
    if (after) n = prefix_successor(r.end_.storage(), n);
    r.end_.set_size(n);
    r.has_end_ = n != no_successor;
    if (!r.has_end_) r.end_.set_size(0);
  }

  // `to` becomes `from`, copying the first begin_bytes and end_bytes bytes of
  // their storage: at least the keys' sizes, or the part of them the caller
  // does not write itself.
  template <std::size_t N, bool F>
  static constexpr void copy(range_bytes<N, F>& to, const range_bytes<N, F>& from, std::size_t begin_bytes,
                             std::size_t end_bytes) noexcept {
    copy_bytes<false>(to.begin_.storage(), from.begin_.data(), begin_bytes);
    copy_bytes<false>(to.end_.storage(), from.end_.data(), end_bytes);
    to.begin_.set_size(from.begin_.size());
    to.end_.set_size(from.end_.size());
    to.has_end_ = from.has_end_;
  }

  // An empty range: begin and end both the (bounded) begin bytes.
  template <std::size_t N, bool F>
  static constexpr void make_empty(range_bytes<N, F>& r) noexcept {
    copy_bytes<false>(r.end_.storage(), r.begin_.data(), r.begin_.size());
    r.end_.set_size(r.begin_.size());
    r.has_end_ = true;
  }
};

}  // namespace detail

}  // namespace rowkey

#endif
