// encode_into<K>: the buffer left out. One error that shows the call, not
// "no matching function". The twin is the right call.
// expect-first-error: rowkey: encode_into<K> writes into the caller's buffer, its first argument
// expect: buffer_comes_first<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::UserId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode_into<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#else
  (void)rowkey::encode_into<Orders>(buffer, UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
