// The table layer's store on an embedded RocksDB (needs librocksdb; the core
// headers do not include this one): one column family per table, snapshots
// for scans, and optimistic transactions for writes.
//
//   auto store = rowkey::adapters::rocksdb_store::open("/var/lib/shop",
//                                                      rowkey::table_names<Orders, OrdersByBuyer>()).value();
//   auto orders = rowkey::attach<Orders, OrdersByBuyer>(store);
//
// A transaction is a rocksdb::Transaction of an OptimisticTransactionDB:
// get() is GetForUpdate, so its commit fails (store_errc::conflict) when a
// key it read was written meanwhile, and its writes reach the database as
// one WriteBatch through the write-ahead log: all or none, across a crash.
// With options::sync false (the default) a commit survives the process's
// death (the log is in the operating system's hands); set it for a commit
// that survives the machine's.
#ifndef ROWKEY_ADAPTERS_ROCKSDB_STORE_HPP
#define ROWKEY_ADAPTERS_ROCKSDB_STORE_HPP

// First, so that a mistake's one compile error names the shortest include
// chain: this header and the one that holds the check (as rowkey/rowkey.hpp).
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/scan/ranges.hpp>

#include <rowkey/adapters/rocksdb.hpp>
#include <rowkey/result.hpp>
#include <rowkey/table/store.hpp>

#include <rocksdb/db.h>
#include <rocksdb/options.h>
#include <rocksdb/snapshot.h>
#include <rocksdb/status.h>
#include <rocksdb/utilities/optimistic_transaction_db.h>
#include <rocksdb/utilities/transaction.h>

#include <cstddef>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey::adapters {

// A RocksDB status as a store error: its code and RocksDB's words.
[[gnu::cold, gnu::noinline]] inline store_error store_error_of(const ::rocksdb::Status& s) {
  if (s.ok()) return {};
  store_errc code = store_errc::io_error;
  if (s.IsNotFound()) code = store_errc::not_found;
  else if (s.IsBusy() || s.IsTryAgain()) code = store_errc::conflict;
  else if (s.IsTimedOut()) code = store_errc::timed_out;
  else if (s.IsCorruption()) code = store_errc::corruption;
  else if (s.IsShutdownInProgress()) code = store_errc::unavailable;
  return {code, s.ToString()};
}

namespace detail {
// The code of a status, keeping the whole error in `last` when it is a failure.
[[gnu::always_inline]] inline store_errc code_of(const ::rocksdb::Status& s, store_error& last) {
  if (s.ok()) [[likely]] return store_errc::ok;
  if (s.IsNotFound()) return store_errc::not_found;
  last = store_error_of(s);
  return last.code;
}
}  // namespace detail

struct rocksdb_store_options {
  ::rocksdb::Options db = defaults();
  bool sync = false;  // fsync the write-ahead log at every commit

  static ::rocksdb::Options defaults() {
    ::rocksdb::Options o;
    o.create_if_missing = true;
    o.create_missing_column_families = true;
    return o;
  }
};

class rocksdb_store {
 public:
  using options = rocksdb_store_options;

  // Opens (or creates) the database at `path` with a column family per table.
  static result<rocksdb_store, store_error> open(const std::string& path, const std::vector<std::string>& tables,
                                                 options opts = {}) {
    std::vector<::rocksdb::ColumnFamilyDescriptor> families;
    families.emplace_back(::rocksdb::kDefaultColumnFamilyName, ::rocksdb::ColumnFamilyOptions(opts.db));
    for (const std::string& t : tables) families.emplace_back(t, ::rocksdb::ColumnFamilyOptions(opts.db));
    auto s = std::make_unique<shared>();
    std::vector<::rocksdb::ColumnFamilyHandle*> handles;
    ::rocksdb::OptimisticTransactionDB* db = nullptr;
    const ::rocksdb::Status status =
        ::rocksdb::OptimisticTransactionDB::Open(::rocksdb::DBOptions(opts.db), path, families, &handles, &db);
    if (!status.ok()) return store_error{store_errc::unavailable, status.ToString()};
    s->db.reset(db);
    s->handles = handles;
    for (std::size_t i = 0; i < tables.size(); ++i) s->families.emplace(tables[i], handles[i + 1]);
    s->write.sync = opts.sync;
    rocksdb_store store;
    store.shared_ = std::move(s);
    return store;
  }

