// One violation, one error, through the scan functions too: prefix and range
// on a key that leads with a timestamp. The twin disperses it.
// expect-first-error: rowkey rule 3: the leading column grows with every write (a time or a sequence) and would send every write to one region
// expect: leading_column_is_not_monotonic<rowkey::Key<Ts, Host>, Ts>
// errors: 1
// max-lines: 15

#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/ranges.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <chrono>
#include <cstdint>

namespace {
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Ts, Host>;
#else
using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
#endif
}  // namespace

int main() {
  const auto one_time = rowkey::prefix<K>(Ts{});
  const auto hosts = rowkey::range<K>(Ts{}, rowkey::starts_with(Host{"web-"}));
  return one_time && hosts ? 0 : 1;
}
