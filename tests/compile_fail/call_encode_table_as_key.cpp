// encode<Orders>(...): a Table where the key goes. One error that names the
// table and says to pass its key; the call returns what encode of the
// table's key returns, so the code that uses the result adds no error.
// expect-first-error: rowkey: the first template argument of encode, decode, the scans, describe and render is a key declaration
// expect: first_template_argument_is_a_key<shop::Orders>
// expect: encode<Orders::key>(...)
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const auto key = rowkey::encode<shop::Orders>(shop::OrderNo{1});
#else
  const auto key = rowkey::encode<shop::Orders::key>(shop::OrderNo{1});
#endif
  return key->view().size() == 12 ? 0 : 1;
}
