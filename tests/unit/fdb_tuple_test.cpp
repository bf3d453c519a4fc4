// Keys in FoundationDB's tuple format (Format<fdb_tuple>): golden vectors
// from the tuple layer's design document and derived by hand from
// docs/format.md section 12, round trips and order over random values,
// strict decoding, scans and rule 7. The differential test against an
// independent implementation is tests/interop/.
#include "golden_hex.hpp"
#include "random_values.hpp"

#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

enum class Side : std::uint8_t { buy = 1, sell = 2 };

// A value type of the application's with a codec for rowkey's own format only.
struct Cents {
  std::int64_t value;
};

}  // namespace

template <>
struct rowkey::value_codec<Cents> : rowkey::detail::word_codec<rowkey::value_codec<Cents>, Cents, std::uint64_t> {
  static constexpr std::uint64_t to_word(Cents c) noexcept { return rowkey::value_codec<std::int64_t>::to_word(c.value); }
  static constexpr rowkey::decode_errc from_word(std::uint64_t w, Cents& out) noexcept {
    return rowkey::value_codec<std::int64_t>::from_word(w, out.value);
  }
};

template <>
struct rowkey::enum_range<Side> {
  static constexpr Side first = Side::buy, last = Side::sell;
};

namespace {

using rowkey::decode_errc;
using rowkey::decode_error;
using rowkey::fdb_tuple;
using rowkey::Format;
using rowkey::Key;
using namespace std::string_literals;
using namespace std::string_view_literals;

using Tuple = Format<fdb_tuple>;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Delta : rowkey::Column<"delta", std::int64_t> {};
struct Small : rowkey::Column<"small", std::int8_t> {};
struct Port : rowkey::Column<"port", std::uint16_t> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct SideCol : rowkey::Column<"side", Side> {};
struct Ratio : rowkey::Column<"ratio", float> {};
struct Score : rowkey::Column<"score", double> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::microseconds>> {};
struct Text : rowkey::Column<"text", rowkey::bounded_string<12>> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<12>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<4>> {};
struct Digest : rowkey::Column<"digest", std::array<std::uint8_t, 3>> {};
struct Price : rowkey::Column<"price", Cents> {};

struct tiny_engine {
  static constexpr std::string_view name = "tiny";
  static constexpr std::size_t max_key_bytes = 51;
};

using golden::bytes_of;
using golden::decoded;
using golden::hex_of;

template <class K>
decode_error error_of(std::string_view hex) {
  const auto values = rowkey::decode<K>(bytes_of(hex));
  return values ? decode_error{} : values.error();
}

}  // namespace

TEST_CASE("fdb_tuple: a key that names the format with its header included is laid out in it") {
  // (rules_word_header_test.cpp has the same key without the header.)
  STATIC_REQUIRE(rowkey::byte_format<fdb_tuple> && rowkey::byte_format<rowkey::native_format>);
  STATIC_REQUIRE(!rowkey::byte_format<Id>);  // a name, but no part_traits
  STATIC_REQUIRE(std::is_same_v<rowkey::rules::detail::key_facts<Key<Id, Delta, Tuple>>::format, fdb_tuple>);
  STATIC_REQUIRE(!rowkey::rules::first_violation<Key<Id, Delta, Tuple>>);
}

TEST_CASE("fdb_tuple golden: the design document's string examples") {
  // tuple.md: b'foo\x00bar' packs to 01 66 6f 6f 00 ff 62 61 72 00, and
  // u'F\u00d4O\u0000bar' to 02 46 c3 94 4f 00 ff 62 61 72 00.
  using K = Key<Blob, Text, Tuple>;
  const std::string v = "01 66 6f 6f 00 ff 62 61 72 00 02 46 c3 94 4f 00 ff 62 61 72 00";
  CHECK(hex_of<K>(Blob{"foo\0bar"sv}, Text{"F\xc3\x94O\0bar"sv}) == v);
  CHECK(decoded<K>(v) == rowkey::values_from_tuple<K>({rowkey::bounded_bytes<12>::from("foo\0bar"sv).value(),
                                                       rowkey::bounded_string<12>::from("F\xc3\x94O\0bar"sv).value()}));
}

TEST_CASE("fdb_tuple golden: the design document's integer and float examples") {
  // tuple.md: -5551212 packs to 11 ab 4b 93, and the float -42 to 20 3d d7 ff ff.
  using K = Key<Delta, Ratio, Tuple>;
  const std::string v = "11 ab 4b 93 20 3d d7 ff ff";
  CHECK(hex_of<K>(Delta{-5551212}, Ratio{-42.0f}) == v);
  CHECK(decoded<K>(v) == rowkey::values_from_tuple<K>({-5551212, -42.0f}));
}

