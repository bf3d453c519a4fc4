// encode_into<K>: a raw string instead of its column. The twin is the right call.
// expect-first-error: rowkey: a value is passed as its column
// expect: value_spelled_as_its_column<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, char
// expect: [6], shop::Host>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode_into<Visits>(std::span<char>(buffer), Ts{t0}, "web-1");
#else
  (void)rowkey::encode_into<Visits>(std::span<char>(buffer), Ts{t0}, Host{"web-1"});
#endif
  return 0;
}
