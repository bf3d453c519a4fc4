// A record that cannot be copied (update changes a copy; get and the scans
// return records by value): one error, at attach, and none from upsert,
// update (which copy records), get, insert, erase or the scans.
// expect-first-error: rowkey table: the record is not default-constructible and copyable; give it a default constructor
// expect: record_is_default_constructible_and_copyable<shop::Orders, shop::Order>
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
#include <utility>
#include <vector>

namespace shop {
struct Order {
  Order() = default;
  Order(std::uint64_t no, std::uint64_t buyer, std::chrono::sys_time<std::chrono::seconds> at, std::string what)
      : order_no(no), buyer_id(buyer), ts(at), item(std::move(what)) {}
#ifdef ROWKEY_COMPILE_FAIL
  Order(const Order&) = delete;
  Order& operator=(const Order&) = delete;
  Order(Order&&) = default;
  Order& operator=(Order&&) = default;
#endif
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
struct ByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, Ts, OrderNo>> {};
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
  const shop::Order order{17, 0, {}, {}};
  const bool written = orders.insert(order) && orders.upsert(order) && orders.update(shop::OrderNo{17}, [](shop::Order& o) { o.buyer_id = 1; });
  std::size_t seen = 0;
  for (const shop::Order& o : orders.scan<shop::ByBuyer>(shop::BuyerId{1})) seen += o.order_no == 17;
  for (const shop::Order& o : orders.scan()) seen += o.order_no == 17;
  return written && orders.get(shop::OrderNo{17}) && seen == 2 && orders.erase(shop::OrderNo{17}) ? 0 : 1;
}
