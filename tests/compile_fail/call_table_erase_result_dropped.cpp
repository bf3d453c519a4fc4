// orders.erase(pk) as a statement: whether the write failed (a conflict
// past its retries, the store's error) goes unread. Every result is
// [[nodiscard]], so this is a warning (an error under -Werror) on both
// compilers: the compiler's own warning, to which g++ adds where the
// function and the type are declared (16 lines). The twin reads it.
// expect-first-error: ignoring return
// expect: nodiscard
// errors: 1
// max-lines: 20

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  orders.erase(shop::OrderNo{1});
  return 0;
#else
  const auto erased = orders.erase(shop::OrderNo{1});
  return erased && *erased ? 0 : 1;
#endif
}
