// inspect<Orders, Key<Ts, BuyerId>>(argc, argv): a schema whose key breaks
// rule 3. Its rule's one error, raised under the inspect call, where it was
// raised three instantiations further down, as the inspector laid the key
// out to name it (24 lines on clang). The twin leads with the buyer.
// expect-first-error: rowkey rule 3: the leading column grows with every write
// expect: leading_column_is_not_monotonic<rowkey::Key<shop::Ts, shop::BuyerId>, shop::Ts>
// errors: 1
// max-lines: 15

#include <rowkey/inspect.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main(int argc, char** argv) {
#ifdef ROWKEY_COMPILE_FAIL
  return rowkey::inspect<shop::Orders, rowkey::Key<shop::Ts, shop::BuyerId>>(argc, argv);
#else
  return rowkey::inspect<shop::Orders, rowkey::Key<shop::BuyerId, shop::Ts>>(argc, argv);
#endif
}
