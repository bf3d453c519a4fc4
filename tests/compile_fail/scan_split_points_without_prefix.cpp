// Split points are known in advance only for a key led by a Hash or Bucket prefix. The twin hashes user_id.
// expect-first-error: rowkey: split_points needs a key led by a Hash or Bucket prefix, whose load is known in advance
// expect: split_points_of_a_key_led_by_a_prefix<rowkey::Key<UserId, OrderId>>
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

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<UserId, OrderId>;
#else
using K = rowkey::Key<rowkey::Hash<2, UserId>, UserId, OrderId>;
#endif
[[maybe_unused]] const auto splits = rowkey::split_points<K>(8);
}  // namespace

int main() { return 0; }
