// encode<K>: a raw integer instead of its column (42 for UserId{42}). The twin is the right call.
// expect-first-error: rowkey: a value is passed as its column, UserId{42} and not 42
// expect: value_spelled_as_its_column<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, int, shop::UserId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode<Orders>(42, Ts{t0}, OrderId{9});
#else
  (void)rowkey::encode<Orders>(UserId{42}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