  rocksdb_store() = default;

  // A table: its column family, found once by name (null for a name the
  // store was not opened with).
  struct table_ref {
    ::rocksdb::ColumnFamilyHandle* family = nullptr;
    std::string_view name{};
  };
  table_ref table(std::string_view name) const { return {family(name), name}; }

  // The database, for what the table layer does not do (backups, compaction).
  ::rocksdb::OptimisticTransactionDB& db() const { return *shared_->db; }
  // A table's column family, or null.
  ::rocksdb::ColumnFamilyHandle* family(std::string_view table) const {
    const auto f = shared_->families.find(table);
    return f == shared_->families.end() ? nullptr : f->second;
  }

  [[gnu::cold]] static store_errc unknown(const table_ref& table, store_error& last) {
    last = store_error(store_errc::unknown_table, std::string(table.name));
    return last.code;
  }

  class cursor {
   public:
    bool valid() const { return inner_.valid(); }
    std::string_view key() const { return inner_.key(); }
    std::string_view value() const { return inner_.value(); }
    void next() { inner_.next(); }
    store_error status() const {
      if (!unknown_.empty()) return {store_errc::unknown_table, unknown_};
      return store_error_of(inner_.status());
    }

   private:
    friend class rocksdb_store;
    cursor(rocksdb_cursor inner, std::string unknown) : inner_(std::move(inner)), unknown_(std::move(unknown)) {}
    rocksdb_cursor inner_;
    std::string unknown_;  // the table, when it is not one of the store's
  };

  // Reads at one snapshot of the database.
  class reader {
   public:
    reader(reader&& other) noexcept
        : db_(other.db_), snapshot_(other.snapshot_), options_(other.options_), last_(std::move(other.last_)) {
      other.snapshot_ = nullptr;
    }
    reader& operator=(reader&&) = delete;
    ~reader() {
      if (snapshot_ != nullptr) db_->ReleaseSnapshot(snapshot_);
    }

    [[gnu::always_inline]] store_errc get(const table_ref& table, std::string_view key, std::string& value) const {
      if (table.family == nullptr) return unknown(table, last_);
      return detail::code_of(db_->Get(options(), table.family, ::rocksdb::Slice(key.data(), key.size()), &value),
                             last_);
    }
    // Many rows of one table at the snapshot, by one MultiGet.
    store_errc get_many(const table_ref& table, std::span<const std::string> keys, std::span<std::string> values,
                        std::span<store_errc> codes) const {
      if (table.family == nullptr) return unknown(table, last_);
      batch_.reserve(keys.size());
      for (std::size_t i = 0; i < keys.size(); ++i) batch_.keys[i] = ::rocksdb::Slice(keys[i].data(), keys[i].size());
      db_->MultiGet(options(), table.family, keys.size(), batch_.keys.data(), batch_.values.data(),
                    batch_.statuses.data());
      for (std::size_t i = 0; i < keys.size(); ++i) {
        codes[i] = detail::code_of(batch_.statuses[i], last_);
        if (codes[i] == store_errc::ok) {
          values[i].assign(batch_.values[i].data(), batch_.values[i].size());
        } else if (codes[i] != store_errc::not_found) {
          return codes[i];
        }
        batch_.values[i].Reset();
      }
      return store_errc::ok;
    }
    // The last failure: its code and RocksDB's words.
    store_error error() const { return last_; }
    cursor scan(const table_ref& table, byte_range range) const { return scan(table, range, {}); }
    cursor scan(const table_ref& table, byte_range range, cursor_options how) const {
      if (table.family == nullptr) {
        return cursor(rocksdb_cursor(*db_, std::string_view(), std::string_view(), true), std::string(table.name));
      }
      return cursor(
          rocksdb_cursor(*db_, range.begin, range.end, range.has_end, options(), table.family, how.order), {});
    }

