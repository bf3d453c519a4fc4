// The begin key of a scan range that dies at the end of its statement: the
// range's bytes are in the result, a temporary here. clang warns
// (-Wdangling, an error under -Werror); g++ 12 has no such warning. The twin
// keeps the range in a variable.
// only-compiler: clang
// expect-first-error: temporary whose address is used as value of local variable 'begin' will be destroyed at the end of the full-expression
// expect: -Wdangling
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <string_view>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  const std::string_view begin = rowkey::prefix<Orders>(UserId{7})->begin_key();
#else
  const auto range = rowkey::prefix<Orders>(UserId{7});
  const std::string_view begin = range->begin_key();
#endif
  return static_cast<int>(begin.size());
}
