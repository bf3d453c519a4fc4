// encode_append<K>: the string left out. One error that shows the call,
// not "no matching function". The twin is the right call.
// expect-first-error: rowkey: encode_append<K> appends to the caller's std::string, its first argument
// expect: string_comes_first<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::UserId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode_append<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#else
  (void)rowkey::encode_append<Orders>(out, UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
