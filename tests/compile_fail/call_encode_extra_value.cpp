// encode<K>: one value too many. The twin is the right call.
// expect-first-error: rowkey: one value too many
// expect: one_value_per_column<rowkey::Key<rowkey::Hash<4, shop::UserId
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
  (void)rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9}, OrderId{10});
#else
  (void)rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
