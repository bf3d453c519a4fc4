// Keys, values, ranges, bucket scans, errors, schemas and results as they
// print (rowkey/print.hpp): `<<`, render with each style, fmt's "{}",
// "{:x}", "{:v}" (rowkey/fmt.hpp), and the equality a test compares with.
#include "random_values.hpp"

#include <rowkey/fmt.hpp>
#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/inspect.hpp>
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace std::chrono;
using namespace std::string_view_literals;

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", sys_time<seconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
using Hashed = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;
using HostTime = rowkey::Key<Host, Ts>;
using ByTime = rowkey::Key<rowkey::Bucket<4, Ts>, Ts, Host>;

const sys_seconds t0{1'700'000'000s};  // 2023-11-14T22:13:20Z

template <class T>
std::string streamed(const T& value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

// Every character of the text is printable ASCII or a newline: no raw byte
// of a key reaches a terminal or a log.
bool all_printable(std::string_view text) {
  for (const char c : text) {
    const auto b = static_cast<unsigned char>(c);
    if (c != '\n' && (b < 0x20 || b >= 0x7F)) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("an encoded key prints its columns and its bytes by part", "[print]") {
  const auto key = rowkey::encode<Hashed>(UserId{42}, Ts{t0}).value();
  const std::string readable =
      "user_id=42 ts=2023-11-14T22:13:20Z  [a2 c3 96 22 | 00 00 00 00 00 00 00 2a | 7f ff ff ff 9a ac 0e ff]";
  CHECK(streamed(key) == readable);
  CHECK(rowkey::render(key) == readable);
  CHECK(rowkey::render(key, rowkey::print_style::bytes) == "a2 c3 96 22 00 00 00 00 00 00 00 2a 7f ff ff ff 9a ac 0e ff");
  CHECK(rowkey::render(key, rowkey::print_style::values) == "user_id=42 ts=2023-11-14T22:13:20Z");
  CHECK(fmt::format("{}", key) == readable);
  CHECK(fmt::format("{:x}", key) == rowkey::render(key, rowkey::print_style::bytes));
  CHECK(fmt::format("{:v}", key) == "user_id=42 ts=2023-11-14T22:13:20Z");
  CHECK_THROWS_AS(fmt::format(fmt::runtime("{:q}"), key), fmt::format_error);
}

TEST_CASE("strings print escaped: 0x00, 0xFF, quotes and backslashes never raw", "[print]") {
  const auto key = rowkey::encode<HostTime>(Host{"a\0b\xff\"\\"sv}, Ts{t0}).value();
  CHECK(streamed(key) ==
        "host=\"a\\x00b\\xff\\\"\\\\\" ts=2023-11-14T22:13:20Z  [61 00 ff 62 ff 22 5c 00 01 | 80 00 00 00 65 53 f1 00]");
  const auto values = rowkey::decode<HostTime>(key).value();
  CHECK(streamed(values) == "host=\"a\\x00b\\xff\\\"\\\\\" ts=2023-11-14T22:13:20Z");

  rowkey_test::random_source r(17);
  for (int i = 0; i < 3000; ++i) {
    const auto host = rowkey_test::random_values<rowkey::bounded_string<12>>::one(r);
    const auto k = rowkey::encode<HostTime>(Host{host}, Ts{t0 + seconds(r.below(100000))}).value();
    const std::string text = streamed(k) + streamed(rowkey::decode<HostTime>(k).value()) +
                             streamed(rowkey::prefix<HostTime>(Host{host}).value());
    INFO(rowkey::to_hex(host.view()));
    REQUIRE(all_printable(text));
    // The bytes form reads back as the key (the inspector's hex form).
    REQUIRE(rowkey::detail::inspection::parse_key_text(fmt::format("{:x}", k)).bytes == std::string(k.view()));
  }
}

TEST_CASE("decoded values print as name=value, and compare with what a test expects", "[print]") {
  const auto key = rowkey::encode<Hashed>(UserId{7}, Ts{t0}).value();
  const auto decoded = rowkey::decode<Hashed>(key);
  const auto expected = rowkey::decode<Hashed>(rowkey::encode<Hashed>(UserId{7}, Ts{t0}).value()).value();
  CHECK(streamed(expected) == "user_id=7 ts=2023-11-14T22:13:20Z");
  CHECK(fmt::format("{}", expected) == "user_id=7 ts=2023-11-14T22:13:20Z");
  CHECK(fmt::format("{:x}", expected) == rowkey::to_hex(key.view()));  // the bytes it encodes to
  // result == value, result == error, result == result
  CHECK(decoded == expected);
  const auto other = rowkey::decode<Hashed>(rowkey::encode<Hashed>(UserId{8}, Ts{t0}).value()).value();
  CHECK_FALSE(decoded == other);
  const auto broken = rowkey::decode<Hashed>(key.view().substr(0, 5));
  CHECK_FALSE(broken == expected);
  CHECK(broken == rowkey::decode_error{rowkey::decode_errc::truncated, 5, 1, "user_id"});
  CHECK_FALSE(decoded == rowkey::decode_error{rowkey::decode_errc::truncated, 5, 1, "user_id"});
  CHECK(decoded == rowkey::decode<Hashed>(key));
  CHECK_FALSE(decoded == broken);
  // an encode result (which cannot fail for this key) against its key
  CHECK(rowkey::encode<Hashed>(UserId{7}, Ts{t0}) == key);
  CHECK(streamed(decoded) == "user_id=7 ts=2023-11-14T22:13:20Z");
  CHECK(streamed(broken) == "error: input ends inside the column at byte 5, in part 1 (column 'user_id')");
}

TEST_CASE("ranges print both ends: prefixes, successors, open and empty ranges", "[print]") {
  CHECK(streamed(rowkey::prefix<Hashed>(UserId{42}).value()) ==
        "[user_id=42  [a2 c3 96 22 | 00 00 00 00 00 00 00 2a], user_id=43  [a2 c3 96 22 | 00 00 00 00 00 00 00 2b])");
  // A string prefix ends past the string: its terminator's successor.
  CHECK(streamed(rowkey::prefix<HostTime>(Host{"web"}).value()) ==
        "[host=\"web\"  [77 65 62 00 01], past host=\"web\"  [77 65 62 00 02])");
  CHECK(streamed(rowkey::range<HostTime>(Host{"web"}, rowkey::at_least(Ts{t0})).value()) ==
        "[host=\"web\" ts=2023-11-14T22:13:20Z  [77 65 62 00 01 | 80 00 00 00 65 53 f1 00], "
        "past host=\"web\"  [77 65 62 00 02])");
  CHECK(streamed(rowkey::prefix<HostTime>().value()) == "[start of table, end of table)");
  // Open above: a key of all 0xFF bytes has no successor.
  struct Big : rowkey::Column<"big", std::uint64_t> {};
  using Bigs = rowkey::Key<Big, Ts>;
  CHECK(streamed(rowkey::prefix<Bigs>(Big{~std::uint64_t{0}}).value()) ==
        "[big=18446744073709551615  [ff ff ff ff ff ff ff ff], end of table)");
  // Empty: nothing between its ends.
  const auto empty = rowkey::range<HostTime>(
      Host{"web"}, rowkey::between(rowkey::inclusive(Ts{t0 + 10s}), rowkey::exclusive(Ts{t0}))).value();
  REQUIRE(empty.empty());
  CHECK(streamed(empty).starts_with("empty range [host=\"web\" ts=2023-11-14T22:13:30Z"));
  CHECK(fmt::format("{:x}", rowkey::prefix<Hashed>(UserId{42}).value()) ==
        "[a2 c3 96 22 00 00 00 00 00 00 00 2a, a2 c3 96 22 00 00 00 00 00 00 00 2b)");
  CHECK(fmt::format("{:v}", rowkey::prefix<Hashed>(UserId{42}).value()) == "[user_id=42, user_id=43)");
}

TEST_CASE("a starts_with range prints the text its ends begin, where its bytes are a text's", "[print]") {
  struct Pad : rowkey::Column<"pad", rowkey::padded_string<8>> {};
  using DescHost = rowkey::Key<rowkey::Desc<Host>, Ts>;
  using Padded = rowkey::Key<Pad, Ts>;
  using DescPadded = rowkey::Key<rowkey::Desc<Pad>, Ts>;
  CHECK(streamed(rowkey::range<HostTime>(rowkey::starts_with(Host{"we"})).value()) ==
        "[host=\"we\"...  [77 65], host=\"wf\"...  [77 66])");
  // The end is the successor of the bytes: a zero byte's escape (00 ff)
  // loses its 0xFF, 0xFF bytes carry into the byte before them; descending,
  // the bytes are inverted.
  CHECK(streamed(rowkey::range<HostTime>(rowkey::starts_with(Host{"w\0"sv})).value()) ==
        "[host=\"w\\x00\"...  [77 00 ff], host=\"w\\x01\"...  [77 01])");
  CHECK(streamed(rowkey::range<HostTime>(rowkey::starts_with(Host{"w\xff\xff"sv})).value()) ==
        "[host=\"w\\xff\\xff\"...  [77 ff ff], host=\"x\"...  [78])");
  CHECK(streamed(rowkey::range<DescHost>(rowkey::starts_with(Host{"we"})).value()) ==
        "[host=\"we\"...  [88 9a], host=\"wd\"...  [88 9b])");
  CHECK(streamed(rowkey::range<Padded>(rowkey::starts_with(Pad{"we"})).value()) ==
        "[pad=\"we\"...  [77 65], pad=\"wf\"...  [77 66])");
  CHECK(streamed(rowkey::range<DescPadded>(rowkey::starts_with(Pad{"we"})).value()) ==
        "[pad=\"we\"...  [88 9a], pad=\"wd\"...  [88 9b])");
  // Bytes that no starts_with writes print as bytes: this end is "w" and
  // the first byte of its padding, not a text that begins with "w".
  CHECK(streamed(rowkey::range<DescPadded>(rowkey::starts_with(Pad{"w\x01"})).value()) ==
        "[pad=\"w\\x01\"...  [88 fe], +2 bytes  [88 ff])");
  // The whole key of a text prints it as a range's end does: "host=\"...\"".
  const auto column_of = [](const std::string& text) {
    const std::string whole = streamed(rowkey::encode<HostTime>(Host{text}, Ts{t0}).value());
    return whole.substr(0, whole.find(" ts="));
  };
  // The text an ascending range's end begins, worked out from the begin's
  // bytes: the 0xFF bytes at the end dropped (a zero byte's escape, 00 ff,
  // loses its 0xFF), the last byte left plus one, the escapes read back.
  const auto successor_text = [](std::string bytes) {
    while (!bytes.empty() && bytes.back() == '\xff') bytes.pop_back();
    bytes.back() = static_cast<char>(static_cast<unsigned char>(bytes.back()) + 1);
    std::string text;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
      text += bytes[i];
      if (bytes[i] == '\0') ++i;  // 00 ff: one zero byte
    }
    return text;
  };
  rowkey_test::random_source r(907);
  int texts = 0;
  for (int i = 0; i < 5000; ++i) {
    const auto value = rowkey_test::random_values<rowkey::bounded_string<12>>::one(r);
    const std::string text(value.view().substr(0, r.below(value.size() + 1)));
    if (text.empty()) continue;
    ++texts;
    const auto range = rowkey::range<HostTime>(rowkey::starts_with(Host{text})).value();
    const std::string ascending = streamed(range);
    const std::string descending = streamed(rowkey::range<DescHost>(rowkey::starts_with(Host{text})).value());
    INFO(ascending << "\n" << descending);
    std::string begin(1, '[');  // (appended piece by piece: g++ 12 warns falsely on "[" + std::string)
    begin += column_of(text);
    begin += "...  [";
    REQUIRE(ascending.starts_with(begin));
    REQUIRE(descending.starts_with(begin));
    // Ascending, the end is the text after it, unless the text is 0xFF
    // bytes alone, whose bytes have no successor.
    if (text.find_first_not_of('\xff') == std::string::npos) {
      REQUIRE(ascending.ends_with(", end of table)"));
    } else {
      std::string end(", ");
      end += column_of(successor_text(std::string(range.begin_key())));
      end += "...  [";
      REQUIRE(ascending.find(end) != std::string::npos);
    }
  }
  CHECK(texts > 2500);
  // A reversed string's bytes begin no text (no range leaves them cut; the
  // reader refuses them all the same).
  rowkey::bounded_string<12> read;
  using plain_part = rowkey::detail::layout<HostTime>::part_traits<0>;
  using reversed_part = rowkey::detail::layout<rowkey::Key<rowkey::Reverse<Host>, Ts>>::part_traits<0>;
  CHECK(rowkey::detail::read_text_prefix<plain_part>("ab", read));
  CHECK(read.view() == "ab");
  CHECK_FALSE(rowkey::detail::read_text_prefix<reversed_part>("ab", read));
  CHECK(streamed(rowkey::range<HostTime>(rowkey::starts_with(Host{"\xff\xff"sv})).value()) ==
        "[host=\"\\xff\\xff\"...  [ff ff], end of table)");
}

TEST_CASE("render<K> of a result prints as render of it, K named or not", "[print]") {
  const auto key = rowkey::encode<Hashed>(UserId{42}, Ts{t0});
  const auto values = rowkey::decode<Hashed>(key->view());
  const auto scan = rowkey::prefix<Hashed>(UserId{42});
  const auto buckets = rowkey::bucket_ranges<ByTime>(rowkey::at_least(Ts{t0}));
  CHECK(rowkey::render<Hashed>(key) == rowkey::render(key));
  CHECK(rowkey::render<Hashed>(key) == rowkey::render(*key));
  CHECK(rowkey::render<Hashed>(values) == rowkey::render(*values));
  CHECK(rowkey::render<Hashed>(scan, rowkey::print_style::bytes) == rowkey::render(*scan, rowkey::print_style::bytes));
  CHECK(rowkey::render<ByTime>(buckets) == rowkey::render(*buckets));
  const auto too_long = rowkey::encode<HostTime>(Host{"a-host-name-longer-than-12"}, Ts{t0});
  REQUIRE_FALSE(too_long);
  CHECK(rowkey::render<HostTime>(too_long) == "error: " + too_long.error().message());
  const auto undecodable = rowkey::decode<Hashed>("\x01"sv);
  CHECK(rowkey::render<Hashed>(undecodable) == rowkey::render(undecodable));
  CHECK(rowkey::render<Hashed>(undecodable).starts_with("error: "));
}

TEST_CASE("a bucket scan prints a range per bucket", "[print]") {
  const auto scan =
      rowkey::bucket_ranges<ByTime>(rowkey::between(rowkey::inclusive(Ts{t0}), rowkey::exclusive(Ts{t0 + 60s})))
          .value();
  const std::string text = streamed(scan);
  CHECK(text.starts_with("4 ranges, ordered from byte 1:\n  bucket 0: [ts=2023-11-14T22:13:20Z  [00 | 80 00 00 00 65 53 f1 00], "
                         "ts=2023-11-14T22:14:20Z  [00 | 80 00 00 00 65 53 f1 3c])\n"));
  CHECK(text.ends_with("  bucket 3: [ts=2023-11-14T22:13:20Z  [03 | 80 00 00 00 65 53 f1 00], "
                       "ts=2023-11-14T22:14:20Z  [03 | 80 00 00 00 65 53 f1 3c])"));
  CHECK(fmt::format("{}", scan) == text);
}

struct Seq : rowkey::Column<"seq", std::int64_t> {};

// A bucket's range open above ends where no column is: at the successor of
// the bucket's bytes, which in rowkey's format is often the next bucket's
// first key, and with 0x100 buckets or more can be shorter than a bucket's
// bytes (past 00 ff is 01). Each prints as "past bucket b", of its own b.
template <class K>
void check_open_buckets(std::string_view subspace_hex) {
  const auto scan = rowkey::bucket_ranges<K>(rowkey::at_least(Seq{5})).value();
  for (std::size_t b = 0; b < scan.size(); ++b) {
    INFO("bucket " << b);
    const std::string end = rowkey::render(scan[b], rowkey::print_style::values);
    CHECK(end.ends_with(", past bucket " + std::to_string(b) + ")"));
    // Readable: the end's bytes follow, the subspace's first.
    CHECK(rowkey::render(scan[b]).find(", past bucket " + std::to_string(b) + "  [" + std::string(subspace_hex)) !=
          std::string::npos);
  }
}

TEST_CASE("a bucket's range open above ends past its bucket, in both formats, by any bucket count", "[print]") {
  check_open_buckets<rowkey::Key<rowkey::Bucket<4, Seq>, Seq>>("");
  check_open_buckets<rowkey::Key<rowkey::Bucket<300, Seq>, Seq, rowkey::Subspace<"\x15\x07">>>("15 07 | ");
  check_open_buckets<rowkey::Key<rowkey::Bucket<4, Seq>, Seq, rowkey::Format<rowkey::fdb_tuple>>>("15 8");
  check_open_buckets<rowkey::Key<rowkey::Bucket<300, Seq>, Seq, rowkey::Format<rowkey::fdb_tuple>>>("16 8");
  // A bucket's bytes alone, as a range's begin, are that bucket.
  using Buckets = rowkey::Key<rowkey::Bucket<300, Seq>, Seq>;
  for (const std::size_t b : {0u, 1u, 255u, 256u, 299u}) {
    char bytes[2];
    rowkey::part_codec<rowkey::Bucket<300, Seq>>::write_bucket(bytes, b);
    const std::string text = rowkey::detail::bucket_bound_text<Buckets>(std::string_view(bytes, 2), false);
    CHECK(text == "bucket " + std::to_string(b));
  }
  // Other bytes name no bucket: a hash prefix, a bucket number past the
  // last, a part cut short.
  CHECK(rowkey::detail::bucket_bound_text<Hashed>("\x01\x02\x03\x04", true).empty());
  CHECK(rowkey::detail::bucket_bound_text<Buckets>("\x01\x2d", false).empty());
  CHECK(rowkey::detail::bucket_bound_text<ByTime>("", true).empty());
}

TEST_CASE("every encode and decode error prints its message", "[print]") {
  using rowkey::decode_errc;
  for (const decode_errc code : {decode_errc::truncated, decode_errc::bad_escape, decode_errc::trailing_bytes,
                                 decode_errc::too_long, decode_errc::out_of_range, decode_errc::non_canonical,
                                 decode_errc::prefix_mismatch}) {
    const rowkey::decode_error e{code, 3, 1, "host"};
    CHECK(streamed(e) == std::string(rowkey::describe(code)) + " at byte 3, in part 1 (column 'host')");
    CHECK(fmt::format("{}", e) == streamed(e));
  }
  CHECK(streamed(rowkey::decode_error{}) == "no error");
  // A successful result's error() says so, with no byte: message() of an ok
  // code is the same text the stream prints.
  CHECK(rowkey::decode_error{}.message() == "no error");
  CHECK(rowkey::encode_error{}.message() == "no error");
  using rowkey::encode_errc;
  for (const encode_errc code : {encode_errc::too_long, encode_errc::invalid_value, encode_errc::buffer_too_small}) {
    const rowkey::encode_error e{code, 0, "code"};
    CHECK(streamed(e) == std::string(rowkey::describe(code)) + ", in part 0 (column 'code')");
  }
  CHECK(streamed(rowkey::encode_error{}) == "no error");
  // Errors as they come out of encode and decode.
  CHECK(streamed(rowkey::encode<HostTime>(Host{"a-host-name-too-long"sv}, Ts{t0})) ==
        "error: value longer than its type's maximum, in part 0 (column 'host')");
  CHECK(streamed(rowkey::decode<HostTime>("\x61\x00\x05"sv)) ==
        "error: bad escape sequence at byte 1, in part 0 (column 'host')");
}

TEST_CASE("every error code prints what describe() says of it", "[print]") {
  using rowkey::decode_errc;
  using rowkey::encode_errc;
  using rowkey::store_errc;
  using rowkey::table_errc;
  using rowkey::value_errc;
  // Every code of each enum, from ok to the last (the enums are dense).
  const auto each = [](auto last, auto check) {
    using E = decltype(last);
    for (int c = 0; c <= static_cast<int>(last); ++c) check(static_cast<E>(c));
  };
  const auto prints_its_description = [](auto code) {
    const std::string expected(rowkey::describe(code));
    REQUIRE(expected != "unknown error");
    CHECK(streamed(code) == expected);
    CHECK(fmt::format("{}", code) == expected);
  };
  each(decode_errc::wrong_type, prints_its_description);
  each(encode_errc::buffer_too_small, prints_its_description);
  each(table_errc::store_failure, prints_its_description);
  each(store_errc::outcome_unknown, prints_its_description);
  each(value_errc::non_canonical, prints_its_description);
}

TEST_CASE("the table layer's errors print their message", "[print]") {
  const rowkey::store_error store(rowkey::store_errc::unavailable, "etcd: no leader");
  const rowkey::table_error failed{.code = rowkey::table_errc::store_failure, .table = "orders", .store = store};
  CHECK(streamed(store) == "store unavailable: etcd: no leader");
  CHECK(streamed(store) == store.message());
  CHECK(streamed(failed) == failed.message());
  CHECK(fmt::format("{}", failed) == failed.message());
  const rowkey::value_error value{rowkey::value_errc::truncated, 12, "item"};
  CHECK(streamed(value) == "input ends inside the field at byte 12 (field 'item')");
  CHECK(streamed(rowkey::table_error{}) == "no error");
  CHECK(streamed(rowkey::store_error{}) == "no error");
  CHECK(streamed(rowkey::value_error{}) == "no error");
  // A write's result: ok, or the error.
  CHECK(streamed(rowkey::table_result<void>()) == "ok");
  CHECK(streamed(rowkey::table_result<void>(failed)) == "error: " + failed.message());
  CHECK(fmt::format("{}", rowkey::table_result<void>(failed)) == "error: " + failed.message());
  // A result that holds a number or a bool (upsert, update, erase) prints it.
  CHECK(streamed(rowkey::table_result<bool>(true)) == "true");
  CHECK(streamed(rowkey::table_result<bool>(false)) == "false");
  CHECK(streamed(rowkey::table_result<bool>(failed)) == "error: " + failed.message());
}

TEST_CASE("encode_into's result prints the size written, or the error", "[print]") {
  rowkey_test::random_source random(77);
  std::array<char, 64> buffer{};
  for (int i = 0; i < 1000; ++i) {
    const std::string host = rowkey_test::random_bytes(random, 12);
    const auto written = rowkey::encode_into<HostTime>(std::span<char>(buffer).first(random.below(24)),
                                                       Host{std::string_view(host)}, Ts{t0});
    REQUIRE(streamed(written) == (written ? std::to_string(*written) : "error: " + written.error().message()));
    REQUIRE(fmt::format("{}", written) == streamed(written));
  }
  CHECK(streamed(rowkey::encode_into<HostTime>(std::span<char>(buffer), Host{"web"}, Ts{t0})) == "13");
}

TEST_CASE("a schema prints as describe() does", "[print]") {
  CHECK(streamed(rowkey::schema<Hashed>) == rowkey::describe<Hashed>());
  CHECK(fmt::format("{}", rowkey::schema<Hashed>) == rowkey::describe<Hashed>());
}

TEST_CASE("a string value on its own streams its bytes, as fmt prints it", "[print]") {
  // Random text of every byte value, 0x00 and 0xFF included: what a
  // std::string of the same bytes streams, and what fmt prints.
  rowkey_test::random_source random(2026);
  for (int i = 0; i < 2000; ++i) {
    const std::string text = rowkey_test::random_bytes(random, 12);
    const auto host = rowkey::bounded_string<12>::from(text).value();
    const auto bytes = rowkey::bounded_bytes<12>::from(text).value();
    REQUIRE(streamed(host) == text);
    REQUIRE(streamed(bytes) == text);
    REQUIRE(fmt::format("{}", host) == text);
  }
  const auto country = rowkey::padded_string<4>::from("nl").value();
  CHECK(streamed(country) == "nl");  // the text, not its padding
  // A decoded column, as a service logs it.
  const auto values = rowkey::decode<HostTime>(rowkey::encode<HostTime>(Host{"web\0-1"sv}, Ts{t0}).value()).value();
  CHECK(streamed(values.get<Host>()) == "web\0-1"sv);
}

namespace {

// Time columns of periods below a second that are not a power of ten.
using thirds = duration<std::int64_t, std::ratio<1, 3>>;
using binary_ticks = duration<std::int64_t, std::ratio<1, 1024>>;
using three_halves = duration<std::int64_t, std::ratio<3, 2>>;
using three_ms = duration<std::int64_t, std::ratio<3, 1000>>;
struct ThirdsTs : rowkey::Column<"t", sys_time<thirds>> {};
struct BinaryTs : rowkey::Column<"t", sys_time<binary_ticks>> {};
struct HalvesTs : rowkey::Column<"t", sys_time<three_halves>> {};
struct ThreeMsTs : rowkey::Column<"t", sys_time<three_ms>> {};
struct MsTs : rowkey::Column<"t", sys_time<milliseconds>> {};
// And of units a day or less that 64-bit std::chrono conversions overflow,
// and whole days.
using seven_seconds = duration<std::int64_t, std::ratio<7>>;
using seven_hours = duration<std::int64_t, std::ratio<25200>>;
using ntsc_frames = duration<std::int64_t, std::ratio<1001, 30000>>;
struct SecondsTs : rowkey::Column<"t", sys_time<seconds>> {};
struct NanosTs : rowkey::Column<"t", sys_time<nanoseconds>> {};
struct SevenSecondsTs : rowkey::Column<"t", sys_time<seven_seconds>> {};
struct SevenHoursTs : rowkey::Column<"t", sys_time<seven_hours>> {};
struct FramesTs : rowkey::Column<"t", sys_time<ntsc_frames>> {};
struct DaysTs : rowkey::Column<"t", sys_time<duration<std::int64_t, std::ratio<86400>>>> {};

// The values of Key<UserId, Column> with that time, as they print.
template <class Column>
std::string printed_time(typename Column::value_type t) {
  using K = rowkey::Key<UserId, Column>;
  return streamed(rowkey::decode<K>(rowkey::encode<K>(UserId{1}, Column{t}).value()).value());
}

// "user_id=1 t=YYYY-MM-DDTHH:MM:SS" read back: whole seconds since the epoch, and
// what follows the seconds.
std::pair<std::int64_t, std::string> read_back_time(const std::string& text) {
  int y = 0;
  unsigned mo = 0, d = 0;
  int h = 0, mi = 0, s = 0, used = 0;
  REQUIRE(std::sscanf(text.c_str(), "user_id=1 t=%d-%u-%uT%d:%d:%d%n", &y, &mo, &d, &h, &mi, &s, &used) == 6);
  const sys_days day{year{y} / month{mo} / d};
  return {day.time_since_epoch().count() * 86400 + h * 3600 + mi * 60 + s, text.substr(static_cast<std::size_t>(used))};
}

// Decoded and printed, a time reads back as exactly its count: the decimal
// fraction (Width places) for a period with one, else "Z+N(1/3)s".
template <class Column, int Width>
void check_time_prints_exactly(rowkey_test::random_source& random) {
  using D = typename Column::value_type::duration;
  using P = typename D::period;
  for (int i = 0; i < 3000; ++i) {
    // Within about 300 years of the epoch, either side.
    const auto count = static_cast<std::int64_t>(random.below(std::uint64_t{20'000'000'000} * P::den / P::num)) -
                       std::int64_t{10'000'000'000} * P::den / P::num;
    const typename Column::value_type t{D{count}};
    const std::string text = printed_time<Column>(t);
    const auto [seconds_part, rest] = read_back_time(text);
    if constexpr (Width > 0) {
      REQUIRE(rest.size() == static_cast<std::size_t>(Width) + 2);  // ".fff" then "Z"
      REQUIRE(rest.front() == '.');
      REQUIRE(rest.back() == 'Z');
      std::int64_t scale = 1;
      for (int w = 0; w < Width; ++w) scale *= 10;
      const std::int64_t digits = std::stoll(rest.substr(1, static_cast<std::size_t>(Width)));
      // count * num / den seconds: the whole seconds (rounded down, as a
      // time before the epoch is written), then the rest as exactly
      // digits / 10^Width of a second. (Compared apart: the sum times
      // 10^Width overflows 64 bits.)
      const std::int64_t ticks = count * P::num;
      std::int64_t whole = ticks / P::den;
      if (ticks % P::den < 0) --whole;
      const std::int64_t left = ticks - whole * P::den;
      INFO(text << " from count " << count);
      REQUIRE(seconds_part == whole);
      REQUIRE(digits * P::den == left * scale);
    } else {
      // 1/3 s: the whole seconds, then the thirds left over.
      std::int64_t left = 0;
      if (rest != "Z") {
        REQUIRE(rest.starts_with("Z+"));
        REQUIRE(rest.ends_with("(1/3)s"));
        left = std::stoll(rest.substr(2, rest.size() - 2 - 6));
        REQUIRE((left == 1 || left == 2));
      }
      INFO(text << " from count " << count);
      REQUIRE(seconds_part * 3 + left == count);
    }
  }
}


// Any count a key can hold prints as a date that reads back to its whole
// seconds, when its day is within the years a date shows, and as the count
// "since epoch" otherwise: never a wrong date, never an overflow (the
// sanitizer run checks the arithmetic). Counts uniform over 64 bits (nearly
// all far outside), around the last years a date shows, and near the epoch.
template <class Column>
void check_time_prints_at_every_count(rowkey_test::random_source& random) {
  using D = typename Column::value_type::duration;
  using P = typename D::period;
  __extension__ typedef __int128 wide;
  const wide first_day = sys_days{year::min() / January / 1}.time_since_epoch().count();
  const wide last_day = sys_days{year::max() / December / 31}.time_since_epoch().count();
  const auto count_at = [](wide whole_seconds) {  // the count nearest that many seconds
    const wide c = whole_seconds * P::den / P::num;
    const wide limit = std::numeric_limits<std::int64_t>::max();
    return static_cast<std::int64_t>(c > limit ? limit : c < -limit - 1 ? -limit - 1 : c);
  };
  std::vector<std::int64_t> counts = {0, 1, -1, std::numeric_limits<std::int64_t>::max(),
                                      std::numeric_limits<std::int64_t>::min()};
  for (const wide day : {first_day, last_day + 1}) {
    for (int d = -3; d <= 3; ++d) counts.push_back(count_at(day * 86400 + d));
  }
  for (int i = 0; i < 2000; ++i) {
    counts.push_back(static_cast<std::int64_t>(random.bits()));
    const wide span = (last_day - first_day + 4) * 86400;
    counts.push_back(count_at(static_cast<wide>(random.below(static_cast<std::uint64_t>(2 * span))) - span));
    counts.push_back(count_at(static_cast<wide>(random.below(std::uint64_t{1} << 40)) - (wide{1} << 39)));
  }
  std::size_t dates = 0;
  for (const std::int64_t count : counts) {
    const std::string text = printed_time<Column>(typename Column::value_type{D{count}});
    INFO(text << " from count " << count);
    const wide ticks = wide{count} * P::num;  // in 1/den of a second
    wide whole = ticks / P::den;
    if (ticks % P::den < 0) --whole;
    wide day = whole / 86400;
    if (whole % 86400 < 0) --day;
    if (day >= first_day && day <= last_day) {
      REQUIRE(read_back_time(text).first == whole);
      ++dates;
    } else {
      REQUIRE(text.starts_with("user_id=1 t=" + std::to_string(count)));
      REQUIRE(text.ends_with(" since epoch"));
    }
  }
  CHECK(dates > counts.size() / 3);
}
}  // namespace

TEST_CASE("a time prints as a true date or as its count, at every count and period", "[print]") {
  rowkey_test::random_source random(4096);
  check_time_prints_at_every_count<SecondsTs>(random);
  check_time_prints_at_every_count<MsTs>(random);
  check_time_prints_at_every_count<NanosTs>(random);
  check_time_prints_at_every_count<ThirdsTs>(random);
  check_time_prints_at_every_count<SevenSecondsTs>(random);
  check_time_prints_at_every_count<SevenHoursTs>(random);
  check_time_prints_at_every_count<FramesTs>(random);
  check_time_prints_at_every_count<DaysTs>(random);
  // Years before 1 have four digits too, as ISO 8601 writes them.
  CHECK(printed_time<SecondsTs>(sys_days{year{-3} / 12 / 31}) == "user_id=1 t=-0003-12-31T00:00:00Z");
  CHECK(printed_time<SecondsTs>(sys_days{year{-32767} / 1 / 1}) == "user_id=1 t=-32767-01-01T00:00:00Z");
  CHECK(printed_time<SecondsTs>(sys_days{year{32767} / 12 / 31} + 86399s) == "user_id=1 t=32767-12-31T23:59:59Z");
}

TEST_CASE("a time prints exactly, whatever its period: decimal places when it has them, else its units", "[print]") {
  rowkey_test::random_source random(1024);
  check_time_prints_exactly<MsTs, 3>(random);
  check_time_prints_exactly<ThreeMsTs, 3>(random);
  check_time_prints_exactly<BinaryTs, 10>(random);  // 1/1024 s = 0.0009765625 s
  check_time_prints_exactly<HalvesTs, 1>(random);   // 1.5 s
  check_time_prints_exactly<ThirdsTs, 0>(random);   // no decimal is exact
  // As people read them.
  CHECK(printed_time<ThirdsTs>(sys_time<thirds>{thirds{4}}) == "user_id=1 t=1970-01-01T00:00:01Z+1(1/3)s");
  CHECK(printed_time<ThirdsTs>(sys_time<thirds>{thirds{-1}}) == "user_id=1 t=1969-12-31T23:59:59Z+2(1/3)s");
  CHECK(printed_time<ThirdsTs>(sys_time<thirds>{thirds{3}}) == "user_id=1 t=1970-01-01T00:00:01Z");
  CHECK(printed_time<BinaryTs>(sys_time<binary_ticks>{binary_ticks{1025}}) ==
        "user_id=1 t=1970-01-01T00:00:01.0009765625Z");
  CHECK(printed_time<HalvesTs>(sys_time<three_halves>{three_halves{1}}) == "user_id=1 t=1970-01-01T00:00:01.5Z");
  CHECK(printed_time<HalvesTs>(sys_time<three_halves>{three_halves{2}}) == "user_id=1 t=1970-01-01T00:00:03.0Z");
}
