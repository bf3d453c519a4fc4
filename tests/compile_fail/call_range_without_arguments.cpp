// range<K>: called with no arguments at all. One error that shows the
// condition it takes, not "no matching function". The twin is the right
// call.
// expect-first-error: rowkey: the last argument of range<K> is the condition on the next column
// expect: last_argument_is_a_condition<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, no_argument>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>();
#else
  (void)rowkey::range<Orders>(UserId{7}, rowkey::at_least(Ts{t0}));
#endif
  return 0;
}
