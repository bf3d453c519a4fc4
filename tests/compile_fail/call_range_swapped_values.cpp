// range<K>: the bound values swapped. The twin is the right call.
// expect-first-error: rowkey: a scan binds the key's leading stored columns in key order
// expect: values_in_key_order<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::UserId, shop::Ts>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(Ts{t0}, UserId{7}, rowkey::at_least(OrderId{9}));
#else
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0}, rowkey::at_least(OrderId{9}));
#endif
  return 0;
}
