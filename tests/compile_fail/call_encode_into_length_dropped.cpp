// encode_into<K>(buffer, ...) as a statement: the key's length, or its
// error, is dropped, and the buffer's bytes cannot be read without it. Every
// result is [[nodiscard]], so this is a warning (an error under -Werror) on
// both compilers: the compiler's own warning, to which g++ adds where the
// function and the type are declared (16 lines). The twin reads the length.
// expect-first-error: ignoring return
// expect: nodiscard
// errors: 1
// max-lines: 20
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  char buffer[64];
#ifdef ROWKEY_COMPILE_FAIL
  rowkey::encode_into<Orders>(buffer, UserId{7}, Ts{t0}, OrderId{9});
  return 0;
#else
  const auto written = rowkey::encode_into<Orders>(buffer, UserId{7}, Ts{t0}, OrderId{9});
  return written ? static_cast<int>(*written) : 0;
#endif
}
