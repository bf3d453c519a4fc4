// Order preservation and round trip of every value type, in both directions,
// as properties over reproducible random pairs and over every pair of
// hand-picked edge values (tests/support/key_properties.hpp says which
// properties). Each type is tested as the second column of a key led by a
// uint64 id (a key must lead with a high-cardinality column); the pairs share
// the id most of the time, so the column under test decides their order.
#include "edge_values.hpp"
#include "key_properties.hpp"
#include "random_values.hpp"

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace {

enum class Side : std::uint8_t { buy = 1, sell = 2, cancel = 3 };
enum class Level : std::int8_t { lowest = -3, highest = 3 };
enum Code : std::uint16_t {};  // unscoped, fixed underlying type, no enum_range: every uint16 is a value

}  // namespace

template <>
struct rowkey::enum_range<Side> {
  static constexpr Side first = Side::buy, last = Side::cancel;
};
template <>
struct rowkey::enum_range<Level> {
  static constexpr Level first = Level::lowest, last = Level::highest;
};

namespace {

struct Lead : rowkey::Column<"lead", std::uint64_t> {};
template <class T>
struct Val : rowkey::Column<"value", T> {};

template <class T>
using ascending_key = rowkey::Key<Lead, Val<T>>;
template <class T>
using descending_key = rowkey::Key<Lead, rowkey::Desc<Val<T>>>;

using sys_us = std::chrono::sys_time<std::chrono::microseconds>;
using steady_ns = std::chrono::time_point<std::chrono::steady_clock, std::chrono::nanoseconds>;
using sys_float_ms = std::chrono::sys_time<std::chrono::duration<float, std::milli>>;
using millis32 = std::chrono::duration<std::int32_t, std::milli>;
using seconds_double = std::chrono::duration<double>;

constexpr std::size_t pairs_per_direction = 40'000;

// Every pair of edge values, under two lead values.
template <class K, class T>
std::string check_edge_pairs() {
  std::vector<rowkey::key_values<K>> keys;
  for (const std::uint64_t lead : {std::uint64_t{0}, std::uint64_t{0xFFFFFFFFFFFFFFFF}}) {
    for (const T& v : rowkey_test::edge_values<T>::get()) keys.push_back(rowkey_test::key_of<K>(lead, v));
  }
  return rowkey_test::check_all_pairs<K>(keys);
}

}  // namespace

TEMPLATE_TEST_CASE("every value type keeps its order and round-trips, ascending and descending", "[property][codec]",
                   std::uint8_t, std::uint16_t, std::uint32_t, std::uint64_t, std::int8_t, std::int16_t, std::int32_t,
                   std::int64_t, bool, Side, Level, Code, float, double, std::chrono::nanoseconds, millis32,
                   seconds_double, sys_us, steady_ns, sys_float_ms, (std::array<std::uint8_t, 16>),
                   (std::array<std::byte, 3>), rowkey::padded_string<8>, rowkey::bounded_string<16>,
                   rowkey::bounded_bytes<5>) {
  SECTION("random pairs, ascending") {
    rowkey_test::require_clean_run(
        rowkey_test::check_random_pairs<ascending_key<TestType>>(0xA5C0'0001, pairs_per_direction, 95, 0),
        pairs_per_direction);
  }
  SECTION("random pairs, descending") {
    rowkey_test::require_clean_run(
        rowkey_test::check_random_pairs<descending_key<TestType>>(0xDE5C'0001, pairs_per_direction, 95, 0),
        pairs_per_direction);
  }
  SECTION("every pair of edge values, ascending") {
    const std::string failure = check_edge_pairs<ascending_key<TestType>, TestType>();
    INFO(failure);
    CHECK(failure.empty());
  }
  SECTION("every pair of edge values, descending") {
    const std::string failure = check_edge_pairs<descending_key<TestType>, TestType>();
    INFO(failure);
    CHECK(failure.empty());
  }
}

namespace {

// The bytes of one value, ascending.
template <class T>
std::string ascending_bytes(const T& v) {
  using codec = rowkey::value_codec<T>;
  std::string out(codec::max_size, '\0');
  out.resize(static_cast<std::size_t>(codec::template write<rowkey::direction::ascending>(out.data(), codec::argument(v)) -
                                      out.data()));
  return out;
}

// Whether codec::less(a, b) says exactly whether a encodes below b.
template <class T>
bool less_is_byte_order(const T& a, const T& b) {
  using codec = rowkey::value_codec<T>;
  return codec::less(codec::argument(a), codec::argument(b)) == (ascending_bytes(a) < ascending_bytes(b));
}

}  // namespace

// A scan decides whether a range is empty by codec::less where a codec states
// it (scan/ranges.hpp), so it must be the byte order exactly; and a codec
// whose bytes are in another order must not state it.
TEMPLATE_TEST_CASE("a codec's less is the order of its bytes", "[property][codec]", std::uint8_t, std::uint16_t,
                   std::uint32_t, std::uint64_t, std::int8_t, std::int16_t, std::int32_t, std::int64_t,
                   std::chrono::nanoseconds, millis32, sys_us, steady_ns) {
  STATIC_REQUIRE(rowkey::codec_has_less<rowkey::value_codec<TestType>>);
  STATIC_REQUIRE_FALSE(rowkey::codec_has_less<rowkey::detail::reversed_codec<TestType>>);
  rowkey_test::random_source r(0x1E55'0001);
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < pairs_per_direction; ++i) {
    const TestType a = rowkey_test::random_values<TestType>::one(r);
    const TestType b = rowkey_test::random_values<TestType>::near(r, a);
    if (!less_is_byte_order(a, b) || !less_is_byte_order(b, a)) ++wrong;
  }
  for (const TestType& a : rowkey_test::edge_values<TestType>::get()) {
    for (const TestType& b : rowkey_test::edge_values<TestType>::get()) {
      if (!less_is_byte_order(a, b)) ++wrong;
    }
  }
  CHECK(wrong == 0);
}

TEMPLATE_TEST_CASE("codecs whose values' < is not their byte order state no less", "[codec]", bool, Side, Level, Code,
                   float, double, seconds_double, sys_float_ms, rowkey::bounded_string<16>) {
  STATIC_REQUIRE_FALSE(rowkey::codec_has_less<rowkey::value_codec<TestType>>);
}
