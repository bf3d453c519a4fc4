// Keys of several columns mixing value types and directions: order column by
// column, round trip, and the boundary between a variable-length column and
// the next one (it never takes part in comparing the first).
#include "edge_values.hpp"
#include "key_properties.hpp"

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace {

enum class Level : std::int8_t { debug = -1, info = 0, warn = 1, error = 2 };

}  // namespace

template <>
struct rowkey::enum_range<Level> {
  static constexpr Level first = Level::debug, last = Level::error;
};

namespace {

using sys_us = std::chrono::sys_time<std::chrono::microseconds>;

struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
struct Ts : rowkey::Column<"ts", sys_us> {};
struct Seq : rowkey::Column<"seq", std::int32_t> {};
struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Tag : rowkey::Column<"tag", rowkey::bounded_bytes<6>> {};
struct Score : rowkey::Column<"score", double> {};
struct Uuid : rowkey::Column<"uuid", std::array<std::uint8_t, 16>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<4>> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct Path : rowkey::Column<"path", rowkey::bounded_string<6>> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<6>> {};
struct Severity : rowkey::Column<"severity", Level> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<4>> {};
struct Small : rowkey::Column<"small", std::int8_t> {};
struct Ratio : rowkey::Column<"ratio", float> {};
struct Digest : rowkey::Column<"digest", std::array<std::byte, 4>> {};
struct Elapsed : rowkey::Column<"elapsed", std::chrono::nanoseconds> {};

constexpr std::size_t pairs_per_key = 40'000;

}  // namespace

TEMPLATE_TEST_CASE("keys of several columns keep column-by-column order and round-trip", "[property][key]",
                   (rowkey::Key<Host, rowkey::Desc<Ts>, Seq>), (rowkey::Key<Id, rowkey::Desc<Tag>, Score>),
                   (rowkey::Key<Uuid, rowkey::Desc<Country>, rowkey::Desc<Flag>>),
                   (rowkey::Key<Path, rowkey::Desc<Name>, rowkey::Desc<Severity>>),
                   (rowkey::Key<Blob, rowkey::Desc<Small>, rowkey::Desc<Ratio>>),
                   (rowkey::Key<rowkey::Desc<Path>, Name, Digest>), (rowkey::Key<rowkey::Desc<Host>, rowkey::Desc<Elapsed>>),
                   (rowkey::Key<Id, Host, rowkey::Desc<Name>>),
                   // Four columns, allowed visibly by the policy word (which writes no bytes).
                   (rowkey::Key<Id, rowkey::Desc<Host>, Seq, rowkey::Desc<Score>, rowkey::MaxColumns<4>>)) {
  rowkey_test::require_clean_run(rowkey_test::check_random_pairs<TestType>(0x5EED'0002, pairs_per_key),
                                 pairs_per_key);
}

namespace {

struct Text : rowkey::Column<"text", rowkey::bounded_string<4>> {};
struct After : rowkey::Column<"after", rowkey::bounded_string<3>> {};
struct AfterByte : rowkey::Column<"after_byte", std::uint8_t> {};

// ("a", X) against ("a\0", Y), ("a\0\0", Z), ... for every X, Y, Z: the
// second column must never decide between texts that differ.
template <class K, class First, class Second>
std::string check_boundaries() {
  std::vector<rowkey::key_values<K>> keys;
  for (const auto& x : rowkey_test::edge_values<First>::get()) {
    for (const auto& y : rowkey_test::edge_values<Second>::get()) keys.push_back(rowkey_test::key_of<K>(x, y));
  }
  return rowkey_test::check_all_pairs<K>(keys);
}

}  // namespace

TEMPLATE_TEST_CASE("a variable-length column never lets the next column leak into its comparison",
                   "[property][key][boundary]", (rowkey::Key<Text, After>), (rowkey::Key<rowkey::Desc<Text>, After>),
                   (rowkey::Key<Text, rowkey::Desc<After>>), (rowkey::Key<rowkey::Desc<Text>, rowkey::Desc<After>>),
                   (rowkey::Key<Text, AfterByte>), (rowkey::Key<rowkey::Desc<Text>, AfterByte>),
                   (rowkey::Key<rowkey::Desc<Text>, rowkey::Desc<AfterByte>>)) {
  using second = std::tuple_element_t<1, typename rowkey::key_values<TestType>::tuple_type>;
  const std::string failure = check_boundaries<TestType, rowkey::bounded_string<4>, second>();
  INFO(failure);
  CHECK(failure.empty());
}

TEST_CASE("descending text: a prefix sorts after the texts it prefixes") {
  // The bug class this guards against: inverting "a" gives 9e, inverting "ab"
  // gives 9e 9d; without a terminator 9e sorts first, i.e. "a" would come
  // before "ab" in a descending column.
  using K = rowkey::Key<rowkey::Desc<Text>, After>;
  const auto a = rowkey::encode<K>(Text{"a"}, After{"zzz"});
  const auto ab = rowkey::encode<K>(Text{"ab"}, After{""});
  const auto a0 = rowkey::encode<K>(Text{std::string_view("a\0", 2)}, After{""});
  const auto empty = rowkey::encode<K>(Text{""}, After{"\xff\xff\xff"});
  REQUIRE((a && ab && a0 && empty));
  CHECK(ab->view() < a0->view());
  CHECK(a0->view() < a->view());
  CHECK(a->view() < empty->view());
}
