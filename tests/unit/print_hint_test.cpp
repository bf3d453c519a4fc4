// Where <rowkey/print.hpp> is not included (this file includes only
// <rowkey/core.hpp>), `<<` on a key layer type finds a deleted overload
// whose declaration names the header; its compile error is checked by
// tests/compile_fail/print_without_print_header.cpp. What must not change
// with it is checked here: a check for whether these types stream still
// answers no, and Catch2 prints them as it did before, as "{?}". (Where
// print.hpp is included they stream, and print.hpp's overload is chosen over
// the deleted one: tests/unit/print_test.cpp.)
#include <rowkey/core.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <ostream>
#include <string>

namespace {

struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
using Metrics = rowkey::Key<Host, Event>;

template <class T>
constexpr bool streams = requires(std::ostream& out, const T& value) { out << value; };

}  // namespace

TEST_CASE("without <rowkey/print.hpp>, keys, values, ranges and errors do not stream", "[print]") {
  STATIC_REQUIRE_FALSE(streams<rowkey::encoded_key<Metrics>>);
  STATIC_REQUIRE_FALSE(streams<rowkey::key_values<Metrics>>);
  STATIC_REQUIRE_FALSE(streams<rowkey::key_range<Metrics>>);
  STATIC_REQUIRE_FALSE(streams<rowkey::decode_error>);
  STATIC_REQUIRE_FALSE(streams<rowkey::encode_errc>);
  STATIC_REQUIRE_FALSE(Catch::Detail::IsStreamInsertable<rowkey::key_values<Metrics>>::value);
  STATIC_REQUIRE_FALSE(streams<rowkey::bounded_string<64>>);

  const auto values = rowkey::decode<Metrics>(rowkey::encode<Metrics>(Host{"web-1"}, Event{7})->view());
  REQUIRE(values);
  CHECK(Catch::Detail::stringify(*values) == "{?}");
}
