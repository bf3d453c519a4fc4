// encode_append<K> to a const std::string: one error that says the string is
// read-only, not "no matching function" with its candidates (42 lines on g++).
// The twin's string is not const.
// expect-first-error: rowkey: encode_append<K> appends to its first argument, which is const or a temporary
// expect: string_is_writable<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: const std::
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <string>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  const std::string out;
#else
  std::string out;
#endif
  (void)rowkey::encode_append<Orders>(out, UserId{7}, Ts{t0}, OrderId{9});
  return 0;
}
