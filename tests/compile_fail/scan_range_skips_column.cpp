// A range applies to the column right after the bound ones: ts after host skips event. The twin ranges over event.
// expect-first-error: rowkey: a range's condition is on the first column after the bound ones (the first named here), and the scan's is on another (the second)
// expect: condition_on_next_column<rowkey::Key<Host, Event, Ts>, Event, Ts>
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
[[maybe_unused]] const auto r = rowkey::range<K>(Host{"web-1"}, rowkey::at_least(Ts{t0}));
#else
[[maybe_unused]] const auto r = rowkey::range<K>(Host{"web-1"}, rowkey::at_least(Event{7}));
#endif
}  // namespace

int main() { return 0; }
