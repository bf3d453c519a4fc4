// Building an index added to a table that holds records, and dropping one.
//
//   auto orders = rowkey::attach<Orders, OrdersByBuyer, OrdersBySeller>(store);  // by_seller new: write-only
//   auto built = orders.build_index<OrdersBySeller>({.batch = 200}, show_progress);
//   auto dropped = rowkey::drop_index<Orders, OrdersBySeller>(store);
//
// A build reads the primary rows in key order, a batch at a time, and in
// one transaction per batch writes their index entries and how far it has
// come (rowkey/table/index_state.hpp). Each row is read inside the
// transaction, so a writer that changes it meanwhile makes the batch
// conflict and run again: an entry is never written for a record as it was.
// Writers running beside the build keep the index in step themselves (every
// attached index is written, whatever its state). Killed, a build started
// again resumes after the last batch that committed; the batch that marks
// the index readable is the one that finds no row left.
//
// Every writer must run code that declares the index before the build
// starts: a process still attached without it writes records the index
// never hears of (as in F1's schema changes, a state is known to all
// writers before the next one begins). docs/tables.md, section 6.
#ifndef ROWKEY_TABLE_INDEX_BUILD_HPP
#define ROWKEY_TABLE_INDEX_BUILD_HPP

#include <rowkey/key_values.hpp>
#include <rowkey/table/declaration.hpp>
#include <rowkey/table/detail/row_io.hpp>
#include <rowkey/table/detail/sleep.hpp>
#include <rowkey/table/encode_record.hpp>
#include <rowkey/table/index.hpp>
#include <rowkey/table/index_state.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table_error.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey {

// How far a build, a drop or a range delete has come, after each batch.
struct batch_progress {
  std::uint64_t rows_done = 0;       // rows done: a build's since it began (across runs), else this call's
  std::uint64_t rows_this_run = 0;   // rows read by this call
  double rows_per_second = 0;        // this call's rate
  bool finished = false;             // the last batch: the index is readable (or gone)
};

// How a build, a drop or a range delete runs. Each also takes a function
// it calls with its batch_progress after each batch.
struct batch_options {
  std::size_t batch = 100;         // rows per transaction (etcd allows 128 operations in one)
  std::size_t max_attempts = 100;  // runs of a batch that keeps conflicting with writers
};

