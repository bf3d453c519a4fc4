// table_names<Table, Indexes...>: an index where the table goes gets the
// same error as attach, and names the tables the intended call would.
// expect-first-error: rowkey table: an index is named where its table goes
// expect: table_comes_before_its_index<shop::Orders, shop::ByBuyer>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  rowkey::adapters::memory_store store(rowkey::table_names<shop::ByBuyer>());
#else
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
#endif
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
  return orders.insert(shop::Order{}) ? 0 : 1;
}
