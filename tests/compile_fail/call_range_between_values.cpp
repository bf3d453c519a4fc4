// range<K>: between() given two values, as SQL's BETWEEN reads, instead of
// two bounds (which end is in the range is for the caller to say). One error
// that shows the spellings, and none from range<K> after it. The twin is the
// right call.
// expect-first-error: rowkey: between takes two bounds, each rowkey::inclusive(...), rowkey::exclusive(...) or rowkey::unbounded
// expect: between_takes_two_bounds<shop::Ts, shop::Ts>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const Ts t1{t0.value + std::chrono::hours(1)};
#ifdef ROWKEY_COMPILE_FAIL
  const auto hour = rowkey::range<Orders>(UserId{7}, rowkey::between(t0, t1));
#else
  const auto hour = rowkey::range<Orders>(UserId{7}, rowkey::between(rowkey::inclusive(t0), rowkey::exclusive(t1)));
#endif
  return hour ? 0 : 1;
}
