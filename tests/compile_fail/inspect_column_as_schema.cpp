// inspect<Orders, BuyerId>(argc, argv): a column among the inspector's
// schemas. One error that names the column and says what a schema is, not
// "no type named 'key'" (and, on clang, two more errors and a page of
// notes). The twin inspects the table and its index.
// expect-first-error: rowkey: each schema of inspect<...> is a key declaration
// expect: inspect_schema_is_a_key_table_or_index<shop::BuyerId>
// expect: for a column, declare a Key of it
// errors: 1
// max-lines: 15

#include <rowkey/inspect.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main(int argc, char** argv) {
#ifdef ROWKEY_COMPILE_FAIL
  return rowkey::inspect<shop::Orders, shop::BuyerId>(argc, argv);
#else
  return rowkey::inspect<shop::Orders, shop::ByBuyer>(argc, argv);
#endif
}
