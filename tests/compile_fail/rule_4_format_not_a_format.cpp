// A key whose Format<...> names a type that is not a byte format: one error
// that says so and what to name instead (it was a constraint failure where
// the key was declared, and 6 errors after it at the use on g++). The key is
// laid out in rowkey's own format meanwhile, so that nothing follows the
// error. The twin leaves Format out.
// expect-first-error: rowkey rule 4: the key's Format<...> names a type that is not a byte format
// expect: format_names_a_byte_format<rowkey::Key<shop::UserId, shop::OrderId, rowkey::Format<shop::Cents>>, rowkey::Format<shop::Cents>>
// errors: 1
// max-lines: 15

#include <rowkey/core.hpp>

#include <cstdint>

namespace shop {
struct Cents {
  std::int64_t value = 0;
};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using Orders = rowkey::Key<UserId, OrderId, rowkey::Format<Cents>>;
#else
using Orders = rowkey::Key<UserId, OrderId>;
#endif
}  // namespace shop

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Orders>(UserId{1}, OrderId{2});
  const auto values = rowkey::decode<Orders>(key->view());
  return values && rowkey::prefix<Orders>(UserId{1}) ? 0 : 1;
}
