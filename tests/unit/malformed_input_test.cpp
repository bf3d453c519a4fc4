// decode refuses every malformed input with the right error code, byte offset,
// part and column, and accepts only the bytes encode writes. The expected
// outcomes come from the rules of docs/format.md, written out here.
#include "key_properties.hpp"
#include "random_values.hpp"

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

enum class Level : std::int8_t { debug = -1, info = 0, warn = 1, error = 2 };
enum class Opcode : std::uint8_t {};  // no enum_range: every byte is a value

}  // namespace

template <>
struct rowkey::enum_range<Level> {
  static constexpr Level first = Level::debug, last = Level::error;
};

namespace {

using rowkey::decode_errc;
using rowkey::decode_error;
using rowkey::Desc;
using rowkey::Key;
using sys_us = std::chrono::sys_time<std::chrono::microseconds>;
using namespace std::string_literals;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
struct Ts : rowkey::Column<"ts", sys_us> {};
struct Seq : rowkey::Column<"seq", std::int32_t> {};
struct Uuid : rowkey::Column<"uuid", std::array<std::uint8_t, 16>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<4>> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct Path : rowkey::Column<"path", rowkey::bounded_string<6>> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<6>> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<3>> {};
struct Severity : rowkey::Column<"severity", Level> {};
struct Op : rowkey::Column<"op", Opcode> {};
struct Ratio : rowkey::Column<"ratio", float> {};
struct Score : rowkey::Column<"score", double> {};
struct Digest : rowkey::Column<"digest", std::array<std::byte, 2>> {};

using HostKey = Key<Host, Desc<Ts>, Seq>;
using UuidKey = Key<Uuid, Desc<Country>, Desc<Flag>>;
using PathKey = Key<Path, Desc<Name>, Desc<Severity>>;
using RatioKey = Key<Id, Desc<Ratio>, Score>;
using BlobKey = Key<Desc<Blob>, Op, Digest>;

template <class K>
using layout = rowkey::detail::layout<K>;

template <class K>
std::array<std::string_view, layout<K>::part_count> column_names() {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return std::array<std::string_view, layout<K>::part_count>{layout<K>::template part_traits<I>::column::name...};
  }(std::make_index_sequence<layout<K>::part_count>{});
}

// Where each part of the encoding of `v` starts, and the end of the last.
template <class K>
std::vector<std::size_t> part_starts(const rowkey::key_values<K>& v) {
  std::vector<std::size_t> starts{0};
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((starts.push_back(starts.back() + layout<K>::template part_traits<I>::codec::size(
                                           layout<K>::template part_traits<I>::codec::argument(v.template get<I>())))),
     ...);
  }(std::make_index_sequence<layout<K>::part_count>{});
  return starts;
}

template <class K>
std::string encoded(const rowkey::key_values<K>& v) {
  return std::string(rowkey::encode<K>(v).value().view());
}

template <class K>
decode_error error_of(std::string_view bytes) {
  const auto d = rowkey::decode<K>(bytes);
  return d ? decode_error{} : d.error();
}

template <class K>
decode_error expected(decode_errc code, std::size_t offset, std::size_t part) {
  return {code, offset, part, column_names<K>()[part]};
}

template <class K>
void every_truncation_fails(std::uint64_t seed, std::size_t keys) {
  rowkey_test::random_source r(seed);
  std::size_t cuts = 0;
  for (std::size_t k = 0; k < keys; ++k) {
    const auto v = rowkey_test::random_key<K>(r);
    const std::string bytes = encoded<K>(v);
    const auto starts = part_starts<K>(v);
    REQUIRE(starts.back() == bytes.size());
    for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
      std::size_t part = 0;
      while (starts[part + 1] <= cut) ++part;
      const decode_error e = error_of<K>(std::string_view(bytes).substr(0, cut));
      if (e != expected<K>(decode_errc::truncated, cut, part)) {
        FAIL_CHECK(rowkey::to_hex(bytes) << " cut to " << cut << " bytes: " << e.message());
        return;
      }
      ++cuts;
    }
  }
  CHECK(cuts > keys);
}

}  // namespace

TEST_CASE("every truncation of a valid key fails: truncated, at the end of the input, in the part it cuts",
          "[decode][malformed]") {
  every_truncation_fails<HostKey>(11, 2000);
  every_truncation_fails<UuidKey>(12, 2000);
  every_truncation_fails<PathKey>(13, 2000);
  every_truncation_fails<RatioKey>(14, 2000);
  every_truncation_fails<BlobKey>(15, 2000);
}

