// Rule 4: Reverse<C> stores C; storing C again is storing it twice.
// expect-first-error: rowkey rule 4: the column is stored twice
// expect: column_stored_once<rowkey::Key<rowkey::Reverse<OrderNo>, OrderNo, Ts>, OrderNo>
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/dsl/reverse.hpp>
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
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Reverse<OrderNo>, OrderNo, Ts>;
#else
using K = rowkey::Key<rowkey::Reverse<OrderNo>, Ts>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
