// Golden vectors: the exact bytes of representative keys, derived by hand
// from docs/format.md (the derivation is in each comment), so that any change
// to the byte format, which is a storage format, fails here first.
// Each vector is checked both ways: encode gives the bytes, decode of the
// bytes gives the values.
#include "golden_hex.hpp"

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace {

enum class Side : std::uint8_t { buy = 1, sell = 2 };
enum class Level : std::int8_t { debug = -1, info = 0, warn = 1 };
enum class Region : std::uint16_t {};  // no enum_range

}  // namespace

template <>
struct rowkey::enum_range<Side> {
  static constexpr Side first = Side::buy, last = Side::sell;
};
template <>
struct rowkey::enum_range<Level> {
  static constexpr Level first = Level::debug, last = Level::warn;
};

namespace {

using rowkey::Desc;
using rowkey::Key;
using namespace std::string_literals;
using namespace std::string_view_literals;
using namespace std::chrono_literals;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Seq : rowkey::Column<"seq", std::int32_t> {};
struct Small : rowkey::Column<"small", std::int8_t> {};
struct Port : rowkey::Column<"port", std::uint16_t> {};
struct Delta : rowkey::Column<"delta", std::int64_t> {};
struct Byte : rowkey::Column<"byte", std::uint8_t> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct SideCol : rowkey::Column<"side", Side> {};
struct LevelCol : rowkey::Column<"level", Level> {};
struct RegionCol : rowkey::Column<"region", Region> {};
struct Ratio : rowkey::Column<"ratio", float> {};
struct Score : rowkey::Column<"score", double> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::microseconds>> {};
struct Elapsed : rowkey::Column<"elapsed", std::chrono::nanoseconds> {};
struct Wait : rowkey::Column<"wait", std::chrono::duration<std::int16_t, std::milli>> {};
struct Uuid : rowkey::Column<"uuid", std::array<std::uint8_t, 16>> {};
struct Digest : rowkey::Column<"digest", std::array<std::byte, 2>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<6>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<4>> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<3>> {};

using golden::bytes_of;
using golden::decoded;
using golden::hex_of;

}  // namespace

TEST_CASE("golden: integers, both directions") {
  using K = Key<Id, Seq, Desc<Small>>;
  // id 42: big-endian. seq -2: 0xfffffffe with the sign bit flipped, 0x7ffffffe.
  // small 5 descending: 0x05 ^ 0x80 = 0x85, inverted 0x7a.
  const std::string v1 = "00 00 00 00 00 00 00 2a 7f ff ff fe 7a";
  CHECK(hex_of<K>(Id{42}, Seq{-2}, Small{5}) == v1);
  CHECK(decoded<K>(v1) == rowkey::values_from_tuple<K>({42, -2, 5}));

  // Limits: int32 min is 0x80000000 -> 00 00 00 00; int8 max 0x7f -> 0xff, inverted 00.
  const std::string v2 = "ff ff ff ff ff ff ff ff 00 00 00 00 00";
  CHECK(hex_of<K>(Id{~0ull}, Seq{std::numeric_limits<std::int32_t>::min()}, Small{127}) == v2);
  CHECK(decoded<K>(v2) == rowkey::values_from_tuple<K>({~0ull, std::numeric_limits<std::int32_t>::min(), 127}));

  using K2 = Key<Id, Port, Desc<Delta>>;
  // port 0x1234: 12 34. delta -1: 0xffff...ff ^ 0x8000... = 0x7fff...ff, inverted 80 00 .. 00.
  const std::string v3 = "00 00 00 00 00 00 00 00 12 34 80 00 00 00 00 00 00 00";
  CHECK(hex_of<K2>(Id{0}, Port{0x1234}, Delta{-1}) == v3);
  CHECK(decoded<K2>(v3) == rowkey::values_from_tuple<K2>({0, 0x1234, -1}));
  // delta int64 min: word 0, inverted ff x8; delta 0: 0x8000.., inverted 7f ff..
  CHECK(hex_of<K2>(Id{1}, Port{65535}, Delta{std::numeric_limits<std::int64_t>::min()}) ==
        "00 00 00 00 00 00 00 01 ff ff ff ff ff ff ff ff ff ff");
  CHECK(hex_of<K2>(Id{1}, Port{0}, Delta{0}) == "00 00 00 00 00 00 00 01 00 00 7f ff ff ff ff ff ff ff");

  using K3 = Key<Id, Desc<Byte>>;
  CHECK(hex_of<K3>(Id{0x0102030405060708}, Byte{0x0f}) == "01 02 03 04 05 06 07 08 f0");
}

