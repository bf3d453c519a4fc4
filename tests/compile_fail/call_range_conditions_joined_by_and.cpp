// range<K>(..., at_least(a) && at_most(b)): two one-sided conditions joined
// by &&, meant as a two-sided range. One error that names between (clang
// gave two, "not contextually convertible to bool", naming neither).
// The twin is the same range spelled with between.
// expect-first-error: rowkey: a range's two sides are one condition, between(...), not two joined by &&
// expect: conditions_combine_in_between_not_with_and<rowkey::interval<shop::OrderId>, rowkey::interval<shop::OrderId>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0},
                              rowkey::at_least(OrderId{1}) && rowkey::at_most(OrderId{5}));
#else
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0},
                              rowkey::between(rowkey::inclusive(OrderId{1}), rowkey::inclusive(OrderId{5})));
#endif
  return 0;
}
