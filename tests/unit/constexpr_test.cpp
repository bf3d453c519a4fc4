// encode and decode are constant expressions for constant inputs: a key's
// bytes can be fixed at compile time (a scan bound, a sentinel row).
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <span>
#include <string_view>

namespace {

using namespace std::string_view_literals;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Seq : rowkey::Column<"seq", std::int16_t> {};
struct Ratio : rowkey::Column<"ratio", float> {};
struct Elapsed : rowkey::Column<"elapsed", std::chrono::milliseconds> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<8>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<3>> {};

using Fixed = rowkey::Key<Id, rowkey::Desc<Seq>, Ratio>;
using Timed = rowkey::Key<Id, Elapsed>;
using Text = rowkey::Key<Name, rowkey::Desc<Country>, Seq>;
// A string, then a time: the time's value is left unwritten when decode
// builds its result (detail/value_pack.hpp), and starts at zero in constant
// evaluation.
using NamedTime = rowkey::Key<Name, rowkey::Desc<Elapsed>>;

// Fixed width: id big-endian; seq -1 descending: 7f ff inverted 80 00; 1.0f: bf 80 00 00.
constexpr auto fixed_key = rowkey::encode<Fixed>(Id{0x0102030405060708}, Seq{-1}, Ratio{1.0f});
static_assert(fixed_key.has_value());
static_assert(fixed_key->view() == "\x01\x02\x03\x04\x05\x06\x07\x08\x80\x00\xbf\x80\x00\x00"sv);
static_assert(rowkey::max_encoded_size<Fixed> == 14);

// Canonical floats at compile time too: -0.0 and +0.0 are one key.
static_assert(rowkey::encode<Fixed>(Id{1}, Seq{0}, Ratio{-0.0f})->view() ==
              rowkey::encode<Fixed>(Id{1}, Seq{0}, Ratio{0.0f})->view());

static_assert(rowkey::encode<Timed>(Id{0}, Elapsed{std::chrono::milliseconds(-2)})->view() ==
              "\0\0\0\0\0\0\0\0\x7f\xff\xff\xff\xff\xff\xff\xfe"sv);

// Strings: name "a\0b" escaped, country "de" descending (9b 9a ff), seq 7 (80 07).
constexpr auto text_key = rowkey::encode<Text>(Name{"a\0b"sv}, Country{"de"}, Seq{7});
static_assert(text_key->view() == "a\x00\xff" "b\x00\x01\x9b\x9a\xff\x80\x07"sv);

// Refusals are constant expressions as well.
static_assert(!rowkey::encode<Text>(Name{"too long!"}, Country{"de"}, Seq{7}));
static_assert(rowkey::encode<Text>(Name{"a"}, Country{"d\0"sv}, Seq{7}).error().code == rowkey::encode_errc::invalid_value);

// A refused encode, scan or decode leaves a default value behind, never an
// unwritten one (result.hpp's reset): in constant evaluation a value never
// written could not be read, nor the result copied.
constexpr auto refused_key = rowkey::encode<Text>(Name{"too long!"}, Country{"de"}, Seq{7});
constexpr auto refused_key_copy = refused_key;
static_assert(!refused_key_copy && refused_key_copy->view().empty());
constexpr auto refused_range = rowkey::prefix<Text>(Name{"too long!"});
constexpr auto refused_range_copy = refused_range;
static_assert(!refused_range_copy && refused_range_copy->begin_key().empty() && !refused_range_copy->has_end_key());
constexpr auto refused_values = rowkey::decode<Text>("a\x00\x02"sv);
constexpr auto refused_values_copy = refused_values;
static_assert(!refused_values_copy && refused_values_copy->get<Name>().view().empty() &&
              refused_values_copy->get<Seq>() == 0);

// Decode, and encode into a caller's buffer.
constexpr auto decoded = rowkey::decode<Text>(text_key->view());
static_assert(decoded.has_value());
static_assert(decoded->get<Name>().view() == "a\0b"sv);
static_assert(decoded->get<Country>().view() == "de"sv);
static_assert(decoded->get<Seq>() == 7);
static_assert(rowkey::decode<Text>("a\x00\x02"sv).error().code == rowkey::decode_errc::bad_escape);

// A fixed-width key decodes by its own path (read into a local, then the
// result built from it), a constant expression too; a key of the wrong
// length is refused where the general way finds it.
constexpr auto fixed_decoded = rowkey::decode<Fixed>(fixed_key->view());
static_assert(fixed_decoded.has_value());
static_assert(fixed_decoded->get<Id>() == 0x0102030405060708);
static_assert(fixed_decoded->get<Seq>() == -1);
static_assert(fixed_decoded->get<Ratio>() == 1.0f);
static_assert(rowkey::decode<Fixed>(fixed_key->view().substr(0, 13)).error() ==
              rowkey::decode_error{rowkey::decode_errc::truncated, 13, 2, "ratio"});
static_assert(rowkey::decode<Fixed>("\x01\x02\x03\x04\x05\x06\x07\x08\x80\x00\xbf\x80\x00\x00\x00"sv).error() ==
              rowkey::decode_error{rowkey::decode_errc::trailing_bytes, 14, 3, {}});

// A time after a string: decoded, refused when cut short (and its result's
// values back to their defaults), compared.
constexpr auto named_time_key = rowkey::encode<NamedTime>(Name{"a\0"sv}, Elapsed{std::chrono::milliseconds(-2)});
static_assert(named_time_key->view() == "a\x00\xff\x00\x01\x80\0\0\0\0\0\0\x01"sv);
constexpr auto named_time = rowkey::decode<NamedTime>(named_time_key->view());
static_assert(named_time->get<Name>().view() == "a\0"sv);
static_assert(named_time->get<Elapsed>() == std::chrono::milliseconds(-2));
static_assert(rowkey::decode<NamedTime>(named_time_key->view().substr(0, 12)).error() ==
              rowkey::decode_error{rowkey::decode_errc::truncated, 12, 1, "elapsed"});
static_assert(rowkey::decode<NamedTime>(named_time_key->view()) == named_time);
static_assert(rowkey::key_values<NamedTime>{}.get<Elapsed>() == std::chrono::milliseconds(0));

constexpr std::size_t written_size = [] {
  std::array<char, 32> buffer{};
  return rowkey::encode_into<Text>(std::span<char>(buffer), Name{"abc"}, Country{"x"}, Seq{1}).value();
}();
static_assert(written_size == 3 + 2 + 3 + 2);

}  // namespace

