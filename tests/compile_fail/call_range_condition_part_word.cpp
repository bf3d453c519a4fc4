// range<K>: a condition on a part word, at_least(Desc<Ts>{t}). One error
// where the condition is built (before: g++'s "too many initializers for
// Desc<Ts>", and on clang that and a second error). The twin is the right
// call.
// expect-first-error: rowkey: a condition's value is its column's, at_least(Ts{t}), not a part word's
// expect: condition_value_is_its_columns_not_a_part_words<rowkey::Desc<shop::Ts>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Orders>(UserId{7}, rowkey::at_least(rowkey::Desc<Ts>{Ts{t0}}));
#else
  (void)rowkey::range<Orders>(UserId{7}, rowkey::at_least(Ts{t0}));
#endif
  return 0;
}
