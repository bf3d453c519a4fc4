// Bucket<N, C>: bucket numbers (floored modulo for integers and times, XXH64
// modulo N for other types) and their bytes are part of the storage format.
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <string_view>

namespace {

using namespace std::chrono;

enum class Side : std::int8_t { sell = -1, none = 0, buy = 1 };

struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct Delta : rowkey::Column<"delta", std::int16_t> {};
struct Id : rowkey::Column<"id", std::int64_t> {};
struct Count : rowkey::Column<"count", std::uint32_t> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Score : rowkey::Column<"score", double> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct Way : rowkey::Column<"way", Side> {};
struct Wait : rowkey::Column<"wait", duration<std::int32_t, std::micro>> {};

template <std::size_t N, class C>
using bucket_of = rowkey::part_codec<rowkey::Bucket<N, C>>;

std::string hex(std::string_view bytes) { return rowkey::to_hex(bytes); }

}  // namespace

TEST_CASE("Bucket numbers: golden vectors", "[modifier][bucket]") {
  using B16 = bucket_of<16, Ts>;
  CHECK(B16::bucket(sys_time<milliseconds>{0ms}) == 0);
  CHECK(B16::bucket(sys_time<milliseconds>{17ms}) == 1);
  CHECK(B16::bucket(sys_time<milliseconds>{-1ms}) == 15);  // floored: -1 = -1 * 16 + 15
  CHECK(B16::bucket(sys_time<milliseconds>{-16ms}) == 0);
  CHECK(B16::bucket(sys_time<milliseconds>{-17ms}) == 15);
  CHECK(B16::bucket(sys_time<milliseconds>{1'700'000'000'123ms}) == 11);

  using B300 = bucket_of<300, Delta>;
  CHECK(B300::bucket(-1) == 299);
  CHECK(B300::bucket(-300) == 0);
  CHECK(B300::bucket(-301) == 299);
  CHECK(B300::bucket(32767) == 67);
  CHECK(B300::bucket(-32768) == 232);

  CHECK(bucket_of<7, Id>::bucket(std::numeric_limits<std::int64_t>::min()) == 6);
  CHECK(bucket_of<7, Id>::bucket(std::numeric_limits<std::int64_t>::max()) == 0);
  CHECK(bucket_of<10, Count>::bucket(4294967295u) == 5);
  CHECK(bucket_of<4, Flag>::bucket(true) == 1);
  CHECK(bucket_of<4, Flag>::bucket(false) == 0);
  CHECK(bucket_of<2, Way>::bucket(Side::sell) == 1);
  CHECK(bucket_of<3, Wait>::bucket(duration<std::int32_t, std::micro>{-4}) == 2);

  // Other types: XXH64 (seed 0) of the ascending encoding, modulo N
  // (values from libxxhash: "web-1" 00 01 hashes to 9c4c78daae8c84b6).
  CHECK(bucket_of<1000, Host>::bucket("web-1") == 0x9c4c78daae8c84b6u % 1000);
  CHECK(bucket_of<16, Score>::bucket(0.0) == 0xa7299a58d03a1d0cu % 16);
  CHECK(bucket_of<16, Score>::bucket(-0.0) == bucket_of<16, Score>::bucket(0.0));
}

TEST_CASE("Bucket bytes: the fewest big-endian bytes that hold N - 1", "[modifier][bucket]") {
  STATIC_REQUIRE(bucket_of<2, Ts>::width == 1);
  STATIC_REQUIRE(bucket_of<256, Ts>::width == 1);
  STATIC_REQUIRE(bucket_of<257, Ts>::width == 2);
  STATIC_REQUIRE(bucket_of<65536, Ts>::width == 2);
  using K16 = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
  CHECK(hex(rowkey::encode<K16>(Ts{sys_time<milliseconds>{-1ms}}, Host{"a"}).value().view()) ==
        "0f 7f ff ff ff ff ff ff ff 61 00 01");
  using K300 = rowkey::Key<rowkey::Bucket<300, Delta>, Delta, Host>;
  CHECK(hex(rowkey::encode<K300>(Delta{-1}, Host{""}).value().view()) == "01 2b 7f ff 00 01");
  CHECK(hex(rowkey::encode<K300>(Delta{32767}, Host{""}).value().view()) == "00 43 ff ff 00 01");
  CHECK(bucket_of<16, Ts>::modifier == "Bucket<16>");
  CHECK(bucket_of<300, Delta>::modifier == "Bucket<300>");
  STATIC_REQUIRE(bucket_of<16, Ts>::disperses);
}

