// encode_append<K> to a temporary std::string: the appended key would be lost
// with it, so it is one error, not "no matching function". The twin appends
// to a variable.
// expect-first-error: rowkey: encode_append<K> appends to its first argument, which is const or a temporary
// expect: string_is_writable<rowkey::Key<rowkey::Hash<4, shop::UserId
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <string>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode_append<Orders>(std::string{}, UserId{7}, Ts{t0}, OrderId{9});
#else
  (void)rowkey::encode_append<Orders>(out, UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
