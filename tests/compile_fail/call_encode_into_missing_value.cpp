// encode_into<K>: a value missing. The twin is the right call.
// expect-first-error: rowkey: a value is missing
// expect: value_given_for<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, shop::Host>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode_into<Visits>(std::span<char>(buffer), Ts{t0});
#else
  (void)rowkey::encode_into<Visits>(std::span<char>(buffer), Ts{t0}, Host{"web-1"});
#endif
  return 0;
}
