// describe<Orders>(): a Table where the key goes. One error that says to
// pass its key, not "no matching function" with the constraint that refused
// it.
// expect-first-error: rowkey: the first template argument of encode, decode, the scans, describe and render is a key declaration
// expect: first_template_argument_is_a_key<shop::Orders>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

#include <string>

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const std::string schema = rowkey::describe<shop::Orders>();
#else
  const std::string schema = rowkey::describe<shop::Orders::key>();
#endif
  return schema.empty() ? 1 : 0;
}