TEST_CASE("fdb_tuple golden: integers at every length boundary") {
  using K = Key<Id, Delta, Tuple>;
  // 0 is 14 alone; n magnitude bytes: 14 + n then big-endian; negative:
  // 14 - n then the one's complement of the magnitude.
  const std::vector<std::pair<std::int64_t, std::string>> deltas = {
      {0, "14"},
      {1, "15 01"},
      {255, "15 ff"},
      {256, "16 01 00"},
      {-1, "13 fe"},
      {-255, "13 00"},
      {-256, "12 fe ff"},
      {65535, "16 ff ff"},
      {-65536, "11 fe ff ff"},
      {std::numeric_limits<std::int64_t>::max(), "1c 7f ff ff ff ff ff ff ff"},
      {std::numeric_limits<std::int64_t>::min(), "0c 7f ff ff ff ff ff ff ff"},
  };
  for (const auto& [delta, hex] : deltas) {
    INFO(delta);
    const std::string v = "15 07 " + hex;
    CHECK(hex_of<K>(Id{7}, Delta{delta}) == v);
    CHECK(decoded<K>(v) == rowkey::values_from_tuple<K>({7, delta}));
  }
  CHECK(hex_of<K>(Id{std::numeric_limits<std::uint64_t>::max()}, Delta{0}) == "1c ff ff ff ff ff ff ff ff 14");
}

TEST_CASE("fdb_tuple golden: bool, enum, float, double, time, padded text, byte array") {
  using K = Key<Id, Flag, SideCol, Tuple, rowkey::MaxColumns<3>>;
  CHECK(hex_of<K>(Id{1}, Flag{true}, SideCol{Side::sell}) == "15 01 27 15 02");
  CHECK(hex_of<K>(Id{1}, Flag{false}, SideCol{Side::buy}) == "15 01 26 15 01");
  // Floats: the sign bit flipped when non-negative, every bit when negative.
  using F = Key<Id, Ratio, Score, Tuple>;
  CHECK(hex_of<F>(Id{1}, Ratio{1.0f}, Score{-1.0}) == "15 01 20 bf 80 00 00 21 40 0f ff ff ff ff ff ff");
  CHECK(hex_of<F>(Id{1}, Ratio{-0.0f}, Score{std::numeric_limits<double>::quiet_NaN()}) ==
        "15 01 20 80 00 00 00 21 ff f8 00 00 00 00 00 00");
  using T = Key<Id, Ts, Country, Tuple>;
  const Ts::value_type t{std::chrono::microseconds{-2}};
  CHECK(hex_of<T>(Id{1}, Ts{t}, Country{"NL"}) == "15 01 13 fd 02 4e 4c 00");
  using D = Key<Id, Digest, Tuple>;
  CHECK(hex_of<D>(Id{1}, Digest{std::array<std::uint8_t, 3>{0, 0xff, 1}}) == "15 01 01 00 ff ff 01 00");
  CHECK(decoded<D>("15 01 01 00 ff ff 01 00") == rowkey::values_from_tuple<D>({1, std::array<std::uint8_t, 3>{0, 0xff, 1}}));
}

TEST_CASE("fdb_tuple golden: Hash, Bucket and subspace") {
  // Hash<2>: 16, then the top 15 bits of XXH64 of the element (15 2a) with
  // the top bit set.
  using H = Key<rowkey::Hash<2, Id>, Id, Tuple>;
  const std::uint64_t h = rowkey::xxh64("\x15\x2a"sv) >> 49;
  const auto hash_hex = rowkey::to_hex(std::string{'\x16', static_cast<char>(0x80 | (h >> 8)), static_cast<char>(h & 0xff)});
  CHECK(hex_of<H>(Id{42}) == hash_hex + " 15 2a");
  // Bucket<16> of -1: bucket 15, the integer 0x8f; Bucket<300> of 301: bucket 1, 0x8001.
  using B = Key<rowkey::Bucket<16, Delta>, Delta, Tuple>;
  CHECK(hex_of<B>(Delta{-1}) == "15 8f 13 fe");
  using B2 = Key<rowkey::Bucket<300, Delta>, Delta, Tuple>;
  CHECK(hex_of<B2>(Delta{301}) == "16 80 01 16 01 2d");
  // A subspace packed as the tuple ("shop", 7), before everything.
  using S = Key<Id, Delta, Tuple, rowkey::Subspace<fdb_tuple::pack("shop", 7)>>;
  CHECK(hex_of<S>(Id{1}, Delta{2}) == "02 73 68 6f 70 00 15 07 15 01 15 02");
  CHECK(fdb_tuple::pack("a", -1, true).view() == "\x02\x61\x00\x13\xfe\x27"sv);
}

