// One mistaken call, one error, however often the same call recurs: a value
// missing from encode, written at two places. (clang reported each repeat again, as "no matching function",
// until the entry points stopped using the failed check in an expression:
// rules/diagnostic.hpp.) The twin is the right calls.
// expect-first-error: rowkey: a value is missing
// expect: value_given_for<rowkey::Key<rowkey::Hash<4, shop::UserId
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

namespace {
bool write_order(std::uint64_t user) {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  return rowkey::encode<Orders>(UserId{user}, Ts{t0}).has_value();
#else
  return rowkey::encode<Orders>(UserId{user}, Ts{t0}, OrderId{9}).has_value();
#endif
}
bool rewrite_order(std::uint64_t user) {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  return rowkey::encode<Orders>(UserId{user}, Ts{t0}).has_value();
#else
  return rowkey::encode<Orders>(UserId{user}, Ts{t0}, OrderId{9}).has_value();
#endif
}
}  // namespace

int main() { return write_order(1) && rewrite_order(2) ? 0 : 1; }
