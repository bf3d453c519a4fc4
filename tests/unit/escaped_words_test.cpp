// The escaped codec moves 8 or 4 bytes at a time at run time and falls back to
// a byte loop around 0x00 bytes. Every length and zero position must give the
// bytes the format specifies: checked here against a byte-at-a-time
// reference written from docs/format.md, in both directions, and against the
// codec's own compile-time path.
#include <rowkey/decode.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>

namespace {

struct Name : rowkey::Column<"name", rowkey::bounded_bytes<64>> {};
struct Id : rowkey::Column<"id", std::uint64_t> {};
using Ascending = rowkey::Key<Name, Id>;
using Descending = rowkey::Key<rowkey::Desc<Name>, Id>;

// docs/format.md: 0x00 -> 00 FF, terminator 00 01; descending inverts every byte.
std::string reference(std::string_view value, bool descending) {
  std::string out;
  for (const char c : value) {
    out += c;
    if (c == '\0') out += '\xFF';
  }
  out += std::string_view("\x00\x01", 2);
  if (descending) {
    for (char& c : out) c = static_cast<char>(~static_cast<unsigned char>(c));
  }
  for (int shift = 56; shift >= 0; shift -= 8) out += static_cast<char>(0x5A);  // the Id below
  return out;
}
constexpr std::uint64_t id = 0x5A5A5A5A5A5A5A5A;

// Values whose bytes are 0x00 with probability `zeros`, 0xFF with the same
// probability, and anything else otherwise.
std::string random_value(std::mt19937_64& rng, std::size_t size, double zeros) {
  std::uniform_real_distribution<double> coin(0, 1);
  std::string v(size, '\0');
  for (char& c : v) {
    const double x = coin(rng);
    c = x < zeros ? '\0' : x < 2 * zeros ? '\xFF' : static_cast<char>(1 + rng() % 254);
  }
  return v;
}

template <class K>
void check(const std::string& value, bool descending) {
  const auto key = rowkey::encode<K>(Name{value}, Id{id});
  REQUIRE(key);
  REQUIRE(key->view() == reference(value, descending));
  const auto decoded = rowkey::decode<K>(key->view());
  REQUIRE(decoded);
  REQUIRE(decoded->template get<Name>().view() == value);
}

}  // namespace

TEST_CASE("escaped values are the format's bytes for every length and zero position") {
  std::mt19937_64 rng(1234);
  for (std::size_t size = 0; size <= 64; ++size) {
    for (const double zeros : {0.0, 0.02, 0.1, 0.5}) {
      for (int round = 0; round < 40; ++round) {
        const std::string value = random_value(rng, size, zeros);
        check<Ascending>(value, false);
        check<Descending>(value, true);
      }
    }
    // One 0x00 at each position, and only zeros.
    for (std::size_t at = 0; at < size; ++at) {
      std::string value = random_value(rng, size, 0.0);
      value[at] = '\0';
      check<Ascending>(value, false);
      check<Descending>(value, true);
    }
    check<Ascending>(std::string(size, '\0'), false);
    check<Descending>(std::string(size, '\0'), true);
  }
}

TEST_CASE("the run-time escaped encoding equals the compile-time one") {
  constexpr std::string_view text("ab\0cdefghij\0\0klmnopqrstu", 24);
  constexpr auto at_compile_time = rowkey::encode<Descending>(Name{text}, Id{id});
  static_assert(at_compile_time.has_value());
  const std::string value(text);
  const auto at_run_time = rowkey::encode<Descending>(Name{value}, Id{id});
  REQUIRE(at_run_time);
  REQUIRE(at_run_time->view() == at_compile_time->view());
}
