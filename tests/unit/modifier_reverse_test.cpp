// Reverse<C>: the column's bytes reversed (fixed-width types) or its value
// reversed and then escaped (bounded strings), and decoded back.
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <string_view>

namespace {

struct Seq : rowkey::Column<"seq", std::uint64_t, rowkey::Monotonic> {};
struct Delta : rowkey::Column<"delta", std::int32_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<8>> {};
struct Code : rowkey::Column<"code", rowkey::padded_string<4>> {};
struct Item : rowkey::Column<"item", std::uint16_t> {};

using BySeq = rowkey::Key<rowkey::Reverse<Seq>, Item>;
using ByDelta = rowkey::Key<rowkey::Reverse<Delta>, Item>;
using ByName = rowkey::Key<rowkey::Reverse<Name>, Item>;
using ByCode = rowkey::Key<rowkey::Reverse<Code>, Item>;

std::string hex(std::string_view bytes) { return rowkey::to_hex(bytes); }

}  // namespace

TEST_CASE("Reverse: golden bytes", "[modifier][reverse]") {
  CHECK(hex(rowkey::encode<BySeq>(Seq{0x0102030405060708u}, Item{1}).value().view()) ==
        "08 07 06 05 04 03 02 01 00 01");
  // Signed: the sign-flipped big-endian word, reversed.
  CHECK(hex(rowkey::encode<ByDelta>(Delta{-2}, Item{0}).value().view()) == "fe ff ff 7f 00 00");
  // Strings: the value reversed, then escaped and terminated as usual.
  CHECK(hex(rowkey::encode<ByName>(Name{std::string_view("ab\0", 3)}, Item{0}).value().view()) ==
        "00 ff 62 61 00 01 00 00");
  CHECK(hex(rowkey::encode<ByCode>(Code{"ab"}, Item{0}).value().view()) == "00 00 62 61 00 00");
  using P = rowkey::part_codec<rowkey::Reverse<Seq>>;
  STATIC_REQUIRE(P::disperses);
  STATIC_REQUIRE(P::kind == rowkey::part_kind::stored);
  CHECK(P::modifier == "Reverse");
}

TEST_CASE("Reverse round-trips random values", "[modifier][reverse]") {
  std::mt19937_64 g(0x4E7E);
  for (int i = 0; i < 5000; ++i) {
    const std::uint64_t seq = g();
    const auto k1 = rowkey::encode<BySeq>(Seq{seq}, Item{7}).value();
    REQUIRE(rowkey::decode<BySeq>(k1.view()).value().get<Seq>() == seq);

    const auto delta = static_cast<std::int32_t>(g());
    const auto k2 = rowkey::encode<ByDelta>(Delta{delta}, Item{7}).value();
    REQUIRE(rowkey::decode<ByDelta>(k2.view()).value().get<Delta>() == delta);

    std::string name(g() % 9, '\0');
    for (char& c : name) c = "\x00\x01" "a\xfe\xff"[g() % 5];
    const auto k3 = rowkey::encode<ByName>(Name{std::string_view(name)}, Item{7}).value();
    const auto back = rowkey::decode<ByName>(k3.view());
    REQUIRE(back);
    REQUIRE(back->get<Name>().view() == name);

    std::string code(g() % 5, '\0');
    for (char& c : code) c = "\x01" "a\xfe\xff"[g() % 4];
    const auto k4 = rowkey::encode<ByCode>(Code{std::string_view(code)}, Item{7}).value();
    REQUIRE(rowkey::decode<ByCode>(k4.view()).value().get<Code>().view() == code);
  }
}

TEST_CASE("Reverse spreads consecutive ids over the key space", "[modifier][reverse]") {
  // 256 consecutive ids take 256 different leading bytes.
  std::set<char> leading;
  for (std::uint64_t seq = 1'000'000; seq < 1'000'256; ++seq) {
    leading.insert(rowkey::encode<BySeq>(Seq{seq}, Item{0}).value().view()[0]);
  }
  CHECK(leading.size() == 256);
}

TEST_CASE("Reverse reports truncated input", "[modifier][reverse]") {
  const auto key = rowkey::encode<BySeq>(Seq{5}, Item{1}).value();
  for (std::size_t n = 0; n < 8; ++n) {
    const auto decoded = rowkey::decode<BySeq>(key.view().substr(0, n));
    REQUIRE_FALSE(decoded);
    CHECK(decoded.error().code == rowkey::decode_errc::truncated);
  }
}
