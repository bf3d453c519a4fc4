// A key column binds to the record field of its name; `seller_id` has none.
// expect-first-error: rowkey table: a key column has no field of its name in the record
// expect: key_column_names_a_field<shop::Orders, shop::BySeller, shop::SellerId, shop::Order>
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
struct SellerId : rowkey::Column<"seller_id", std::uint64_t> {};
#else
struct SellerId : rowkey::Column<"buyer_id", std::uint64_t> {};
#endif
struct BySeller : rowkey::Index<"orders_by_seller", Orders, rowkey::Key<SellerId, Ts, OrderNo>> {};
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::BySeller>());
  auto orders = rowkey::attach<shop::Orders, shop::BySeller>(store);
  return orders.insert(shop::Order{}) ? 0 : 1;
}
