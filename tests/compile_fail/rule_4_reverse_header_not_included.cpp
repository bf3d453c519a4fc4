// A key that names Reverse without <rowkey/dsl/reverse.hpp>: one error that
// says which header to include.
// expect-first-error: rowkey rule 4: the key names a modifier word whose header is not included
// expect: <rowkey/dsl/reverse.hpp> for Reverse
// expect: word_header_is_included<rowkey::Key<rowkey::Reverse<OrderNo>, ItemId>, rowkey::Reverse<OrderNo>>
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/scan/ranges.hpp>
#ifndef ROWKEY_COMPILE_FAIL
#include <rowkey/dsl/reverse.hpp>
#endif

#include <cstdint>

namespace {
struct OrderNo : rowkey::Column<"order_no", std::uint64_t> {};
struct ItemId : rowkey::Column<"item_id", std::uint32_t> {};

using K = rowkey::Key<rowkey::Reverse<OrderNo>, ItemId>;
}  // namespace

int main() {
  const auto key = rowkey::encode<K>(OrderNo{1001}, ItemId{3});
  const auto values = rowkey::decode<K>(key->view());
  return values && rowkey::prefix<K>(OrderNo{1001}) ? 0 : 1;
}
