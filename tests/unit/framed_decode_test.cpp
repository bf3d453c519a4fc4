// A key whose last variable-width part is a string followed only by
// fixed-width parts decodes the fast way (detail::read_parts_framed): the
// string is read with its end known from the input's length, the tail with no
// bounds checks, and anything it does not accept whole is decoded again by
// the general way. It must give exactly what the general way
// (detail::read_parts_checked, the definition) gives: the same values, or the
// same error at the same offset in the same part. Checked here over valid
// keys with many 0x00 and 0xFF bytes, keys broken every way and random
// bytes, for schemas that take each branch of the fast read: a tail of 8
// bytes or more and one of less, a fixed-width head or none or a variable
// one, room to spare or not, strings shorter than a word, descending strings,
// a Hash over the string and a subspace.
#include <rowkey/decode.hpp>
#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/dsl/reverse.hpp>
#include <rowkey/dsl/subspace.hpp>
#include <rowkey/encode.hpp>

#include "byte_mutations.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <utility>

namespace {

using rowkey_test::broken;
using rowkey_test::random_byte;

using rowkey::Desc;
using rowkey::Key;

using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;
struct Ts : rowkey::Column<"ts", time_ms> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Small : rowkey::Column<"small", std::uint8_t> {};
struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Shard : rowkey::Column<"shard", std::uint32_t> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<12>> {};
struct Word : rowkey::Column<"word", rowkey::bounded_string<8>> {};
struct Tiny : rowkey::Column<"tiny", rowkey::bounded_string<5>> {};
struct Path : rowkey::Column<"path", rowkey::bounded_string<16>> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<20>> {};

// A value of at most `max` bytes (sometimes exactly max, often short).
std::string random_value(std::mt19937_64& rng, std::size_t max, unsigned special_percent) {
  const std::size_t size = rng() % 4 == 0 ? max : rng() % (max + 1);
  std::string s(size, '\0');
  for (char& c : s) c = random_byte(rng, special_percent);
  return s;
}

struct tally {
  std::size_t valid = 0;    // well-formed keys, all decoded
  std::size_t refused = 0;  // broken keys that both ways refused
};

// decode_into (which takes the fast way at run time) against the definition.
template <class K>
void check_same(std::string_view bytes, tally& counts) {
  static_assert(rowkey::detail::framed_part<rowkey::detail::shape_of<K>>() < rowkey::detail::layout<K>::part_count,
                "every schema here must have a framed part, or the test checks nothing new");
  rowkey::key_values<K> fast, general;
  const rowkey::decode_error fast_error = rowkey::decode_into<K>(bytes, fast);
  auto& general_values = general.*rowkey::detail::key_values_access::stored<K>;
  const rowkey::decode_error general_error = rowkey::detail::name_column(
      rowkey::detail::read_parts_checked<rowkey::detail::shape_of<K>>(bytes, general_values),
      rowkey::detail::column_names<K>);
  INFO(bytes.size() << " bytes: " << general_error.message());
  REQUIRE(fast_error == general_error);
  if (general_error.code == rowkey::decode_errc::ok) {
    REQUIRE(fast == general);
  } else {
    ++counts.refused;
  }
}

// Encodes random values (`make` turns the rng into a key's bytes), checks the
// valid key, then broken copies of it and random bytes of about its length.
template <class K, class Make>
tally check_schema(std::uint64_t seed, Make make) {
  std::mt19937_64 rng(seed);
  tally counts;
  for (int round = 0; round < 3000; ++round) {
    const unsigned special = round % 3 == 0 ? 12 : 40;  // one byte in eight, or many escapes
    const std::string key = make(rng, special);
    check_same<K>(key, counts);
    ++counts.valid;
    std::string bad = key;
    for (int b = 1 + static_cast<int>(rng() % 3); b > 0; --b) bad = broken(rng, bad);
    check_same<K>(bad, counts);
    std::string soup(rng() % (key.size() + 8), '\0');
    for (char& c : soup) c = random_byte(rng, 50);
    check_same<K>(soup, counts);
  }
  return counts;
}

template <class K, class... Columns>
std::string key_of(const Columns&... columns) {
  const auto key = rowkey::encode<K>(columns...);
  REQUIRE(key);
  return std::string(key->data(), key->size());
}

time_ms random_time(std::mt19937_64& rng) {
  return time_ms{std::chrono::milliseconds{static_cast<std::int64_t>(rng()) / 2}};
}

// Whether the string part of a valid key was accepted by read_framed itself,
// not by the general way after a refusal: the fast way must really run.
template <class K>
bool fast_read_accepts(std::string_view key) {
  using L = rowkey::detail::layout<K>;
  using S = rowkey::detail::shape_of<K>;
  constexpr std::size_t framed = rowkey::detail::framed_part<S>();
  using T = typename L::template part_traits<framed>;
  constexpr std::size_t frame = rowkey::detail::width_of_parts<S, framed + 1>() + T::codec::terminator_size;
  rowkey::key_values<K> values;
  rowkey::reader in{key.data(), key.data(), key.data() + key.size()};
  std::array<std::size_t, L::part_count> starts{};
  rowkey::decode_error error{};
  in.pos += L::subspace.size();
  auto& stored = values.*rowkey::detail::key_values_access::stored<K>;
  REQUIRE(rowkey::detail::read_part_range<S, 0>(in, stored, starts, error, std::make_index_sequence<framed>{}));
  return T::codec::template read_framed<T::order, 0, frame>(
      in.begin, in.pos, in.end - frame, values.template get<typename T::column>());
}

}  // namespace

