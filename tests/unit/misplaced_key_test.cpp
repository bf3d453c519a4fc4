// encode<Orders>(...), describe<UserId>() and the like have overloads of
// their own that give one compile error (tests/compile_fail/call_*_as_key.cpp).
// They are for a Table, an Index or a column only: a user's own functions
// of the same names, found beside rowkey's by argument-dependent lookup or
// a using-directive, must still be the ones called. Checked here, where the
// wrong choice is a compile error (its static_assert) and the right one
// returns the user's value.
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::uint64_t> {};
using Visits = rowkey::Key<UserId, Ts>;
}  // namespace

namespace app {
struct as_json {};
// Found by argument-dependent lookup beside rowkey's render, decode_into and
// encode_into: their arguments are rowkey's types.
template <class Format>
int render(const rowkey::decode_error&) {
  return 1;
}
template <class Format>
int decode_into(const UserId&) {
  return 2;
}
template <class Format>
int encode_into(const rowkey::encode_error&) {
  return 3;
}
int calls_by_lookup() {
  rowkey::decode_error error{};
  UserId id{};
  return render<as_json>(error) + render<as_json>(rowkey::decode_error{}) + decode_into<as_json>(id) +
         encode_into<as_json>(rowkey::encode_error{});
}
}  // namespace app

namespace with_directive {
using namespace rowkey;
struct report {};
// Beside rowkey's describe and decode_into by a using-directive.
template <class T>
std::string describe() {
  return "own";
}
template <class T>
int decode_into(std::string_view) {
  return 4;
}
std::string calls() {
  const std::string bytes = "abc";
  return describe<report>() + std::to_string(decode_into<report>(bytes));
}
}  // namespace with_directive

TEST_CASE("rowkey's overloads for a misplaced key leave a user's functions of the same names alone", "[rules]") {
  CHECK(app::calls_by_lookup() == 1 + 1 + 2 + 3);
  CHECK(with_directive::calls() == "own4");
  // And the key layer's own calls are what they were.
  const auto key = rowkey::encode<Visits>(UserId{7}, Ts{9});
  CHECK(rowkey::decode<Visits>(key->view())->get<Ts>() == 9);
  CHECK(rowkey::render<Visits>(key->view()) == rowkey::render(*key));
  CHECK_FALSE(rowkey::describe<Visits>().empty());
}
