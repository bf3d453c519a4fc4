// prefix<K>: more values than the key has columns. The twin is the right call.
// expect-first-error: rowkey: one value too many
// expect: one_value_per_column<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, shop::Host>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::prefix<Visits>(Ts{t0}, Host{"a"}, Host{"b"});
#else
  (void)rowkey::prefix<Visits>(Ts{t0}, Host{"a"});
#endif
  return 0;
}