TEST_CASE("framed decode: a string with a tail of 8 bytes or more", "[decode][property]") {
  using K = Key<Host, Event, Desc<Ts>>;
  std::size_t near_full = 0;
  const tally t = check_schema<K>(1, [&near_full](std::mt19937_64& rng, unsigned special) {
    const std::string key = key_of<K>(Host{random_value(rng, 64, special)}, Event{static_cast<std::uint16_t>(rng())},
                                      Ts{random_time(rng)});
    // The fast read takes every value whose escaped bytes fit in its bound
    // less 8; a longer one (in the room's last 8 bytes, or over the bound
    // with its escapes) goes the general way, and must decode the same
    // (check_schema).
    const std::size_t escaped = key.size() - 12;
    if (escaped <= 64 - 8) {
      REQUIRE(fast_read_accepts<K>(key));
    } else {
      REQUIRE_FALSE(fast_read_accepts<K>(key));
      ++near_full;
    }
    return key;
  });
  CHECK(t.refused > 3000);
  CHECK(near_full > 800);
}

TEST_CASE("framed decode: a string last, after a fixed-width head", "[decode][property]") {
  using K = Key<rowkey::Bucket<16, Ts>, Ts, Host>;
  const tally t = check_schema<K>(2, [](std::mt19937_64& rng, unsigned special) {
    const std::string host = random_value(rng, 64, special);
    const std::string key = key_of<K>(Ts{random_time(rng)}, Host{host});
    if (key.size() - 9 - 2 <= 64) REQUIRE(fast_read_accepts<K>(key));
    return key;
  });
  CHECK(t.refused > 3000);
}

TEST_CASE("framed decode: a string alone, shorter than a word or not", "[decode][property]") {
  using K = Key<Path>;
  check_schema<K>(3, [](std::mt19937_64& rng, unsigned special) {
    const std::string key = key_of<K>(Path{random_value(rng, 16, special)});
    if (key.size() - 2 <= 16) REQUIRE(fast_read_accepts<K>(key));
    return key;
  });
  using Short = Key<Shard, Tiny>;
  check_schema<Short>(4, [](std::mt19937_64& rng, unsigned special) {
    return key_of<Short>(Shard{static_cast<std::uint32_t>(rng())}, Tiny{random_value(rng, 5, special)});
  });
}

TEST_CASE("framed decode: descending strings and bytes, short tails, little room", "[decode][property]") {
  using K = Key<Desc<Path>, Small>;
  check_schema<K>(5, [](std::mt19937_64& rng, unsigned special) {
    return key_of<K>(Path{random_value(rng, 16, special)}, Small{static_cast<std::uint8_t>(rng())});
  });
  using Roomless = Key<Name, Id>;  // escaped values longer than Max - 8 are common
  check_schema<Roomless>(6, [](std::mt19937_64& rng, unsigned special) {
    const std::string key = key_of<Roomless>(Name{random_value(rng, 12, special)}, Id{rng()});
    if (key.size() - 8 - 2 <= 12) REQUIRE(fast_read_accepts<Roomless>(key));
    return key;
  });
  using Bytes = Key<Small, Desc<Blob>, Desc<Shard>>;
  check_schema<Bytes>(7, [](std::mt19937_64& rng, unsigned special) {
    return key_of<Bytes>(Small{static_cast<std::uint8_t>(rng())}, Blob{random_value(rng, 20, special)},
                         Shard{static_cast<std::uint32_t>(rng())});
  });
}

TEST_CASE("framed decode: a variable head, a Hash over the string, a subspace", "[decode][property]") {
  using TwoStrings = Key<Word, Path, Event>;
  check_schema<TwoStrings>(8, [](std::mt19937_64& rng, unsigned special) {
    return key_of<TwoStrings>(Word{random_value(rng, 8, special)}, Path{random_value(rng, 16, special)},
                              Event{static_cast<std::uint16_t>(rng())});
  });
  using Hashed = Key<rowkey::Hash<4, Path>, Path, Ts, rowkey::Subspace<"app\x00">>;
  const tally t = check_schema<Hashed>(9, [](std::mt19937_64& rng, unsigned special) {
    const std::string key = key_of<Hashed>(Path{random_value(rng, 16, special)}, Ts{random_time(rng)});
    if (key.size() - 4 - 4 - 8 - 2 <= 16) REQUIRE(fast_read_accepts<Hashed>(key));
    return key;
  });
  CHECK(t.refused > 3000);
}

TEST_CASE("framed decode: a reversed string is read the general way", "[decode]") {
  // Reverse's codec derives from the string codec but writes the value's
  // bytes reversed: the fast read must not be inherited.
  using Reversed = Key<rowkey::Reverse<Path>, Event>;
  STATIC_REQUIRE(rowkey::detail::framed_part<rowkey::detail::shape_of<Reversed>>() ==
                 rowkey::detail::layout<Reversed>::part_count);
  STATIC_REQUIRE(rowkey::detail::framed_part<rowkey::detail::shape_of<Key<Path, Event>>>() == 0);
  const std::string key = key_of<Reversed>(Path{std::string_view("abc\0de", 6)}, Event{7});
  const auto values = rowkey::decode<Reversed>(key);
  REQUIRE(values);
  CHECK(values->get<Path>().view() == std::string_view("abc\0de", 6));
}
