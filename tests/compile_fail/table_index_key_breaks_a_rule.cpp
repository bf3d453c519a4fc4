// An index whose own key breaks a rule (here a column stored twice) is
// reported once, by the key's rule; rule 6 (the index lacks the primary
// key's column) then adds no second error, as it did (27 lines on g++, 51
// on clang). The twin stores the buyer once, then the order number.
// expect-first-error: rowkey rule 4: the column is stored twice
// expect: column_stored_once<rowkey::Key<shop::BuyerId, shop::BuyerId>, shop::BuyerId>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

namespace shop {
#ifdef ROWKEY_COMPILE_FAIL
struct ByBuyerTwice : rowkey::Index<"orders_by_buyer_twice", Orders, rowkey::Key<BuyerId, BuyerId>> {};
#else
struct ByBuyerTwice : rowkey::Index<"orders_by_buyer_twice", Orders, rowkey::Key<BuyerId, OrderNo>> {};
#endif
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyerTwice>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyerTwice>(store);
  return orders.insert(shop::Order{1, 2, {}}) ? 0 : 1;
}
