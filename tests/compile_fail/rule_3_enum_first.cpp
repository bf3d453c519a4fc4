// Rule 3, the guide's bad design: an enum (a type code) first.
// expect-first-error: rowkey rule 3: the leading column has few distinct values and would crowd every write into a few regions
// expect: leading_column_has_many_values<rowkey::Key<Side, UserId, Ts>, Side>
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
enum class side : std::uint8_t { buy, sell };
struct Side : rowkey::Column<"side", side> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Side, UserId, Ts>;
#else
using K = rowkey::Key<UserId, Side, Ts>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
