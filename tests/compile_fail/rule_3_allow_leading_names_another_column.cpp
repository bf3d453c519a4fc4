// Rule 3: AllowLeading<C> relaxes rule 3 for C only, not for whatever leads.
// expect-first-error: rowkey rule 3: the leading column grows with every write (a time or a sequence) and would send every write to one region
// expect: leading_column_is_not_monotonic<rowkey::Key<Ts, Host, rowkey::AllowLeading<Host>>, Ts>
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

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Ts, Host, rowkey::AllowLeading<Host>>;
#else
using K = rowkey::Key<Ts, Host, rowkey::AllowLeading<Ts>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
