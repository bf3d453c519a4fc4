// range<K>: a raw integer for a bound value. The twin is the right call.
// expect-first-error: rowkey: a value is passed as its column
// expect: value_spelled_as_its_column<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, int, shop::UserId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(7, rowkey::at_least(Ts{t0}));
#else
  (void)rowkey::range<Orders>(UserId{7}, rowkey::at_least(Ts{t0}));
#endif
  return 0;
}
