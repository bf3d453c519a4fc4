#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <cstdint>

namespace {
struct Id : rowkey::Column<"id", std::uint32_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<8>> {};
using K = rowkey::Key<Id, rowkey::Desc<Name>>;
}  // namespace

TEST_CASE("a two-column key round-trips") {
  const auto key = rowkey::encode<K>(Id{5}, Name{"ab"});
  REQUIRE(key);
  const auto values = rowkey::decode<K>(*key);
  REQUIRE(values);
  CHECK(values->get<Id>() == 5);
  CHECK(values->get<Name>().view() == "ab");
}