TEST_CASE("bytes after the last column are refused as trailing bytes", "[decode][malformed]") {
  rowkey_test::random_source r(21);
  for (int i = 0; i < 2000; ++i) {
    const auto v = rowkey_test::random_key<PathKey>(r);
    const std::string bytes = encoded<PathKey>(v);
    const std::string extra = bytes + rowkey_test::random_bytes(r, 3) + static_cast<char>(r.byte());
    const decode_error e = error_of<PathKey>(extra);
    REQUIRE(e == decode_error{decode_errc::trailing_bytes, bytes.size(), 3, {}});
  }
  CHECK(error_of<PathKey>("\x00\x01\xff\xfe\x7e\x00"s) == decode_error{decode_errc::trailing_bytes, 5, 3, {}});
  CHECK(error_of<PathKey>("\x00\x01\xff\xfe\x7e"s) == decode_error{});
}

TEST_CASE("an escape byte followed by anything but the escaped zero or the terminator is a bad escape",
          "[decode][malformed]") {
  // path (ascending) = "a\0b": 61 00 ff 62 00 01; name (descending) = "\0": ff 00 ff fe; severity info: 7f
  const std::string valid = "\x61\x00\xff\x62\x00\x01\xff\x00\xff\xfe\x7f"s;
  REQUIRE(rowkey::decode<PathKey>(valid));
  std::size_t refused = 0;
  for (unsigned x = 0; x < 256; ++x) {
    const char c = static_cast<char>(x);
    // Ascending: after 0x00 only 0xff (a zero byte) and 0x01 (the end) may follow.
    for (const std::size_t at : {std::size_t{2}, std::size_t{5}}) {
      std::string bytes = valid;
      bytes[at] = c;
      const decode_error e = error_of<PathKey>(bytes);
      if (x == 0xFF || x == 0x01) {
        CHECK(e.code != decode_errc::bad_escape);
      } else {
        CHECK(e == expected<PathKey>(decode_errc::bad_escape, at - 1, 0));
        ++refused;
      }
    }
    // Descending: after 0xff only 0x00 (a zero byte) and 0xfe (the end) may follow.
    for (const std::size_t at : {std::size_t{7}, std::size_t{9}}) {
      std::string bytes = valid;
      bytes[at] = c;
      const decode_error e = error_of<PathKey>(bytes);
      if (x == 0x00 || x == 0xFE) {
        CHECK(e.code != decode_errc::bad_escape);
      } else {
        CHECK(e == expected<PathKey>(decode_errc::bad_escape, at - 1, 1));
        ++refused;
      }
    }
  }
  CHECK(refused == 4 * 254);
}

TEST_CASE("a value longer than its type is refused at the first byte too many, escapes counted as one byte",
          "[decode][malformed]") {
  // Path holds at most 6 bytes.
  CHECK(error_of<PathKey>("abcdefg\x00\x01"s) == expected<PathKey>(decode_errc::too_long, 6, 0));
  CHECK(error_of<PathKey>(std::string(100, 'a')) == expected<PathKey>(decode_errc::too_long, 6, 0));
  // Six escaped zeros are 12 bytes but a 6-byte value; the seventh is too many.
  std::string zeros;
  for (int i = 0; i < 6; ++i) zeros += "\x00\xff"s;
  CHECK(error_of<PathKey>(zeros + "\x00\xff\x00\x01"s) == expected<PathKey>(decode_errc::too_long, 12, 0));
  CHECK(error_of<PathKey>(zeros + "a\x00\x01"s) == expected<PathKey>(decode_errc::too_long, 12, 0));
  CHECK(error_of<PathKey>("abc\x00\xff\x00\xff\x00\xff\x00\xff"s) == expected<PathKey>(decode_errc::too_long, 9, 0));
  CHECK(error_of<PathKey>("a\x00\xff"
                          "bcde\x00\xff\x00\x01"s) == expected<PathKey>(decode_errc::too_long, 7, 0));
  // Exactly six bytes, zeros included, is fine.
  const auto six = rowkey::decode<PathKey>(zeros + "\x00\x01\xff\xfe\x7f"s);
  REQUIRE(six);
  CHECK(six->get<Path>().view() == std::string(6, '\0'));
  const auto mixed = rowkey::decode<PathKey>("\x00\xff"
                                             "ab\x00\xff"
                                             "cd\x00\x01\xff\xfe\x7f"s);
  REQUIRE(mixed);
  CHECK(mixed->get<Path>().view() == "\0ab\0cd"s);

  // Descending name (part 1, from byte 2): bytes inverted, escape ff 00, terminator ff fe.
  const std::string lead = "\x00\x01"s;  // path ""
  CHECK(error_of<PathKey>(lead + std::string(7, '\x9e') + "\xff\xfe\x7f"s) ==
        expected<PathKey>(decode_errc::too_long, 8, 1));
  std::string inverted_zeros;
  for (int i = 0; i < 7; ++i) inverted_zeros += "\xff\x00"s;
  CHECK(error_of<PathKey>(lead + inverted_zeros + "\xff\xfe\x7f"s) ==
        expected<PathKey>(decode_errc::too_long, 14, 1));
  CHECK(rowkey::decode<PathKey>(lead + inverted_zeros.substr(2) + "\xff\xfe\x7f"s));
}

