// encode_into<K> into a const buffer: one error that says the buffer is
// read-only, not "no matching function". The twin's buffer is writable.
// expect-first-error: rowkey: encode_into<K> writes into its first argument, which is read-only here
// expect: buffer_is_writable<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, const char
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] const char read_only[64] = {};
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode_into<Orders>(read_only, UserId{7}, Ts{t0}, OrderId{9});
#else
  (void)rowkey::encode_into<Orders>(buffer, UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
