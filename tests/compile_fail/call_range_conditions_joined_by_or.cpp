// range<K>(..., at_most(a) || at_least(b)): a scan reads one range, so the
// values on either side of a gap are two scans. One error that says so.
// The twin is one of the two scans.
// expect-first-error: rowkey: a scan reads one range of keys, and conditions are not joined by ||
// expect: a_scan_has_one_condition_not_an_or<rowkey::interval<shop::OrderId>, rowkey::interval<shop::OrderId>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0}, rowkey::at_most(OrderId{1}) || rowkey::at_least(OrderId{5}));
#else
  (void)rowkey::range<Orders>(UserId{7}, Ts{t0}, rowkey::at_most(OrderId{1}));
#endif
  return 0;
}
