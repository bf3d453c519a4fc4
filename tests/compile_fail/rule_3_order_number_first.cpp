// Rule 3, the guide's bad design: a sequential order number first. The twin is the
// guide's fix, a hash prefix: [hash(order_no)][order_no].
// expect-first-error: rowkey rule 3: the leading column grows with every write (a time or a sequence) and would send every write to one region
// expect: leading_column_is_not_monotonic<rowkey::Key<OrderNo>, OrderNo>
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {
// An order number grows with every order: a sequence.
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<OrderNo>;
#else
using K = rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(OrderNo{42}) ? 0 : 1;
}
