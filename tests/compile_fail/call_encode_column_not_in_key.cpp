// encode<K>: a value of a column the key does not have. The twin is the right call.
// expect-first-error: rowkey: the value is of a column the key does not store
// expect: column_belongs_to_key<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::Price>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode<Orders>(UserId{7}, Price{3}, OrderId{9});
#else
  (void)rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