TEST_CASE("fdb_tuple: the encoding sorts as the values, over thousands of random values") {
  using K = Key<Id, Delta, Text, Tuple>;
  std::mt19937_64 rng(1234);
  const std::array<std::int64_t, 12> edges = {0, 1, -1, 255, 256, -255, -256, 65535, -65536,
                                              std::numeric_limits<std::int64_t>::max(),
                                              std::numeric_limits<std::int64_t>::min(), 1ll << 40};
  struct row {
    std::uint64_t id;
    std::int64_t delta;
    std::string text;
    std::string key;
  };
  std::vector<row> rows;
  for (int i = 0; i < 4000; ++i) {
    row r;
    r.id = rng() % 4 == 0 ? rng() >> (rng() % 64) : rng() % 3;
    r.delta = rng() % 2 ? edges[rng() % edges.size()] : static_cast<std::int64_t>(rng()) >> (rng() % 64);
    const std::size_t length = rng() % 13;
    for (std::size_t j = 0; j < length; ++j) r.text += "\0a\x7f"[rng() % 3];
    const auto key = rowkey::encode<K>(Id{r.id}, Delta{r.delta}, Text{r.text});
    REQUIRE(key);
    r.key = std::string(key->view());
    const auto back = rowkey::decode<K>(r.key);
    REQUIRE(back);
    CHECK(back->get<Id>() == r.id);
    CHECK(back->get<Delta>() == r.delta);
    CHECK(back->get<Text>().view() == r.text);
    rows.push_back(std::move(r));
  }
  std::sort(rows.begin(), rows.end(), [](const row& a, const row& b) { return a.key < b.key; });
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const row& a = rows[i - 1];
    const row& b = rows[i];
    const auto tie_a = std::tie(a.id, a.delta, a.text);
    const auto tie_b = std::tie(b.id, b.delta, b.text);
    CHECK(tie_a <= tie_b);
  }
}

