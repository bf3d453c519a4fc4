// Tables whose keys are in FoundationDB's tuple format, under subspaces:
// writes keep every index in step and index scans bound by a string stop
// before longer strings that go on with 0x00 (which sort inside the bytewise
// successor of the bound, format.md section 12.5).
#include "table_suite.hpp"

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/formats/fdb_tuple.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace table_test;
using Tuple = rowkey::Format<rowkey::fdb_tuple>;

struct TupleOrders
    : rowkey::Table<"tuple_orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo, Tuple, rowkey::Subspace<"\x15\x01">>> {};
struct TupleByBuyer : rowkey::Index<"tuple_orders_by_buyer", TupleOrders,
                                    rowkey::Key<BuyerId, Ts, OrderNo, Tuple, rowkey::Subspace<"\x15\x02">>> {};
struct TupleByItem : rowkey::Index<"tuple_orders_by_item", TupleOrders, rowkey::Key<Item, OrderNo, Tuple>> {};

TEST_CASE("tables in the tuple format: indexes in step, scans exact", "[table][memory]") {
  rowkey::adapters::memory_store store(rowkey::table_names<TupleOrders, TupleByBuyer, TupleByItem>());
  auto orders = rowkey::attach<TupleOrders, TupleByBuyer, TupleByItem>(store);
  std::mt19937_64 rng(1);
  std::vector<Order> all;
  for (std::uint64_t i = 1; i <= 300; ++i) {
    const std::string item = i % 3 ? std::string("a") : std::string("a\0b", 3);
    const Order o = table_test::sample(i, rng() % 5, 7, static_cast<std::int64_t>(i), item);
    REQUIRE(orders.insert(o));
    all.push_back(o);
  }
  std::size_t n = 0;
  for (const Order& o : orders.scan<TupleByItem>(Item{"a"})) {
    CHECK(o.item == "a");
    ++n;
  }
  CHECK(n == 200);
  n = 0;
  for (const Order& o : orders.scan<TupleByBuyer>(BuyerId{2})) {
    CHECK(o.buyer_id == 2);
    ++n;
  }
  CHECK(n == static_cast<std::size_t>(std::count_if(all.begin(), all.end(), [](const Order& o) { return o.buyer_id == 2; })));
  n = 0;
  for (const Order& o : orders.scan()) {
    CHECK(std::find(all.begin(), all.end(), o) != all.end());
    ++n;
  }
  CHECK(n == all.size());
  const auto got = orders.get(OrderNo{5});
  REQUIRE(got);
  REQUIRE(got->has_value());
  CHECK(**got == all[4]);
  REQUIRE(orders.erase(OrderNo{5}));
  CHECK_FALSE(orders.get(OrderNo{5})->has_value());
  n = 0;
  for (const Order& o : orders.scan<TupleByItem>(Item{std::string_view("a\0b", 3)})) {
    CHECK(o.item == std::string("a\0b", 3));
    ++n;
  }
  CHECK(n == 100);
}

}  // namespace
