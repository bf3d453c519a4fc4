// Rule 6 relaxed visibly: an index whose key alone identifies a record is
// declared rowkey::Unique. The failing version forgets the word.
// expect-first-error: rowkey rule 6: the index lacks a column of the primary key, so two records with equal index values would share one index entry
// expect: index_holds_primary_key_column<shop::Orders, shop::ByItem, shop::OrderNo>
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
struct Item : rowkey::Column<"item", rowkey::bounded_string<32>> {};
#ifdef ROWKEY_COMPILE_FAIL
struct ByItem : rowkey::Index<"orders_by_item", Orders, rowkey::Key<Item>> {};
#else
struct ByItem : rowkey::Index<"orders_by_item", Orders, rowkey::Key<Item>, rowkey::Unique> {};
#endif
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByItem>());
  auto orders = rowkey::attach<shop::Orders, shop::ByItem>(store);
  return orders.insert(shop::Order{}) ? 0 : 1;
}
