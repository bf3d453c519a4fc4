// What the tests of a record's own requirements (table_record_not_*.cpp)
// share: the table and index of a shop::Order that the test declares and
// adapts before it includes this, and a main that calls every member of
// the table handle, so that an error from any of them would show beside the
// one expected at attach. Each test includes <rowkey/table.hpp> first, so
// that the error's include chain is the test's own, as a user's would be.
#ifndef ROWKEY_TESTS_COMPILE_FAIL_RECORD_RULES_SCHEMA_HPP
#define ROWKEY_TESTS_COMPILE_FAIL_RECORD_RULES_SCHEMA_HPP

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/table.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>

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
  const bool written = orders.insert(order) && orders.upsert(order) &&
                       orders.update(shop::OrderNo{17}, [](shop::Order& o) { o.buyer_id = 1; });
  std::size_t seen = 0;
  for (const shop::Order& o : orders.scan<shop::ByBuyer>(shop::BuyerId{1})) seen += o.order_no == 17;
  for (const shop::Order& o : orders.scan()) seen += o.order_no == 17;
  return written && orders.get(shop::OrderNo{17}) && seen == 2 && orders.erase(shop::OrderNo{17}) ? 0 : 1;
}

#endif
