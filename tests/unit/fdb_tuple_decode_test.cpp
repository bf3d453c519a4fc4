// The tuple layer's elements decode a word at a time at run time: strings
// 8 bytes at a time (read_string_words), integers with one load of the word
// that ends their magnitude. Each must accept exactly what the byte-at-a-time
// reading accepts, decode the same value, and reject the rest with the same
// error at the same offset: strings against read_string_reference (which
// constant evaluation uses), integers against a reading of the design
// document written out here, on valid and broken elements with many 0x00 and
// 0xFF bytes, 0x00s on and across word boundaries and at the very end of the
// input, with and without bytes before the element.
#include <rowkey/formats/detail/tuple_elements.hpp>

#include "byte_mutations.hpp"

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>

namespace {

namespace tuple = rowkey::detail::tuple;
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
  bool ascii = false;
  friend bool operator==(const outcome&, const outcome&) = default;
};

// `bytes` is the input; the element starts `at` bytes into it (the bytes
// before it are what the key holds before the element).
template <std::size_t Max, bool Fast>
outcome read_text(std::string_view bytes, std::size_t at) {
  rowkey::reader in{bytes.data(), bytes.data() + at, bytes.data() + bytes.size()};
  char chars[Max + 1] = {};
  std::size_t length = 0;
  rowkey::decode_errc code;
  bool ascii = false;
  if constexpr (Fast) {
    code = tuple::read_string<Max>(in, tuple::text_code, chars, length, ascii);
  } else {
    // The reference takes the bytes after the typecode.
    code = rowkey::decode_errc::truncated;
    if (in.remaining() == 0) {
    } else if (rowkey::detail::byte_at(in.pos) != tuple::text_code) {
      code = rowkey::decode_errc::wrong_type;
    } else {
      ++in.pos;
      code = tuple::read_string_reference<Max>(in, chars, length);
    }
  }
  outcome o{code, in.offset(), {}, false};
  if (code == rowkey::decode_errc::ok) {
    o.value.assign(chars, length);
    // What the fast read says of ASCII must be so; the reference says nothing.
    bool really_ascii = true;
    for (const char c : o.value) really_ascii = really_ascii && static_cast<unsigned char>(c) < 0x80;
    if (Fast && ascii) REQUIRE(really_ascii);
    o.ascii = really_ascii;
  }
  return o;
}

// The element as the tuple layer writes it: typecode, 0x00 as 0x00 0xFF, 0x00.
std::string text_element(std::string_view value) {
  std::string out(1, static_cast<char>(tuple::text_code));
  for (const char c : value) {
    out += c;
    if (c == '\0') out += '\xFF';
  }
  out += '\0';
  return out;
}

template <std::size_t Max>
void check_text(std::string_view bytes, std::size_t at, std::size_t& ok_count) {
  const outcome fast = read_text<Max, true>(bytes, at);
  const outcome reference = read_text<Max, false>(bytes, at);
  INFO("bound " << Max << ", " << bytes.size() << " bytes, element at " << at);
  REQUIRE(fast == reference);
  if (fast.code == rowkey::decode_errc::ok) ++ok_count;
}

template <std::size_t Max>
void check_text_bound(std::mt19937_64& rng, std::size_t& ok_count, std::size_t& error_count) {
  for (int round = 0; round < 1500; ++round) {
    const unsigned special = round % 3 == 0 ? 12 : 40;  // one byte in eight, or many 0x00s
    const std::string before = random_bytes(rng, round % 2 == 0 ? 0 : rng() % 12, special);
    const std::string value = random_bytes(rng, rng() % (Max + 3), special);  // up to 2 bytes too long
    const std::string after = random_bytes(rng, rng() % 12, special);         // the elements after it, or none
    std::string key = before + text_element(value) + after;
    const int breaks = round % 4 == 0 ? 0 : 1 + static_cast<int>(rng() % 3);
    for (int b = 0; b < breaks; ++b) key = broken(rng, key);
    const std::size_t at = std::min(before.size(), key.size());
    const std::size_t ok_before = ok_count;
    check_text<Max>(key, at, ok_count);
    if (ok_count == ok_before) ++error_count;
    // Any bytes at all, many of them 0x00 and 0xFF, after a typecode.
    const std::string soup = static_cast<char>(tuple::text_code) + random_bytes(rng, rng() % (2 * Max + 12), 50);
    check_text<Max>(soup, 0, ok_count);
  }
}

