// rowkey::result, as a service reads what encode, decode and the tables
// return: the ways to reach the value (*r, value() that throws, value_or),
// error() on both paths, comparison, and copies and moves of a result whose
// error owns memory (a table_error carrying the store's own words).
#include "random_values.hpp"

#include <rowkey/core.hpp>
#include <rowkey/table/table_error.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace {

using rowkey::bounded_string;
using rowkey::decode_errc;
using rowkey::encode_errc;

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Host : rowkey::Column<"host", bounded_string<8>> {};
using Fixed = rowkey::Key<UserId>;
using Named = rowkey::Key<UserId, Host>;

// A random host name of 0 to 12 bytes, rich in 0x00 and 0xFF: about a third
// of them too long for Host.
std::string random_host(rowkey_test::random_source& r) {
  std::string s(r.below(13), '\0');
  for (auto& c : s) c = static_cast<char>(r.byte());
  return s;
}

using table_result = rowkey::result<int, rowkey::table_error>;

rowkey::key_values<Fixed> row_of(std::uint64_t id) {
  rowkey::key_values<Fixed> values;
  values.get<0>() = id;
  return values;
}

}  // namespace

TEST_CASE("value_or gives encode's key, or the fallback when encode refuses the value", "[result]") {
  rowkey_test::random_source r(0x7e5017);
  const auto fallback = rowkey::encode<Named>(UserId{0}, Host{"none"}).value();
  int refused = 0;
  for (int i = 0; i < 5000; ++i) {
    const std::uint64_t id = r.bits();
    const std::string host = random_host(r);
    const auto encoded = rowkey::encode<Named>(UserId{id}, Host{std::string_view(host)});
    const auto key = encoded.value_or(fallback);
    if (host.size() <= 8) {
      REQUIRE(encoded.has_value());
      REQUIRE(key == *encoded);
      REQUIRE(rowkey::decode<Named>(key.view()).has_value());
      // The rvalue overload moves the same value out.
      auto moved = rowkey::encode<Named>(UserId{id}, Host{std::string_view(host)}).value_or(fallback);
      REQUIRE(moved == key);
    } else {
      ++refused;
      REQUIRE_FALSE(encoded.has_value());
      REQUIRE(encoded.error().code == encode_errc::too_long);
      REQUIRE(key == fallback);
    }
  }
  CHECK(refused > 1000);  // both paths ran many times
}

TEST_CASE("value_or on decode: the row, or the fallback row for malformed bytes", "[result]") {
  rowkey_test::random_source r(0xdec0de);
  const auto fallback = row_of(~std::uint64_t{0});
  for (int i = 0; i < 5000; ++i) {
    const std::uint64_t id = r.bits();
    const auto key = *rowkey::encode<Fixed>(UserId{id});
    // A whole key, or one cut short or made long by 1 to 3 bytes.
    std::string bytes(key.view());
    const auto cut = r.below(7);
    if (cut < 3) bytes.resize(bytes.size() - 1 - cut);
    if (cut >= 3 && cut < 6) bytes.append(cut - 2, '\x00');
    const auto decoded = rowkey::decode<Fixed>(bytes);
    const auto row = decoded.value_or(fallback);
    if (bytes.size() == key.view().size()) {
      REQUIRE(decoded.has_value());
      REQUIRE(row.get<UserId>() == id);
    } else {
      REQUIRE_FALSE(decoded.has_value());
      REQUIRE(row == fallback);
      REQUIRE((decoded.error().code == decode_errc::truncated || decoded.error().code == decode_errc::trailing_bytes));
    }
  }
}

TEST_CASE("value() throws bad_result_access carrying the error's message", "[result]") {
  const auto refused = rowkey::encode<Named>(UserId{1}, Host{std::string_view("much-too-long")});
  REQUIRE_FALSE(refused);
  try {
    (void)refused.value();
    FAIL("value() of a refused encode returned");
  } catch (const rowkey::bad_result_access& e) {
    CHECK(std::string(e.what()) == refused.error().message());
    CHECK(std::string(e.what()) == "value longer than its type's maximum, in part 1 (column 'host')");
  }
  const auto malformed = rowkey::decode<Fixed>(std::string_view("\x01\x02", 2));
  REQUIRE_FALSE(malformed);
  CHECK_THROWS_AS(malformed.value(), rowkey::bad_result_access);
  CHECK_THROWS_WITH(rowkey::decode<Fixed>(std::string_view("\x01\x02", 2)).value(), malformed.error().message());

  const auto fine = rowkey::encode<Named>(UserId{1}, Host{"web"});
  CHECK_NOTHROW(fine.value());
  CHECK(fine.error() == rowkey::encode_error{});  // on success, E{}
}

