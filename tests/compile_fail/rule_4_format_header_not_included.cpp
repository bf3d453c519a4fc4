// A key that names Format<fdb_tuple> without <rowkey/formats/fdb_tuple.hpp>:
// one error that says which header to include (it was "fdb_tuple is not a
// member of rowkey" and 7 errors after it on g++), through encode, decode
// and a scan. The key is laid out in rowkey's own format meanwhile, so that
// nothing follows the error.
// expect-first-error: rowkey rule 4: the key's Format<...> names a byte format whose header is not included; include <rowkey/formats/fdb_tuple.hpp> for fdb_tuple
// expect: format_header_is_included<rowkey::Key<shop::UserId, shop::OrderId, rowkey::Format<rowkey::fdb_tuple>>, rowkey::Format<rowkey::fdb_tuple>>
// errors: 1
// max-lines: 15

#include <rowkey/core.hpp>
#ifndef ROWKEY_COMPILE_FAIL
#include <rowkey/formats/fdb_tuple.hpp>
#endif

#include <cstdint>

namespace shop {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};

using Orders = rowkey::Key<UserId, OrderId, rowkey::Format<rowkey::fdb_tuple>>;
}  // namespace shop

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Orders>(UserId{1}, OrderId{2});
  const auto values = rowkey::decode<Orders>(key->view());
  return values && rowkey::prefix<Orders>(UserId{1}) ? 0 : 1;
}
