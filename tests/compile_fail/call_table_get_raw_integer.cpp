// A table's get (and erase) takes the primary key's values as encode<K>
// does, and a raw integer gets encode's message: one error, not "no
// matching function" with the constraint that refused it.
// expect-first-error: rowkey: a value is passed as its column, UserId{42} and not 42
// expect: value_spelled_as_its_column<rowkey::Key<rowkey::Hash<4, shop::OrderNo
// expect: shop::OrderNo>, int, shop::OrderNo>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  const auto found = orders.get(1);
#else
  const auto found = orders.get(shop::OrderNo{1});
#endif
  return found ? 0 : 1;
}
