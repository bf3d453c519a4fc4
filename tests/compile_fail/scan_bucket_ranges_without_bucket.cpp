// bucket_ranges needs the ranged column led by its Bucket prefix. The twin uses range.
// expect-first-error: rowkey: bucket_ranges serves a range over a column led by its Bucket prefix (Key<Bucket<N, C>, C, ...>), and this column is not
// expect: bucket_ranges_over_a_bucketed_column<rowkey::Key<Host, Event, Ts>, Event>
// errors: 1
// max-lines: 15

#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>

namespace {
using namespace std::chrono;
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<32>> {};
struct Seq : rowkey::Column<"seq", std::uint64_t, rowkey::Monotonic> {};
[[maybe_unused]] constexpr Ts t0{sys_time<milliseconds>{1'700'000'000'000ms}};

using K = rowkey::Key<Host, Event, Ts>;
#ifdef ROWKEY_COMPILE_FAIL
[[maybe_unused]] const auto r = rowkey::bucket_ranges<K>(Host{"web-1"}, rowkey::at_least(Event{1}));
#else
[[maybe_unused]] const auto r = rowkey::range<K>(Host{"web-1"}, rowkey::at_least(Event{1}));
#endif
}  // namespace

int main() { return 0; }
