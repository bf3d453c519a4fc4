// at_least(5) && at_most(OrderId{9}): the raw 5 is refused where its
// condition is built, and the && then adds no second error.
// expect-first-error: rowkey: a condition's value is passed as its column
// expect: condition_value_spelled_as_its_column<int>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0}, rowkey::at_least(5) && rowkey::at_most(OrderId{9}));
#else
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0}, rowkey::at_least(OrderId{5}));
#endif
  return 0;
}
