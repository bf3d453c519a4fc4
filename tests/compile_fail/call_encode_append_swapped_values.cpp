// encode_append<K>: two values swapped. The twin is the right call.
// expect-first-error: rowkey: the values follow the key's stored columns in key order
// expect: values_in_key_order<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, shop::Ts, shop::Host>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode_append<Visits>(out, Host{"web-1"}, Ts{t0});
#else
  (void)rowkey::encode_append<Visits>(out, Ts{t0}, Host{"web-1"});
#endif
  return 0;
}
