// update(pk..., f) calls f as const, possibly more than once: a mutable
// lambda is one error that says so, not "f is called with the record" alone
// (it does take the record).
// expect-first-error: rowkey: update(pk..., f): f is called with the record to change
// expect: and called as const (a mutable lambda is not)
// expect: update_calls_its_function_with_the_record<shop::Order,
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
  int calls = 0;
#ifdef ROWKEY_COMPILE_FAIL
  const auto updated = orders.update(shop::OrderNo{1}, [calls](shop::Order& o) mutable { o.buyer_id = ++calls; });
#else
  const auto updated = orders.update(shop::OrderNo{1}, [&calls](shop::Order& o) { o.buyer_id = ++calls; });
#endif
  return updated ? calls : 1;
}
