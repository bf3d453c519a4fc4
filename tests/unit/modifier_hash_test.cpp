// Hash<N, C>: the default hash (XXH64, seed 0, of the column's ascending
// encoding) is part of the storage format. It is pinned by golden vectors
// (computed with the reference libxxhash) and checked against libxxhash over
// many random inputs.
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <utility>

namespace {

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Score : rowkey::Column<"score", double> {};

using ByUser = rowkey::Key<rowkey::Hash<4, UserId>, UserId, OrderId>;
using ByHost = rowkey::Key<rowkey::Hash<8, Host>, Host>;
using ByScore = rowkey::Key<rowkey::Hash<2, Score>, Score, UserId>;

std::string hex(std::string_view bytes) { return rowkey::to_hex(bytes); }

// The golden values below come from libxxhash 0.8.1's XXH64(data, size, 0).
static_assert(rowkey::xxh64("") == 0xef46db3751d8e999u);
static_assert(rowkey::xxh64("a") == 0xd24ec4f1a98c6e5bu);
static_assert(rowkey::xxh64("abc") == 0x44bc2cf5ad770999u);
static_assert(rowkey::xxh64("0123456789012345678901234567890123456789") == 0xca6fc80cbde1a931u);

// Usable at compile time, through encode.
static_assert(rowkey::encode<ByUser>(UserId{42}, OrderId{1}).value().view().substr(0, 4) == "\xa2\xc3\x96\x22");

}  // namespace

TEST_CASE("XXH64 agrees with libxxhash on random inputs of every length class", "[modifier][hash]") {
  std::mt19937_64 g(0x4A54);
  for (int i = 0; i < 20000; ++i) {
    // Lengths around the 4-, 8- and 32-byte steps of the algorithm, and long ones.
    const std::size_t length = i < 10000 ? static_cast<std::size_t>(i % 80) : static_cast<std::size_t>(g() % 2000);
    std::string bytes(length, '\0');
    for (char& c : bytes) c = static_cast<char>(g());
    const std::uint64_t seed = i % 3 == 0 ? 0 : g();
    INFO("length " << length << " seed " << seed);
    REQUIRE(rowkey::xxh64(bytes, seed) == XXH64(bytes.data(), bytes.size(), seed));
  }
}

// xxh64_of_size<N>, the hash of a fixed-width column's encoding, written out
// for its length: the same value as libxxhash's for every length up to 40.
template <std::size_t N>
void check_xxh64_of_size(std::mt19937_64& g) {
  char bytes[N + 1];
  for (int i = 0; i < 500; ++i) {
    for (char& c : bytes) c = static_cast<char>(g());
    INFO("length " << N);
    REQUIRE(rowkey::xxh64_of_size<N>(bytes) == XXH64(bytes, N, 0));
  }
}
template <std::size_t... N>
void check_xxh64_of_sizes(std::mt19937_64& g, std::index_sequence<N...>) {
  (check_xxh64_of_size<N>(g), ...);
}
static_assert(rowkey::xxh64_of_size<5>("abcde") == rowkey::xxh64("abcde"));

TEST_CASE("XXH64 of a length known at compile time agrees with libxxhash", "[modifier][hash]") {
  std::mt19937_64 g(0x4A55);
  check_xxh64_of_sizes(g, std::make_index_sequence<41>{});
}

