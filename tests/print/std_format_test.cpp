// std::format of keys, values, ranges and errors (rowkey/print.hpp's
// std::formatter), where the standard library has <format>: built with
// clang++-16 and libc++ 16 by std_format_check.cmake, since libstdc++ 12
// (g++ 12's) has no <format>. A plain program: it returns the number of
// failed checks and prints each.
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <format>
#include <string>
#include <string_view>

#if !ROWKEY_HAS_STD_FORMAT
#error "rowkey/print.hpp did not find <format>"
#endif

namespace {
using namespace std::chrono;
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", sys_time<seconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
using Hashed = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;
using HostTime = rowkey::Key<Host, Ts>;
const sys_seconds t0{1'700'000'000s};

int failures = 0;
void check(const std::string& got, std::string_view want) {
  if (got == want) return;
  ++failures;
  std::printf("got:  %s\nwant: %.*s\n", got.c_str(), static_cast<int>(want.size()), want.data());
}
}  // namespace

int main() {
  const auto key = rowkey::encode<Hashed>(UserId{42}, Ts{t0}).value();
  check(std::format("{}", key),
        "user_id=42 ts=2023-11-14T22:13:20Z  [a2 c3 96 22 | 00 00 00 00 00 00 00 2a | 7f ff ff ff 9a ac 0e ff]");
  check(std::format("{:x}", key), "a2 c3 96 22 00 00 00 00 00 00 00 2a 7f ff ff ff 9a ac 0e ff");
  check(std::format("{:v}", key), "user_id=42 ts=2023-11-14T22:13:20Z");
  check(std::format("{}", rowkey::decode<Hashed>(key).value()), "user_id=42 ts=2023-11-14T22:13:20Z");
  check(std::format("{}", rowkey::decode<Hashed>(key.view().substr(0, 5))),
        "error: input ends inside the column at byte 5, in part 1 (column 'user_id')");
  check(std::format("{}", rowkey::prefix<HostTime>(Host{std::string_view("a\0\xff", 3)}).value()),
        "[host=\"a\\x00\\xff\"  [61 00 ff ff 00 01], past host=\"a\\x00\\xff\"  [61 00 ff ff 00 02])");
  check(std::format("{}", rowkey::prefix<HostTime>().value()), "[start of table, end of table)");
  check(std::format("{}", rowkey::decode_error{rowkey::decode_errc::bad_escape, 3, 0, "host"}),
        "bad escape sequence at byte 3, in part 0 (column 'host')");
  check(std::format("{}", rowkey::schema<Hashed>), rowkey::describe<Hashed>());
  // Times far from the epoch: libc++'s days count in an int, so a date was
  // once worked out through them and wrapped around to 1970.
  {
    struct Ms : rowkey::Column<"ms", sys_time<milliseconds>> {};
    using Late = rowkey::Key<UserId, Ms>;
    const std::int64_t count = (std::int64_t{1} << 32) * 86'400'000 + 5;
    check(std::format("{:v}", rowkey::encode<Late>(UserId{1}, Ms{sys_time<milliseconds>{milliseconds{count}}}).value()),
          "user_id=1 ms=371085174374400005ms since epoch");
    check(std::format("{:v}", rowkey::encode<HostTime>(Host{"h"}, Ts{sys_days{year{-3} / 12 / 31}}).value()),
          "host=\"h\" ts=-0003-12-31T00:00:00Z");
  }
  bool refused = false;
  try {
    (void)std::vformat("{:q}", std::make_format_args(key));
  } catch (const std::format_error&) {
    refused = true;
  }
  if (!refused) {
    ++failures;
    std::puts("{:q} was not refused");
  }
  std::printf("std::format: %d failed\n", failures);
  return failures;
}