TEST_CASE("Bucket numbers are the floored remainder for random integers", "[modifier][bucket]") {
  std::mt19937_64 g(0xB0C7);
  for (int i = 0; i < 20000; ++i) {
    // Within +-2^62, so that v - b is exact in 64 bits.
    const auto v = static_cast<std::int64_t>(g() >> 2) - (std::int64_t{1} << 61);
    const auto b = static_cast<std::int64_t>(bucket_of<1000, Id>::bucket(v));
    REQUIRE(b >= 0);
    REQUIRE(b < 1000);
    REQUIRE((v - b) % 1000 == 0);
    const auto w = static_cast<std::int16_t>(g());
    const auto c = static_cast<std::int64_t>(bucket_of<300, Delta>::bucket(w));
    REQUIRE(c >= 0);
    REQUIRE(c < 300);
    REQUIRE((w - c) % 300 == 0);
  }
}

TEST_CASE("Bucket numbers of a power of two are the floored remainder over the whole signed range",
          "[modifier][bucket]") {
  // A power of two takes the low bits of the value, not the % of the other
  // sizes; both must give the same bucket, negative values and the extremes
  // included.
  const auto floored = [](std::int64_t v, std::int64_t n) {
    const std::int64_t r = v % n;
    return static_cast<std::size_t>(r < 0 ? r + n : r);
  };
  std::mt19937_64 g(0xB0C8);
  for (int i = 0; i < 20000; ++i) {
    std::int64_t v = static_cast<std::int64_t>(g());
    if (i == 0) v = std::numeric_limits<std::int64_t>::min();
    if (i == 1) v = std::numeric_limits<std::int64_t>::max();
    REQUIRE(bucket_of<16, Id>::bucket(v) == floored(v, 16));
    REQUIRE(bucket_of<1024, Id>::bucket(v) == floored(v, 1024));
    const auto w = static_cast<std::int16_t>(g());
    REQUIRE(bucket_of<8, Delta>::bucket(w) == floored(w, 8));
    REQUIRE(bucket_of<64, Ts>::bucket(sys_time<milliseconds>{milliseconds{v}}) == floored(v, 64));
  }
}

TEST_CASE("hashed bucket numbers agree with libxxhash", "[modifier][bucket]") {
  std::mt19937_64 g(0xB0C8);
  for (int i = 0; i < 5000; ++i) {
    std::string text(g() % 40, '\0');
    for (char& c : text) c = static_cast<char>('a' + g() % 26);
    const std::string encoded = text + std::string("\x00\x01", 2);  // no 0x00 inside: no escapes
    REQUIRE(bucket_of<977, Host>::bucket(text) == XXH64(encoded.data(), encoded.size(), 0) % 977);
  }
}

TEST_CASE("Bucket prefixes are checked on decode", "[modifier][bucket]") {
  using K = rowkey::Key<rowkey::Bucket<300, Delta>, Delta, Host>;
  std::mt19937_64 g(0xB0C9);
  for (int i = 0; i < 2000; ++i) {
    const auto key = rowkey::encode<K>(Delta{static_cast<std::int16_t>(g())}, Host{"h"}).value();
    REQUIRE(rowkey::decode<K>(key.view()));
    std::string bad(key.view());
    const std::size_t at = g() % 2;
    bad[at] = static_cast<char>(bad[at] ^ static_cast<char>(1 + g() % 255));
    const auto decoded = rowkey::decode<K>(bad);
    REQUIRE_FALSE(decoded);
    CHECK(decoded.error().code == rowkey::decode_errc::prefix_mismatch);
    CHECK(decoded.error().column == "delta");
  }
}
