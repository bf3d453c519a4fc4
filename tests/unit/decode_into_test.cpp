// decode_into fills the caller's key_values: it must agree with decode on
// every input, valid or not, and a key_values reused across keys must hold
// exactly the last key's values (no bytes left over from a longer string).
#include <rowkey/rowkey.hpp>

#include <random_values.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <tuple>
#include <utility>

namespace {

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct Score : rowkey::Column<"score", double> {};

using Fixed = rowkey::Key<UserId, rowkey::Desc<Ts>>;
using Hashed = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;
using Strings = rowkey::Key<Host, rowkey::Desc<Score>, UserId>;

using rowkey_test::random_source;
using rowkey_test::random_values;

// A string column is a view: `text` keeps its bytes alive while the column is used.
template <class C>
C random_column(random_source& r, std::string& text) {
  if constexpr (std::is_same_v<typename C::value_type, rowkey::bounded_string<16>>) {
    text = rowkey_test::random_text(r, 16, true);
    return C{text};
  } else {
    return C{random_values<typename C::value_type>::one(r)};
  }
}

// Every valid key, every truncation of it, and it with a byte flipped: the
// same outcome through decode and decode_into, into one reused key_values.
template <class K, class... Columns>
void check_agreement(std::uint64_t seed) {
  random_source r(seed);
  rowkey::key_values<K> reused;
  for (int i = 0; i < 3000; ++i) {
    // A braced list draws the columns left to right on every compiler.
    std::array<std::string, sizeof...(Columns)> texts;
    const auto columns = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return std::tuple<Columns...>{random_column<Columns>(r, texts[I])...};
    }(std::index_sequence_for<Columns...>{});
    const std::string key(
        std::apply([](const auto&... c) { return rowkey::encode<K>(c...); }, columns).value().view());
    const auto expected = rowkey::decode<K>(key);
    REQUIRE(expected);
    REQUIRE(rowkey::decode_into<K>(key, reused).code == rowkey::decode_errc::ok);
    // Compared through their canonical bytes: a NaN never equals itself.
    REQUIRE(rowkey::encode<K>(reused)->view() == key);

    for (std::size_t n = 0; n < key.size(); n += 1 + key.size() / 6) {
      const std::string_view cut(key.data(), n);
      REQUIRE_FALSE(rowkey::decode<K>(cut));
      REQUIRE(rowkey::decode_into<K>(cut, reused) == rowkey::decode<K>(cut).error());
    }
    std::string flipped = key;
    flipped[r.below(flipped.size())] ^= static_cast<char>(1 + r.below(255));
    const auto through_decode = rowkey::decode<K>(flipped);
    const rowkey::decode_error through_into = rowkey::decode_into<K>(flipped, reused);
    if (through_decode) {
      REQUIRE(through_into.code == rowkey::decode_errc::ok);
      REQUIRE(rowkey::encode<K>(reused)->view() == rowkey::encode<K>(*through_decode)->view());
    } else {
      REQUIRE(through_into == through_decode.error());
    }
  }
}

}  // namespace

TEST_CASE("decode_into agrees with decode, valid input or not, into a reused key_values", "[decode_into]") {
  check_agreement<Fixed, UserId, Ts>(11);
  check_agreement<Hashed, UserId, Ts>(12);
  check_agreement<Strings, Host, Score, UserId>(13);
}

TEST_CASE("decode_into leaves no bytes of a longer string behind", "[decode_into]") {
  rowkey::key_values<Strings> values;
  const auto longer = rowkey::encode<Strings>(Host{"web-0123456789"}, Score{1.5}, UserId{1}).value();
  const auto shorter = rowkey::encode<Strings>(Host{"db"}, Score{-2.0}, UserId{2}).value();
  REQUIRE(rowkey::decode_into<Strings>(longer, values).code == rowkey::decode_errc::ok);
  REQUIRE(rowkey::decode_into<Strings>(shorter, values).code == rowkey::decode_errc::ok);
  CHECK(values.get<Host>().view() == "db");
  CHECK(values.get<Score>() == -2.0);
  CHECK(values.get<UserId>() == 2);
}

TEST_CASE("decode_into is a constant expression", "[decode_into]") {
  constexpr auto key = rowkey::encode<Fixed>(UserId{7}, Ts{});
  STATIC_REQUIRE([&] {
    rowkey::key_values<Fixed> v;
    return rowkey::decode_into<Fixed>(key.value(), v).code == rowkey::decode_errc::ok && v.get<UserId>() == 7;
  }());
}
