// range<K>: every column bound, and a condition after them (one value too
// many). One error, not five from a column looked up past the key's end.
// The twin is the right call.
// expect-first-error: rowkey: range<K> binds every column of the key, so no column is left for its condition
// expect: a_column_is_left_for_the_condition<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::OrderId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0}, OrderId{9}, rowkey::at_least(OrderId{9}));
#else
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0}, rowkey::at_least(OrderId{9}));
#endif
  return 0;
}
