// The escaped codec decodes 8 bytes at a time at run time (read_words). It
// must accept exactly what the byte-run reference (read_reference, which
// constant evaluation uses) accepts, decode the same value, and reject the
// rest with the same error at the same offset: checked here on valid keys
// and on keys broken every way, with many 0x00 and 0xFF bytes, escapes on and
// across word boundaries and at the very end of the input, in both
// directions and for bounds around the word size.
#include <rowkey/codec/escaped.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/key.hpp>

#include "byte_mutations.hpp"

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>

namespace {

using rowkey_test::broken;
using rowkey_test::random_byte;

std::string random_bytes(std::mt19937_64& rng, std::size_t size, unsigned special_percent) {
  std::string s(size, '\0');
  for (char& c : s) c = random_byte(rng, special_percent);
  return s;
}

struct outcome {
  rowkey::decode_errc code;
  std::size_t offset;
  std::string value;  // when code is ok
  friend bool operator==(const outcome&, const outcome&) = default;
};

template <std::size_t Max, rowkey::direction D, bool Fast>
outcome read(std::string_view bytes) {
  using codec = rowkey::value_codec<rowkey::bounded_bytes<Max>>;
  rowkey::reader in{bytes.data(), bytes.data(), bytes.data() + bytes.size()};
  rowkey::bounded_bytes<Max> value;
  rowkey::decode_errc code;
  if constexpr (Fast) {
    code = codec::template read<D>(in, value);
  } else {
    code = codec::template read_reference<D>(in, value);
  }
  return {code, in.offset(), code == rowkey::decode_errc::ok ? std::string(value.view()) : std::string()};
}

// What the format writes for `value` (docs/format.md), then `tail`.
std::string encoded(std::string_view value, bool descending, std::string_view tail) {
  std::string out;
  for (const char c : value) {
    out += c;
    if (c == '\0') out += '\xFF';
  }
  out += std::string_view("\x00\x01", 2);
  if (descending) {
    for (char& c : out) c = static_cast<char>(~static_cast<unsigned char>(c));
  }
  return out + std::string(tail);
}

template <std::size_t Max, rowkey::direction D>
void check(std::string_view bytes, std::size_t& ok_count) {
  const outcome fast = read<Max, D, true>(bytes);
  const outcome reference = read<Max, D, false>(bytes);
  INFO("bound " << Max << (D == rowkey::direction::descending ? ", descending" : ", ascending") << ", "
                << bytes.size() << " bytes");
  REQUIRE(fast == reference);
  if (fast.code == rowkey::decode_errc::ok) ++ok_count;
}

template <std::size_t Max>
void check_bound(std::mt19937_64& rng, std::size_t& ok_count, std::size_t& error_count) {
  for (int round = 0; round < 1500; ++round) {
    const bool descending = round % 2 == 1;
    const unsigned special = round % 3 == 0 ? 12 : 40;  // one byte in eight, or many escapes
    const std::size_t size = rng() % (Max + 3);  // up to 2 bytes too long
    const std::string value = random_bytes(rng, size, special);
    const std::string tail = random_bytes(rng, rng() % 12, special);  // the columns after it, or none
    std::string key = encoded(value, descending, tail);
    const int breaks = round % 4 == 0 ? 0 : 1 + static_cast<int>(rng() % 3);
    for (int b = 0; b < breaks; ++b) key = broken(rng, key);
    std::size_t ok_before = ok_count;
    if (descending) {
      check<Max, rowkey::direction::descending>(key, ok_count);
    } else {
      check<Max, rowkey::direction::ascending>(key, ok_count);
    }
    if (ok_count == ok_before) ++error_count;
    // Any bytes at all, many of them special.
    const std::string soup = random_bytes(rng, rng() % (2 * Max + 12), 50);
    check<Max, rowkey::direction::ascending>(soup, ok_count);
    check<Max, rowkey::direction::descending>(soup, ok_count);
  }
}

}  // namespace

TEST_CASE("the word-at-a-time escaped decode agrees with the reference on valid and broken keys", "[codec][property]") {
  std::mt19937_64 rng(20261123);
  std::size_t ok_count = 0, error_count = 0;
  check_bound<1>(rng, ok_count, error_count);
  check_bound<7>(rng, ok_count, error_count);
  check_bound<8>(rng, ok_count, error_count);
  check_bound<9>(rng, ok_count, error_count);
  check_bound<16>(rng, ok_count, error_count);
  check_bound<23>(rng, ok_count, error_count);
  check_bound<64>(rng, ok_count, error_count);
  // Both kinds of input really occurred.
  CHECK(ok_count > 5000);
  CHECK(error_count > 3000);
}

TEST_CASE("escapes at every position of a word, and at the very end of the input", "[codec]") {
  std::size_t ok_count = 0;
  for (std::size_t size = 0; size <= 40; ++size) {
    for (std::size_t at = 0; at < size; ++at) {
      std::string value(size, 'x');
      value[at] = '\0';
      for (const bool descending : {false, true}) {
        const std::string key = encoded(value, descending, "");
        for (std::size_t cut = 0; cut <= key.size(); ++cut) {  // every truncation, the whole key last
          const std::string_view bytes(key.data(), cut);
          if (descending) {
            check<32, rowkey::direction::descending>(bytes, ok_count);
          } else {
            check<32, rowkey::direction::ascending>(bytes, ok_count);
          }
        }
        const outcome whole = descending ? read<40, rowkey::direction::descending, true>(key)
                                         : read<40, rowkey::direction::ascending, true>(key);
        REQUIRE(whole.code == rowkey::decode_errc::ok);
        REQUIRE(whole.value == value);
        REQUIRE(whole.offset == key.size());
      }
    }
  }
  CHECK(ok_count > 0);
}
