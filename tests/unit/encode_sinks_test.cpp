// encode's three sinks (inline buffer, caller's span, appended string) write
// the same bytes, and each refuses a value its type cannot hold before writing
// anything.
#include "key_properties.hpp"
#include "random_values.hpp"

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace {

enum class Side : std::uint8_t { buy = 1, sell = 2 };

}  // namespace

template <>
struct rowkey::enum_range<Side> {
  static constexpr Side first = Side::buy, last = Side::sell;
};

namespace {

using rowkey::encode_errc;
using rowkey::encode_error;
using namespace std::string_view_literals;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<6>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<4>> {};
struct SideCol : rowkey::Column<"side", Side> {};
struct Seq : rowkey::Column<"seq", std::uint32_t> {};

using K = rowkey::Key<Id, rowkey::Desc<Name>, Country>;
using FixedK = rowkey::Key<Id, SideCol, Seq>;

constexpr char sentinel = '\xa5';

// Runs all three sinks on the same arguments and checks that each refuses
// them with `expected`, leaving the caller's buffer and string untouched.
template <class Key, class... Columns>
void refused_by_every_sink(const encode_error& expected, const Columns&... columns) {
  const auto inline_key = rowkey::encode<Key>(columns...);
  REQUIRE_FALSE(inline_key);
  CHECK(inline_key.error() == expected);

  std::array<char, rowkey::max_encoded_size<Key> + 8> buffer;
  buffer.fill(sentinel);
  const auto into = rowkey::encode_into<Key>(std::span<char>(buffer), columns...);
  REQUIRE_FALSE(into);
  CHECK(into.error() == expected);
  for (const char c : buffer) REQUIRE(c == sentinel);

  std::string appended = "prefix";
  const auto append = rowkey::encode_append<Key>(appended, columns...);
  REQUIRE_FALSE(append);
  CHECK(append.error() == expected);
  CHECK(appended == "prefix");
}

}  // namespace

TEST_CASE("encode refuses over-long values, 0x00 in a padded_string and enums outside their range, before writing",
          "[encode]") {
  SECTION("a bounded_string longer than its maximum") {
    refused_by_every_sink<K>({encode_errc::too_long, 1, "name"}, Id{1}, Name{"abcdefg"}, Country{"de"});
    // Escaped length is irrelevant: six zero bytes are six bytes, and fit.
    CHECK(rowkey::encode<K>(Id{1}, Name{"\0\0\0\0\0\0"sv}, Country{"de"}));
    refused_by_every_sink<K>({encode_errc::too_long, 1, "name"}, Id{1}, Name{"\0\0\0\0\0\0\0"sv}, Country{"de"});
  }
  SECTION("a padded_string longer than its width, or holding 0x00") {
    refused_by_every_sink<K>({encode_errc::too_long, 2, "country"}, Id{1}, Name{"a"}, Country{"deutsch"});
    refused_by_every_sink<K>({encode_errc::invalid_value, 2, "country"}, Id{1}, Name{"a"}, Country{"d\0"sv});
    refused_by_every_sink<K>({encode_errc::invalid_value, 2, "country"}, Id{1}, Name{"a"}, Country{"\0"sv});
    CHECK(rowkey::encode<K>(Id{1}, Name{"a"}, Country{"\xff\xff\xff\xff"sv}));
  }
  SECTION("the first refused part is the one reported") {
    refused_by_every_sink<K>({encode_errc::too_long, 1, "name"}, Id{1}, Name{"abcdefgh"}, Country{"d\0"sv});
  }
  SECTION("an enum outside its enum_range") {
    refused_by_every_sink<FixedK>({encode_errc::invalid_value, 1, "side"}, Id{1}, SideCol{Side{0}}, Seq{2});
    refused_by_every_sink<FixedK>({encode_errc::invalid_value, 1, "side"}, Id{1}, SideCol{Side{3}}, Seq{2});
    refused_by_every_sink<FixedK>({encode_errc::invalid_value, 1, "side"}, Id{1}, SideCol{Side{255}}, Seq{2});
    CHECK(rowkey::encode<FixedK>(Id{1}, SideCol{Side::buy}, Seq{2}));
    CHECK(rowkey::encode<FixedK>(Id{1}, SideCol{Side::sell}, Seq{2}));
  }
  SECTION("the error's message names the problem, the part and the column") {
    const auto key = rowkey::encode<K>(Id{1}, Name{"abcdefg"}, Country{"de"});
    REQUIRE_FALSE(key);
    CHECK(key.error().message() == "value longer than its type's maximum, in part 1 (column 'name')");
    CHECK_THROWS_WITH(key.value(), "value longer than its type's maximum, in part 1 (column 'name')");
  }
}

TEST_CASE("encode_into reports buffer_too_small for a short buffer and fills an exactly sized one", "[encode]") {
  rowkey_test::random_source r(51);
  for (int i = 0; i < 3000; ++i) {
    const auto values = rowkey_test::random_key<K>(r);
    const auto key = rowkey::encode<K>(values);
    REQUIRE(key);
    const std::size_t n = key->size();

    std::vector<char> exact(n + 4, sentinel);
    const auto written = rowkey::encode_into<K>(std::span<char>(exact.data(), n), values);
    REQUIRE(written);
    CHECK(*written == n);
    CHECK(std::string_view(exact.data(), n) == key->view());
    CHECK(std::string_view(exact.data() + n, 4) == std::string(4, sentinel));

    std::vector<char> short_buffer(n, sentinel);
    const auto refused = rowkey::encode_into<K>(std::span<char>(short_buffer.data(), n - 1), values);
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == encode_error{encode_errc::buffer_too_small, 0, {}});
    CHECK(std::string_view(short_buffer.data(), n) == std::string(n, sentinel));
  }
  // A fixed-width key needs exactly its width.
  std::array<char, 13> fixed{};
  CHECK(rowkey::encode_into<FixedK>(std::span<char>(fixed), Id{1}, SideCol{Side::buy}, Seq{2}).value() == 13);
  CHECK(rowkey::encode_into<FixedK>(std::span<char>(fixed).first(12), Id{1}, SideCol{Side::buy}, Seq{2}).error() ==
        encode_error{encode_errc::buffer_too_small, 0, {}});
}

TEST_CASE("the three sinks write the same bytes, from columns and from decoded values", "[encode][property]") {
  rowkey_test::random_source r(52);
  for (int i = 0; i < 5000; ++i) {
    const auto values = rowkey_test::random_key<K>(r);
    const auto key = rowkey::encode<K>(values);
    REQUIRE(key);
    const std::string bytes(key->view());
    const Id id{values.get<Id>()};
    const Name name{values.get<Name>().view()};
    const Country country{values.get<Country>().view()};

    std::array<char, rowkey::max_encoded_size<K>> buffer;
    const auto n = rowkey::encode_into<K>(std::span<char>(buffer), id, name, country);
    REQUIRE(n);
    REQUIRE(std::string_view(buffer.data(), *n) == bytes);

    std::string appended = "xy";
    REQUIRE(rowkey::encode_append<K>(appended, id, name, country).value() == bytes.size());
    REQUIRE(appended == "xy" + bytes);
    REQUIRE(rowkey::encode_append<K>(appended, values).value() == bytes.size());
    REQUIRE(appended == "xy" + bytes + bytes);
    REQUIRE(rowkey::encode<K>(id, name, country)->view() == bytes);
  }
}
