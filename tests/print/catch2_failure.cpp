// A Catch2 program whose assertions fail on purpose, so that the test
// around it (check_output.cmake) can see what a user sees: both keys, both
// decoded rows, and the range, printed by rowkey/catch2.hpp.
#define CATCH_CONFIG_CONSOLE_WIDTH 300  // no wrapping: the test looks for whole lines (as its main)
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>
#include <rowkey/catch2.hpp>

#include <chrono>
#include <cstdint>

namespace {
using namespace std::chrono;
struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
struct Ts : rowkey::Column<"ts", sys_time<seconds>> {};
using Logs = rowkey::Key<Host, rowkey::Desc<Ts>>;
const sys_seconds t0{1'700'000'000s};
}  // namespace

TEST_CASE("two keys that differ") {
  CHECK(rowkey::encode<Logs>(Host{"web1"}, Ts{t0}).value() == rowkey::encode<Logs>(Host{"web2"}, Ts{t0}).value());
}

TEST_CASE("a decoded row against the one expected") {
  const auto key = rowkey::encode<Logs>(Host{"web1"}, Ts{t0}).value();
  const auto expected = rowkey::decode<Logs>(rowkey::encode<Logs>(Host{"web1"}, Ts{t0 + 1s}).value()).value();
  REQUIRE(rowkey::decode<Logs>(key) == expected);
}

TEST_CASE("a range that does not hold a key") {
  const auto range = rowkey::prefix<Logs>(Host{"web2"}).value();
  const auto key = rowkey::encode<Logs>(Host{"web1"}, Ts{t0}).value();
  INFO("the key: " << key);
  CHECK(range == rowkey::prefix<Logs>(Host{"web1"}).value());
  CHECK(range.contains(key));
}
