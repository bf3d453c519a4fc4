// range<K>: a raw integer in the condition. One error where the condition
// is built, none from the range it is passed to. The twin is the right
// call.
// expect-first-error: rowkey: a condition's value is passed as its column: at_least(Ts{t}) and not at_least(t)
// expect: condition_value_spelled_as_its_column<int>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(UserId{7}, rowkey::at_least(9));
#else
  (void)rowkey::range<Orders>(UserId{7}, rowkey::at_least(Ts{t0}));
#endif
  return 0;
}