TEST_CASE("fdb_tuple: decoding is strict, and says where") {
  using K = Key<Id, Small, Tuple>;
  CHECK(error_of<K>("15 01 15 05") == decode_error{});
  // A magnitude with a leading zero byte (0xff when negative) is a second spelling.
  CHECK(error_of<K>("15 00 15 05") == decode_error{decode_errc::non_canonical, 1, 0, "id"});
  CHECK(error_of<K>("15 01 12 ff fe") == decode_error{decode_errc::non_canonical, 3, 1, "small"});
  // A value the column's type cannot hold; a negative one in an unsigned column.
  CHECK(error_of<K>("15 01 15 80") == decode_error{decode_errc::out_of_range, 2, 1, "small"});
  CHECK(error_of<K>("13 fe 15 05") == decode_error{decode_errc::out_of_range, 0, 0, "id"});
  // Another element type; an input that ends inside an element; bytes after the last.
  CHECK(error_of<K>("02 61 00 15 05") == decode_error{decode_errc::wrong_type, 0, 0, "id"});
  CHECK(error_of<K>("15 01 16 01") == decode_error{decode_errc::truncated, 4, 1, "small"});
  CHECK(error_of<K>("15 01 15 05 00") == decode_error{decode_errc::trailing_bytes, 4, 2, {}});

  using S = Key<Id, Text, Tuple>;
  CHECK(error_of<S>("15 01 02 61 62") == decode_error{decode_errc::truncated, 5, 1, "text"});  // no terminator
  CHECK(error_of<S>("15 01 02 ff 00") == decode_error{decode_errc::out_of_range, 2, 1, "text"});  // not UTF-8
  CHECK(error_of<S>("15 01 02 c0 80 00") == decode_error{decode_errc::out_of_range, 2, 1, "text"});  // overlong
  CHECK(error_of<S>("15 01 02 61 61 61 61 61 61 61 61 61 61 61 61 61 00") ==
        decode_error{decode_errc::too_long, 15, 1, "text"});
  CHECK(error_of<S>("15 01 01 61 00") == decode_error{decode_errc::wrong_type, 2, 1, "text"});

  using F = Key<Id, Score, Tuple>;
  CHECK(error_of<F>("15 01 21 7f ff ff ff ff ff ff ff") == decode_error{decode_errc::non_canonical, 3, 1, "score"});  // -0.0
  CHECK(error_of<F>("15 01 20 bf 80 00 00") == decode_error{decode_errc::wrong_type, 2, 1, "score"});

  using P = Key<Id, Country, Tuple>;
  CHECK(error_of<P>("15 01 02 61 00 ff 00") == decode_error{decode_errc::out_of_range, 2, 1, "country"});
  using D = Key<Id, Digest, Tuple>;
  CHECK(error_of<D>("15 01 01 61 62 00") == decode_error{decode_errc::out_of_range, 2, 1, "digest"});
  // One byte too many is refused where it is read, terminated or not (docs/format.md, 12.4).
  CHECK(error_of<D>("15 01 01 61 62 63 64 00") == decode_error{decode_errc::too_long, 6, 1, "digest"});
  CHECK(error_of<D>("15 01 01 61 62 63 64") == decode_error{decode_errc::too_long, 6, 1, "digest"});
  CHECK(error_of<D>("15 01 01 61 62 63") == decode_error{decode_errc::truncated, 6, 1, "digest"});
  using E = Key<Id, SideCol, Tuple>;
  CHECK(error_of<E>("15 01 15 03") == decode_error{decode_errc::out_of_range, 2, 1, "side"});

  using B = Key<rowkey::Bucket<16, Delta>, Delta, Tuple>;
  CHECK(error_of<B>("15 8e 13 fe") == decode_error{decode_errc::prefix_mismatch, 0, 0, "delta"});
  using Sub = Key<Id, Delta, Tuple, rowkey::Subspace<"\x15\x07">>;
  CHECK(error_of<Sub>("15 07 15 01 14") == decode_error{});
  CHECK(error_of<Sub>("15 08 15 01 14") == decode_error{decode_errc::outside_subspace, 1, 0, {}});
  CHECK(error_of<Sub>("15") == decode_error{decode_errc::outside_subspace, 1, 0, {}});
}

TEST_CASE("fdb_tuple: encode refuses text that is not UTF-8 before writing") {
  using S = Key<Id, Text, Tuple>;
  const auto key = rowkey::encode<S>(Id{1}, Text{"\xff"sv});
  REQUIRE_FALSE(key);
  CHECK(key.error() == rowkey::encode_error{rowkey::encode_errc::invalid_value, 1, "text"});
  std::string out = "kept";
  CHECK_FALSE(rowkey::encode_append<S>(out, Id{1}, Text{"\xed\xa0\x80"sv}));  // a surrogate
  CHECK(out == "kept");
}

TEST_CASE("fdb_tuple: scans are exact over random keys") {
  using K = Key<rowkey::Bucket<8, Id>, Id, Delta, Text, Tuple, rowkey::MaxColumns<4>, rowkey::Subspace<"\x15\x09">>;
  std::mt19937_64 rng(99);
  std::vector<std::tuple<std::uint64_t, std::int64_t, std::string, std::string>> keys;
  for (int i = 0; i < 3000; ++i) {
    const std::uint64_t id = rng() % 3;
    const std::int64_t delta = static_cast<std::int64_t>(rng() % 600) - 300;
    std::string text;
    for (std::size_t j = rng() % 4; j > 0; --j) text += "\0ab"[rng() % 3];
    const auto key = rowkey::encode<K>(Id{id}, Delta{delta}, Text{text});
    REQUIRE(key);
    keys.emplace_back(id, delta, text, std::string(key->view()));
  }
  const auto by_id = rowkey::prefix<K>(Id{1});
  const auto ranged = rowkey::range<K>(Id{1}, rowkey::between(rowkey::inclusive(Delta{-20}), rowkey::inclusive(Delta{40})));
  const auto texts = rowkey::range<K>(Id{2}, Delta{7}, rowkey::starts_with(Text{"a\0"sv}));
  const auto everything = rowkey::prefix<K>();
  REQUIRE(by_id);
  REQUIRE(ranged);
  REQUIRE(texts);
  REQUIRE(everything);
  std::size_t hits = 0;
  for (const auto& [id, delta, text, key] : keys) {
    CHECK(by_id->contains(key) == (id == 1));
    CHECK(ranged->contains(key) == (id == 1 && delta >= -20 && delta <= 40));
    CHECK(texts->contains(key) == (id == 2 && delta == 7 && text.starts_with("a\0"sv)));
    CHECK(everything->contains(key));
    hits += ranged->contains(key);
  }
  CHECK(hits > 0);
  CHECK_FALSE(everything->contains("\x15\x0a"sv));
  CHECK(everything->begin_key() == "\x15\x09"sv);
}

