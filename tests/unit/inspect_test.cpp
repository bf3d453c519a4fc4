// The key inspector (rowkey/inspect.hpp): keys in each form people copy them
// in, malformed lines that get a message and do not stop the rest, a key two
// schemas decode, and one no schema decodes.
#include "random_values.hpp"

#include <rowkey/inspect.hpp>
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace std::chrono;
using namespace std::string_view_literals;
using rowkey::detail::inspection::parse_key_text;

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", sys_time<seconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<12>> {};
using Users = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;
using Logs = rowkey::Key<Host, Ts>;
using LogsNewestFirst = rowkey::Key<Host, rowkey::Desc<Ts>>;

const sys_seconds t0{1'700'000'000s};

std::string hbase_escaped(std::string_view bytes) {
  std::string out;
  for (const char c : bytes) {
    const auto b = static_cast<unsigned char>(c);
    if (b > 0x20 && b < 0x7F && c != '\\') {  // a space escaped too: surrounding spaces are trimmed
      out += c;
    } else {
      constexpr char digits[] = "0123456789ABCDEF";
      out += "\\x";
      out += digits[b >> 4];
      out += digits[b & 0xF];
    }
  }
  return out;
}

std::string base64(std::string_view bytes) {
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const unsigned v = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
                       static_cast<unsigned char>(bytes[i + 2]);
    for (int s = 18; s >= 0; s -= 6) out += alphabet[(v >> s) & 63];
  }
  if (i + 1 == bytes.size()) {
    const unsigned v = static_cast<unsigned char>(bytes[i]) << 16;
    out += alphabet[(v >> 18) & 63];
    out += alphabet[(v >> 12) & 63];
    out += "==";
  } else if (i + 2 == bytes.size()) {
    const unsigned v = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += alphabet[(v >> 18) & 63];
    out += alphabet[(v >> 12) & 63];
    out += alphabet[(v >> 6) & 63];
    out += '=';
  }
  return out;
}

template <class... Schemas>
std::pair<int, std::string> run(std::vector<std::string> inputs) {
  std::ostringstream out;
  const int status = rowkey::inspect<Schemas...>(std::span<const std::string>(inputs), out);
  return {status, out.str()};
}

}  // namespace

TEST_CASE("inspect: keys in hex, HBase escapes and base64 read back as their bytes", "[inspect]") {
  rowkey_test::random_source r(5);
  for (int i = 0; i < 3000; ++i) {
    const auto host = rowkey_test::random_values<rowkey::bounded_string<12>>::one(r);
    const auto key = rowkey::encode<Logs>(Host{host}, Ts{t0 + seconds(r.below(1u << 30))}).value();
    const std::string bytes(key.view());
    INFO(rowkey::to_hex(bytes));
    REQUIRE(parse_key_text(rowkey::to_hex(bytes)).bytes == bytes);
    std::string packed = rowkey::to_hex(bytes);
    std::erase(packed, ' ');
    REQUIRE(parse_key_text(packed).bytes == bytes);
    REQUIRE(parse_key_text("0x" + packed).bytes == bytes);
    const auto hbase = parse_key_text(hbase_escaped(bytes));
    REQUIRE(hbase.error.empty());
    REQUIRE(hbase.bytes == bytes);
    // Quoted, spaces and all, as a shell or JSON shows it.
    std::string literal(1, '\'');
    for (const char c : bytes) literal += c == ' ' ? std::string(" ") : hbase_escaped(std::string_view(&c, 1));
    literal.push_back('\'');
    REQUIRE(parse_key_text(literal).bytes == bytes);
    const auto b64 = parse_key_text("base64:" + base64(bytes));
    REQUIRE(b64.bytes == bytes);
    // Render's own bytes, copied with their brackets and bars.
    const std::string rendered = rowkey::render<Logs>(bytes);
    REQUIRE(parse_key_text(rendered.substr(rendered.rfind("  ["))).bytes == bytes);
  }
  // As etcd prints a key, quoted, in base64 (not all hex digits: no prefix needed).
  CHECK(parse_key_text("\"d2ViAAGAAAAAZVPxAA==\"").bytes == "web\0\x01\x80\0\0\0eS\xf1\0"sv);
  CHECK(parse_key_text("d2ViAAGAAAAAZVPxAA").read_as == rowkey::detail::inspection::form::base64);
  // Base64 that begins with "0x" (a first byte of 0xd3, a second of 0x1_):
  // read as base64 when it is no hex; as hex when it is (both, or a typo).
  int no_hex = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string bytes = rowkey_test::random_bytes(r, 1 + r.below(24));
    bytes.insert(0, {'\xd3', static_cast<char>(0x10 | r.below(16))});
    const std::string text = base64(bytes);
    REQUIRE(text.starts_with("0x"));
    const auto read = parse_key_text(text);
    INFO(text << " read as " << rowkey::detail::inspection::form_name(read.read_as) << ": " << read.error);
    if (text.find_first_not_of("0123456789abcdefABCDEF", 2) == std::string::npos) {
      REQUIRE(read.read_as == rowkey::detail::inspection::form::hex);
    } else {
      ++no_hex;
      REQUIRE(read.error.empty());
      REQUIRE(read.read_as == rowkey::detail::inspection::form::base64);
      REQUIRE(read.bytes == bytes);
      REQUIRE(read.note.starts_with("as hex: "));  // it may be hex with a typo: said beside it
    }
  }
  CHECK(no_hex > 2900);
  CHECK(parse_key_text("0xAB").bytes == "\xab"sv);  // hex, though base64 too
  CHECK(parse_key_text("0xAB").note.empty());
  CHECK(parse_key_text("0x12g4").error == "not a hex digit at character 5");  // no base64 either
  // Hex with a typo that is base64 too: read, with the hex error beside it.
  const auto typo = run<Users>({"0x00000g"});
  CHECK(typo.second.find("  read as base64 (as hex: not a hex digit at character 8): 6 bytes") != std::string::npos);
}

