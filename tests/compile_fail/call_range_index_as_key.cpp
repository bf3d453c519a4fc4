// range<ByBuyer>(...): an Index where the key goes. One error, and none
// from the code that uses the range.
// expect-first-error: rowkey: the first template argument of encode, decode, the scans, describe and render is a key declaration
// expect: first_template_argument_is_a_key<shop::ByBuyer>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  const shop::Ts since{};
#ifdef ROWKEY_COMPILE_FAIL
  const auto scan = rowkey::range<shop::ByBuyer>(shop::BuyerId{7}, rowkey::at_most(since));
#else
  const auto scan = rowkey::range<shop::ByBuyer::key>(shop::BuyerId{7}, rowkey::at_most(since));
#endif
  return scan && scan->begin_key().size() == 8 ? 0 : 1;
}