namespace detail {

// The progress function of a call given none.
struct no_progress {
  void operator()(const batch_progress&) const noexcept {}
};

// The helpers below are function templates (`template <class = void>`),
// not plain inline functions: a translation unit that includes rowkey.hpp
// and never calls one does not compile it (bench/compile_instructions_check.sh
// counts what the header costs).
template <class = void>
inline table_error index_state_error(std::string_view index, table_errc code, std::string what) {
  table_error e;
  e.code = code;
  e.table = index;
  e.difference = std::move(what);
  return e;
}

// The stored status of an index, read in `source` (a reader or a
// transaction): readable when none is stored.
template <class Source, class Ref>
table_result<index_status> read_index_status(Source& source, const Ref& declarations, std::string_view index) {
  std::string text;
  const store_errc got = source.get(declarations, index_state_key(index), text);
  if (got == store_errc::not_found) return index_status{};
  if (got != store_errc::ok) return store_failure(declarations_table, source.error());
  auto status = read_index_state(text);
  if (!status) return index_state_error(index, table_errc::corrupt_row, "stored state '" + text + "' is no state");
  return *status;
}

// Why a scan through an index in state s is refused.
template <class = void>
inline table_error not_ready(std::string_view index, const index_status& s) {
  std::string what(describe(s.state));
  if (s.state == index_state::write_only) {
    what += s.rows_done == 0 ? ", build_index not run" : ", build_index at " + std::to_string(s.rows_done) + " rows";
  }
  return index_state_error(index, table_errc::index_not_ready, std::move(what));
}

// Records `e` in `error`, and answers false (a batch's body has failed).
template <class = void>
inline bool failed(failure& error, table_error e) {
  error.set(std::move(e));
  return false;
}

// Runs one batch (body(txn) -> false with `error` set, or true) and
// commits, again while it conflicts, up to max_attempts times.
template <class Store, class Body>
table_error run_batch(Store& store, std::size_t max_attempts, std::string_view table, Body&& body) {
  auto backoff = std::chrono::microseconds(50);
  for (std::size_t attempt = 1;; ++attempt) {
    auto txn = store.transaction();
    failure error;
    if (body(txn, error)) {
      if (txn.commit() == store_errc::ok) return {};
      error.set(store_failure(table, txn.error()));
    }
    if (error.code() != table_errc::conflict || attempt >= max_attempts) return error.take();
    sleep_for(backoff);
    backoff = std::min(backoff * 2, std::chrono::microseconds(20'000));
  }
}

// Up to `batch` keys of `table` in `range` after `after` (from the range's
// start when empty), and their values when `values` is given, read at one
// snapshot; sets `more` when keys follow.
template <class Store>
table_error next_keys(Store& store, const typename Store::table_ref& table, byte_range range, std::string_view after,
                      std::size_t batch, std::vector<std::string>& keys, bool& more, std::string_view name,
                      std::vector<std::string>* values = nullptr) {
  keys.clear();
  if (values != nullptr) values->clear();
  std::string begin(after);
  if (!after.empty()) {
    begin += '\0';  // the first key after `after`
    if (begin > range.begin) range.begin = begin;
  }
  auto reader = store.snapshot();
  auto cursor = open_cursor(reader, table, range, cursor_options{scan_order::forward, batch + 1});
  for (; cursor.valid() && keys.size() < batch; cursor.next()) {
    keys.emplace_back(cursor.key());
    if (values != nullptr) values->emplace_back(cursor.value());
  }
  more = cursor.valid();
  if (store_error e = cursor.status(); !e.ok()) return store_failure(name, e);
  return {};
}

// build_index<I> of table T: writes index I's entries for every primary
// row, a batch per transaction, then marks I readable.
template <class T, class I, class Row, class Store, class Progress>
table_result<batch_progress> build_index(Store& store, const batch_options& options, Progress&& on_progress) {
  const auto declarations = store.table(declarations_table);
  const auto primary = store.table(T::name);
  const auto index = store.table(I::name);
  const std::size_t batch = std::max<std::size_t>(options.batch, 1);
  const auto started = std::chrono::steady_clock::now();
  batch_progress progress;
  std::vector<std::string> keys;
  std::string value, taken;
  encoded_key<typename I::key> entry;
  for (;;) {
    auto reader = store.snapshot();
    auto status = read_index_status(reader, declarations, I::name);
    if (!status) return status.error();
    if (status->state == index_state::readable) {
      progress.finished = true;
      return progress;
    }
    if (status->state == index_state::dropping) return not_ready(I::name, *status);
    bool more = false;
    if (table_error e = next_keys(store, primary, byte_range{}, status->built_through, batch, keys, more, T::name); !e.ok()) {
      return e;
    }
    index_status next = *status;
    bool stale = false;  // another build moved on meanwhile: read its status again
    table_error refused = run_batch(store, options.max_attempts, I::name, [&](auto& txn, failure& error) {
      // Read again in the transaction: a build run beside this one, or a
      // drop, makes it conflict.
      auto now = read_index_status(txn, declarations, I::name);
      if (!now) return failed(error, now.error());
      stale = *now != *status;
      if (stale) return true;
      for (const std::string& key : keys) {
        const store_errc got = txn.get(primary, key, value);
        if (got == store_errc::not_found) continue;  // erased since: its entry went with it
        if (got != store_errc::ok) return failed(error, store_failure(T::name, txn.error()));
        typename T::record r = default_record<typename T::record>();
        key_values<typename T::key> scratch;
        if (!read_primary_row<T, Row>(key, value, r, scratch, error)) return false;
        if (!encode_key_of<typename I::key>(r, entry, I::name, error)) return false;
        std::string_view entry_value;
        if constexpr (unique_index<I>) {
          entry_value = key;
          const store_errc held = txn.get(index, entry.view(), taken);
          if (held == store_errc::ok && taken != key) {
            table_error& e = error.set();
            e.code = table_errc::unique_violation;
            e.table = I::name;
            return false;
          }
          if (held != store_errc::ok && held != store_errc::not_found) {
            return failed(error, store_failure(I::name, txn.error()));
          }
        }
        if (txn.put(index, entry.view(), entry_value) != store_errc::ok) {
          return failed(error, store_failure(I::name, txn.error()));
        }
      }
      next.rows_done = status->rows_done + keys.size();
      if (!keys.empty()) next.built_through = keys.back();
      const store_errc marked = more ? txn.put(declarations, index_state_key(I::name), index_state_text(next))
                                     : txn.erase(declarations, index_state_key(I::name));
      if (marked != store_errc::ok) return failed(error, store_failure(declarations_table, txn.error()));
      return true;
    });
    if (!refused.ok()) return refused;
    if (stale) continue;
    progress.rows_done = next.rows_done;
    progress.rows_this_run += keys.size();
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
    progress.rows_per_second = elapsed.count() > 0 ? static_cast<double>(progress.rows_this_run) / elapsed.count() : 0;
    progress.finished = !more;
    on_progress(std::as_const(progress));
    if (!more) return progress;
  }
}

}  // namespace detail

// The stored state of index I of table T in `store` (readable when none is
// stored): what a scan through it meets, and how far a build has come.
template <table_declaration T, index_declaration I, kv_store Store>
table_result<index_status> index_status_of(Store& store) {
  auto reader = store.snapshot();
  return detail::read_index_status(reader, store.table(declarations_table), I::name);
}

// Drops index I of table T: marks it dropping (scans through it are
// refused), erases its entries a batch per transaction, then its stored
// declaration and state. Run it once no process attaches the index any
// more (their writes would add entries again); killed, run it again. The
// store's table for the index (a RocksDB column family) stays, empty.
// Answers the entries erased by this call.
template <table_declaration T, index_declaration I, kv_store Store, class Progress = detail::no_progress>
table_result<std::uint64_t> drop_index(Store& store, const batch_options& options = {}, Progress&& on_progress = {}) {
  const auto declarations = store.table(declarations_table);
  const auto index = store.table(I::name);
  const std::size_t batch = std::max<std::size_t>(options.batch, 1);
  std::string stored;
  table_error marked = detail::run_batch(store, options.max_attempts, I::name, [&](auto& txn, detail::failure& error) {
    const store_errc got = txn.get(declarations, I::name, stored);
    if (got == store_errc::not_found) return true;  // dropped before, or never attached
    if (got != store_errc::ok) return detail::failed(error, detail::store_failure(declarations_table, txn.error()));
    const std::string state = detail::index_state_text({index_state::dropping, 0, {}});
    if (txn.put(declarations, detail::index_state_key(I::name), state) != store_errc::ok) {
      return detail::failed(error, detail::store_failure(declarations_table, txn.error()));
    }
    return true;
  });
  if (!marked.ok()) return marked;
  const auto started = std::chrono::steady_clock::now();
  batch_progress progress;
  std::vector<std::string> keys;
  std::string last;  // erased: the next batch starts after it (not over its tombstones)
  for (bool more = true; more;) {
    if (table_error e = detail::next_keys(store, index, byte_range{}, last, batch, keys, more, I::name); !e.ok()) return e;
    table_error refused = detail::run_batch(store, options.max_attempts, I::name, [&](auto& txn, detail::failure& error) {
      for (const std::string& key : keys) {
        if (txn.erase(index, key) != store_errc::ok) return detail::failed(error, detail::store_failure(I::name, txn.error()));
      }
      if (!more) {  // the last batch: the declaration and state go with it
        if (txn.erase(declarations, I::name) != store_errc::ok ||
            txn.erase(declarations, detail::index_state_key(I::name)) != store_errc::ok) {
          return detail::failed(error, detail::store_failure(declarations_table, txn.error()));
        }
      }
      return true;
    });
    if (!refused.ok()) return refused;
    if (!keys.empty()) last = keys.back();
    progress.rows_done += keys.size();
    progress.rows_this_run = progress.rows_done;
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
    progress.rows_per_second = elapsed.count() > 0 ? static_cast<double>(progress.rows_done) / elapsed.count() : 0;
    progress.finished = !more;
    on_progress(std::as_const(progress));
  }
  return progress.rows_done;
}

}  // namespace rowkey

#endif
