// Rule 3: a bool first.
// expect-first-error: rowkey rule 3: the leading column has few distinct values and would crowd every write into a few regions
// expect: leading_column_has_many_values<rowkey::Key<Active, UserId>, Active>
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {
struct Active : rowkey::Column<"active", bool> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Active, UserId>;
#else
using K = rowkey::Key<UserId, Active>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
