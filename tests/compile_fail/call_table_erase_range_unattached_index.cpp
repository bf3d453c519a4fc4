// orders.erase_range<ByBuyer>(...) on a handle attached without ByBuyer:
// one error naming the index and the table. The twin attaches the index.
// expect-first-error: rowkey: erase_range<Of>: Of is the table or one of the indexes it was attached with
// expect: scanned_is_the_table_or_an_attached_index<shop::ByBuyer, shop::Orders>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders>());
  auto orders = rowkey::attach<shop::Orders>(store);
#else
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#endif
  const auto erased = orders.erase_range<shop::ByBuyer>(shop::BuyerId{42});
  return erased && *erased == 0 ? 0 : 1;
}
