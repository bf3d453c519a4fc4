// A prefix scan binds the leading columns in key order: host and ts skip event. The twin binds host and event.
// expect-first-error: rowkey: a scan binds the key's leading stored columns in key order, one value each, and cannot skip a column
// expect: values_in_key_order<rowkey::Key<Host, Event, Ts>, Event, Ts>
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
[[maybe_unused]] const auto r = rowkey::prefix<K>(Host{"web-1"}, Ts{t0});
#else
[[maybe_unused]] const auto r = rowkey::prefix<K>(Host{"web-1"}, Event{7});
#endif
}  // namespace

int main() { return 0; }
