// attach<Table, Indexes...>: a Key is not an index of the table.
// expect-first-error: rowkey table: an argument after the table is not an index
// expect: argument_is_an_index<shop::Orders, rowkey::Key<shop::BuyerId, shop::Ts, shop::OrderNo>>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace shop {
struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::chrono::sys_time<std::chrono::seconds> ts{};
  std::string item;
};
}  // namespace shop
BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, ts, item);

namespace shop {
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::seconds>> {};
struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
#ifdef ROWKEY_COMPILE_FAIL
using ByBuyer = rowkey::Key<BuyerId, Ts, OrderNo>;
#else
struct ByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, Ts, OrderNo>> {};
#endif
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(std::vector<std::string>{"orders"});
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
  return orders.insert(shop::Order{}) ? 0 : 1;
}
