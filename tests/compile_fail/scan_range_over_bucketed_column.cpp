// A range over ts spans every bucket of the Bucket prefix: it needs one range per bucket. The twin asks bucket_ranges for them.
// expect-first-error: rowkey: cannot range over a bucketed column with one range: its rows are spread over the Bucket prefix
// expect: ranged_column_has_no_bucket_prefix<rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>, Ts>
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

using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
#ifdef ROWKEY_COMPILE_FAIL
[[maybe_unused]] const auto r = rowkey::range<K>(rowkey::at_least(Ts{t0}));
#else
[[maybe_unused]] const auto r = rowkey::bucket_ranges<K>(rowkey::at_least(Ts{t0}));
#endif
}  // namespace

int main() { return 0; }
