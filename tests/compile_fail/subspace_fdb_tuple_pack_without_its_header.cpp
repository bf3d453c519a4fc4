// Subspace<fdb_tuple::pack(...)> without <rowkey/formats/fdb_tuple.hpp>:
// one error that names the header (fdb_tuple was only declared without it,
// and naming a member of an incomplete type was, with this file, 8 errors
// in 40 lines on g++ and 6 in 40 on clang, the key and every use of it
// among them). pack gives one byte meanwhile, so that the Subspace, the key
// and the calls on it add nothing.
// expect-first-error: rowkey: fdb_tuple::pack is defined in <rowkey/formats/fdb_tuple.hpp>; include it where Subspace<fdb_tuple::pack(...)> is written
// expect: fdb_tuple_header_is_included<char
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

using Orders = rowkey::Key<UserId, OrderId, rowkey::Subspace<rowkey::fdb_tuple::pack("app", 7)>>;
}  // namespace shop

int main() {
  using namespace shop;
  char buffer[rowkey::max_encoded_size<Orders>];
  const auto written = rowkey::encode_into<Orders>(buffer, UserId{1}, OrderId{2});
  const auto orders = rowkey::range<Orders>(UserId{1}, rowkey::at_least(OrderId{2}));
  return written && orders ? 0 : 1;
}
