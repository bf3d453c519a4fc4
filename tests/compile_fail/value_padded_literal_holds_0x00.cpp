// A padded_string constant whose literal holds 0x00, which the padding could not be told apart
// from: one error naming the check; the twin holds none.
// expect: padded_string_text_holds_0x00
// errors: 1
// max-lines: 15

#include <rowkey/types/padded_string.hpp>

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  constexpr rowkey::padded_string<4> country{"u\0s"};
#else
  constexpr rowkey::padded_string<4> country{"us"};
#endif
  return country.size() == 2 ? 0 : 1;
}
