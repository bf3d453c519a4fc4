// decode<BuyerId>(bytes): a column where the key goes. One error that says
// to declare a Key of it.
// expect-first-error: rowkey: the first template argument of encode, decode, the scans, describe and render is a key declaration
// expect: first_template_argument_is_a_key<shop::BuyerId>
// expect: for a column, declare a Key of it
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

#include <string_view>

int main() {
  const std::string_view bytes("\x00\x00\x00\x00\x00\x00\x00\x07", 8);
#ifdef ROWKEY_COMPILE_FAIL
  const auto values = rowkey::decode<shop::BuyerId>(bytes);
#else
  const auto values = rowkey::decode<rowkey::Key<shop::BuyerId>>(bytes);
#endif
  return values ? 0 : 1;
}
