// The text of describe<K>() and render<K>(bytes), as people read it in logs
// and test failures.
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace {

using namespace std::string_view_literals;
using namespace std::chrono_literals;

struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::microseconds>> {};
struct Seq : rowkey::Column<"seq", std::int32_t> {};
using Events = rowkey::Key<Host, rowkey::Desc<Ts>, Seq>;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<3>> {};
struct Ratio : rowkey::Column<"ratio", float> {};
using Blobs = rowkey::Key<Id, rowkey::Desc<Blob>, Ratio>;

struct Uuid : rowkey::Column<"uuid", std::array<std::uint8_t, 16>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<4>> {};
struct Flag : rowkey::Column<"flag", bool> {};
using Devices = rowkey::Key<Uuid, rowkey::Desc<Country>, Flag>;

std::string hex_bytes(std::string_view hex) {
  std::string out;
  for (std::size_t i = 0; i < hex.size(); i += 3) {
    out += static_cast<char>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16));
  }
  return out;
}

}  // namespace

TEST_CASE("describe lists each part's column, direction, type and width", "[describe]") {
  CHECK(rowkey::describe<Events>() ==
        "key of 3 parts, at most 38 bytes\n"
        "  0  host             asc         bounded_string<12>          2..26 bytes, escaped\n"
        "  1  ts               desc        sys_time<int64, us>         8 bytes\n"
        "  2  seq              asc         int32                       4 bytes\n");
  CHECK(rowkey::describe<Blobs>() ==
        "key of 3 parts, at most 20 bytes\n"
        "  0  id               asc         uint64                      8 bytes\n"
        "  1  blob             desc        bounded_bytes<3>            2..8 bytes, escaped\n"
        "  2  ratio            asc         float                       4 bytes\n");
  CHECK(rowkey::describe<Devices>() ==
        "key of 3 parts, at most 21 bytes (fixed width)\n"
        "  0  uuid             asc         bytes[16]                   16 bytes\n"
        "  1  country          desc        padded_string<4>            4 bytes\n"
        "  2  flag             asc         bool                        1 byte\n");
}

TEST_CASE("render shows each column's value and the bytes of each part", "[describe]") {
  const std::chrono::sys_days day = std::chrono::year{2024} / std::chrono::May / 1;
  const auto noon = std::chrono::sys_time<std::chrono::microseconds>(day + 12h + 34ms);
  const auto events = rowkey::encode<Events>(Host{"web\0" "1\""sv}, Ts{noon}, Seq{-7});
  REQUIRE(events);
  CHECK(rowkey::render<Events>(*events) ==
        R"(host="web\x001\"" ts=2024-05-01T12:00:00.034000Z seq=-7  )"
        "[77 65 62 00 ff 31 22 00 01 | 7f f9 e8 9c c6 26 4b 2f | 7f ff ff f9]");

  const auto blobs = rowkey::encode<Blobs>(Id{42}, Blob{"\0\xff"sv}, Ratio{-1.5f});
  REQUIRE(blobs);
  CHECK(rowkey::render<Blobs>(*blobs) ==
        "id=42 blob=0x00ff ratio=-1.5  [00 00 00 00 00 00 00 2a | ff 00 00 ff fe | 40 3f ff ff]");
  const auto nan = rowkey::encode<Blobs>(Id{1}, Blob{""}, Ratio{std::numeric_limits<float>::quiet_NaN()});
  CHECK(rowkey::render<Blobs>(*nan) == "id=1 blob=0x ratio=nan  [00 00 00 00 00 00 00 01 | ff fe | ff c0 00 00]");

  const std::array<std::uint8_t, 16> uuid{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255};
  const auto devices = rowkey::encode<Devices>(Uuid{uuid}, Country{"de"}, Flag{true});
  REQUIRE(devices);
  CHECK(rowkey::render<Devices>(*devices) ==
        R"(uuid=0x000102030405060708090a0b0c0d0eff country="de" flag=true  )"
        "[00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e ff | 9b 9a ff ff | 01]");
}

TEST_CASE("render of the worked example of docs/format.md", "[describe]") {
  const std::chrono::sys_days day = std::chrono::year{2024} / std::chrono::May / 1;
  const auto noon = std::chrono::sys_time<std::chrono::microseconds>(day + 12h);
  const auto key = rowkey::encode<Events>(Host{"web\0" "1"sv}, Ts{noon}, Seq{7});
  REQUIRE(key);
  CHECK(rowkey::render<Events>(*key) ==
        R"(host="web\x001" ts=2024-05-01T12:00:00.000000Z seq=7  )"
        "[77 65 62 00 ff 31 00 01 | 7f f9 e8 9c c6 26 cf ff | 80 00 00 07]");
}

TEST_CASE("render of an undecodable key gives the error and the bytes", "[describe]") {
  CHECK(rowkey::render<Events>(hex_bytes("77 65 62 00 02")) ==
        "undecodable key (bad escape sequence at byte 3, in part 0 (column 'host'))  [77 65 62 00 02]");
  CHECK(rowkey::render<Events>(hex_bytes("61 00 01 7f ff")) ==
        "undecodable key (input ends inside the column at byte 5, in part 1 (column 'ts'))  [61 00 01 7f ff]");
  CHECK(rowkey::render<Devices>(hex_bytes("00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e ff 9b 9a ff ff 02")) ==
        "undecodable key (byte out of the type's range at byte 20, in part 2 (column 'flag'))  "
        "[00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e ff 9b 9a ff ff 02]");
  CHECK(rowkey::render<Blobs>(hex_bytes("00 00 00 00 00 00 00 01 ff fe 80 00 00 00 00")) ==
        "undecodable key (trailing bytes after the last column at byte 14)  "
        "[00 00 00 00 00 00 00 01 ff fe 80 00 00 00 00]");
  CHECK(rowkey::render<Events>("") == "undecodable key (input ends inside the column at byte 0, in part 0 (column "
                                       "'host'))  []");
}

namespace {
using year_ticks = std::chrono::duration<std::int64_t, std::ratio<31556952>>;  // std::chrono::years, 64-bit
struct Epoch : rowkey::Column<"epoch", std::chrono::sys_time<year_ticks>> {};
using Epochs = rowkey::Key<Id, Epoch>;
}  // namespace

TEST_CASE("render of a time point coarser than a day shows its count, at every count", "[describe]") {
  // Converting such a count to days overflows near its limits (UBSan checks
  // this in the sanitizer run), so no calendar date is attempted.
  for (const std::int64_t count : {std::int64_t{0}, std::int64_t{56}, std::numeric_limits<std::int64_t>::max(),
                                   std::numeric_limits<std::int64_t>::min()}) {
    const auto key =
        rowkey::encode<Epochs>(Id{1}, Epoch{std::chrono::sys_time<year_ticks>{year_ticks{count}}}).value();
    CHECK(rowkey::render<Epochs>(key).starts_with("id=1 epoch=" + std::to_string(count) + "(31556952/1)s since epoch"));
  }
}