TEST_CASE("inspect: malformed text gets a message saying why", "[inspect]") {
  CHECK(parse_key_text("").error == "an empty line, no key");
  CHECK(parse_key_text("   \r").error == "an empty line, no key");
  CHECK(parse_key_text("abc").error == "odd number of hex digits (3)");
  // Positions count the characters as typed, prefix and quote included.
  CHECK(parse_key_text("0x12g4").error == "not a hex digit at character 5");
  CHECK(parse_key_text("hex:zz").error == "not a hex digit at character 5");
  CHECK(parse_key_text("'hex:12zz'").error == "not a hex digit at character 8");
  CHECK(parse_key_text("web\\x0").error == "\\x not followed by two hex digits at character 4");
  CHECK(parse_key_text("hbase:web\\x0").error == "\\x not followed by two hex digits at character 10");
  CHECK(parse_key_text("b64:QQ*A").error == "not a base64 character at character 7");
  // Spaces before the key count too: the position is the one in the line as pasted.
  CHECK(parse_key_text("   0x12g4").error == "not a hex digit at character 8");
  CHECK(parse_key_text("\t'hex:12zz'  ").error == "not a hex digit at character 9");
  CHECK(parse_key_text("  00 2a fg").error.starts_with("not hex: not a hex digit at character 10 ("));
  // A prefix, a "0x" or separators with nothing else: no key, not a key of no bytes.
  for (const char* nothing : {"0x", "[]", "::", "hex:", "b64:", "hbase:", "[ | ]", "hex:''"}) {
    INFO(nothing);
    CHECK(parse_key_text(nothing).error == "no bytes in it, no key");
  }
  CHECK(parse_key_text("====").error.starts_with("neither hex, nor HBase \\xNN escapes, nor base64 (base64 padded"));
  CHECK(parse_key_text("zz").error.find("not canonical base64") != std::string::npos);
  CHECK(parse_key_text("a*b").error == "neither hex, nor HBase \\xNN escapes, nor base64 (not a base64 character at "
                                      "character 2); text with no \\x escapes is a key in HBase form only with "
                                      "hbase: in front");
  CHECK(parse_key_text("hbase:a*b").bytes == "a*b");
  // Separators are hex's alone: spaced text that is no hex gets the hex error.
  CHECK(parse_key_text("00 2a fg").error == "not hex: not a hex digit at character 8 (base64 has no spaces, ':', "
                                           "'|', '[' or ']'); text with no \\x escapes is a key in HBase form "
                                           "only with hbase: in front");
  CHECK(parse_key_text("'00:2a:fg'").error.starts_with("not hex: not a hex digit at character 9 ("));
  CHECK(parse_key_text("[00 | zz]").error.starts_with("not hex: not a hex digit at character 7 ("));
  // Quoted inside a prefix as well as around it.
  CHECK(parse_key_text("hbase:'web '").bytes == "web ");
  CHECK(parse_key_text("'hbase:web '").bytes == "web ");
  CHECK(parse_key_text("hex:\"00 2a\"").bytes == "\0\x2a"sv);
  CHECK(parse_key_text("hex:'0z'").error == "not a hex digit at character 7");
  // base64 padding only where it completes the last four characters.
  CHECK(parse_key_text("QQ==").bytes == "A");
  CHECK(parse_key_text("QQ").bytes == "A");
  CHECK(parse_key_text("QUJD").bytes == "ABC");
  CHECK(parse_key_text("QQ=====").error == "neither hex, nor HBase \\xNN escapes, nor base64 (base64 padded with 5 "
                                           "'=' where 2 complete it); text with no \\x escapes is a key in HBase "
                                           "form only with hbase: in front");
  CHECK(parse_key_text("base64:QUJD====").error == "base64 padded with 4 '=' where 0 complete it");
  CHECK(parse_key_text("base64:QUI=").bytes == "AB");
  CHECK(parse_key_text("base64:abcde").error == "base64 of a length no bytes have (5 characters)");
}

