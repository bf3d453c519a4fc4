// update(pk..., f) calls f with the record to change: a function of
// another type is one error that shows the form, not a failed call inside.
// expect-first-error: rowkey: update(pk..., f): f is called with the record to change, as in [](Order& o) { ... }
// expect: as in [](Order& o)
// expect: update_calls_its_function_with_the_record<shop::Order,
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  const auto updated = orders.update(shop::OrderNo{1}, [](std::uint64_t& buyer) { buyer = 2; });
#else
  const auto updated = orders.update(shop::OrderNo{1}, [](shop::Order& o) { o.buyer_id = 2; });
#endif
  return updated ? 0 : 1;
}
