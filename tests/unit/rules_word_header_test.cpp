// A key that names a modifier word or a byte format whose header this
// translation unit does not include: rule 4 reports the header to include
// (the words are declared in rowkey/dsl/fwd.hpp, the formats in
// rowkey/dsl/format.hpp, and each is defined in its own header). This file
// must not include <rowkey/dsl/hash.hpp>, bucket.hpp, reverse.hpp or
// <rowkey/formats/fdb_tuple.hpp>, nor any header that does (core.hpp,
// rowkey.hpp, table.hpp, lab.hpp).
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/format.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/rules/check.hpp>
#include <rowkey/rules/messages.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <string_view>
#include <type_traits>

namespace {

using rowkey::Bucket;
using rowkey::Desc;
using rowkey::Hash;
using rowkey::Key;
using rowkey::Reverse;
namespace rules = rowkey::rules;
using rules::problem;

// In an unnamed namespace: these keys are other types than the same
// spellings in the files that include the words' headers.
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderNo : rowkey::Column<"order_no", std::uint64_t> {};
struct Seq : rowkey::Column<"seq", std::uint32_t> {};

}  // namespace

TEST_CASE("a modifier word named without its header breaks rule 4, naming the header", "[rules]") {
  constexpr rules::violation hash = rules::first_violation<Key<Hash<4, UserId>, UserId, Seq>>;
  STATIC_REQUIRE(hash.what == problem::word_header_not_included);
  STATIC_REQUIRE(hash.rule() == 4);
  STATIC_REQUIRE(hash.part == 0);
  STATIC_REQUIRE(hash.column == "user_id");
  STATIC_REQUIRE(hash.detail == "<rowkey/dsl/hash.hpp>");
  CHECK(rules::message(hash).view() ==
        "rowkey rule 4: part 1 of the key, on column `user_id`, names a modifier word whose header is not "
        "included; include <rowkey/dsl/hash.hpp>, or <rowkey/core.hpp> for every word");

  constexpr rules::violation bucket = rules::first_violation<Key<Seq, Bucket<8, OrderNo>, OrderNo>>;
  STATIC_REQUIRE(bucket.what == problem::word_header_not_included);
  STATIC_REQUIRE(bucket.part == 1);
  STATIC_REQUIRE(bucket.column == "order_no");
  STATIC_REQUIRE(bucket.detail == "<rowkey/dsl/bucket.hpp>");

  constexpr rules::violation reverse = rules::first_violation<Key<Reverse<OrderNo>, Seq>>;
  STATIC_REQUIRE(reverse.what == problem::word_header_not_included);
  STATIC_REQUIRE(reverse.detail == "<rowkey/dsl/reverse.hpp>");
  STATIC_REQUIRE(rules::violation_of<Key<Reverse<OrderNo>, Seq>, 4> == reverse);

  // It comes before every other rule: a key that also has four parts is
  // reported for the header first, as rule 4's structure always is.
  STATIC_REQUIRE(rules::first_violation<Key<Seq, UserId, Reverse<OrderNo>, Desc<Seq>>>.what ==
                 problem::word_header_not_included);
  // A word nested in another is the nesting mistake, whatever is included.
  STATIC_REQUIRE(rules::first_violation<Key<Desc<Hash<4, UserId>>, UserId>>.what == problem::nonsense_nesting);
  // Keys of plain and Desc columns need none of the words' headers.
  STATIC_REQUIRE(!rules::first_violation<Key<UserId, Desc<Seq>>>);
}

TEST_CASE("a byte format named without its header breaks rule 4, naming the header", "[rules]") {
  using Tuple = Key<UserId, Seq, rowkey::Format<rowkey::fdb_tuple>>;
  constexpr rules::violation tuple = rules::first_violation<Tuple>;
  STATIC_REQUIRE(tuple.what == problem::format_header_not_included);
  STATIC_REQUIRE(tuple.rule() == 4);
  STATIC_REQUIRE(tuple.detail == "<rowkey/formats/fdb_tuple.hpp>");
  CHECK(rules::message(tuple).view() ==
        "rowkey rule 4: the Format of the key names a byte format whose header is not included; include "
        "<rowkey/formats/fdb_tuple.hpp>");
  // Laid out in rowkey's own format meanwhile, so that its one error has no
  // follow-on errors (fdb_tuple_test.cpp: with the header, in the tuple's).
  STATIC_REQUIRE(std::is_same_v<rules::detail::key_facts<Tuple>::format, rowkey::native_format>);
  // It comes before every other rule, as rule 4's structure does.
  STATIC_REQUIRE(rules::first_violation<Key<Seq, UserId, OrderNo, Desc<Seq>, rowkey::Format<rowkey::fdb_tuple>>>.what ==
                 problem::format_header_not_included);
}
