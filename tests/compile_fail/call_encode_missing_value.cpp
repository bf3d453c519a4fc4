// encode<K>: a value missing (OrderId). The twin passes it. The twin is the right call.
// expect-first-error: rowkey: a value is missing
// expect: value_given_for<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::OrderId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode<Orders>(UserId{7}, Ts{t0});
#else
  (void)rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
