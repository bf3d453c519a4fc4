// prefix<K>: a condition where a value goes (prefix takes values only; a
// condition is a range's last argument). The twin is the right call.
// expect-first-error: rowkey: a condition (at_least, at_most, between, starts_with...) is a range's last argument
// expect: condition_is_a_ranges_last_argument<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, rowkey::interval<shop::Ts>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::prefix<Visits>(rowkey::at_least(t0));
#else
  (void)rowkey::prefix<Visits>(t0);
#endif
  return 0;
}
