// encode<K>: one value too many. The twin is the right call.
// expect-first-error: rowkey: one value too many
// expect: one_value_per_column<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, shop::OrderId>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <span>
#include <string>

namespace shop {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Price : rowkey::Column<"price", std::uint32_t> {};

using Orders = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>, OrderId, rowkey::MaxColumns<4>>;
using Visits = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
[[maybe_unused]] constexpr Ts t0{std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{1'700'000'000'000}}};
}  // namespace shop

int main() {
  using namespace shop;
  [[maybe_unused]] char buffer[64];
  [[maybe_unused]] std::string out;
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9}, OrderId{10});
#else
  (void)rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#endif
  return 0;
}
