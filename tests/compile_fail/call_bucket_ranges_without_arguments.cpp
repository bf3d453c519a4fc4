// bucket_ranges<K>: called with no arguments at all. One error that shows
// the condition it takes, not "no matching function". The twin is the
// right call.
// expect-first-error: rowkey: the last argument of bucket_ranges<K> is the condition on the bucketed column
// expect: last_argument_is_a_condition<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, no_argument>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::bucket_ranges<Visits>();
#else
  (void)rowkey::bucket_ranges<Visits>(rowkey::at_least(Ts{t0}));
#endif
  return 0;
}
