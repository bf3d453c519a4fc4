// Rule 3: Desc<Ts> first is as hot as Ts first (newest-first still writes at one end).
// expect-first-error: rowkey rule 3: the leading column grows with every write (a time or a sequence) and would send every write to one region
// expect: leading_column_is_not_monotonic<rowkey::Key<rowkey::Desc<Ts>, Host, Event>, rowkey::Desc<Ts>>
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
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Desc<Ts>, Host, Event>;
#else
using K = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
