// What the table layer needs of a storage engine, as concepts: a snapshot to
// read from (point reads and range cursors) and optimistic transactions whose
// writes commit atomically, or fail with a conflict when a key they read
// changed meanwhile. Keys and values are bytes; each table (a Table or an
// Index) is named, and the engine keeps the names apart (RocksDB: a column
// family each; etcd: a key prefix each).
//
//   rowkey/adapters/rocksdb_store.hpp    RocksDB, embedded (OptimisticTransactionDB)
//   rowkey/adapters/memory_store.hpp     in memory, for tests and tools
//   rowkey/adapters/etcd.hpp             a replicated etcd cluster
//
// Every operation answers a store_errc (store_errc::ok on success), and the
// last failure's whole store_error, with the engine's words, is there to ask
// for; nothing throws. A failed operation leaves the store unchanged, but for
// one code: store_errc::outcome_unknown, a write sent whose answer was lost,
// which may or may not have been applied (outcome_is_unknown()).
// (Codes, not error objects, on the path every record takes: reads and
// writes cost what the engine's own calls cost.)
#ifndef ROWKEY_TABLE_STORE_HPP
#define ROWKEY_TABLE_STORE_HPP

#include <rowkey/dsl/key.hpp>
#include <rowkey/scan/bucket_merge.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/scan/scan_order.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey {

enum class store_errc : std::uint8_t {
  ok = 0,
  not_found,         // a point read found no value (not a failure)
  conflict,          // a key the transaction read changed before it committed: run it again
  unavailable,       // the engine cannot be reached (every endpoint down, database closed); nothing applied
  timed_out,         // the engine did not answer in time; nothing applied
  too_large,         // a key, value or transaction over the engine's size limit
  unknown_table,     // a table name the store was not opened with
  corruption,        // the engine reports damaged data
  io_error,          // any other failure the engine reports
  outcome_unknown,   // a write was sent and its answer lost: it may or may not have been applied
};

// Whether a failed write may have been applied all the same (FoundationDB's
// commit_unknown_result). Every other failure left the store unchanged, so
// the write can be sent again; after this one, read back first, or make the
// write idempotent (docs/tables.md, section 3).
constexpr bool outcome_is_unknown(store_errc e) noexcept { return e == store_errc::outcome_unknown; }

constexpr std::string_view describe(store_errc e) noexcept {
  switch (e) {
    case store_errc::ok: return "no error";
    case store_errc::not_found: return "not found";
    case store_errc::conflict: return "conflict with a concurrent transaction";
    case store_errc::unavailable: return "store unavailable";
    case store_errc::timed_out: return "store timed out";
    case store_errc::too_large: return "request too large for the store";
    case store_errc::unknown_table: return "unknown table";
    case store_errc::corruption: return "store reports corruption";
    case store_errc::io_error: return "store failure";
    case store_errc::outcome_unknown: return "store outcome unknown (the write may or may not have been applied)";
  }
  return "unknown error";
}

// A store operation's outcome: store_errc::ok, or what went wrong and the
// engine's own words. Cheap on success (a code and an empty pointer), since
// every read and write of every record returns one.
class store_error {
 public:
  store_errc code = store_errc::ok;

  store_error() noexcept = default;
  store_error(store_errc c) noexcept : code(c) {}  // NOLINT: a code is an error
  store_error(store_errc c, std::string detail)
      : code(c), detail_(detail.empty() ? nullptr : std::make_shared<const std::string>(std::move(detail))) {}

  bool ok() const noexcept { return code == store_errc::ok; }
  std::string_view detail() const noexcept { return detail_ ? std::string_view(*detail_) : std::string_view(); }

  // Equal when the codes and the engine's words are; compared with a code
  // alone, when the codes are (err == store_errc::unavailable, whatever the
  // engine said).
  friend bool operator==(const store_error& a, const store_error& b) noexcept {
    return a.code == b.code && a.detail() == b.detail();
  }
  friend bool operator==(const store_error& a, store_errc c) noexcept { return a.code == c; }

  std::string message() const {
    std::string m(describe(code));
    if (detail_) {
      m += ": ";
      m += *detail_;
    }
    return m;
  }

 private:
  std::shared_ptr<const std::string> detail_;  // shared: errors are copied into results
};

// The bytes of a scan range, as a store reads it: [begin, end), or to the end
// of the table when !has_end.
struct byte_range {
  std::string_view begin{};
  std::string_view end{};
  bool has_end = false;

  constexpr byte_range() = default;
  constexpr byte_range(std::string_view b, std::string_view e, bool bounded) noexcept
      : begin(b), end(e), has_end(bounded) {}
  template <class K>
  constexpr byte_range(const key_range<K>& r) noexcept  // NOLINT: a key_range is a byte range
      : begin(r.begin_key()), end(r.end_key()), has_end(r.has_end_key()) {}

  constexpr bool empty() const noexcept { return has_end && begin >= end; }
};