TEST_CASE("inspect: separated hex is read a group at a time, and a group of an odd length is refused", "[inspect]") {
  // As '%x' prints bytes, leading zeros left out: four bytes, never 01 23.
  CHECK(parse_key_text("0 1 2 3").error ==
        "an odd number of hex digits in the group at character 1 (each group between separators holds whole bytes, "
        "two digits each)");
  CHECK(parse_key_text("a:b:c:d").error.starts_with("an odd number of hex digits in the group at character 1"));
  CHECK(parse_key_text("00 2a 7 ff").error.starts_with("an odd number of hex digits in the group at character 7"));
  CHECK(parse_key_text("00 2a 7ff").error.starts_with("an odd number of hex digits in the group at character 7"));
  CHECK(parse_key_text("0x00 2a f").error.starts_with("an odd number of hex digits in the group at character 9"));
  // Groups of whole bytes, of any number of them, read as before.
  CHECK(parse_key_text("0000 002a 7fff").bytes == "\0\0\0\x2a\x7f\xff"sv);
  CHECK(parse_key_text("[61 00 | 80 00]").bytes == "a\0\x80\0"sv);
  CHECK(parse_key_text("abc").error == "odd number of hex digits (3)");  // no separator: the count
  // Every way of spacing a key's hex a byte or more at a time reads it back.
  rowkey_test::random_source r(11);
  for (int i = 0; i < 3000; ++i) {
    const std::string bytes = rowkey_test::random_bytes(r, 20) + "x";
    std::string text;
    for (std::size_t b = 0; b < bytes.size(); ++b) {
      if (b != 0 && r.percent(40)) text += " :|[]"[r.below(5)];
      text += rowkey::to_hex(bytes.substr(b, 1));
    }
    INFO(text);
    const auto parsed = parse_key_text(text);
    REQUIRE(parsed.error.empty());
    REQUIRE(parsed.bytes == bytes);
    // One digit more, anywhere: refused, never read as other bytes.
    std::string odd = text;
    odd.insert(r.below(odd.size() + 1), 1, "0123456789abcdef"[r.below(16)]);
    INFO(odd);
    REQUIRE(!parse_key_text(odd).error.empty());
    // A typo of a letter past 'f' in separated hex: the hex error, at the
    // typo (base64 would have read no separator).
    if (text.find_first_of(" :|[]") == std::string::npos) continue;
    std::size_t at = r.below(text.size());
    while (" :|[]"sv.find(text[at]) != std::string_view::npos) at = (at + 1) % text.size();
    std::string typo = text;
    typo[at] = "ghijklmnopqrstuvwyzGHIJKLMNOPQRSTUVWYZ"[r.below(38)];  // not x: "0x" is a prefix
    INFO(typo);
    REQUIRE(parse_key_text(typo).error.starts_with("not hex: not a hex digit at character " +
                                                   std::to_string(at + 1) + " ("));
  }
}

TEST_CASE("inspect: a pasted line is echoed with its control and non-ASCII bytes escaped", "[inspect]") {
  using rowkey::detail::inspection::shown;
  CHECK(shown("\x1b]0;owned\x07\x1b[2J 00") == "\\x1b]0;owned\\x07\\x1b[2J 00");
  CHECK(shown("caf\xc3\xa9") == "caf\\xc3\\xa9");
  CHECK(shown("  00 2a \r") == "00 2a");
  CHECK(shown(std::string(100, '\x01')) == [] {
    std::string expected;
    for (int i = 0; i < 64; ++i) expected += "\\x01";
    return expected + "... (100 characters)";
  }());
  const auto [status, text] = run<Logs>({"\x1b[2J\x07"});
  CHECK(status == 1);
  CHECK(text.find('\x1b') == std::string::npos);
  CHECK(text.find('\x07') == std::string::npos);
}

