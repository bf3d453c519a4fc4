// update(pk..., f) with a raw integer for the primary key: one error
// that shows the call's form.
// expect-first-error: rowkey: update(pk..., f) takes the primary key's values, spelled as their columns, then f
// expect: as in update(OrderNo{17}, [](Order& o) { o.buyer_id = 43; })
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
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  const auto updated = orders.update(1, [](shop::Order& o) { o.buyer_id = 2; });
#else
  const auto updated = orders.update(shop::OrderNo{1}, [](shop::Order& o) { o.buyer_id = 2; });
#endif
  return updated ? 0 : 1;
}