// An integer element read the design document's way, byte by byte.
template <class T>
outcome read_int_by_the_document(std::string_view bytes, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
  if (at >= bytes.size()) return {rowkey::decode_errc::truncated, at, {}};
  const unsigned code = byte(at);
  if (code < 0x0c || code > 0x1c) return {rowkey::decode_errc::wrong_type, at, {}};
  const bool negative = code < 0x14;
  const std::size_t n = negative ? 0x14 - code : code - 0x14;
  if (bytes.size() - at < 1 + n) return {rowkey::decode_errc::truncated, at, {}};
  std::uint64_t stored = 0;
  for (std::size_t i = 1; i <= n; ++i) stored = (stored << 8) | byte(at + i);
  if (n != 0 && byte(at + 1) == (negative ? 0xFF : 0x00)) return {rowkey::decode_errc::non_canonical, at + 1, {}};
  const std::uint64_t all = n == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * n)) - 1;
  const std::uint64_t magnitude = negative ? all - stored : stored;
  constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  if (!negative && magnitude > max) return {rowkey::decode_errc::out_of_range, at, {}};
  if (negative && (!std::is_signed_v<T> || magnitude > max + 1)) return {rowkey::decode_errc::out_of_range, at, {}};
  const auto value = negative ? static_cast<T>(-static_cast<std::int64_t>(magnitude - 1) - 1) : static_cast<T>(magnitude);
  return {rowkey::decode_errc::ok, at + 1 + n, std::to_string(value)};
}

template <class T>
outcome read_int(std::string_view bytes, std::size_t at) {
  rowkey::reader in{bytes.data(), bytes.data() + at, bytes.data() + bytes.size()};
  T value{};
  const rowkey::decode_errc code = tuple::read_int(in, value);
  return {code, in.offset(), code == rowkey::decode_errc::ok ? std::to_string(value) : std::string()};
}

template <class T>
void check_ints(std::mt19937_64& rng, std::size_t& ok_count, std::size_t& error_count) {
  for (int round = 0; round < 20000; ++round) {
    const std::string before = random_bytes(rng, rng() % 12, 20);
    std::string element;
    if (round % 2 == 0) {
      // A written one, of any length, maybe broken.
      const auto v = static_cast<T>(rng() >> (rng() % 64));
      const bool negate = std::is_signed_v<T> && rng() % 2 == 0;
      char buf[9];
      const T value = negate ? static_cast<T>(std::uint64_t{0} - static_cast<std::uint64_t>(v)) : v;
      char* const end = tuple::write_int(buf, tuple::is_negative(value), tuple::magnitude_of(value));
      element.assign(buf, end);
      if (round % 6 == 0) element = broken(rng, element);
    } else {
      // A typecode in or near the integers' range, then any bytes.
      element = static_cast<char>(0x0a + rng() % 0x15) + random_bytes(rng, rng() % 10, 30);
    }
    const std::string key = before + element + random_bytes(rng, rng() % 10, 20);
    const outcome word = read_int<T>(key, before.size());
    const outcome document = read_int_by_the_document<T>(key, before.size());
    INFO(key.size() << " bytes, element at " << before.size());
    REQUIRE(word == document);
    ++(word.code == rowkey::decode_errc::ok ? ok_count : error_count);
  }
}

}  // namespace

TEST_CASE("tuple strings decode a word at a time as the reference does, valid and broken", "[fdb_tuple][property]") {
  std::mt19937_64 rng(20261126);
  std::size_t ok_count = 0, error_count = 0;
  check_text_bound<1>(rng, ok_count, error_count);
  check_text_bound<7>(rng, ok_count, error_count);
  check_text_bound<8>(rng, ok_count, error_count);
  check_text_bound<9>(rng, ok_count, error_count);
  check_text_bound<16>(rng, ok_count, error_count);
  check_text_bound<23>(rng, ok_count, error_count);
  check_text_bound<64>(rng, ok_count, error_count);
  CHECK(ok_count > 5000);
  CHECK(error_count > 3000);
}

TEST_CASE("tuple strings: a 0x00 at every position of a word, and at the very end of the input", "[fdb_tuple]") {
  std::size_t ok_count = 0;
  for (std::size_t size = 0; size <= 40; ++size) {
    for (std::size_t at = 0; at < size; ++at) {
      std::string value(size, 'x');
      value[at] = '\0';
      for (const std::size_t before : {std::size_t{0}, std::size_t{3}, std::size_t{9}}) {
        const std::string key = std::string(before, '\x15') + text_element(value);
        for (std::size_t cut = before; cut <= key.size(); ++cut) {  // every truncation, the whole key last
          check_text<32>(std::string_view(key.data(), cut), before, ok_count);
          check_text<40>(std::string_view(key.data(), cut), before, ok_count);
        }
        const outcome whole = read_text<40, true>(key, before);
        REQUIRE(whole.code == rowkey::decode_errc::ok);
        REQUIRE(whole.value == value);
        REQUIRE(whole.offset == key.size());
      }
    }
  }
  CHECK(ok_count > 1000);
}

TEST_CASE("tuple integers decode a word at a time as the design document reads them", "[fdb_tuple][property]") {
  std::mt19937_64 rng(20261127);
  std::size_t ok_count = 0, error_count = 0;
  check_ints<std::int64_t>(rng, ok_count, error_count);
  check_ints<std::uint64_t>(rng, ok_count, error_count);
  check_ints<std::int16_t>(rng, ok_count, error_count);
  check_ints<std::uint16_t>(rng, ok_count, error_count);
  check_ints<std::uint8_t>(rng, ok_count, error_count);
  CHECK(ok_count > 20000);
  CHECK(error_count > 20000);
}