TEST_CASE("a bool byte other than false and true is out of range", "[decode][malformed]") {
  using Asc = Key<Id, Flag>;
  using Dsc = Key<Id, Desc<Flag>>;
  const std::string id(8, '\x2a');
  for (unsigned b = 0; b < 256; ++b) {
    const std::string bytes = id + static_cast<char>(b);
    const auto asc = rowkey::decode<Asc>(bytes);
    const auto dsc = rowkey::decode<Dsc>(bytes);
    if (b <= 1) {
      REQUIRE(asc);
      CHECK(asc->get<Flag>() == (b == 1));
    } else {
      CHECK(asc.error() == expected<Asc>(decode_errc::out_of_range, 8, 1));
    }
    if (b >= 0xFE) {
      REQUIRE(dsc);
      CHECK(dsc->get<Flag>() == (b == 0xFE));
    } else {
      CHECK(dsc.error() == expected<Dsc>(decode_errc::out_of_range, 8, 1));
    }
  }
}

TEST_CASE("an enum byte outside its enum_range is out of range; without one every byte is a value",
          "[decode][malformed]") {
  using Asc = Key<Id, Severity>;
  using Dsc = Key<Id, Desc<Severity>>;
  using Any = Key<Id, Desc<Op>>;
  const std::string id(8, '\x01');
  int accepted = 0;
  for (unsigned b = 0; b < 256; ++b) {
    const std::string bytes = id + static_cast<char>(b);
    // int8 underlying: the byte is the value with its sign bit flipped (descending: inverted first).
    const auto asc_value = static_cast<std::int8_t>(b ^ 0x80);
    const auto dsc_value = static_cast<std::int8_t>((b ^ 0xFF) ^ 0x80);
    const auto asc = rowkey::decode<Asc>(bytes);
    const auto dsc = rowkey::decode<Dsc>(bytes);
    if (asc_value >= -1 && asc_value <= 2) {
      REQUIRE(asc);
      CHECK(static_cast<int>(asc->get<Severity>()) == asc_value);
      ++accepted;
    } else {
      CHECK(asc.error() == expected<Asc>(decode_errc::out_of_range, 8, 1));
    }
    if (dsc_value >= -1 && dsc_value <= 2) {
      REQUIRE(dsc);
      CHECK(static_cast<int>(dsc->get<Severity>()) == dsc_value);
      ++accepted;
    } else {
      CHECK(dsc.error() == expected<Dsc>(decode_errc::out_of_range, 8, 1));
    }
    const auto any = rowkey::decode<Any>(bytes);
    REQUIRE(any);
    CHECK(static_cast<unsigned>(any->get<Op>()) == (b ^ 0xFFu));
  }
  CHECK(accepted == 8);
}

namespace {

// The float rule of docs/format.md, from the IEEE bits: encode maps bits b to
// (b has its sign set ? ~b : b | sign); decode accepts every word except the
// images of -0.0 and of every NaN but the canonical quiet one.
template <class F, class Word>
bool float_word_accepted(Word word) {
  constexpr Word sign = Word{1} << (8 * sizeof(Word) - 1);
  constexpr Word exponent = std::bit_cast<Word>(std::numeric_limits<F>::infinity());
  const Word bits = (word & sign) ? static_cast<Word>(word & ~sign) : static_cast<Word>(~word);
  const bool nan = (bits & exponent) == exponent && (bits & ~(exponent | sign)) != 0;
  if (bits == sign) return false;  // -0.0
  return !nan || bits == std::bit_cast<Word>(std::numeric_limits<F>::quiet_NaN());
}

template <class Word>
std::string big_endian(Word w) {
  std::string s(sizeof(Word), '\0');
  for (std::size_t i = 0; i < sizeof(Word); ++i) s[i] = static_cast<char>(w >> (8 * (sizeof(Word) - 1 - i)));
  return s;
}

}  // namespace

