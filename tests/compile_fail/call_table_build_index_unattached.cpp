// orders.build_index<ByBuyer>() on a handle attached without ByBuyer: one
// error naming the index and the table. The twin attaches the index.
// expect-first-error: rowkey: build_index<I>: I is one of the indexes the table was attached with
// expect: built_index_is_an_attached_index<shop::ByBuyer, shop::Orders>
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
  const auto built = orders.build_index<shop::ByBuyer>();
  return built && built->finished ? 0 : 1;
}
