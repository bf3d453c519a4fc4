// range<K>: between with bounds on two columns. One error where the
// condition is built, none from the range. The twin is the right call.
// expect-first-error: rowkey: between's bounds are on one column
// expect: between_bounds_one_column<rowkey::bound<shop::Ts>, rowkey::bound<shop::OrderId>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(UserId{7}, rowkey::between(rowkey::inclusive(Ts{t0}), rowkey::exclusive(OrderId{9})));
#else
  (void)rowkey::range<Orders>(UserId{7}, rowkey::between(rowkey::inclusive(Ts{t0}), rowkey::exclusive(Ts{t0})));
#endif
  return 0;
}
