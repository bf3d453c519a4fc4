// prefix<K>: a value of a column the key does not have. The twin is the right call.
// expect-first-error: rowkey: the value is of a column the key does not store
// expect: column_belongs_to_key<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::Host>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::prefix<Orders>(Host{"web-1"});
#else
  (void)rowkey::prefix<Orders>(UserId{7});
#endif
  return 0;
}
