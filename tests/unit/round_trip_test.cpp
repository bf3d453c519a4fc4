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
#include <tuple>
#include <type_traits>
#include <utility>
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
  using second = std::tuple_element_t<1, rowkey::key_values<TestType>>;
  const std::string failure = check_boundaries<TestType, rowkey::bounded_string<4>, second>();
  INFO(failure);
  CHECK(failure.empty());
}

TEMPLATE_TEST_CASE("key_values as a std::tuple and back: the same values, the same key", "[property][key][tuple]",
                   (rowkey::Key<Host, rowkey::Desc<Ts>, Seq>), (rowkey::Key<Uuid, rowkey::Desc<Country>, rowkey::Desc<Flag>>),
                   (rowkey::Key<rowkey::Hash<4, Id>, Id, rowkey::Desc<Elapsed>>),
                   (rowkey::Key<rowkey::Bucket<8, Ts>, Ts, Blob>)) {
  using values = rowkey::key_values<TestType>;
  using tuple = rowkey::key_values_tuple<TestType>;
  static_assert(std::tuple_size_v<tuple> == values::size, "one element per stored column; a prefix has none");
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    static_assert((std::is_same_v<std::tuple_element_t<I, tuple>, std::tuple_element_t<I, values>> && ...));
  }(std::make_index_sequence<values::size>{});
  rowkey_test::random_source r(0x5EED'0003);
  std::size_t checked = 0;
  for (int i = 0; i < 5'000; ++i) {
    const values v = rowkey_test::random_key<TestType>(r);
    const tuple t = rowkey::to_tuple(v);
    const bool same_elements = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return ((std::get<I>(t) == v.template get<I>()) && ...);
    }(std::make_index_sequence<values::size>{});
    const values back = rowkey::values_from_tuple<TestType>(t);
    const auto key = rowkey::encode<TestType>(v);
    const auto key_back = rowkey::encode<TestType>(back);
    if (!same_elements || !(back == v) || !key || !key_back || key->view() != key_back->view()) {
      FAIL_CHECK("tuple round trip changed the values of " << rowkey::render(*key));
      break;
    }
    ++checked;
  }
  CHECK(checked == 5'000);
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
