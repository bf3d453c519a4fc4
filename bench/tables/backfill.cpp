// An online index build on RocksDB against hand-written code doing the same
// batched transactions, in one run (bench/tables/workload.hpp's schema).
//
// Each side has a database of 100,000 orders written with orders_by_buyer
// only. Then orders_by_seller is built:
//   rowkey  attach<Orders, ByBuyer, BySeller> (by_seller starts write-only),
//           then build_index<BySeller>({.batch = B});
//   hand    the same work written against RocksDB directly: per batch, B
//           primary keys read from a snapshot iterator, then one optimistic
//           transaction that reads each row (GetForUpdate), decodes it,
//           puts its by_seller entry and the build's progress, and commits.
// Both indexes are compared byte for byte, then dropped (drop_index) and
// built again; the rounds alternate. Prints entries per second for each
// side (median of the rounds) and their ratio.
//
//   rowkey_backfill_bench [--records N] [--batch B] [--rounds R]
#include "workload.hpp"

#include <rowkey/table.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace bench_tables;
using clock_type = std::chrono::steady_clock;

// The hand-written build: false on any failure.
bool build_by_hand(by_hand::store& s, std::size_t batch, std::size_t& entries) {
  ::rocksdb::ColumnFamilyHandle* progress_family = s.db.family(std::string(rowkey::declarations_table));
  std::string after, value, progress;
  std::vector<std::string> keys;
  Order o;
  for (bool more = true; more;) {
    keys.clear();
    {
      const ::rocksdb::Snapshot* snapshot = s.raw->GetSnapshot();
      ::rocksdb::ReadOptions options;
      options.snapshot = snapshot;
      std::unique_ptr<::rocksdb::Iterator> it(s.raw->NewIterator(options, s.orders));
      std::string from = after;
      if (!from.empty()) from += '\0';
      for (it->Seek(from); it->Valid() && keys.size() < batch; it->Next()) keys.emplace_back(it->key().ToString());
      more = it->Valid();
      if (!it->status().ok()) return false;
      it.reset();
      s.raw->ReleaseSnapshot(snapshot);
    }
    const std::unique_ptr<::rocksdb::Transaction> txn(s.raw->BeginTransaction(s.write));
    for (const std::string& key : keys) {
      const ::rocksdb::Status got = txn->GetForUpdate(s.read, s.orders, key, &value);
      if (got.IsNotFound()) continue;
      if (!got.ok() || key.size() != by_hand::primary_size || !by_hand::read_row_value(value, o)) return false;
      o.order_no = by_hand::load_be64(key.data() + 4);
      char sk[by_hand::index_size];
      by_hand::seller_key(sk, o);
      if (!txn->Put(s.by_seller, ::rocksdb::Slice(sk, by_hand::index_size), ::rocksdb::Slice()).ok()) return false;
      ++entries;
    }
    if (!keys.empty()) after = keys.back();
    progress = "write-only " + std::to_string(entries) + " " + after;
    if (!txn->Put(progress_family, "orders_by_seller/progress", progress).ok() || !txn->Commit().ok()) return false;
  }
  return true;
}

bool same_index(by_hand::store& a, by_hand::store& b) {
  std::unique_ptr<::rocksdb::Iterator> x(a.raw->NewIterator({}, a.by_seller));
  std::unique_ptr<::rocksdb::Iterator> y(b.raw->NewIterator({}, b.by_seller));
  std::size_t n = 0;
  for (x->SeekToFirst(), y->SeekToFirst(); x->Valid() || y->Valid(); x->Next(), y->Next(), ++n) {
    if (!x->Valid() || !y->Valid() || x->key() != y->key() || x->value() != y->value()) return false;
  }
  return n > 0;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t records = 100'000, batch = 100, rounds = 3;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--records") == 0) records = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--batch") == 0) batch = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--rounds") == 0) rounds = std::strtoull(argv[i + 1], nullptr, 10);
  }
  const auto root = std::filesystem::temp_directory_path() / ("rowkey-backfill-" + std::to_string(getpid()));
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root);
  int status = 0;
  {
    by_hand::store table_side = open_store((root / "rowkey").string());
    by_hand::store hand_side = open_store((root / "hand").string());
    {
      auto before_a = rowkey::attach<Orders, ByBuyer>(table_side.db);
      auto before_b = rowkey::attach<Orders, ByBuyer>(hand_side.db);
      for (const Order& o : make_orders(records, 1, 1000)) {
        if (!before_a.insert(o) || !before_b.insert(o)) {
          std::fprintf(stderr, "writing the orders failed\n");
          return 1;
        }
      }
    }
    std::vector<double> table_rates, hand_rates;
    for (std::size_t round = 0; round < rounds && status == 0; ++round) {
      // rowkey
      auto orders = rowkey::attach<Orders, ByBuyer, BySeller>(table_side.db);
      const auto started = clock_type::now();
      const auto built = orders.build_index<BySeller>({.batch = batch});
      const double table_seconds = std::chrono::duration<double>(clock_type::now() - started).count();
      if (!built || !built->finished || built->rows_done != records) {
        std::fprintf(stderr, "build_index failed: %s\n", built ? "unfinished" : built.error().message().c_str());
        status = 1;
        break;
      }
      // by hand
      std::size_t entries = 0;
      const auto hand_started = clock_type::now();
      if (!build_by_hand(hand_side, batch, entries) || entries != records) {
        std::fprintf(stderr, "the hand-written build failed\n");
        status = 1;
        break;
      }
      const double hand_seconds = std::chrono::duration<double>(clock_type::now() - hand_started).count();
      if (!same_index(table_side, hand_side)) {
        std::fprintf(stderr, "the two indexes differ\n");
        status = 1;
        break;
      }
      table_rates.push_back(static_cast<double>(records) / table_seconds);
      hand_rates.push_back(static_cast<double>(records) / hand_seconds);
      std::printf("round %zu: rowkey %.0f entries/s, by hand %.0f entries/s\n", round + 1, table_rates.back(),
                  hand_rates.back());
      // Both dropped the same way, for the next round.
      if (!rowkey::drop_index<Orders, BySeller>(table_side.db) || !rowkey::drop_index<Orders, BySeller>(hand_side.db)) {
        std::fprintf(stderr, "drop_index failed\n");
        status = 1;
      }
    }
    if (status == 0) {
      const double t = median(table_rates), h = median(hand_rates);
      std::printf("backfill of %zu index entries, batches of %zu, median of %zu rounds: rowkey %.0f entries/s, "
                  "by hand %.0f entries/s, ratio (rowkey time / hand time) %.2f\n",
                  records, batch, rounds, t, h, h / t);
    }
  }
  std::filesystem::remove_all(root);
  return status;
}
