// The table suite (tests/support/table_suite.hpp) on a real RocksDB in a
// temporary directory, and what only a database on disk can show: records
// read back after it is closed and opened again, and tables it was not
// opened with.
#include "table_suite.hpp"
#include "temp_dir.hpp"

#include <rowkey/adapters/rocksdb_store.hpp>

#include <memory>
#include <string>

namespace {

// A RocksDB store in a directory of its own, removed after the store closes.
class temp_rocksdb {
 public:
  explicit temp_rocksdb(const std::vector<std::string>& tables = table_test::all_tables())
      : dir_(std::make_unique<rowkey_test::temp_dir>("rowkey-tables")), tables_(tables) {
    reopen();
  }
  void reopen() {
    store_ = rowkey::adapters::rocksdb_store();  // closes the database first
    store_ = rowkey::adapters::rocksdb_store::open(dir_->path().string(), tables_).value();
  }
  using table_ref = rowkey::adapters::rocksdb_store::table_ref;
  table_ref table(std::string_view name) const { return store_.table(name); }
  auto snapshot() const { return store_.snapshot(); }
  auto transaction() const { return store_.transaction(); }

 private:
  std::unique_ptr<rowkey_test::temp_dir> dir_;
  std::vector<std::string> tables_;
  rowkey::adapters::rocksdb_store store_;
};

temp_rocksdb make_store() { return temp_rocksdb(); }

TEST_CASE("tables on RocksDB: each operation's contract", "[table][rocksdb]") { table_test::check_operations(make_store); }

TEST_CASE("tables on RocksDB: random operations against an oracle", "[table][rocksdb]") {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) table_test::check_random_operations(make_store, seed, 500);
}

TEST_CASE("tables on RocksDB: concurrent writers keep the indexes in step", "[table][rocksdb]") {
  table_test::check_concurrent_writers(make_store, 4, 1200);
}

TEST_CASE("tables on RocksDB: index scans read their rows in batches (MultiGet)", "[table][rocksdb]") {
  table_test::check_batched_index_scans(make_store);
}

TEST_CASE("tables on RocksDB: records are there after the database is closed and opened again", "[table][rocksdb]") {
  temp_rocksdb store;
  rowkey_test::random_source r(5);
  table_test::generator gen{r, 200};
  table_test::oracle model;
  {
    auto orders = table_test::attach_all(store);
    for (int i = 0; i < 300; ++i) {
      const table_test::Order o = gen.order();
      REQUIRE(orders.upsert(o).error().code == model.upsert(o).first);
    }
  }
  store.reopen();
  auto orders = table_test::attach_all(store);
  CHECK(table_test::collect(orders.scan()) == model.scan<table_test::Orders>([](const auto&) { return true; }));
  CHECK(table_test::check_consistency(store).inconsistent() == 0);
}

TEST_CASE("tables on RocksDB: a table the store was not opened with fails the write, which writes nothing",
          "[table][rocksdb]") {
  auto tables = table_test::all_tables();
  tables.pop_back();  // without orders_by_code
  temp_rocksdb store(tables);
  auto orders = table_test::attach_all(store);
  const auto r = orders.insert(table_test::sample(1, 10, 7, 1, "book"));
  REQUIRE_FALSE(r);
  CHECK(r.error().code == rowkey::table_errc::store_failure);
  CHECK(r.error().store.code == rowkey::store_errc::unknown_table);
  auto reader = store.snapshot();
  CHECK(table_test::read_table(store, reader, "orders", nullptr).empty());
  CHECK(table_test::read_table(store, reader, "orders_by_buyer", nullptr).empty());
}

}  // namespace