   private:
    friend class rocksdb_store;
    explicit reader(::rocksdb::DB* db) : db_(db), snapshot_(db->GetSnapshot()) { options_.snapshot = snapshot_; }
    const ::rocksdb::ReadOptions& options() const { return options_; }
    ::rocksdb::DB* db_;
    const ::rocksdb::Snapshot* snapshot_;
    ::rocksdb::ReadOptions options_;  // at the snapshot; built once per reader
    mutable store_error last_;
    // MultiGet's arguments, kept for the reader's next batch.
    struct multi_get {
      std::vector<::rocksdb::Slice> keys;
      std::vector<::rocksdb::PinnableSlice> values;
      std::vector<::rocksdb::Status> statuses;
      void reserve(std::size_t n) {  // grows only: its slices stay for the next batch
        if (keys.size() >= n) return;
        keys.resize(n);
        values.resize(n);
        statuses.resize(n);
      }
    };
    mutable multi_get batch_;
  };

  // Its operations are inlined where the table layer calls them, as a
  // hand-written caller's calls into RocksDB are.
  class optimistic_transaction {
   public:
    [[gnu::always_inline]] store_errc get(const table_ref& table, std::string_view key, std::string& value) {
      if (table.family == nullptr) return unknown(table, last_);
      return detail::code_of(
          txn_->GetForUpdate(*read_, table.family, ::rocksdb::Slice(key.data(), key.size()), &value), last_);
    }
    [[gnu::always_inline]] store_errc put(const table_ref& table, std::string_view key, std::string_view value) {
      if (table.family == nullptr) return unknown(table, last_);
      return detail::code_of(txn_->Put(table.family, ::rocksdb::Slice(key.data(), key.size()),
                                       ::rocksdb::Slice(value.data(), value.size())),
                             last_);
    }
    [[gnu::always_inline]] store_errc erase(const table_ref& table, std::string_view key) {
      if (table.family == nullptr) return unknown(table, last_);
      return detail::code_of(txn_->Delete(table.family, ::rocksdb::Slice(key.data(), key.size())), last_);
    }
    [[gnu::always_inline]] store_errc commit() { return detail::code_of(txn_->Commit(), last_); }
    // The last failure: its code and RocksDB's words.
    store_error error() const { return last_; }

   private:
    friend class rocksdb_store;
    explicit optimistic_transaction(const rocksdb_store& store)
        : txn_(store.shared_->db->BeginTransaction(store.shared_->write)), read_(&store.shared_->read) {}
    std::unique_ptr<::rocksdb::Transaction> txn_;
    const ::rocksdb::ReadOptions* read_;  // the store's, built once: RocksDB's constructor is out of line
    store_error last_;
  };

  reader snapshot() const { return reader(shared_->db.get()); }
  optimistic_transaction transaction() const { return optimistic_transaction(*this); }

 private:
  struct shared {
    std::unique_ptr<::rocksdb::OptimisticTransactionDB> db;
    std::vector<::rocksdb::ColumnFamilyHandle*> handles;
    std::map<std::string, ::rocksdb::ColumnFamilyHandle*, std::less<>> families;
    ::rocksdb::WriteOptions write;
    ::rocksdb::ReadOptions read;

    shared() = default;
    shared(const shared&) = delete;
    shared& operator=(const shared&) = delete;
    ~shared() {
      if (db == nullptr) return;
      for (::rocksdb::ColumnFamilyHandle* h : handles) db->DestroyColumnFamilyHandle(h);
      db->Close();
    }
  };
  std::unique_ptr<shared> shared_;
};

}  // namespace rowkey::adapters

#endif
