// Values of rowkey's own types built from string literals, in every way a
// service writes them: at run time and in constant evaluation, by direct and
// copy initialization, as an argument, by assignment and in a comparison.
// (Their constructors were consteval until these tests: g++ 12 rejected every
// run-time use, "'this' is not a constant expression", and clang 16 crashed.)
#include <rowkey/core.hpp>

#include <catch2/catch.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace {

using namespace std::string_view_literals;
using rowkey::bounded_bytes;
using rowkey::bounded_string;
using rowkey::padded_string;

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Host : rowkey::Column<"host", bounded_string<16>> {};
struct Country : rowkey::Column<"country", padded_string<4>> {};
struct Tag : rowkey::Column<"tag", bounded_bytes<8>> {};
using K = rowkey::Key<UserId, Country, Host>;
using Tagged = rowkey::Key<UserId, Tag>;

// Not inlined, so that the conversion happens at a call, at run time.
[[gnu::noinline]] std::string_view as_argument(const bounded_string<16>& host) { return host.view(); }

}  // namespace

TEST_CASE("literals build rowkey's value types at run time", "[types]") {
  const bounded_string<16> direct{"web-01"};
  const bounded_string<16> copied = "web-02";
  bounded_string<16> assigned;
  assigned = "web-03";
  CHECK(direct.view() == "web-01"sv);
  CHECK(copied.view() == "web-02"sv);
  CHECK(assigned.view() == "web-03"sv);
  CHECK(as_argument("web-04") == "web-04"sv);
  CHECK(direct == "web-01");
  CHECK_FALSE(direct == "web-1");
  CHECK(direct < "web-02");

  // Escapes and every byte value survive: the literal is bytes, not text.
  const bounded_string<16> zeros{"a\0b\xff"};
  CHECK(zeros.view() == "a\0b\xff"sv);
  const bounded_bytes<8> bytes{"\x00\x01\xfe\xff"};
  CHECK(bytes.view() == "\x00\x01\xfe\xff"sv);
  const bounded_string<4> full{"abcd"};  // exactly the bound
  CHECK(full.size() == 4);
  const bounded_string<4> none{""};
  CHECK(none.empty());

  const padded_string<4> country{"us"};
  CHECK(country.view() == "us"sv);
  CHECK(country == "us");
}

// Run-time text is refused by a constructor and an assignment of their own
// (one error that names from(); tests/compile_fail/*run_time_text*), which
// must not make it convert implicitly: a function overloaded on a value type
// and on std::string_view takes a std::string as the view, as before.
namespace {
std::string_view overloaded(const bounded_string<16>&) { return "value type"; }
std::string_view overloaded(std::string_view) { return "view"; }

// A service's own type built on a value type copies into it as before.
struct Hostname : bounded_string<16> {
  using bounded_string<16>::bounded_string;
};
template <class C, class V>
concept compares_with = requires(const C& c, const V& v) { c == v; };
}  // namespace

TEST_CASE("run-time text does not convert to rowkey's value types", "[types]") {
  const Hostname derived{"web-07"};
  bounded_string<16> copied(derived);
  CHECK(copied == "web-07");
  copied = Hostname{"web-08"};
  CHECK(copied == "web-08");
  STATIC_REQUIRE_FALSE(std::is_convertible_v<std::string, bounded_string<16>>);
  STATIC_REQUIRE_FALSE(std::is_convertible_v<std::string_view, padded_string<4>>);
  STATIC_REQUIRE_FALSE(std::is_convertible_v<const char*, bounded_bytes<8>>);
  STATIC_REQUIRE_FALSE(std::is_convertible_v<bounded_string<8>, bounded_string<16>>);
  const std::string text = "web-05";
  CHECK(overloaded(text) == "view"sv);
  CHECK(overloaded(bounded_string<16>{"web-05"}) == "value type"sv);
  // Literals, values of the same type and from() still assign.
  bounded_string<16> host;
  host = "web-06";
  CHECK(host == "web-06");
  host = bounded_string<16>::from(text).value();
  CHECK(host == "web-05");
  padded_string<4> country;
  country = padded_string<4>::from("fr").value();
  CHECK(country == "fr");
  // And `= {}` clears, as for any value (it was ambiguous in a first version).
  host = {};
  country = {};
  CHECK(host.empty());
  CHECK(country.empty());
}

TEST_CASE("a decoded value compares with its column's value, either way round", "[types]") {
  const auto key = rowkey::encode<K>(UserId{7}, Country{"us"}, Host{"web-01"});
  const auto values = rowkey::decode<K>(key->view());
  REQUIRE(values);
  CHECK(values->get<UserId>() == UserId{7});
  CHECK(UserId{7} == values->get<UserId>());
  CHECK(values->get<UserId>() != UserId{8});
  CHECK(values->get<Host>() == Host{"web-01"});
  CHECK(Host{"web-01"} == values->get<Host>());
  CHECK(values->get<Host>() != Host{"web-0"});
  CHECK(values->get<Country>() == Country{"us"});
  CHECK(values->get<Country>() != Country{"u"});
  STATIC_REQUIRE(UserId{3} == std::uint64_t{3});
  STATIC_REQUIRE_FALSE(compares_with<UserId, int>);  // -1 would convert to 2^64 - 1
  STATIC_REQUIRE_FALSE(std::equality_comparable<UserId>);  // two columns' values: compare their .value
}

TEST_CASE("literals build rowkey's value types in constant evaluation", "[types]") {
  constexpr bounded_string<16> host{"web-01"};
  STATIC_REQUIRE(host.size() == 6);
  STATIC_REQUIRE(host == "web-01");
  STATIC_REQUIRE(host.view() == "web-01"sv);
  constexpr padded_string<4> country{"us"};
  STATIC_REQUIRE(country.view() == "us"sv);
  constexpr bounded_bytes<8> tag{"\x00\xff"};
  STATIC_REQUIRE(tag.view() == "\x00\xff"sv);
}

TEST_CASE("a value built from a literal encodes and decodes as from() builds it", "[types]") {
  const bounded_string<16> host{"db-\0-7"};
  const padded_string<4> country{"nl"};
  const auto key = rowkey::encode<K>(UserId{7}, Country{country}, Host{host}).value();
  const auto same = rowkey::encode<K>(UserId{7}, Country{padded_string<4>::from("nl").value()},
                                      Host{bounded_string<16>::from("db-\0-7"sv).value()})
                        .value();
  CHECK(key.view() == same.view());
  const auto values = rowkey::decode<K>(key.view()).value();
  CHECK(values.get<Host>() == host);
  CHECK(values.get<Host>() == "db-\0-7");
  CHECK(values.get<Country>() == "nl");

  const bounded_bytes<8> tag{"\xff\x00"};
  const auto tagged = rowkey::encode<Tagged>(UserId{1}, Tag{tag}).value();
  CHECK(rowkey::decode<Tagged>(tagged.view()).value().get<Tag>() == tag);
}

TEST_CASE("a padded_string literal holding 0x00 built at run time is refused by encode", "[types]") {
  // In constant evaluation it does not compile
  // (tests/compile_fail/value_padded_literal_holds_0x00.cpp); at run time the
  // encoder refuses it before writing anything, as it refuses from()'s input.
  const padded_string<4> country{"u\0s"};
  const auto key = rowkey::encode<K>(UserId{7}, Country{country}, Host{"web-01"});
  REQUIRE_FALSE(key);
  CHECK(key.error().code == rowkey::encode_errc::invalid_value);
  CHECK(key.error().column == "country");
  CHECK_FALSE(padded_string<4>::from("u\0s"sv));
}
