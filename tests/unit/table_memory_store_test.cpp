// The table suite (tests/support/table_suite.hpp) on the store in memory.
#include "table_suite.hpp"

#include <rowkey/adapters/memory_store.hpp>

#include <sstream>
#include <string>

namespace {

rowkey::adapters::memory_store make_store() { return rowkey::adapters::memory_store(table_test::all_tables()); }

TEST_CASE("tables on the memory store: each operation's contract", "[table][memory]") {
  table_test::check_operations(make_store);
}

TEST_CASE("tables on the memory store: random operations against an oracle", "[table][memory]") {
  for (std::uint64_t seed = 1; seed <= 12; ++seed) table_test::check_random_operations(make_store, seed, 600);
}

TEST_CASE("tables on the memory store: concurrent writers keep the indexes in step", "[table][memory]") {
  table_test::check_concurrent_writers(make_store, 4, 1500);
}

TEST_CASE("tables on the memory store: index scans read their rows in batches", "[table][memory]") {
  table_test::check_batched_index_scans(make_store);
}

TEST_CASE("tables on the memory store: pages of every scan shape, forward and reverse, writers or not",
          "[table][memory][paging]") {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) table_test::check_paging(make_store, 300, 40, seed);
}

TEST_CASE("memory store: a snapshot keeps reading what it saw while writers go on", "[table][memory]") {
  auto store = make_store();
  auto orders = table_test::attach_all(store);
  REQUIRE(orders.insert(table_test::sample(1, 10, 7, 1, "book")));
  auto reader = store.snapshot();
  REQUIRE(orders.update(table_test::OrderNo{1}, [](table_test::Order& o) { o.buyer_id = 11; }));
  REQUIRE(orders.insert(table_test::sample(2, 10, 7, 2, "pen")));
  const auto rows = table_test::read_table(store, reader, table_test::ByBuyer::name, nullptr);
  REQUIRE(rows.size() == 1);
  const auto values = rowkey::decode<table_test::ByBuyer::key>(rows.begin()->first).value();
  CHECK(values.get<table_test::BuyerId>() == 10);
  std::string value;
  CHECK(reader.get(store.table("no_such_table"), "k", value) == rowkey::store_errc::unknown_table);
  CHECK(reader.error().detail() == "no_such_table");
}

TEST_CASE("memory store: a transaction whose read changed does not commit", "[table][memory]") {
  auto store = make_store();
  const auto orders = store.table("orders");
  auto first = store.transaction();
  std::string value;
  CHECK(first.get(orders, "k", value) == rowkey::store_errc::not_found);
  auto second = store.transaction();
  REQUIRE(second.put(orders, "k", "v2") == rowkey::store_errc::ok);
  REQUIRE(second.commit() == rowkey::store_errc::ok);
  REQUIRE(first.put(orders, "k", "v1") == rowkey::store_errc::ok);
  CHECK(first.commit() == rowkey::store_errc::conflict);
  CHECK(first.error().code == rowkey::store_errc::conflict);
  auto reader = store.snapshot();
  REQUIRE(reader.get(orders, "k", value) == rowkey::store_errc::ok);
  CHECK(value == "v2");
}

TEST_CASE("a table read prints its record's fields, 'not found', or its error", "[table][memory][print]") {
  auto store = make_store();
  auto orders = table_test::attach_all(store);
  REQUIRE(orders.insert(table_test::sample(1, 10, 7, 1, "bo\"ok")));
  const std::string fields =
      "order_no=1 buyer_id=10 seller_id=7 ts=2023-11-14T22:13:21.000Z item=\"bo\\\"ok\" code=\"u1\" status=0 "
      "quantity=1 price=1.5 gift=false token=0x00000000000000000000000000000000 note=\"\" ttl=0s";
  std::ostringstream out;
  out << orders.get(table_test::OrderNo{1}) << '\n' << orders.get(table_test::OrderNo{2});
  CHECK(out.str() == fields + "\nnot found");
  CHECK(rowkey::render(*orders.get(table_test::OrderNo{1}).value()) == fields);

  // A store without the table: the read's error.
  rowkey::adapters::memory_store bare({});
  auto unattached = table_test::attach_all(bare);
  const auto failed = unattached.get(table_test::OrderNo{1});
  REQUIRE_FALSE(failed);
  CHECK(rowkey::render(failed) == "error: " + failed.error().message());
}

}  // namespace
