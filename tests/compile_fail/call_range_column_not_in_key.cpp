// range<K>: a bound value of a column the key does not have. The twin is the right call.
// expect-first-error: rowkey: the value is of a column the key does not store
// expect: column_belongs_to_key<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, shop::UserId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Visits>(UserId{7}, rowkey::starts_with(Host{"web"}));
#else
  (void)rowkey::range<Visits>(Ts{t0}, rowkey::starts_with(Host{"web"}));
#endif
  return 0;
}
