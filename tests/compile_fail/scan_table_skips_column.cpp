// A scan through a table handle is checked as rowkey::range is: binding
// ts without buyer_id skips a column, with the scans' own message.
// expect-first-error: rowkey: a scan binds the key's leading stored columns in key order, one value each, and cannot skip a column
// expect: values_in_key_order<rowkey::Key<shop::BuyerId, rowkey::Desc<shop::Ts>, shop::OrderNo>, shop::BuyerId, shop::Ts>
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

namespace shop {
struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::chrono::sys_time<std::chrono::seconds> ts{};
};
}  // namespace shop
BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, ts);
namespace shop {
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::seconds>> {};
struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
struct ByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>> {};
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  const auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  auto scan = orders.scan<shop::ByBuyer>(shop::Ts{});
#else
  auto scan = orders.scan<shop::ByBuyer>(shop::BuyerId{1}, rowkey::at_least(shop::Ts{}));
#endif
  return scan.begin() == scan.end() ? 0 : 1;
}
