// decode without its key: the bytes alone do not say which key they are.
// One error that shows the fix, not "no matching function" and "couldn't
// deduce template parameter". The twin names the key.
// expect-first-error: rowkey: decode needs the key whose bytes it reads, named in the call
// expect: decode_names_its_key<std::
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <string>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
  const std::string bytes(key->view());
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::decode(bytes);
#else
  (void)rowkey::decode<Orders>(bytes);
#endif
  return 0;
}
