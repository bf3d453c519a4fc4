// The row value format (docs/format.md, section 11): round trips over random
// records, golden bytes, records that gained, lost, reordered or retyped
// fields since a row was written, and every kind of malformed input.
#include "random_values.hpp"
#include "table_schema.hpp"

#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <catch2/catch.hpp>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <chrono>
#include <cstring>
#include <cstdint>
#include <string>
#include <string_view>

namespace evolve {
// One table, "items", as three versions of a service declare it over time.
struct ItemV1 {
  std::uint64_t id = 0;
  std::string name;
  std::uint16_t stock = 0;
};
struct ItemV2 {  // gained `price` (default 7) and `tag`, widened `stock`, moved `name` last
  std::uint64_t id = 0;
  std::uint32_t stock = 0;
  double price = 7;
  rowkey::bounded_string<4> tag;
  std::string name;
};
struct ItemV3 {  // lost `name`; `stock` narrowed again; `price` became text
  std::uint64_t id = 0;
  std::uint8_t stock = 0;
  std::string price;
};
struct Tiny {
  std::uint64_t id = 0;
  std::uint16_t n = 0;
  std::string s;
  bool b = false;
};
}  // namespace evolve
BOOST_HANA_ADAPT_STRUCT(evolve::ItemV1, id, name, stock);
BOOST_HANA_ADAPT_STRUCT(evolve::ItemV2, id, stock, price, tag, name);
BOOST_HANA_ADAPT_STRUCT(evolve::ItemV3, id, stock, price);
BOOST_HANA_ADAPT_STRUCT(evolve::Tiny, id, n, s, b);

