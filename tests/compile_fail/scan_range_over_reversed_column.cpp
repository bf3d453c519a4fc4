// The bytes of a Reverse column do not follow its order: only equality on it can be scanned. The twin binds it.
// expect-first-error: rowkey: cannot range over a Reverse column: its bytes do not follow its order
// expect: ranged_column_is_not_reversed<rowkey::Key<rowkey::Reverse<Seq>, Event>, Seq>
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

using K = rowkey::Key<rowkey::Reverse<Seq>, Event>;
#ifdef ROWKEY_COMPILE_FAIL
[[maybe_unused]] const auto r = rowkey::range<K>(rowkey::between(rowkey::inclusive(Seq{1}), rowkey::exclusive(Seq{9})));
#else
[[maybe_unused]] const auto r = rowkey::range<K>(Seq{1}, rowkey::at_most(Event{9}));
#endif
}  // namespace

int main() { return 0; }
