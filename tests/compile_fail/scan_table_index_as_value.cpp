// A table handle's scan given the index it scans as a value,
// orders.scan(ByBuyer{}, BuyerId{1}): one error that says the index is
// scan's template argument (before: the key layer's "a value is passed as
// its column", naming the table's own key).
// expect-first-error: rowkey: scan<Of>(values...): the table or index scanned is the template argument, not a value
// expect: scanned_table_or_index_is_a_template_argument<shop::ByBuyer, shop::BuyerId>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  const auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  auto scan = orders.scan(shop::ByBuyer{}, shop::BuyerId{1});
#else
  auto scan = orders.scan<shop::ByBuyer>(shop::BuyerId{1});
#endif
  return scan.begin() == scan.end() ? 0 : 1;
}