TEST_CASE("fdb_tuple: split points divide the prefix element evenly") {
  using H = Key<rowkey::Hash<1, Id>, Id, Tuple, rowkey::Subspace<"\x15\x09">>;
  const auto points = rowkey::split_points<H>(4);
  REQUIRE(points.size() == 3);
  CHECK(rowkey::to_hex(points[0]) == "15 09 15 a0");
  CHECK(rowkey::to_hex(points[1]) == "15 09 15 c0");
  CHECK(rowkey::to_hex(points[2]) == "15 09 15 e0");
  using B = Key<rowkey::Bucket<200, Delta>, Delta, Tuple>;
  const auto buckets = rowkey::split_points<B>(2);
  REQUIRE(buckets.size() == 1);
  CHECK(rowkey::to_hex(buckets[0]) == "16 80 64");
}

TEST_CASE("fdb_tuple: rule 7 names what the tuple layer cannot hold") {
  namespace rules = rowkey::rules;
  using rules::problem;
  constexpr auto desc = rules::violation_of<Key<Id, rowkey::Desc<Delta>, Tuple>, 7>;
  CHECK(desc.what == problem::order_not_in_format);
  CHECK(desc.column == "delta");
  CHECK(rules::message(desc).view().starts_with(
      "rowkey rule 7: column `delta` is Desc<delta>, but the FoundationDB tuple format has no such order"));
  CHECK(rules::violation_of<Key<rowkey::Reverse<Id>, Delta, Tuple>, 7>.word == "Reverse");
  constexpr auto buckets = rules::violation_of<Key<rowkey::Bucket<40000, Delta>, Delta, Tuple>, 7>;
  CHECK(buckets.what == problem::prefix_not_in_format);
  CHECK(buckets.figure == 40000);
  CHECK(buckets.limit == 32768);
  CHECK_FALSE(rules::violation_of<Key<rowkey::Bucket<32768, Delta>, Delta, Tuple>, 7>);
  CHECK_FALSE(rules::violation_of<Key<Id, rowkey::Desc<Delta>>, 7>);  // rowkey's own format has Desc
  constexpr auto cents = rules::violation_of<Key<Id, Price, Tuple>, 7>;
  CHECK(cents.what == problem::value_not_in_format);
  CHECK(rules::message(cents).view().starts_with(
      "rowkey rule 7: column `price` has a value type with no element in the FoundationDB tuple format"));
  CHECK_FALSE(rules::first_violation<Key<Id, Price>>);  // a codec for rowkey's own format is enough there
  // Rule 5 counts the tuple encoding's bytes and the subspace's: 8 + 9 + 9 + 26 = 52.
  using Big = Key<Id, Delta, Text, Tuple, rowkey::Subspace<"01234567">, rowkey::TargetEngine<tiny_engine>>;
  constexpr auto too_long = rules::violation_of<Big, 5>;
  CHECK(too_long.what == problem::key_too_long_for_engine);
  CHECK(too_long.figure == 52);
  CHECK(rowkey::max_encoded_size<Key<Id, Delta, Text, Tuple, rowkey::Subspace<"01234567">>> == 52);
}

