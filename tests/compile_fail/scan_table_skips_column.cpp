// A scan through a table handle is checked as rowkey::range is: binding
// ts without buyer_id skips a column, with the scans' own message.
// expect-first-error: rowkey: a scan binds the key's leading stored columns in key order, one value each, and cannot skip a column
// expect: values_in_key_order<rowkey::Key<shop::BuyerId, rowkey::Desc<shop::Ts>, shop::OrderNo>, shop::BuyerId, shop::Ts>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

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