TEST_CASE("inspect: the command line's usage errors exit with status 2", "[inspect]") {
  // What it writes to standard error is the usage, kept out of the test's output.
  std::ostringstream errors;
  std::streambuf* const saved = std::cerr.rdbuf(errors.rdbuf());
  const auto status = [](std::vector<std::string> args) {
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    return rowkey::inspect<Logs>(static_cast<int>(args.size()), argv.data());
  };
  const auto log = rowkey::to_hex(rowkey::encode<Logs>(Host{"web"}, Ts{t0}).value());
  std::ostringstream ignored;
  std::streambuf* const saved_out = std::cout.rdbuf(ignored.rdbuf());
  const int bogus = status({"inspect", "--bogus"});
  const int stdin_and_keys = status({"inspect", log, "-"});
  const int key_after_dashes = status({"inspect", "--", log});
  const int decoded = status({"inspect", log});
  const int help = status({"inspect", "--help"});
  std::cout.rdbuf(saved_out);
  std::cerr.rdbuf(saved);
  CHECK(bogus == 2);
  CHECK(errors.str().find("unknown option --bogus\nusage: inspect [KEY...]") != std::string::npos);
  CHECK(stdin_and_keys == 2);
  CHECK(key_after_dashes == 0);
  CHECK(decoded == 0);
  CHECK(help == 0);
  CHECK(ignored.str().find("usage: inspect [KEY...]") != std::string::npos);
  CHECK(ignored.str().find("Key<host, ts>") != std::string::npos);
}

TEST_CASE("inspect: each key's schemas, and every schema's error when none decodes it", "[inspect]") {
  const auto user = rowkey::encode<Users>(UserId{42}, Ts{t0}).value();
  const auto log = rowkey::encode<Logs>(Host{"web"}, Ts{t0}).value();
  std::string corrupt(user.view());
  corrupt[3] = static_cast<char>(corrupt[3] ^ 1);  // the hash prefix no longer matches

  const auto [status, text] = run<Users, rowkey::named_key<"logs", Logs>, rowkey::named_key<"newest", LogsNewestFirst>>(
      {rowkey::to_hex(user), hbase_escaped(log.view()), rowkey::to_hex(corrupt)});
  CHECK(status == 1);
  INFO(text);
  // The user key: one schema.
  CHECK(text.find("read as hex: 20 bytes") != std::string::npos);
  CHECK(text.find("  Key<Hash<4> user_id, user_id, desc ts>: user_id=42 ts=2023-11-14T22:13:20Z  [") != std::string::npos);
  // The log key: two schemas decode it, both printed.
  CHECK(text.find("read as HBase escapes: 13 bytes") != std::string::npos);
  CHECK(text.find("  2 schemas decode it:\n    logs: host=\"web\" ts=2023-11-14T22:13:20Z") != std::string::npos);
  CHECK(text.find("    newest: host=\"web\" ts=") != std::string::npos);
  // The corrupt key: every schema's error, with its byte offset.
  CHECK(text.find("  no schema decodes it:\n"
                  "    Key<Hash<4> user_id, user_id, desc ts>: derived prefix does not match its column at byte 0, "
                  "in part 0 (column 'user_id')\n") != std::string::npos);
  CHECK(text.find("    logs: ") != std::string::npos);

  CHECK(run<Users>({rowkey::to_hex(user)}).first == 0);
}

TEST_CASE("inspect: lines from a stream, bad ones reported, the rest read on", "[inspect]") {
  const auto log = rowkey::encode<Logs>(Host{"web"}, Ts{t0}).value();
  const std::string huge(1 << 20, 'a');  // a line of 1 MB: 512 KiB of hex bytes
  std::istringstream in(rowkey::to_hex(log) + "\n\nxyz!\n" + huge + "\n" + "0x123\n" + rowkey::to_hex(log) + "\n");
  std::ostringstream out;
  const int status = rowkey::inspect<Logs>(in, out);
  const std::string text = out.str();
  INFO(text.substr(0, 4000));
  CHECK(status == 1);
  CHECK(text.find("line 1: ") == 0);
  CHECK(text.find("line 2: (empty)\n  not a key: an empty line, no key") != std::string::npos);
  CHECK(text.find("line 3: xyz!\n  not a key: neither hex") != std::string::npos);
  // The long line is shown cut short, read as 524288 bytes, and refused by the schema.
  CHECK(text.find("line 4: aaaaaaaa") != std::string::npos);
  CHECK(text.find("... (1048576 characters)") != std::string::npos);
  CHECK(text.find("read as hex: 524288 bytes\n  no schema decodes it:") != std::string::npos);
  CHECK(text.find("line 5: 0x123\n  not a key: odd number of hex digits (3)") != std::string::npos);
  CHECK(text.find("line 6: ") != std::string::npos);
  CHECK(text.size() < 10000);  // nothing echoes the megabyte back
  const auto last = text.rfind("line 6: ");
  CHECK(text.find("host=\"web\" ts=2023-11-14T22:13:20Z", last) != std::string::npos);
}