TEST_CASE("fdb_tuple: a bound string excludes longer strings that go on with 0x00") {
  // "a" packs to 02 61 00 and "a\0b" to 02 61 00 ff 62 00: incrementing the
  // last byte (02 61 01) would take it in; the range ends at 02 61 00 ff.
  using K = Key<Text, Delta, Blob, Tuple>;
  std::mt19937_64 rng(5);
  const auto piece = [&] {
    std::string s;
    for (std::size_t j = rng() % 4; j > 0; --j) s += "\0a\xff"[rng() % 3];
    return s;
  };
  std::vector<std::tuple<std::string, std::int64_t, std::string, std::string>> keys;
  for (int i = 0; i < 3000; ++i) {
    std::string text;
    for (std::size_t j = rng() % 4; j > 0; --j) text += "\0a"[rng() % 2];
    const std::int64_t delta = static_cast<std::int64_t>(rng() % 5) - 2;
    const std::string blob = piece();
    const auto key = rowkey::encode<K>(Text{text}, Delta{delta}, Blob{blob});
    REQUIRE(key);
    keys.emplace_back(text, delta, blob, std::string(key->view()));
  }
  const auto a = rowkey::prefix<K>(Text{"a"});
  const auto a_low = rowkey::range<K>(Text{"a"}, rowkey::between(rowkey::exclusive(Delta{-1}), rowkey::inclusive(Delta{1})));
  const auto exact = rowkey::prefix<K>(Text{"a"}, Delta{0}, Blob{"a\0"sv});
  const auto blob_starts = rowkey::range<K>(Text{"a"}, Delta{0}, rowkey::starts_with(Blob{"a\xff"sv}));
  const auto blob_after = rowkey::range<K>(Text{"a"}, Delta{0}, rowkey::greater_than(Blob{"a"}));
  REQUIRE(a);
  REQUIRE(a_low);
  REQUIRE(exact);
  REQUIRE(blob_starts);
  REQUIRE(blob_after);
  std::size_t in_a = 0;
  for (const auto& [text, delta, blob, key] : keys) {
    INFO(rowkey::to_hex(key));
    CHECK(a->contains(key) == (text == "a"));
    CHECK(a_low->contains(key) == (text == "a" && delta > -1 && delta <= 1));
    CHECK(exact->contains(key) == (text == "a" && delta == 0 && blob == "a\0"sv));
    CHECK(blob_starts->contains(key) == (text == "a" && delta == 0 && blob.starts_with("a\xff"sv)));
    CHECK(blob_after->contains(key) == (text == "a" && delta == 0 && blob > "a"));
    in_a += a->contains(key);
  }
  CHECK(in_a > 0);
  CHECK(rowkey::to_hex(a->end_key()) == "02 61 00 ff");
}

TEST_CASE("fdb_tuple: a range's end prints as past its last column") {
  using K = Key<Id, Delta, Tuple, rowkey::Subspace<"\x15\x12">>;
  const auto r = rowkey::prefix<K>(Id{42});
  REQUIRE(r);
  std::ostringstream out;
  out << *r;
  CHECK(out.str() == "[id=42  [15 12 | 15 2a], past id=42  [15 12 | 15 2a | ff])");
}

TEST_CASE("fdb_tuple: a range past a string column prints the string, not a count of bytes") {
  using K = Key<Text, Delta, Tuple>;
  const auto streamed = [](const auto& range) {
    std::ostringstream out;
    out << range;
    return out.str();
  };
  CHECK(streamed(*rowkey::prefix<K>(Text{"web"})) ==
        "[text=\"web\"  [02 77 65 62 00], past text=\"web\"  [02 77 65 62 00 | ff])");
  CHECK(streamed(*rowkey::range<K>(Text{"web"}, rowkey::at_least(Delta{5}))) ==
        "[text=\"web\" delta=5  [02 77 65 62 00 | 15 05], past text=\"web\"  [02 77 65 62 00 | ff])");
  // A starts_with range: both ends begin a text (the type code, the bytes,
  // no terminator).
  CHECK(streamed(*rowkey::range<K>(rowkey::starts_with(Text{"we"}))) ==
        "[text=\"we\"...  [02 77 65], text=\"wf\"...  [02 77 66])");
  // Every text, zero bytes (escaped as 00 ff) and 0xFF bytes included: the
  // begin past a text and the prefix's end name the column, never "+N bytes".
  // (greater_than's end is the end of the key space, 0xFF, with no column.)
  rowkey_test::random_source r(381);
  int printed = 0;
  for (int i = 0; i < 3000; ++i) {
    const auto text = rowkey_test::random_values<rowkey::bounded_string<12>>::one(r);
    const auto after = rowkey::range<K>(rowkey::greater_than(Text{text}));
    const auto prefix = rowkey::prefix<K>(Text{text});
    REQUIRE(after.has_value() == prefix.has_value());
    if (!after) continue;  // (not UTF-8: the tuple format refuses it, tested above)
    ++printed;
    const std::string begin_past = streamed(*after);
    const std::string whole_prefix = streamed(*prefix);
    INFO(begin_past << "\n" << whole_prefix);
    REQUIRE(begin_past.starts_with("[past text="));
    REQUIRE(begin_past.ends_with(", +1 byte  [ff])"));
    REQUIRE(whole_prefix.find(" byte") == std::string::npos);
    REQUIRE(whole_prefix.find(", past text=") != std::string::npos);
  }
  CHECK(printed > 1000);
}
