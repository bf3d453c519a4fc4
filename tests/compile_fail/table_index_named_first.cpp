// attach<Table, Indexes...>: an index where the table goes. One error; the
// handle then stands for attach<Orders, ByBuyer>, so the calls after it
// (an insert, a scan of the index) add none.
// expect-first-error: rowkey table: an index is named where its table goes
// expect: table_comes_before_its_index<shop::Orders, shop::ByBuyer>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
#ifdef ROWKEY_COMPILE_FAIL
  auto orders = rowkey::attach<shop::ByBuyer, shop::Orders>(store);
#else
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#endif
  if (!orders.insert(shop::Order{})) return 1;
  std::size_t found = 0;
  for (const shop::Order& order : orders.scan<shop::ByBuyer>(shop::BuyerId{0})) found += order.buyer_id == 0;
  return found == 1 ? 0 : 1;
}