TEST_CASE("golden: bool and enums") {
  using K = Key<Id, Flag, Desc<SideCol>>;
  // true: 01. side sell = 2, descending: ~0x02 = fd.
  const std::string v1 = "00 00 00 00 00 00 00 01 01 fd";
  CHECK(hex_of<K>(Id{1}, Flag{true}, SideCol{Side::sell}) == v1);
  CHECK(decoded<K>(v1) == rowkey::values_from_tuple<K>({1, true, Side::sell}));
  CHECK(hex_of<K>(Id{1}, Flag{false}, SideCol{Side::buy}) == "00 00 00 00 00 00 00 01 00 fe");

  using K2 = Key<Id, LevelCol, Desc<RegionCol>>;
  // level debug = -1 (int8): 0xff ^ 0x80 = 7f. region 0x0102 descending: fe fd.
  const std::string v2 = "00 00 00 00 00 00 00 02 7f fe fd";
  CHECK(hex_of<K2>(Id{2}, LevelCol{Level::debug}, RegionCol{Region{0x0102}}) == v2);
  CHECK(decoded<K2>(v2) == rowkey::values_from_tuple<K2>({2, Level::debug, Region{0x0102}}));
  CHECK(hex_of<K2>(Id{2}, LevelCol{Level::warn}, RegionCol{Region{0xffff}}) == "00 00 00 00 00 00 00 02 81 00 00");
}

TEST_CASE("golden: float and double, NaN and signed zeros") {
  using K = Key<Id, Ratio, Desc<Score>>;
  const std::string id = "00 00 00 00 00 00 00 07 ";
  // ratio 1.0f: bits 3f800000, non-negative: sign bit set -> bf 80 00 00.
  // score 1.5: bits 3ff8000000000000 -> bff8.., descending inverted -> 40 07 ff ff ff ff ff ff.
  const std::string v1 = id + "bf 80 00 00 40 07 ff ff ff ff ff ff";
  CHECK(hex_of<K>(Id{7}, Ratio{1.0f}, Score{1.5}) == v1);
  CHECK(decoded<K>(v1) == rowkey::values_from_tuple<K>({7, 1.0f, 1.5}));

  // ratio -1.0f: bits bf800000, negative: all bits inverted -> 40 7f ff ff.
  // score -2.0: bits c000000000000000, negative: inverted 3f ff ff ff ff ff ff ff; descending
  // inverts that again: c0 00 00 00 00 00 00 00.
  CHECK(hex_of<K>(Id{7}, Ratio{-1.0f}, Score{-2.0}) == id + "40 7f ff ff c0 00 00 00 00 00 00 00");

  // -0.0 is +0.0: bits 0 -> 80 00 00 00; score +0.0 -> 80 00.., descending 7f ff ff ff ff ff ff ff.
  const std::string zeros = id + "80 00 00 00 7f ff ff ff ff ff ff ff";
  CHECK(hex_of<K>(Id{7}, Ratio{-0.0f}, Score{-0.0}) == zeros);
  CHECK(hex_of<K>(Id{7}, Ratio{0.0f}, Score{0.0}) == zeros);
  const auto z = decoded<K>(zeros);
  CHECK_FALSE(std::signbit(z.get<Ratio>()));
  CHECK_FALSE(std::signbit(z.get<Score>()));

  // Every NaN is the quiet NaN 7fc00000 -> ff c0 00 00; double 7ff8.. -> fff8.., descending 00 07 ff ...
  const std::string nans = id + "ff c0 00 00 00 07 ff ff ff ff ff ff";
  CHECK(hex_of<K>(Id{7}, Ratio{std::numeric_limits<float>::quiet_NaN()},
                  Score{-std::numeric_limits<double>::signaling_NaN()}) == nans);
  CHECK(hex_of<K>(Id{7}, Ratio{-std::numeric_limits<float>::quiet_NaN()},
                  Score{std::numeric_limits<double>::quiet_NaN()}) == nans);
  const auto n = decoded<K>(nans);
  CHECK(std::isnan(n.get<Ratio>()));
  CHECK(std::isnan(n.get<Score>()));

  // -inf: bits ff800000 -> 00 7f ff ff; +inf double 7ff0.. -> fff0.., descending 00 0f ff ff ff ff ff ff.
  CHECK(hex_of<K>(Id{7}, Ratio{-std::numeric_limits<float>::infinity()},
                  Score{std::numeric_limits<double>::infinity()}) == id + "00 7f ff ff 00 0f ff ff ff ff ff ff");
  // The smallest denormals: 00000001 -> 80 00 00 01; -denorm_min 80000001 -> 7f ff ff fe.
  CHECK(hex_of<K>(Id{7}, Ratio{std::numeric_limits<float>::denorm_min()}, Score{-std::numeric_limits<double>::denorm_min()}) ==
        id + "80 00 00 01 80 00 00 00 00 00 00 01");
}

