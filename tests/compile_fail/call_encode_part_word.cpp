// encode<K>: a part word where its column's value goes (Hash<4, UserId>{id},
// the key's first part, or Desc<Ts>{t}). One error that says a word holds
// no value, where g++ said "too many initializers" and clang gave two
// errors. The twin is the right call.
// expect-first-error: rowkey: a part word (Desc, Reverse, Hash, Bucket) is passed as a value
// expect: value_is_its_columns_not_a_part_words<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, rowkey::Hash<4, shop::UserId
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode<Orders>(rowkey::Hash<4, UserId>{UserId{42}}, UserId{42}, rowkey::Desc<Ts>{Ts{t0}}, OrderId{9});
#else
  (void)rowkey::encode<Orders>(UserId{42}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