TEST_CASE("Hash prefixes: golden vectors of the storage format", "[modifier][hash]") {
  // The first N bytes of XXH64 of the column's ascending encoding, big-endian.
  CHECK(hex(rowkey::encode<ByUser>(UserId{0}, OrderId{0}).value().view().substr(0, 4)) == "34 c9 6a cd");
  CHECK(hex(rowkey::encode<ByUser>(UserId{1}, OrderId{0}).value().view().substr(0, 4)) == "9f 1f fc 79");
  CHECK(hex(rowkey::encode<ByUser>(UserId{42}, OrderId{9}).value().view()) ==
        "a2 c3 96 22 00 00 00 00 00 00 00 2a 00 00 00 00 00 00 00 09");
  CHECK(hex(rowkey::encode<ByUser>(UserId{~0ull}, OrderId{0}).value().view().substr(0, 4)) == "85 d1 36 ad");
  CHECK(hex(rowkey::encode<ByUser>(UserId{1000017}, OrderId{0}).value().view().substr(0, 4)) == "6f 7f 3e 38");
  // Strings hash their escaped, terminated encoding.
  CHECK(hex(rowkey::encode<ByHost>(Host{"web-1"}).value().view()) == "9c 4c 78 da ae 8c 84 b6 77 65 62 2d 31 00 01");
  CHECK(hex(rowkey::encode<ByHost>(Host{""}).value().view().substr(0, 8)) == "48 65 a0 0b a8 5b 7c d6");
  CHECK(hex(rowkey::encode<ByHost>(Host{std::string_view("a\0b", 3)}).value().view().substr(0, 8)) ==
        "f4 a4 81 b1 9b fa 7c 53");
  // -0.0 and 0.0 are one key, so one hash.
  CHECK(hex(rowkey::encode<ByScore>(Score{0.0}, UserId{1}).value().view().substr(0, 2)) == "a7 29");
  CHECK(rowkey::encode<ByScore>(Score{-0.0}, UserId{1}).value() == rowkey::encode<ByScore>(Score{0.0}, UserId{1}).value());
}

TEST_CASE("Hash prefixes are checked on decode", "[modifier][hash]") {
  std::mt19937_64 g(0x4A55);
  for (int i = 0; i < 2000; ++i) {
    const auto key = rowkey::encode<ByUser>(UserId{g()}, OrderId{g()}).value();
    REQUIRE(rowkey::decode<ByUser>(key.view()));
    std::string bad(key.view());
    const std::size_t at = g() % 4;
    bad[at] = static_cast<char>(bad[at] ^ static_cast<char>(1 + g() % 255));
    const auto decoded = rowkey::decode<ByUser>(bad);
    REQUIRE_FALSE(decoded);
    CHECK(decoded.error().code == rowkey::decode_errc::prefix_mismatch);
    CHECK(decoded.error().part == 0);
    CHECK(decoded.error().column == "user_id");
  }
}

namespace {
// A user's own functions: one over the value, one over the encoding.
struct low_bits_value_hash {
  static constexpr std::uint64_t hash_value(std::uint64_t v) noexcept { return v << 32; }
};
struct length_encoding_hash {
  static constexpr std::uint64_t hash(std::string_view bytes) noexcept { return bytes.size() * 0x0101010101010101u; }
};
using Custom = rowkey::Key<rowkey::Hash<2, UserId, low_bits_value_hash>, UserId>;
using CustomBytes = rowkey::Key<rowkey::Hash<1, Host, length_encoding_hash>, Host>;
}  // namespace

TEST_CASE("a plugged-in hash function gives the prefix", "[modifier][hash]") {
  CHECK(hex(rowkey::encode<Custom>(UserId{0x12345678}).value().view().substr(0, 2)) == "12 34");
  CHECK(hex(rowkey::encode<CustomBytes>(Host{"abc"}).value().view().substr(0, 1)) == "05");
  CHECK(rowkey::decode<Custom>(rowkey::encode<Custom>(UserId{77}).value().view()));
  std::string bad(rowkey::encode<Custom>(UserId{0x12345678}).value().view());
  bad[0] = 0x13;
  CHECK(rowkey::decode<Custom>(bad).error().code == rowkey::decode_errc::prefix_mismatch);
}

TEST_CASE("Hash declares itself a dispersing derived part", "[modifier][hash]") {
  using P = rowkey::part_codec<rowkey::Hash<4, UserId>>;
  STATIC_REQUIRE(P::disperses);
  STATIC_REQUIRE(P::kind == rowkey::part_kind::derived);
  STATIC_REQUIRE(P::width == 4);
  CHECK(P::modifier == "Hash<4>");
  CHECK(rowkey::part_codec<rowkey::Hash<8, Host>>::modifier == "Hash<8>");
}