TEST_CASE("golden: durations and time points") {
  using K = Key<Id, Desc<Ts>, Elapsed>;
  // 2024-05-01T12:00:00Z = 19844 days + 12 h = 1714564800 s = 1714564800000000 us = 0x0006176339d93000.
  // Sign bit flipped: 80 06 17 63 39 d9 30 00; descending, inverted: 7f f9 e8 9c c6 26 cf ff.
  // elapsed -1 ns: 7f ff ff ff ff ff ff ff.
  const std::chrono::sys_days day = std::chrono::year{2024} / std::chrono::May / 1;
  const auto noon = std::chrono::sys_time<std::chrono::microseconds>(day + 12h);
  const std::string v1 = "00 00 00 00 00 00 00 03 7f f9 e8 9c c6 26 cf ff 7f ff ff ff ff ff ff ff";
  CHECK(hex_of<K>(Id{3}, Ts{noon}, Elapsed{-1ns}) == v1);
  CHECK(decoded<K>(v1) == rowkey::values_from_tuple<K>({3, noon, -1ns}));
  // The epoch: 80 00.., inverted 7f ff..; 1 s = 1e9 ns = 0x3b9aca00 -> 80 00 00 00 3b 9a ca 00.
  CHECK(hex_of<K>(Id{3}, Ts{std::chrono::sys_time<std::chrono::microseconds>{}}, Elapsed{1s}) ==
        "00 00 00 00 00 00 00 03 7f ff ff ff ff ff ff ff 80 00 00 00 3b 9a ca 00");

  using K2 = Key<Id, Wait>;  // int16 milliseconds: -300 = 0xfed4 -> 7e d4
  CHECK(hex_of<K2>(Id{3}, Wait{std::chrono::duration<std::int16_t, std::milli>(-300)}) ==
        "00 00 00 00 00 00 00 03 7e d4");
}

TEST_CASE("golden: byte arrays") {
  using K = Key<Uuid, Desc<Digest>>;
  // The 16 bytes as they are; the digest descending, each byte inverted.
  const std::array<std::uint8_t, 16> uuid{0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
                                          0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0xfe, 0xff};
  const std::array<std::byte, 2> digest{std::byte{0x00}, std::byte{0xf0}};
  const std::string v1 = "00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d fe ff ff 0f";
  CHECK(hex_of<K>(Uuid{uuid}, Digest{digest}) == v1);
  CHECK(decoded<K>(v1) == rowkey::values_from_tuple<K>({uuid, digest}));
}

TEST_CASE("golden: escaped and padded strings") {
  using K = Key<Host, Desc<Name>, Country>;
  // host "a\0b\xff": 61, 00 -> 00 ff, 62, ff, terminator 00 01.
  // name "\0\xff" descending: ascending 00 ff ff 00 01, inverted ff 00 00 ff fe.
  // country "de": 64 65 and two padding bytes 00 00.
  const std::string v1 = "61 00 ff 62 ff 00 01 ff 00 00 ff fe 64 65 00 00";
  CHECK(hex_of<K>(Host{"a\0b\xff"sv}, Name{"\0\xff"sv}, Country{"de"}) == v1);
  const auto d1 = decoded<K>(v1);
  CHECK(d1.get<Host>().view() == "a\0b\xff"sv);
  CHECK(d1.get<Name>().view() == "\0\xff"sv);
  CHECK(d1.get<Country>().view() == "de");

  // Empty values: host 00 01, name descending ff fe, country all padding.
  const std::string v2 = "00 01 ff fe 00 00 00 00";
  CHECK(hex_of<K>(Host{""}, Name{""}, Country{""}) == v2);
  CHECK(decoded<K>(v2).get<Country>().view().empty());

  // Maximum lengths: name "abcdef" descending: 9e 9d 9c 9b 9a 99 ff fe; country "wxyz" fills its width.
  CHECK(hex_of<K>(Host{"h"}, Name{"abcdef"}, Country{"wxyz"}) == "68 00 01 9e 9d 9c 9b 9a 99 ff fe 77 78 79 7a");

  using K2 = Key<Blob, Desc<Country>>;
  // blob "\0\0\0": 00 ff 00 ff 00 ff 00 01. country "de" descending: 9b 9a ff ff.
  const std::string v3 = "00 ff 00 ff 00 ff 00 01 9b 9a ff ff";
  CHECK(hex_of<K2>(Blob{"\0\0\0"sv}, Country{"de"}) == v3);
  CHECK(decoded<K2>(v3).get<Blob>().view() == "\0\0\0"sv);
  CHECK(decoded<K2>(v3).get<Country>().view() == "de");
}

TEST_CASE("golden: the worked example of docs/format.md") {
  using Events = Key<Host, Desc<Ts>, Seq>;
  const std::chrono::sys_days day = std::chrono::year{2024} / std::chrono::May / 1;
  const auto noon = std::chrono::sys_time<std::chrono::microseconds>(day + 12h);
  CHECK(hex_of<Events>(Host{"web\0" "1"sv}, Ts{noon}, Seq{7}) ==
        "77 65 62 00 ff 31 00 01 7f f9 e8 9c c6 26 cf ff 80 00 00 07");
}