// A forward cursor over one table's keys in a range, in byte order, positioned
// at the first. When valid() turns false, status() tells whether the range
// ended or the engine failed.
template <class C>
concept store_cursor = key_cursor<C> && requires(const C& c) {
  { c.value() } -> std::convertible_to<std::string_view>;
  { c.status() } -> std::same_as<store_error>;
};

// How a cursor reads its range: which way, and how many keys its reader
// means to take (0: no telling), so that a store that reads in pages (etcd)
// asks for no more than that at first.
struct cursor_options {
  scan_order order = scan_order::forward;
  std::size_t expected = 0;
};

// Reads from one consistent state of the store. Ref names a table (what the
// store's table() found for a name). get() answers ok (value set), not_found
// or a failure; error() then has the failure's code and the engine's words.
template <class R, class Ref>
concept store_reader = requires(R& r, const Ref& table, std::string_view key, std::string& value, byte_range range) {
  { r.get(table, key, value) } -> std::same_as<store_errc>;
  { r.scan(table, range) } -> store_cursor;
  { std::as_const(r).error() } -> std::same_as<store_error>;
};

// Optional: many point reads of one table in one call (RocksDB's MultiGet,
// one etcd request), at the reader's state. For each keys[i], codes[i] is ok
// (values[i] set) or not_found; the spans are of one length, the caller's
// storage (its strings keep their capacity from one call to the next). The
// call answers ok, or the failure that stopped it (codes and values then
// mean nothing; error() has it). An index scan reads its primary rows this
// way, a batch of entries at a time (rowkey/table/record_scan.hpp); a reader
// without it is read one get() at a time (detail::get_many).
template <class R, class Ref>
concept batch_store_reader =
    store_reader<R, Ref> && requires(const R& r, const Ref& table, std::span<const std::string> keys,
                                     std::span<std::string> values, std::span<store_errc> codes) {
      { r.get_many(table, keys, values, codes) } -> std::same_as<store_errc>;
    };

// Optional: cursors that read in reverse, from the range's last key down,
// and take a hint of how many keys will be read; the same cursor type as
// scan(table, range)'s. Scans with scan_order::reverse need it; the three
// stores of rowkey/adapters/ have it.
template <class R, class Ref>
concept ordered_store_reader =
    store_reader<R, Ref> && requires(R& r, const Ref& table, byte_range range, cursor_options options) {
      { r.scan(table, range, options) } -> std::same_as<decltype(r.scan(table, range))>;
    };

namespace detail {

// The reader's cursor over `range`, read as `options` say.
template <class R, class Ref>
auto open_cursor(R& reader, const Ref& table, byte_range range, cursor_options options) {
  if constexpr (ordered_store_reader<R, Ref>) {
    return reader.scan(table, range, options);
  } else {
    return reader.scan(table, range);  // forward only: a reverse scan refuses such a store at compile time
  }
}

// get_many of the reader, or its gets one by one.
template <class R, class Ref>
store_errc get_many(const R& reader, const Ref& table, std::span<const std::string> keys,
                    std::span<std::string> values, std::span<store_errc> codes) {
  if constexpr (batch_store_reader<R, Ref>) {
    return reader.get_many(table, keys, values, codes);
  } else {
    for (std::size_t i = 0; i < keys.size(); ++i) {
      codes[i] = reader.get(table, keys[i], values[i]);
      if (codes[i] != store_errc::ok && codes[i] != store_errc::not_found) return codes[i];
    }
    return store_errc::ok;
  }
}

}  // namespace detail

// Reads and buffered writes; commit() applies the writes at once, or none of
// them. It fails with store_errc::conflict when a key read through get()
// changed after it was read; the caller runs the transaction again. (Whether
// get() sees the transaction's own writes is the engine's choice: the table
// layer reads before it writes.) Each operation answers a code; error()
// has the last failure's code and the engine's words.
template <class T, class Ref>
concept store_transaction =
    requires(T& t, const Ref& table, std::string_view key, std::string_view value, std::string& out) {
      { t.get(table, key, out) } -> std::same_as<store_errc>;
      { t.put(table, key, value) } -> std::same_as<store_errc>;
      { t.erase(table, key) } -> std::same_as<store_errc>;
      { t.commit() } -> std::same_as<store_errc>;
      { std::as_const(t).error() } -> std::same_as<store_error>;
    };

// A storage engine the table layer can write records to. table(name) finds
// a table once (a column family, a key prefix), so that operations need not
// look its name up again; a name the store does not hold gives a reference
// whose operations fail with store_errc::unknown_table. The name must
// outlive the reference (a table's declared name always does).
template <class S>
concept kv_store = requires(S& s, std::string_view name) {
  typename S::table_ref;
  { s.table(name) } -> std::same_as<typename S::table_ref>;
  { s.snapshot() } -> store_reader<typename S::table_ref>;
  { s.transaction() } -> store_transaction<typename S::table_ref>;
};

}  // namespace rowkey

#endif
