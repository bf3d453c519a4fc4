// range<K>: two conditions, one on a column before the last (a range binds
// the columns before its one condition with values). The twin is the right
// call.
// expect-first-error: rowkey: a condition (at_least, at_most, between, starts_with...) is a range's last argument, one per range
// expect: condition_is_a_ranges_last_argument<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, rowkey::interval<shop::Ts>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Visits>(rowkey::at_least(t0), rowkey::starts_with(Host{"web-"}));
#else
  (void)rowkey::range<Visits>(t0, rowkey::starts_with(Host{"web-"}));
#endif
  return 0;
}