TEST_CASE("compile-time keys are the run-time keys", "[encode][constexpr]") {
  // The same calls at run time give the bytes the static_asserts pinned.
  const std::uint64_t id = 0x0102030405060708;
  CHECK(rowkey::encode<Fixed>(Id{id}, Seq{-1}, Ratio{1.0f})->view() == fixed_key->view());
  CHECK(rowkey::encode<Text>(Name{"a\0b"sv}, Country{"de"}, Seq{7})->view() == text_key->view());
  CHECK(rowkey::decode<Text>(text_key->view()).value() == decoded.value());
  CHECK(rowkey::decode<Fixed>(fixed_key->view()).value() == fixed_decoded.value());
  CHECK(rowkey::decode<Fixed>(fixed_key->view().substr(0, 13)).error() ==
        rowkey::decode_error{rowkey::decode_errc::truncated, 13, 2, "ratio"});
  CHECK(rowkey::decode<NamedTime>(named_time_key->view()).value() == named_time.value());
  const auto cut = rowkey::decode<NamedTime>(named_time_key->view().substr(0, 12));
  CHECK(cut.error() == rowkey::decode_error{rowkey::decode_errc::truncated, 12, 1, "elapsed"});
  const auto copy = cut;  // a failed result copies (its values are defaults, not unwritten)
  CHECK(copy == cut);
  CHECK(copy->get<Name>().view().empty());
  CHECK(copy->get<Elapsed>() == std::chrono::milliseconds(0));
}

// Tagged [decode] so that memcheck.decode runs it: under valgrind, a value
// left unwritten by a refusal is reported where these read it.
TEST_CASE("a refused encode, scan or decode holds default values at run time", "[result][decode]") {
  const auto key = rowkey::encode<Text>(Name{"too long!"}, Country{"de"}, Seq{7});
  CHECK((!key && key->view().empty()));
  const auto range = rowkey::prefix<Text>(Name{"too long!"});
  CHECK((!range && range->begin_key().empty() && !range->has_end_key()));
  const auto values = rowkey::decode<Text>("a\x00\x02"sv);
  CHECK((!values && values->get<Name>().view().empty() && values->get<Seq>() == 0));
}
