// The table suite (tests/support/table_suite.hpp) on a real RocksDB in a
// temporary directory, and what only a database on disk can show: records
// read back after it is closed and opened again, and tables it was not
// opened with.
#include "table_suite.hpp"
#include "temp_dir.hpp"

#include <rowkey/adapters/memory_store.hpp>
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

TEST_CASE("tables on RocksDB: pages of every scan shape, forward and reverse, writers or not",
          "[table][rocksdb][paging]") {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) table_test::check_paging(make_store, 200, 30, seed);
}

TEST_CASE("a continuation made on one store resumes the same scan on another", "[table][rocksdb][paging]") {
  auto disk = make_store();
  rowkey::adapters::memory_store memory(table_test::all_tables());
  auto on_disk = table_test::attach_all(disk);
  auto in_memory = table_test::attach_all(memory);
  rowkey_test::random_source r(31);
  table_test::generator gen{r, 100};
  for (std::uint64_t no = 0; no < 100; ++no) {
    table_test::Order o = gen.order(no);
    o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
    o.item = "book";
    REQUIRE(on_disk.insert(o));
    REQUIRE(in_memory.insert(o));
  }
  for (const auto order : {rowkey::scan_order::forward, rowkey::scan_order::reverse}) {
    const auto whole = table_test::collect(on_disk.scan<table_test::BySeller>(rowkey::page_options{.order = order}));
    std::vector<table_test::Order> paged;
    rowkey::page_options page{.limit = 7, .order = order};
    const auto read_page = [&](auto& handle) {
      auto scan = handle.template scan<table_test::BySeller>(page);
      for (const table_test::Order& o : scan) paged.push_back(o);
      REQUIRE(scan.error().ok());
      return scan.continuation();
    };
    for (bool memory_turn = true;; memory_turn = !memory_turn) {  // the stores take turns
      const auto next = memory_turn ? read_page(in_memory) : read_page(on_disk);
      if (!next) break;
      page.after = rowkey::continuation::from_text(next->text()).value();
    }
    CHECK(whole.size() == 100);
    CHECK(paged == whole);
  }
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

// The same index name, time ascending where the data has it descending: as
// after a recompile with the key changed.
struct ByBuyerAscending
    : rowkey::Index<"orders_by_buyer", table_test::Orders, rowkey::Key<table_test::BuyerId, table_test::Ts, table_test::OrderNo>> {};

TEST_CASE("tables on RocksDB: reopened with a changed key design, attach refuses and reads nothing",
          "[table][rocksdb][declarations]") {
  temp_rocksdb store;
  {
    auto orders = table_test::attach_all(store);
    REQUIRE(orders.attach_error().ok());
    for (std::uint64_t no = 0; no < 100; ++no) REQUIRE(orders.insert(table_test::sample(no, no % 7, 3, static_cast<std::int64_t>(no), "book")));
  }
  store.reopen();
  auto recompiled = rowkey::attach<table_test::Orders, ByBuyerAscending>(store);
  CHECK(recompiled.attach_error().code == rowkey::table_errc::declaration_mismatch);
  CHECK(recompiled.attach_error().message() ==
        "the declaration differs from the one stored with the data: part 1 'ts' order: stored desc, declared asc "
        "(table 'orders_by_buyer')");
  auto scan = recompiled.scan<ByBuyerAscending>(table_test::BuyerId{3});
  CHECK(scan.begin() == scan.end());
  CHECK(scan.error() == recompiled.attach_error());
  // The declaration it was written with still attaches, and reads every record.
  auto orders = table_test::attach_all(store);
  REQUIRE(orders.attach_error().ok());
  CHECK(table_test::collect(orders.scan()).size() == 100);
}

TEST_CASE("tables on RocksDB: an index added to a populated table is refused until built, across a reopen",
          "[table][rocksdb][index_build]") {
  using namespace table_test;
  temp_rocksdb store;
  std::size_t of_seller_7 = 0;
  {
    auto orders = rowkey::attach<Orders, ByBuyer>(store);
    for (std::uint64_t no = 0; no < 100; ++no) {
      const auto seller = static_cast<std::uint32_t>(no % 9);
      of_seller_7 += seller == 7;
      REQUIRE(orders.insert(sample(no, no % 7, seller, static_cast<std::int64_t>(no), "book")));
    }
  }
  store.reopen();
  {
    auto orders = rowkey::attach<Orders, ByBuyer, BySeller>(store);
    REQUIRE(orders.attach_error().ok());
    auto early = orders.scan<BySeller>(SellerId{7});
    CHECK(early.begin() == early.end());
    CHECK(early.error().message() == "index not ready: write-only, build_index not run (table 'orders_by_seller')");
    // A build stopped after its third batch (as by a kill)...
    int batches = 0;
    struct stopped {};
    CHECK_THROWS_AS(orders.build_index<BySeller>({.batch = 16},
                                                 [&](const rowkey::batch_progress&) {
                                                   if (++batches == 3) throw stopped{};
                                                 }),
                    stopped);
  }
  store.reopen();
  // ...resumes after it once the database is opened again.
  auto orders = rowkey::attach<Orders, ByBuyer, BySeller>(store);
  CHECK(rowkey::index_status_of<Orders, BySeller>(store).value().rows_done == 48);
  const auto built = orders.build_index<BySeller>({.batch = 16});
  REQUIRE(built);
  CHECK(built->rows_this_run == 52);
  CHECK(collect(orders.scan<BySeller>(SellerId{7})).size() == of_seller_7);
  consistency c = check_consistency(store);  // (the three indexes never attached here are missing, rightly)
  CHECK(c.missing_in["orders_by_buyer"] + c.missing_in["orders_by_seller"] == 0);
  CHECK(c.stray_entries == 0);
}

TEST_CASE("tables on RocksDB: a table the store was not opened with fails the write, which writes nothing",
          "[table][rocksdb]") {
  auto tables = table_test::all_tables();
  std::erase(tables, std::string(table_test::ByCode::name));  // without orders_by_code
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
