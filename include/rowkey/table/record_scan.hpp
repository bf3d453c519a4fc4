// Scans that yield records: a C++20 input range over one key range of a table
// or of one of its indexes, read lazily from one snapshot of the store.
//
//   for (const Order& o : orders.scan<OrdersByBuyer>(BuyerId{42}, rowkey::at_least(Ts{week_ago}))) ...
//   auto scan = orders.scan<OrdersBySeller>(SellerId{7});
//   auto big = scan | std::views::filter([](const Order& o) { return o.quantity > 10; });
//   if (!scan.error().ok()) ...              // why the scan stopped early, if it did
//
// An index entry leads to its primary row, read from the same snapshot, so
// a scan sees each record as it was at one moment. An index scan reads its
// entries ahead, a batch at a time (64, then twice as many each time, up to
// 256), and their primary rows in one call of the store (RocksDB's MultiGet,
// one etcd request). A scan stops at the first failure (the store's, or a
// row that does not decode); error() then says which, once the records
// before it are yielded (a failed read of a batch's rows yields none of the
// batch). The range is single-pass: begin() may be called once.
//
// A scan given page_options (rowkey/table/page.hpp) reads in the order they
// say, stops after their limit and then offers a continuation(): where a
// later scan of the same kind resumes.
#ifndef ROWKEY_TABLE_RECORD_SCAN_HPP
#define ROWKEY_TABLE_RECORD_SCAN_HPP

#include <rowkey/decode.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/scan/bucket_merge.hpp>
#include <rowkey/table/detail/row_io.hpp>
#include <rowkey/table/encode_record.hpp>
#include <rowkey/table/index.hpp>
#include <rowkey/table/page.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table.hpp>
#include <rowkey/table/table_error.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace rowkey {

namespace detail {

// One cursor per bucket, merged into the order of the ranged column; the
// same cursor shape as a single one. Held behind a pointer: the merge points
// into the cursors, which must not move.
//
// A bucket's cursor that stops on an error ends the whole merge at once. The
// merge itself drops a cursor that is no longer valid as a bucket that ran
// out; but the rows that bucket still had may come before the other buckets'
// next ones, so going on would yield a scan with rows missing from its
// middle (and, under std::views::take, never reach the end where the error
// is reported).
template <class Cursor, std::size_t N>
class merged_cursor {
 public:
  // open(range) opens the cursor of one bucket's range; each reads it in `order`.
  template <class K, class Open>
  merged_cursor(const bucket_scan<K, N>& scan, Open&& open, scan_order order)
      : state_(std::make_unique<state>(scan, open, order)) {
    for (const Cursor& c : state_->cursors) {
      if (failed(c)) state_->failed = true;
    }
  }

  bool valid() const { return !state_->failed && state_->merge.valid(); }
  std::string_view key() const { return state_->merge.key(); }
  std::string_view value() const { return std::string_view(state_->merge.cursor().value()); }
  void next() {
    const Cursor& advanced = state_->merge.cursor();  // the cursor merge.next() moves on
    state_->merge.next();
    if (failed(advanced)) state_->failed = true;
  }
  store_error status() const {
    for (const Cursor& c : state_->cursors) {
      store_error e = c.status();
      if (!e.ok()) return e;
    }
    return {};
  }

 private:
  struct state {
    template <class K, class Open>
    state(const bucket_scan<K, N>& scan, Open& open, scan_order order)
        : cursors(detail::open_bucket_cursors<Cursor>(scan, open)), merge(scan, std::span<Cursor>(cursors), order) {}
    bucket_cursors<Cursor, N> cursors;  // (array or vector, by N)
    bucket_merge<Cursor, N> merge;
    bool failed = false;
  };
  static bool failed(const Cursor& c) { return !c.valid() && !c.status().ok(); }
  std::unique_ptr<state> state_;
};

// What a scan needs to stop at its limit and to make its continuation.
struct scan_paging {
  std::size_t limit = no_limit;
  std::uint64_t fingerprint = 0;
  std::optional<siphash_key> secret{};
};

}  // namespace detail

// The records of a scan over `Of` (the table T or one of its indexes),
// through cursor type Source of a reader of type Reader; Ref names T's
// primary rows to the reader.
template <class T, class Of, class Row, class Reader, class Source, class Ref>
class record_scan {
  struct state;

