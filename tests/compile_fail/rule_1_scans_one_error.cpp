// One violation, one error, through the scan functions too: prefix, range,
// bucket_ranges and split_points on the guide's four-column time-only design
// without its policy word. The twin states MaxColumns<4>.
// expect-first-error: rowkey rule 1: the key has more parts than its limit (a Hash or Bucket prefix counts), and every key byte is repeated in every cell
// expect: part_count_within_limit<rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host, Event>, Event, 4, 3>
// errors: 1
// max-lines: 15

#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/ranges.hpp>
#include <rowkey/scan/split_points.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <chrono>
#include <cstdint>

namespace {
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host, Event>;
#else
using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host, Event, rowkey::MaxColumns<4>>;
#endif
}  // namespace

int main() {
  const auto one_time = rowkey::prefix<K>(Ts{});
  const auto hosts = rowkey::range<K>(Ts{}, rowkey::starts_with(Host{"web-"}));
  const auto day = rowkey::bucket_ranges<K>(rowkey::at_least(Ts{}));
  return one_time && hosts && day && !rowkey::split_points<K>(4).empty() ? 0 : 1;
}
