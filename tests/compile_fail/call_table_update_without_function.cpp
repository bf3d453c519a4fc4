// update(pk..., f) without its f: one error that shows the call's form,
// not "no matching function".
// expect-first-error: rowkey: update(pk..., f) takes the primary key's values, spelled as their columns, then f
// expect: as in update(OrderNo{17}, [](Order& o) { o.buyer_id = 43; })
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  const auto updated = orders.update(shop::OrderNo{1});
#else
  const auto updated = orders.update(shop::OrderNo{1}, [](shop::Order& o) { o.buyer_id = 2; });
#endif
  return updated ? 0 : 1;
}