 public:
  using record = typename T::record;
  using table_type = T;
  using of_type = Of;  // T, or the index scanned

  // A scan that failed before it began (a bound value its column refuses).
  explicit record_scan(table_error error) : state_(std::make_unique<state>(std::nullopt, Ref{})) {
    state_->error = std::move(error);
    state_->done = true;
  }
  // A scan over the source open(reader) gives, read through `reader` (which
  // it keeps alive); index entries lead to primary rows in `primary`.
  template <class Open>
  record_scan(Reader reader, Ref primary, Open&& open, detail::scan_paging paging = {})
      : state_(std::make_unique<state>(std::move(reader), std::move(primary))) {
    state_->left = paging.limit;
    state_->paging = std::move(paging);
    state_->source.emplace(std::forward<Open>(open)(*state_->reader));
  }

  class iterator {
   public:
    using value_type = record;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;

    iterator() = default;
    const record& operator*() const noexcept { return scan_->state_->current; }
    const record* operator->() const noexcept { return &scan_->state_->current; }
    iterator& operator++() {
      scan_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(const iterator& i, std::default_sentinel_t) noexcept { return i.scan_->done(); }

   private:
    friend class record_scan;
    explicit iterator(const record_scan* s) noexcept : scan_(s) {}
    const record_scan* scan_ = nullptr;
  };

  // The first record (reads it); call once.
  iterator begin() const {
    if (!state_->started) {
      state_->started = true;
      if (!state_->done) read_current();
    }
    return iterator(this);
  }
  std::default_sentinel_t end() const noexcept { return {}; }

  // Ok when the scan ran to the end of its range; else why it stopped.
  const table_error& error() const noexcept { return state_->error; }

  // Whether the scan has passed its last record.
  bool done() const noexcept { return state_->done; }

  // Where a later scan of the same kind resumes, just after the last record
  // this one yielded: once it stopped at its limit with records left to read
  // (none when it ran to the end of its range, or failed).
  std::optional<rowkey::continuation> continuation() const {
    const state& s = *state_;
    if (!s.more || !s.error.ok()) return std::nullopt;
    return detail::make_continuation(s.paging.fingerprint, s.last_key, s.paging.secret);
  }

 private:
  static constexpr bool index_scan = !std::is_same_v<Of, T>;
  using entry_key = typename Of::key;

  // An index scan reads ahead: a batch of entries, then their primary rows
  // in one call of the store (detail::get_many), the first batch small (a
  // scan may be cut short), each next one twice as large, up to the last.
  static constexpr std::size_t first_batch = 64, last_batch = 256;
  struct batch {
    std::vector<std::string> primary_keys;       // the rows its entries name
    std::vector<key_values<entry_key>> entries;  // each entry's values (not for a Unique index)
    std::vector<std::string> values;             // the rows
    std::vector<store_errc> codes;               // each row's: ok or not_found
    std::size_t size = 0, at = 0, next_size = first_batch;
    table_error after{};  // what ends the scan once the batch is yielded
  };

  struct state {
    state(std::optional<Reader> r, Ref p) : reader(std::move(r)), primary(std::move(p)) {}
    std::optional<Reader> reader;  // before the source: cursors read through it
    Ref primary;
    std::optional<Source> source;
    record current = detail::default_record<record>();
    key_values<typename T::key> primary_values{};
    batch ahead;  // index scans only
    table_error error{};
    detail::scan_paging paging{};
    std::size_t left = no_limit;  // records it may still yield, the current one included
    std::string last_key;         // the entry key of the record the limit stopped at
    bool more = false;            // whether records were left when the limit stopped it
    bool started = false;
    bool done = false;
  };

  void advance() const {
    if (--state_->left == 0) [[unlikely]] {
      finish_page(*state_);
      return;
    }
    if constexpr (index_scan) {
      ++state_->ahead.at;
    } else {
      state_->source->next();
    }
    read_current();
  }

  // Stops at the limit, on its last record: keeps that record's key, and
  // looks whether a record follows (an index entry, not its row).
  [[gnu::cold]] void finish_page(state& s) const {
    Source& src = *s.source;
    if constexpr (index_scan) {
      // (the batch holds no entry past the limit: read_ahead kept its key)
      s.more = s.ahead.at + 1 < s.ahead.size || !s.ahead.after.ok() || src.valid() || !src.status().ok();
    } else {
      s.last_key.assign(src.key());
      src.next();
      s.more = src.valid() || !src.status().ok();
    }
    s.done = true;
  }