TEST_CASE("float bytes of -0.0 and of non-canonical NaNs are refused as non-canonical", "[decode][malformed]") {
  using K = Key<Id, Ratio, Desc<Score>>;
  const std::string id(8, '\x07');
  const std::string one_desc = "\x40\x0f\xff\xff\xff\xff\xff\xff"s;  // 1.0 descending: ~(3ff0... | sign)
  const std::string one_asc_f = "\xbf\x80\x00\x00"s;                    // 1.0f ascending
  REQUIRE(rowkey::decode<K>(id + one_asc_f + one_desc));

  SECTION("the spelled-out cases") {
    CHECK(error_of<K>(id + "\x7f\xff\xff\xff"s + one_desc) == expected<K>(decode_errc::non_canonical, 8, 1));
    CHECK(error_of<K>(id + "\xff\xc0\x00\x01"s + one_desc) == expected<K>(decode_errc::non_canonical, 8, 1));
    CHECK(error_of<K>(id + "\xff\x80\x00\x01"s + one_desc) == expected<K>(decode_errc::non_canonical, 8, 1));
    CHECK(error_of<K>(id + "\x00\x3f\xff\xff"s + one_desc) == expected<K>(decode_errc::non_canonical, 8, 1));
    // Descending double: -0.0 is 80 00.. 00, the canonical NaN 00 07 ff.. ff.
    CHECK(error_of<K>(id + one_asc_f + "\x80\x00\x00\x00\x00\x00\x00\x00"s) ==
          expected<K>(decode_errc::non_canonical, 12, 2));
    CHECK(error_of<K>(id + one_asc_f + "\x00\x07\xff\xff\xff\xff\xff\xfe"s) ==
          expected<K>(decode_errc::non_canonical, 12, 2));
    const auto nan = rowkey::decode<K>(id + "\xff\xc0\x00\x00"s + "\x00\x07\xff\xff\xff\xff\xff\xff"s);
    REQUIRE(nan);
    CHECK(std::isnan(nan->get<Ratio>()));
    CHECK(std::isnan(nan->get<Score>()));
    const auto zero = rowkey::decode<K>(id + "\x80\x00\x00\x00"s + "\x7f\xff\xff\xff\xff\xff\xff\xff"s);
    REQUIRE(zero);
    CHECK(std::bit_cast<std::uint32_t>(zero->get<Ratio>()) == 0u);
    CHECK(std::bit_cast<std::uint64_t>(zero->get<Score>()) == 0u);
  }

  SECTION("random words, NaN images and neighbours of the special words") {
    rowkey_test::random_source r(31);
    std::size_t refused = 0;
    for (int i = 0; i < 50'000; ++i) {
      // Half the words are images of NaNs (either sign, any payload) or within
      // a few of the -0.0 image, where the rule has its exceptions.
      std::uint32_t f = static_cast<std::uint32_t>(r.bits());
      std::uint64_t d = r.bits();
      if (r.percent(25)) {
        f = (r.percent(50) ? 0xFF800000u : 0x007FFFFFu) ^ (static_cast<std::uint32_t>(r.bits()) & 0x007FFFFFu);
        d = (r.percent(50) ? 0xFFF0000000000000u : 0x000FFFFFFFFFFFFFu) ^ (r.bits() & 0x000FFFFFFFFFFFFFu);
      } else if (r.percent(33)) {
        f = 0x7FFFFFFFu + static_cast<std::uint32_t>(r.below(5)) - 2;
        d = 0x8000000000000000u + r.below(5) - 2;
      }
      const bool f_ok = float_word_accepted<float>(f);
      const bool d_ok = float_word_accepted<double>(static_cast<std::uint64_t>(~d));  // descending: inverted
      const std::string bytes = id + big_endian(f) + big_endian(d);
      const auto decoded = rowkey::decode<K>(bytes);
      if (f_ok && d_ok) {
        REQUIRE(decoded);
        REQUIRE(rowkey::encode<K>(*decoded)->view() == bytes);
      } else {
        ++refused;
        REQUIRE(decoded.error() == (f_ok ? expected<K>(decode_errc::non_canonical, 12, 2)
                                         : expected<K>(decode_errc::non_canonical, 8, 1)));
      }
    }
    CHECK(refused > 10'000);
  }
}

TEST_CASE("a padded_string with text after its padding is non-canonical", "[decode][malformed]") {
  using Asc = Key<Id, Country>;
  using Dsc = Key<Id, Desc<Country>>;
  const std::string id(8, '\x10');
  CHECK(error_of<Asc>(id + "ab\x00z"s) == expected<Asc>(decode_errc::non_canonical, 11, 1));
  CHECK(error_of<Asc>(id + "\x00\x00\x00\x01"s) == expected<Asc>(decode_errc::non_canonical, 11, 1));
  CHECK(error_of<Asc>(id + "\x00z\x00\x00"s) == expected<Asc>(decode_errc::non_canonical, 9, 1));
  CHECK(error_of<Dsc>(id + "\x9e\x9d\xff\x85"s) == expected<Dsc>(decode_errc::non_canonical, 11, 1));
  CHECK(error_of<Dsc>(id + "\xff\xff\x00\xff"s) == expected<Dsc>(decode_errc::non_canonical, 10, 1));

  // Every 4-byte string over a small alphabet: accepted exactly when no text
  // byte follows the first padding byte, refused at the first such byte.
  const unsigned char alphabet[] = {0x00, 0x01, 0x61, 0xFE, 0xFF};
  for (const unsigned char a : alphabet) {
    for (const unsigned char b : alphabet) {
      for (const unsigned char c : alphabet) {
        for (const unsigned char d : alphabet) {
          const std::string body{static_cast<char>(a), static_cast<char>(b), static_cast<char>(c),
                                 static_cast<char>(d)};
          for (const bool descending : {false, true}) {
            const char pad = descending ? '\xff' : '\x00';
            const std::size_t text = std::min(body.find(pad), body.size());
            std::size_t bad = body.size();
            for (std::size_t i = text; i < body.size(); ++i) {
              if (body[i] != pad) {
                bad = i;
                break;
              }
            }
            const decode_error e = descending ? error_of<Dsc>(id + body) : error_of<Asc>(id + body);
            if (bad == body.size()) {
              CHECK(e == decode_error{});
            } else {
              CHECK(e == decode_error{decode_errc::non_canonical, 8 + bad, 1, "country"});
            }
          }
        }
      }
    }
  }
}

namespace {

// A byte string near valid keys: a valid encoding with a byte changed,
// inserted, removed or appended, or random bytes.
template <class K>
std::string random_input(rowkey_test::random_source& r) {
  if (r.percent(20)) return rowkey_test::random_bytes(r, 2 * layout<K>::max_size);
  std::string bytes = encoded<K>(rowkey_test::random_key<K>(r));
  const std::size_t edits = 1 + r.below(3);
  for (std::size_t e = 0; e < edits; ++e) {
    const std::size_t at = r.below(bytes.size() + 1);
    switch (r.below(4)) {
      case 0:
        if (at < bytes.size()) bytes[at] = static_cast<char>(r.byte());
        break;
      case 1: bytes.insert(at, 1, static_cast<char>(r.byte())); break;
      case 2:
        if (at < bytes.size()) bytes.erase(at, 1);
        break;
      default: bytes.resize(at); break;
    }
  }
  return bytes;
}

template <class K>
void random_input_is_safe(std::uint64_t seed, std::size_t count) {
  rowkey_test::random_source r(seed);
  const auto names = column_names<K>();
  std::size_t accepted = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::string bytes = random_input<K>(r);
    const auto decoded = rowkey::decode<K>(bytes);
    if (decoded) {
      ++accepted;
      const auto again = rowkey::encode<K>(*decoded);
      if (!again || again->view() != bytes) {
        FAIL_CHECK("accepted " << rowkey::to_hex(bytes) << " but re-encodes otherwise");
        return;
      }
    } else {
      const decode_error& e = decoded.error();
      const bool consistent = e.code != decode_errc::ok && e.offset <= bytes.size() &&
                              (e.code == decode_errc::trailing_bytes
                                   ? e.part == names.size() && e.column.empty()
                                   : e.part < names.size() && e.column == names[e.part]);
      if (!consistent) {
        FAIL_CHECK("inconsistent error for " << rowkey::to_hex(bytes) << ": " << e.message());
        return;
      }
    }
  }
  // The mutations keep some inputs valid and make most invalid.
  CHECK(accepted > count / 50);
  CHECK(accepted < count / 2);
}

}  // namespace

TEST_CASE("random and mutated bytes never crash decode; whatever it accepts re-encodes to the same bytes",
          "[decode][malformed][property]") {
  random_input_is_safe<HostKey>(41, 30'000);
  random_input_is_safe<UuidKey>(42, 30'000);
  random_input_is_safe<PathKey>(43, 30'000);
  random_input_is_safe<RatioKey>(44, 30'000);
  random_input_is_safe<BlobKey>(45, 30'000);
}