namespace {

using namespace evolve;
struct Id : rowkey::Column<"id", std::uint64_t> {};
struct V1 : rowkey::Table<"items", ItemV1, rowkey::Key<Id>> {};
struct V2 : rowkey::Table<"items", ItemV2, rowkey::Key<Id>> {};
struct V3 : rowkey::Table<"items", ItemV3, rowkey::Key<Id>> {};
struct Tinies : rowkey::Table<"tiny", Tiny, rowkey::Key<Id>> {};

template <class T>
using row_of = typename rowkey::detail::table_layout<T>::row;
using order_row = rowkey::detail::table_layout<table_test::Orders, table_test::ByBuyer, table_test::BySeller,
                                               table_test::ByTime, table_test::ByItem, table_test::ByCode>::row;

template <class T>
std::string value_of(const typename T::record& r) {
  std::string v;
  row_of<T>::write(r, v);
  return v;
}

std::string hex(std::string_view bytes) { return rowkey::to_hex(bytes); }

TEST_CASE("row value: random records round-trip, and a reused record is reset", "[row_value]") {
  rowkey_test::random_source r(11);
  table_test::generator gen{r};
  table_test::Order previous = gen.order(1);
  for (int i = 0; i < 20000; ++i) {
    table_test::Order o = gen.order(static_cast<std::uint64_t>(i));
    o.item = rowkey_test::random_text(r, r.percent(5) ? 300 : 20, true);  // lengths past one varint byte too
    std::string value;
    order_row::write(o, value);
    REQUIRE(value.size() == order_row::size(o));
    table_test::Order back = previous;  // reused: every value field is overwritten
    back.order_no = o.order_no;         // key fields are not in the value
    const rowkey::value_error e = order_row::read(value, back);
    INFO(hex(value));
    REQUIRE(e.code == rowkey::value_errc::ok);
    REQUIRE(back == o);
    previous = o;
  }
}

TEST_CASE("row value: golden bytes of format version 1", "[row_value][golden]") {
  // The field ids are the reference XXH64 of the names, low 32 bits.
  for (const char* name : {"n", "s", "b", "order_no", "buyer_id", "item"}) {
    CHECK(rowkey::field_id(name) == static_cast<std::uint32_t>(XXH64(name, std::strlen(name), 0)));
  }
  const Tiny t{.id = 5, .n = 0x1234, .s = std::string("a\0b", 3), .b = true};
  // 01 | id("n") 02 34 12 | id("s") 40 03 61 00 62 | id("b") 20 01, ids little-endian
  CHECK(rowkey::field_id("n") == 0x2676b47eu);
  CHECK(rowkey::field_id("s") == 0x14cc241du);
  CHECK(rowkey::field_id("b") == 0x1af39f9bu);
  CHECK(hex(value_of<Tinies>(t)) == "01 7e b4 76 26 02 34 12 1d 24 cc 14 40 03 61 00 62 9b 9f f3 1a 20 01");
  // Every type byte, through the order record: int64 ms time, padded text, enum, double, bytes, seconds.
  table_test::Order o;
  o.buyer_id = 1;
  o.seller_id = 2;
  o.ts = table_test::time_ms(std::chrono::milliseconds(-1));
  o.item = "x";
  o.code = *rowkey::padded_string<8>::from("c1");
  o.status = table_test::Status::shipped;
  o.quantity = -2;
  o.price = 1.0;
  o.gift = true;
  o.token = {0xAB};
  o.note = {};
  o.ttl = std::chrono::seconds(60);
  std::string v;
  order_row::write(o, v);
  std::string types;
  for (std::size_t at = 1; at < v.size();) {
    const auto type = static_cast<unsigned char>(v[at + 4]);
    types += hex(std::string_view(&v[at + 4], 1)) + " ";
    at += 5;
    const int fixed = rowkey::detail::fixed_payload(type);
    at += fixed > 0 ? static_cast<std::size_t>(fixed) : 1 + static_cast<unsigned char>(v[at]);
  }
  // buyer u64, seller u32, ts ms, item text, code text, status u8, quantity i32, price f64, gift, token bytes, note text, ttl s
  CHECK(types == "04 03 32 40 40 01 13 25 20 41 40 33 ");
}

TEST_CASE("row value: rows written by an older or newer record still read", "[row_value][evolution]") {
  const ItemV1 v1{.id = 1, .name = "lamp", .stock = 300};
  const std::string old_row = value_of<V1>(v1);

  SECTION("a field added since reads as its default; a widened integer reads its value; order does not matter") {
    ItemV2 v2{.id = 1, .stock = 9, .price = 99, .tag = *rowkey::bounded_string<4>::from("zz"), .name = "x"};
    REQUIRE(row_of<V2>::read(old_row, v2).code == rowkey::value_errc::ok);
    CHECK(v2.stock == 300);
    CHECK(v2.name == "lamp");
    CHECK(v2.price == 7);        // ItemV2{}'s default, not the 99 the object held
    CHECK(v2.tag.view().empty());
  }
  SECTION("a field removed since is skipped") {
    const ItemV2 v2{.id = 1, .stock = 12, .price = 2.5, .tag = *rowkey::bounded_string<4>::from("new"), .name = "desk"};
    ItemV1 back{};
    REQUIRE(row_of<V1>::read(value_of<V2>(v2), back).code == rowkey::value_errc::ok);
    CHECK(back.name == "desk");
    CHECK(back.stock == 12);
  }
  SECTION("a value its narrowed field cannot hold, or a field whose type changed, is an error naming the field") {
    ItemV3 v3{};
    const rowkey::value_error narrowed = row_of<V3>::read(old_row, v3);
    CHECK(narrowed.code == rowkey::value_errc::out_of_range);
    CHECK(narrowed.field == "stock");
    const ItemV2 v2{.id = 1, .stock = 200, .price = 2.5, .tag = {}, .name = "desk"};
    const rowkey::value_error retyped = row_of<V3>::read(value_of<V2>(v2), v3);
    CHECK(retyped.code == rowkey::value_errc::type_mismatch);
    CHECK(retyped.field == "price");
  }
}

// A valid value with its fields' offsets, to break in every way.
struct sample_value {
  std::string bytes;
  std::vector<std::size_t> starts;  // where each field begins
};

sample_value tiny_sample() {
  sample_value s;
  s.bytes = value_of<Tinies>(Tiny{.id = 1, .n = 7, .s = "hello", .b = true});
  for (std::size_t at = 1; at < s.bytes.size();) {
    s.starts.push_back(at);
    const int fixed = rowkey::detail::fixed_payload(static_cast<unsigned char>(s.bytes[at + 4]));
    at += 5 + (fixed > 0 ? static_cast<std::size_t>(fixed) : 1 + static_cast<unsigned char>(s.bytes[at + 5]));
  }
  return s;
}

rowkey::value_error read_tiny(std::string_view bytes) {
  Tiny t{};
  return row_of<Tinies>::read(bytes, t);
}

TEST_CASE("row value: malformed input is a typed error at the field it is found in", "[row_value][malformed]") {
  const sample_value s = tiny_sample();
  REQUIRE(read_tiny(s.bytes).code == rowkey::value_errc::ok);
  REQUIRE(s.starts.size() == 3);

  SECTION("empty, or an unknown version") {
    CHECK(read_tiny("").code == rowkey::value_errc::bad_version);
    std::string v2 = s.bytes;
    v2[0] = 2;
    CHECK(read_tiny(v2) == rowkey::value_error{rowkey::value_errc::bad_version, 0, {}});
  }
  SECTION("every truncation") {
    for (std::size_t n = 1; n < s.bytes.size(); ++n) {
      const rowkey::value_error e = read_tiny(std::string_view(s.bytes).substr(0, n));
      INFO("length " << n);
      std::size_t field = 0;
      while (field + 1 < s.starts.size() && s.starts[field + 1] <= n) ++field;
      if (n == s.starts[field]) {
        CHECK(e.code == rowkey::value_errc::ok);  // a whole prefix of fields: the rest take their defaults
      } else {
        CHECK(e.code == rowkey::value_errc::truncated);
        CHECK(e.offset == s.starts[field]);
      }
    }
  }
  SECTION("an unknown type byte, a duplicate field, a bad bool, an overlong length") {
    std::string bad_type = s.bytes;
    bad_type.replace(s.starts[2], 4, "\x01\x02\x03\x04");  // an unknown field...
    bad_type[s.starts[2] + 4] = '\x7e';                     // ...of an unknown type
    CHECK(read_tiny(bad_type) == rowkey::value_error{rowkey::value_errc::bad_type, s.starts[2], {}});

    const std::string twice = s.bytes + s.bytes.substr(s.starts[0], s.starts[1] - s.starts[0]);
    CHECK(read_tiny(twice) == rowkey::value_error{rowkey::value_errc::duplicate_field, s.starts[2] + 6, "n"});

    std::string bool2 = s.bytes;
    bool2.back() = 2;
    CHECK(read_tiny(bool2) == rowkey::value_error{rowkey::value_errc::out_of_range, s.starts[2], "b"});

    std::string overlong = s.bytes.substr(0, s.starts[1] + 5) + std::string("\x85\x00", 2) + "hello" + s.bytes.substr(s.starts[2]);
    CHECK(read_tiny(overlong) == rowkey::value_error{rowkey::value_errc::non_canonical, s.starts[1], "s"});

    std::string as_text = s.bytes;
    as_text[s.starts[0] + 4] = '\x40';  // field n stored as text: a type it cannot take
    CHECK(read_tiny(as_text).code == rowkey::value_errc::type_mismatch);
  }
  SECTION("a string longer than its bounded field, an array of the wrong length") {
    ItemV2 v2{};
    const std::string long_tag = value_of<V2>(ItemV2{.id = 1, .stock = 0, .price = 0, .tag = {}, .name = ""});
    std::string row = long_tag;
    const std::uint32_t tag_id = rowkey::field_id("tag");
    const std::size_t at = row.find(std::string_view(reinterpret_cast<const char*>(&tag_id), 4));
    REQUIRE(at != std::string::npos);
    row.replace(at + 5, 1, std::string("\x05") + "abcde");
    const rowkey::value_error e = row_of<V2>::read(row, v2);
    CHECK(e.code == rowkey::value_errc::too_long);
    CHECK(e.field == "tag");

    table_test::Order o{};
    std::string v;
    order_row::write(o, v);
    const std::uint32_t token_id = rowkey::field_id("token");
    const std::size_t t = v.find(std::string_view(reinterpret_cast<const char*>(&token_id), 4));
    REQUIRE(t != std::string::npos);
    v.replace(t + 5, 17, std::string("\x0f") + std::string(15, 'x'));
    CHECK(order_row::read(v, o).code == rowkey::value_errc::out_of_range);
  }
  SECTION("random bytes never crash and never read past the input") {
    rowkey_test::random_source r(3);
    std::size_t accepted = 0;
    for (int i = 0; i < 100000; ++i) {
      std::string bytes = r.percent(50) ? rowkey_test::random_bytes(r, 40) : s.bytes;
      if (!bytes.empty() && r.percent(70)) bytes[r.below(bytes.size())] = static_cast<char>(r.byte());
      const rowkey::value_error e = read_tiny(bytes);
      if (e.code == rowkey::value_errc::ok) ++accepted;
      REQUIRE(e.offset <= bytes.size());
    }
    CHECK(accepted > 0);
  }
}

}  // namespace