TEST_CASE("a key none of whose columns can refuse a value has a result that cannot fail", "[result]") {
  // Fixed's encode cannot fail: a constant has_value(), no flag, the same interface.
  using fixed_result = decltype(rowkey::encode<Fixed>(UserId{1}));
  STATIC_REQUIRE(fixed_result::has_value());
  STATIC_REQUIRE(sizeof(fixed_result) == sizeof(rowkey::encoded_key<Fixed>));
  rowkey_test::random_source r(0xf1ced);
  for (int i = 0; i < 1000; ++i) {
    const std::uint64_t id = r.bits();
    const auto key = rowkey::encode<Fixed>(UserId{id});
    const auto other = *rowkey::encode<Fixed>(UserId{id ^ 1});
    REQUIRE(key.value_or(other) == *key);
    REQUIRE(rowkey::encode<Fixed>(UserId{id}).value_or(other) == *key);
    REQUIRE(key.error() == rowkey::encode_error{});
  }
}

TEST_CASE("a result whose error owns memory copies, moves and assigns it", "[result]") {
  const rowkey::table_error failed{.code = rowkey::table_errc::store_failure,
                                   .table = "orders",
                                   .store = rowkey::store_error(rowkey::store_errc::unavailable, "etcd: no leader")};
  table_result err(failed);
  table_result ok(42);
  REQUIRE_FALSE(err);
  REQUIRE(ok);
  CHECK(err.value_or(-1) == -1);
  CHECK(ok.value_or(-1) == 42);
  CHECK(ok.error().code == rowkey::table_errc::ok);
  CHECK(err.error().store.detail() == "etcd: no leader");

  table_result copy = err;  // the detail is shared, not lost
  CHECK(copy.error().store.detail() == "etcd: no leader");
  table_result moved = std::move(copy);
  CHECK(moved.error().store.detail() == "etcd: no leader");
  CHECK(moved.error().message() == err.error().message());

  table_result target = ok;  // a value over a value, then an error over it, then a value again
  CHECK(target.value_or(0) == 42);
  target = err;
  REQUIRE_FALSE(target);
  CHECK(target.error().store.detail() == "etcd: no leader");
  CHECK_THROWS_WITH(target.value(), err.error().message());
  target = table_result(7);
  REQUIRE(target);
  CHECK(std::move(target).value_or(0) == 7);
  CHECK(target.error().code == rowkey::table_errc::ok);
}

TEST_CASE("results compare with a value, an error and each other", "[result]") {
  rowkey_test::random_source r(0xc0a1);
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t id = r.bits();
    const auto key = *rowkey::encode<Fixed>(UserId{id});
    const auto decoded = rowkey::decode<Fixed>(key.view());
    const auto same = rowkey::decode<Fixed>(key.view());
    const auto broken = rowkey::decode<Fixed>(key.view().substr(0, r.below(key.view().size())));
    REQUIRE(decoded == row_of(id));
    REQUIRE(decoded == same);
    REQUIRE_FALSE(decoded == broken);
    REQUIRE(broken == broken.error());
    REQUIRE_FALSE(decoded == broken.error());
    REQUIRE_FALSE(broken == row_of(id));
  }
}

TEST_CASE("table errors compare field by field, the store's words included", "[result]") {
  using rowkey::store_errc;
  using rowkey::table_errc;
  const rowkey::table_error none{};
  const rowkey::table_error dup{.code = table_errc::duplicate_key, .table = "orders"};
  const rowkey::table_error down{
      .code = table_errc::store_failure, .table = "orders", .store = rowkey::store_error(store_errc::unavailable, "no leader")};
  // Built apart, from other strings with the same text.
  const std::string table = "orders", words = "no leader";
  const rowkey::table_error down_again{.code = table_errc::store_failure,
                                       .table = table,
                                       .store = rowkey::store_error(store_errc::unavailable, words)};
  CHECK(none == rowkey::table_error{});
  CHECK(dup == rowkey::table_error{table_errc::duplicate_key, table});
  CHECK(down == down_again);
  CHECK_FALSE(down == dup);
  CHECK_FALSE(dup == none);
  CHECK_FALSE(down == rowkey::table_error{table_errc::store_failure, "orders", {}, {}, {}, {}, 0,
                                          rowkey::store_error(store_errc::unavailable, "timed out")});
  CHECK_FALSE(down == rowkey::table_error{table_errc::store_failure, "orders", {}, {}, {}, {}, 0,
                                          rowkey::store_error(store_errc::unavailable)});
  CHECK(rowkey::store_error(store_errc::conflict) == rowkey::store_error(store_errc::conflict, ""));
  CHECK_FALSE(rowkey::store_error(store_errc::conflict) == rowkey::store_error(store_errc::timed_out));
  // With a code alone, the code decides, whatever the engine said.
  CHECK(down.store == store_errc::unavailable);
  CHECK(store_errc::unavailable == down.store);
  CHECK_FALSE(down.store == store_errc::timed_out);
  CHECK(down.store != store_errc::timed_out);
  // A result compares with the error it holds.
  CHECK(table_result(dup) == dup);
  CHECK_FALSE(table_result(dup) == down);
  CHECK_FALSE(table_result(7) == dup);
}
