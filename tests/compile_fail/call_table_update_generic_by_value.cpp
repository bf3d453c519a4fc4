// update(pk..., f) with a generic f that takes the record by value
// ([](auto o) { ... }): its change is made to a copy and lost, and update
// returned true (found) having changed nothing. The parameter is read as a
// call with the record deduces it: one error that shows the form.
// expect-first-error: rowkey: update(pk..., f): f changes the record it is given, so it takes it by reference
// expect: update_takes_the_record_by_reference<shop::Order, shop::Order>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  const auto updated = orders.update(shop::OrderNo{1}, [](auto o) { o.buyer_id = o.buyer_id + 1; });
#else
  const auto updated = orders.update(shop::OrderNo{1}, [](auto&& o) { o.buyer_id = o.buyer_id + 1; });
#endif
  return updated ? 0 : 1;
}