  // The record at the source's current entry; done at the end or an error.
  void read_current() const {
    state& s = *state_;
    bool read;
    if constexpr (index_scan) {
      read = (s.ahead.at < s.ahead.size || read_ahead(s)) && read_index_entry(s);
    } else {
      Source& src = *s.source;
      if (!src.valid()) {
        store_error e = src.status();
        if (!e.ok()) s.error = detail::store_failure(Of::name, std::move(e));
        s.done = true;
        return;
      }
      read = detail::read_primary_row<T, Row>(src.key(), src.value(), s.current, s.primary_values, s.error);
    }
    if (!read) [[unlikely]] s.done = true;
  }

  // The next batch of index entries and their primary rows; false, with
  // s.error set if the scan failed, when there is none.
  bool read_ahead(state& s) const {
    batch& b = s.ahead;
    if (!b.after.ok()) {
      s.error = std::move(b.after);
      return false;
    }
    Source& src = *s.source;
    const std::size_t want = std::min(b.next_size, s.left);  // no row past the limit
    b.next_size = std::min(2 * want, last_batch);
    if (b.primary_keys.size() < want) {  // grows only: its strings keep their capacity
      b.primary_keys.resize(want);
      b.values.resize(want);
      b.codes.resize(want);
      if constexpr (!Of::unique) b.entries.resize(want);
    }
    b.size = 0;
    b.at = 0;
    key_values<entry_key> entry{};
    for (; b.size < want && src.valid(); src.next()) {
      key_values<entry_key>& values = [&]() -> key_values<entry_key>& {
        if constexpr (Of::unique) {
          return entry;
        } else {
          return b.entries[b.size];
        }
      }();
      if (const decode_error e = rowkey::decode_into<entry_key>(src.key(), values);
          e.code != decode_errc::ok) [[unlikely]] {
        b.after = detail::corrupt_key(Of::name, e);
        break;
      }
      if constexpr (Of::unique) {
        b.primary_keys[b.size].assign(src.value());  // a Unique entry's value is the primary key's bytes
      } else {
        b.primary_keys[b.size].assign(detail::primary_key_of<typename T::key>(values).view());
      }
      if (b.size + 1 == s.left) [[unlikely]] s.last_key.assign(src.key());  // the entry the limit stops at
      ++b.size;
    }
    if (b.after.ok() && !src.valid()) {
      if (store_error e = src.status(); !e.ok()) b.after = detail::store_failure(Of::name, std::move(e));
    }
    if (b.size == 0) {
      s.error = std::move(b.after);
      return false;
    }
    if (detail::get_many(*s.reader, s.primary, std::span<const std::string>(b.primary_keys.data(), b.size),
                         std::span<std::string>(b.values.data(), b.size),
                         std::span<store_errc>(b.codes.data(), b.size)) != store_errc::ok) [[unlikely]] {
      s.error = detail::store_failure(T::name, s.reader->error());
      return false;
    }
    return true;
  }

  // The record of the batch's current entry; false, with s.error set, when
  // its row cannot be read.
  bool read_index_entry(state& s) const {
    batch& b = s.ahead;
    const std::size_t i = b.at;
    if (b.codes[i] != store_errc::ok) return missing_row(b.codes[i]);
    if constexpr (Of::unique) {
      return detail::read_primary_row<T, Row>(b.primary_keys[i], b.values[i], s.current, s.primary_values, s.error);
    } else {
      detail::assign_key_fields(b.entries[i], s.current);
      if (const value_error e = Row::read(b.values[i], s.current); e.code != value_errc::ok) [[unlikely]] {
        s.error = detail::corrupt_value(T::name, e);
        return false;
      }
      return true;
    }
  }

  // An index entry whose primary row cannot be read: gone (never written so),
  // or the store failed.
  [[gnu::cold]] bool missing_row(store_errc e) const {
    if (e == store_errc::not_found) {
      table_error error;
      error.code = table_errc::corrupt_row;
      error.table = Of::name;
      error.store = store_errc::not_found;
      state_->error = std::move(error);
    } else {
      state_->error = detail::store_failure(T::name, state_->reader->error());
    }
    return false;
  }

  std::unique_ptr<state> state_;
};

}  // namespace rowkey

#endif
