// A view of a key that dies at the end of its statement: the encoded key's
// bytes are in the result, a temporary here. clang warns (-Wdangling, an
// error under -Werror) because rowkey marks the result's value and the key's
// view as bound to their object; g++ 12 has no such warning. The twin keeps
// the key in a variable.
// only-compiler: clang
// expect-first-error: temporary whose address is used as value of local variable 'bytes' will be destroyed at the end of the full-expression
// expect: -Wdangling
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <string_view>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  const std::string_view bytes = *rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#else
  const auto key = rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
  const std::string_view bytes = *key;
#endif
  return static_cast<int>(bytes.size());
}
