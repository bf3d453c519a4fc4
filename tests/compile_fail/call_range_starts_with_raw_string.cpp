// range<K>: a raw string in starts_with. One error where the condition is
// built, none from the range. The twin is the right call.
// expect-first-error: rowkey: a condition's value is passed as its column
// expect: condition_value_spelled_as_its_column<char
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::range<Visits>(Ts{t0}, rowkey::starts_with("web"));
#else
  (void)rowkey::range<Visits>(Ts{t0}, rowkey::starts_with(Host{"web"}));
#endif
  return 0;
}
