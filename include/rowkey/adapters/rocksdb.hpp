// RocksDB helpers for rowkey's scan ranges (needs librocksdb; the core
// headers do not include this one).
//
//   auto r = rowkey::range<Events>(Host{"web-1"}, rowkey::at_least(Ts{t0})).value();
//   for (rowkey::adapters::rocksdb_cursor c(*db, r); c.valid(); c.next()) use(c.key(), c.value());
//
// A range becomes ReadOptions::iterate_lower_bound / iterate_upper_bound
// (RocksDB's bounds are [lower, upper), as rowkey's ranges are), so the
// iterator stops at the range's end by itself, without comparing keys.
// RocksDB keeps pointers to the bound slices: they must outlive the iterator,
// which rocksdb_cursor sees to by owning them.
//
// For a bucketed key, open_cursors opens one cursor per bucket range, and
// rowkey::bucket_merge merges them:
//
//   auto scan = rowkey::bucket_ranges<Logs>(rowkey::at_least(Ts{t0})).value();
//   auto cursors = rowkey::adapters::open_cursors(*db, scan);
//   for (rowkey::bucket_merge m(scan, std::span(cursors)); m.valid(); m.next()) use(m.key(), m.cursor().value());
#ifndef ROWKEY_ADAPTERS_ROCKSDB_HPP
#define ROWKEY_ADAPTERS_ROCKSDB_HPP

// First, so that a mistake's one compile error names the shortest include
// chain: this header and the one that holds the check (as rowkey/rowkey.hpp).
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/scan/ranges.hpp>

#include <rowkey/scan/bucket_merge.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/scan/scan_order.hpp>

#include <rocksdb/db.h>
#include <rocksdb/iterator.h>
#include <rocksdb/options.h>
#include <rocksdb/slice.h>
#include <rocksdb/status.h>

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey::adapters {

// The range as RocksDB slices, pointing into the range's own bytes:
//
//   const rowkey::adapters::rocksdb_bounds bounds(range);
//   bounds.apply(read_options);  // then read_options' iterators, bounds.lower to Seek
//
// Keep the range and this object alive for as long as an iterator made with
// the options. Neither can be a temporary: those calls are deleted, as the
// slices would point at bytes gone by the end of the statement.
struct rocksdb_bounds {
  ::rocksdb::Slice lower;
  ::rocksdb::Slice upper;
  bool has_upper = false;

  template <class K>
  explicit rocksdb_bounds(const key_range<K>& r)
      : lower(r.begin_key().data(), r.begin_key().size()),
        upper(r.end_key().data(), r.end_key().size()),
        has_upper(r.has_end_key()) {}
  template <class K>
  explicit rocksdb_bounds(const key_range<K>&& r) = delete;

  // Points the options at these slices.
  void apply(::rocksdb::ReadOptions& options) const& {
    options.iterate_lower_bound = &lower;
    options.iterate_upper_bound = has_upper ? &upper : nullptr;
  }
  void apply(::rocksdb::ReadOptions& options) const&& = delete;
};

// An iterator over one range, forward or (scan_order::reverse) from its last
// key down; it meets rowkey::key_cursor.
class rocksdb_cursor {
 public:
  template <class K>
  rocksdb_cursor(::rocksdb::DB& db, const key_range<K>& range, ::rocksdb::ReadOptions options = {},
                 ::rocksdb::ColumnFamilyHandle* family = nullptr, scan_order order = scan_order::forward)
      : rocksdb_cursor(db, range.begin_key(), range.end_key(), range.has_end_key(), std::move(options), family,
                       order) {}

  // Over [begin, end), or from begin to the end of the keys when !has_end.
  rocksdb_cursor(::rocksdb::DB& db, std::string_view begin, std::string_view end, bool has_end,
                 ::rocksdb::ReadOptions options = {}, ::rocksdb::ColumnFamilyHandle* family = nullptr,
                 scan_order order = scan_order::forward)
      : state_(std::make_unique<state>(begin, end, has_end)) {
    if (has_end && begin >= end) return;  // empty
    options.iterate_lower_bound = &state_->lower_slice;
    options.iterate_upper_bound = state_->has_upper ? &state_->upper_slice : nullptr;
    state_->iterator.reset(family != nullptr ? db.NewIterator(options, family) : db.NewIterator(options));
    state_->reverse = order == scan_order::reverse;
    if (!state_->reverse) {
      state_->iterator->Seek(state_->lower_slice);
    } else {
      state_->iterator->SeekToLast();  // the last key below the upper bound
    }
  }

  bool valid() const { return state_->iterator != nullptr && state_->iterator->Valid(); }
  std::string_view key() const { return state_->iterator->key().ToStringView(); }
  std::string_view value() const { return state_->iterator->value().ToStringView(); }
  void next() {
    if (!state_->reverse) {
      state_->iterator->Next();
    } else {
      state_->iterator->Prev();
    }
  }
  // Not ok when the iteration stopped on an error rather than at the range's end.
  ::rocksdb::Status status() const {
    return state_->iterator != nullptr ? state_->iterator->status() : ::rocksdb::Status::OK();
  }

 private:
  struct state {
    state(std::string_view lower_bytes, std::string_view upper_bytes, bool upper)
        : lower(lower_bytes), upper(upper_bytes), has_upper(upper) {}
    std::string lower;
    std::string upper;
    bool has_upper;
    bool reverse = false;
    ::rocksdb::Slice lower_slice{lower};
    ::rocksdb::Slice upper_slice{upper};
    std::unique_ptr<::rocksdb::Iterator> iterator;
  };
  std::unique_ptr<state> state_;  // stable addresses for the bounds RocksDB points at
};

// One cursor per bucket range, in bucket order: a std::array for up to 256
// buckets, a std::vector for more (rowkey::detail::bucket_cursors).
template <class K, std::size_t N>
rowkey::detail::bucket_cursors<rocksdb_cursor, N> open_cursors(::rocksdb::DB& db, const bucket_scan<K, N>& scan,
                                                               const ::rocksdb::ReadOptions& options = {},
                                                               ::rocksdb::ColumnFamilyHandle* family = nullptr) {
  return rowkey::detail::open_bucket_cursors<rocksdb_cursor>(
      scan, [&](const key_range<K>& range) { return rocksdb_cursor(db, range, options, family); });
}

}  // namespace rowkey::adapters

#endif
