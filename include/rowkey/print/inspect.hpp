// A key inspector for a service's own schemas, in one line of its code:
//
//   int main(int argc, char** argv) { return rowkey::inspect<Orders, OrdersByBuyer, Events>(argc, argv); }
//
// Each schema is a Key, a Table or an Index (rowkey/table.hpp), or
// rowkey::named_key<"events", Events> to give a Key a name. The program reads
// keys as arguments, or one per line from standard input when there are none
// (or the argument is "-"), in the forms people copy them in:
//
//   hex           00 00 00 2a 7f ff   002a7fff   0x002a7fff   (spaces, ':', '|', '[', ']' ignored)
//   HBase shell   \x00\x00\x00*\x7F\xFF   (\xNN escapes, other characters as they are)
//   base64        AAAAKn//   (as etcd prints keys)
//
// "hex:", "hbase:" or "base64:" in front forces a form (a string of hex
// digits is read as hex otherwise, as is text that begins with "0x" unless
// it is no hex and is base64; text with no \x escape is HBase form
// only with "hbase:" in front; base64 may be padded, with the '=' that
// complete its last four characters and no more). Spaces around a key are
// not part of it; quote a key in HBase form whose first or last byte is a
// space ('...' or "...", as shells and JSON show keys). For each key it
// prints every schema that decodes it, with the columns and the bytes by
// part; when none does, each schema's error with its byte offset. The line
// itself is echoed with its control and non-ASCII bytes escaped. A line that
// is no key in any form gets a message saying why (with the position, in the
// text as given, of what is wrong), and the rest of the input goes on.
// Separated hex is read a group at a time: "0 1 2 3" is refused, not read as
// 01 23. The exit status is 0 when every key decoded, 1 otherwise, 2 for a
// usage error (an unknown option, or "-" beside keys; after "--" every
// argument is a key).
#ifndef ROWKEY_PRINT_INSPECT_HPP
#define ROWKEY_PRINT_INSPECT_HPP

// First, so that a schema's one compile error (this header holds the rules'
// diagnostics) names the shortest include chain.
#include <rowkey/rules/diagnostic.hpp>

#include <rowkey/decode.hpp>
#include <rowkey/print/describe.hpp>
#include <rowkey/print/detail/format_value.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/print/print.hpp>

#include <algorithm>
#include <cstddef>
#include <iostream>
#include <istream>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey {

// What inspect<Schemas...> requires, as its compile error names it (beside
// rowkey/key/detail/arguments.hpp's). Only ever instantiated false.
namespace arguments {
template <class Given>
inline constexpr bool inspect_schema_is_a_key_table_or_index = false;  // inspect<Orders, UserId>
}  // namespace arguments

// A Key with a name for the inspector's output.
template <column_name Name, key_declaration K>
struct named_key {
  static constexpr std::string_view name = Name.view();
  using key = K;
};

namespace detail::inspection {

// What the inspector takes as a schema: a Key, or anything with a Key
// `key` and a `name` (a Table, an Index, a named_key).
template <class S>
concept schema = key_declaration<S> || (names_a_key<S> && requires { std::string(S::name); });
template <class... Schemas>
concept all_schemas = (schema<Schemas> && ...);

// The first of Schemas... that is no schema.
template <class S, class... Rest>
struct first_non_schema {
  using type = S;
};
template <schema S, class... Rest>
struct first_non_schema<S, Rest...> : first_non_schema<Rest...> {};

// inspect<Orders, UserId>: the one error, for the first schema that is
// none. Each inspect reports it before anything that reads the schemas (a
// key, a name) is instantiated, and returns, so that nothing adds another.
template <class Given>
struct rejected_schema {
  static_assert(arguments::inspect_schema_is_a_key_table_or_index<Given>,
                "rowkey: each schema of inspect<...> is a key declaration, rowkey::Key<...> (or "
                "rowkey::named_key<\"name\", Key> to name it), a Table or an Index; for a column, declare a Key "
                "of it (docs/tutorial.md, inspecting keys copied from a store)");
};

template <class... Schemas>
using rejected_schemas = rejected_schema<typename first_non_schema<Schemas...>::type>;

// A schema the inspector knows: a Key, or anything with a `key` and a `name`.
template <class S>
struct schema_traits {
  using key = typename S::key;
  static std::string name() { return std::string(S::name); }
};
template <key_declaration K>
struct schema_traits<K> {
  using key = K;
  // "Key<Hash<4> user_id, user_id, desc ts>"
  static std::string name() {
    std::string out = "Key<";
    for_each_part<K>([&](auto i) {
      using T = typename layout<K>::template part_traits<i>;
      if (i != 0) out += ", ";
      const std::string modifier = modifier_name<T>();
      if (modifier != "asc") out += modifier + " ";
      out += T::column::name;
    });
    return out + ">";
  }
};

// A schema whose key breaks a design rule: its rule's one error, raised by
// inspect before anything lays the key out (which would raise it deep
// inside, three instantiations further down).
template <class S>
inline constexpr bool key_breaks_a_rule =
    static_cast<bool>(rules::detail::violation_for<typename schema_traits<S>::key>);
template <class S, class... Rest>
struct first_unsound_key : first_unsound_key<Rest...> {};
template <class S, class... Rest>
  requires key_breaks_a_rule<S>
struct first_unsound_key<S, Rest...> {
  using type = typename schema_traits<S>::key;
};
template <class... Schemas>
using rejected_keys = rules::detail::rejected_key<typename first_unsound_key<Schemas...>::type>;

enum class form { hex, hbase, base64 };

inline constexpr std::string_view form_name(form f) noexcept {
  switch (f) {
    case form::hex: return "hex";
    case form::hbase: return "HBase escapes";
    case form::base64: return "base64";
  }
  return "";
}

struct parsed_key {
  std::string bytes;
  form read_as = form::hex;
  std::string error;  // why the text is no key; empty when it is one
  std::string note;   // why it was read as it was, when another form was tried first
};

inline int hex_digit(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

inline bool is_hex_separator(char c) noexcept {
  return c == ' ' || c == '\t' || c == ':' || c == '|' || c == '[' || c == ']';
}

inline bool begins_with_0x(std::string_view text) noexcept { return text.starts_with("0x") || text.starts_with("0X"); }

// The readers below report a position as the character's in the text the
// user gave: `at` is how many characters of it come before `text` (a quote,
// a "hex:" in front).
inline std::string at_character(std::size_t at, std::size_t i) { return " at character " + std::to_string(at + i + 1); }

// Hex digits, two a byte, separators ignored; an error when it is not. Each
// group between separators holds whole bytes: "0 1 2 3" is four bytes with
// their leading zeros left out, never 01 23, so it is refused.
inline bool read_hex(std::string_view text, std::size_t at, std::string& out, std::string& error) {
  if (begins_with_0x(text)) {
    text.remove_prefix(2);
    at += 2;
  }
  std::size_t digits = 0;
  bool separated = false;
  std::size_t group_start = 0;  // where the group of digits being read began
  int high = -1;
  const auto odd_group = [&] {
    error = "an odd number of hex digits in the group" + at_character(at, group_start) +
            " (each group between separators holds whole bytes, two digits each)";
    return false;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_hex_separator(c)) {
      separated = true;
      if (high >= 0) return odd_group();
      continue;
    }
    const int d = hex_digit(c);
    if (d < 0) {
      error = "not a hex digit" + at_character(at, i);
      return false;
    }
    if (i == 0 || is_hex_separator(text[i - 1])) group_start = i;
    ++digits;
    if (high < 0) {
      high = d;
    } else {
      out += static_cast<char>(high << 4 | d);
      high = -1;
    }
  }
  if (high >= 0) {
    if (separated) return odd_group();
    error = "odd number of hex digits (" + std::to_string(digits) + ")";
    return false;
  }
  return true;
}

// HBase's Bytes.toStringBinary form: \xNN escapes, other characters as bytes.
inline bool read_hbase(std::string_view text, std::size_t at, std::string& out, std::string& error) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == 'x' || text[i + 1] == 'X')) {
      const int h = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
      const int l = i + 3 < text.size() ? hex_digit(text[i + 3]) : -1;
      if (h < 0 || l < 0) {
        error = "\\x not followed by two hex digits" + at_character(at, i);
        return false;
      }
      out += static_cast<char>(h << 4 | l);
      i += 3;
    } else {
      out += text[i];
    }
  }
  return true;
}

// Standard base64, padding optional.
inline bool read_base64(std::string_view text, std::size_t at, std::string& out, std::string& error) {
  const auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  std::size_t padding = 0;
  while (!text.empty() && text.back() == '=') {
    text.remove_suffix(1);
    ++padding;
  }
  if (text.size() % 4 == 1) {
    error = "base64 of a length no bytes have (" + std::to_string(text.size()) + " characters)";
    return false;
  }
  // Padding, when there is any, is what completes the last four characters.
  const std::size_t completing = (4 - text.size() % 4) % 4;
  if (padding != 0 && padding != completing) {
    error = "base64 padded with " + std::to_string(padding) + " '=' where " + std::to_string(completing) +
            " complete it";
    return false;
  }
  unsigned bits = 0;
  int count = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const int v = value(text[i]);
    if (v < 0) {
      error = "not a base64 character" + at_character(at, i);
      return false;
    }
    bits = ((bits << 6) | static_cast<unsigned>(v)) & 0xFFFF;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += static_cast<char>((bits >> count) & 0xFF);
    }
  }
  if ((bits & ((1u << count) - 1)) != 0) {
    error = "not canonical base64: its last character has bits no byte holds";
    return false;
  }
  return true;
}

inline std::string_view trim(std::string_view s) noexcept {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

// Hex unless it has a character that neither hex nor its separators have:
// "0x" in front, or only hex digits and separators.
inline bool looks_like_hex(std::string_view text) noexcept {
  if (begins_with_0x(text)) return true;
  for (const char c : text) {
    if (hex_digit(c) < 0 && !is_hex_separator(c)) return false;
  }
  return true;
}

// The text inside its quotes ('...' or "...", as JSON or a shell prints a
// key), counting the opening one in `at`; as it is when not quoted.
inline std::string_view unquoted(std::string_view text, std::size_t& at) noexcept {
  if (text.size() >= 2 && (text.front() == '"' || text.front() == '\'') && text.back() == text.front()) {
    ++at;
    return text.substr(1, text.size() - 2);
  }
  return text;
}

// One key as text, in whichever form it is.
inline parsed_key parse_key_text(std::string_view text) {
  parsed_key out;
  // Characters of the text as given before `text`, for positions: the
  // spaces trimmed, then a quote or a prefix.
  const std::string_view trimmed = trim(text);
  std::size_t at = static_cast<std::size_t>(trimmed.data() - text.data());
  text = unquoted(trimmed, at);
  if (text.empty()) {
    out.error = "an empty line, no key";
    return out;
  }
  const auto forced = [&](std::string_view prefix, form f) {
    if (!text.starts_with(prefix)) return false;
    text.remove_prefix(prefix.size());
    out.read_as = f;
    at += prefix.size();
    text = unquoted(text, at);  // hbase:'web ' as well as 'hbase:web '
    return true;
  };
  // Said where text was read as no form: plain text is a key only when asked for.
  constexpr const char* hbase_hint = "text with no \\x escapes is a key in HBase form only with hbase: in front";
  bool ok;
  if (forced("hex:", form::hex)) {
    ok = read_hex(text, at, out.bytes, out.error);
  } else if (forced("hbase:", form::hbase)) {
    ok = read_hbase(text, at, out.bytes, out.error);
  } else if (forced("base64:", form::base64) || forced("b64:", form::base64)) {
    ok = read_base64(text, at, out.bytes, out.error);
  } else if (text.find("\\x") != std::string_view::npos || text.find("\\X") != std::string_view::npos) {
    out.read_as = form::hbase;
    ok = read_hbase(text, at, out.bytes, out.error);
  } else if (looks_like_hex(text)) {
    out.read_as = form::hex;
    ok = read_hex(text, at, out.bytes, out.error);
    // Base64 can begin with "0x" too (one key in 4096): text that is no hex
    // and whole base64 is read as that, with the hex error beside it, since
    // it may be hex with a typo. (Otherwise the hex error stands.)
    if (!ok && begins_with_0x(text) && !looks_like_hex(text.substr(2))) {
      std::string bytes;
      std::string ignored;
      if (read_base64(text, at, bytes, ignored)) {
        out.read_as = form::base64;
        out.bytes = std::move(bytes);
        out.note = "as hex: " + out.error;
        out.error.clear();
        ok = true;
      }
    }
  } else if (std::ranges::any_of(text, is_hex_separator)) {
    // Spaced, colon-separated or bracketed: base64 has none of those, so
    // this is hex with a typo, and the hex error says where it is.
    out.read_as = form::hex;
    ok = read_hex(text, at, out.bytes, out.error);
    if (!ok) out.error = "not hex: " + out.error + " (base64 has no spaces, ':', '|', '[' or ']'); " + hbase_hint;
  } else {
    out.read_as = form::base64;
    ok = read_base64(text, at, out.bytes, out.error);
    if (!ok) {
      out.error = "neither hex, nor HBase \\xNN escapes, nor base64 (" + out.error + "); " + hbase_hint;
    }
  }
  // "0x", "[]" or "hex:" alone: no key, as an empty line is none.
  if (ok && out.bytes.empty()) {
    out.error = "no bytes in it, no key";
    ok = false;
  }
  if (!ok) out.bytes.clear();
  return out;
}

// The text as given, cut short when long, its bytes that are not printable
// ASCII (control bytes, 0x80 and above) escaped as \xNN: a pasted line
// never reaches the terminal raw.
inline std::string shown(std::string_view text) {
  text = trim(text);
  if (text.empty()) return "(empty)";
  const bool cut = text.size() > 72;
  std::string out;
  for (const char c : cut ? text.substr(0, 64) : text) {
    const auto b = static_cast<unsigned char>(c);
    if (b >= 0x20 && b < 0x7F) {
      out += c;
    } else {
      out += "\\x";
      append_hex(out, std::string_view(&c, 1), false);
    }
  }
  if (cut) out += "... (" + std::to_string(text.size()) + " characters)";
  return out;
}

struct decoding {
  std::string schema;
  bool decoded = false;
  std::string text;  // the rendering, or the error
};

template <class... Schemas>
std::vector<decoding> decode_all(std::string_view bytes) {
  std::vector<decoding> out;
  (
      [&] {
        using K = typename schema_traits<Schemas>::key;
        decoding d;
        d.schema = schema_traits<Schemas>::name();
        const auto values = rowkey::decode<K>(bytes);
        d.decoded = values.has_value();
        d.text = d.decoded ? rowkey::render<K>(bytes) : values.error().message();
        out.push_back(std::move(d));
      }(),
      ...);
  return out;
}

// Inspects one key given as text; true when some schema decodes it.
template <class... Schemas>
bool inspect_one(std::string_view text, std::string_view where, std::ostream& out) {
  const parsed_key key = parse_key_text(text);
  out << where << shown(text) << '\n';
  if (!key.error.empty()) {
    out << "  not a key: " << key.error << '\n';
    return false;
  }
  out << "  read as " << form_name(key.read_as);
  if (!key.note.empty()) out << " (" << key.note << ")";
  out << ": " << key.bytes.size() << (key.bytes.size() == 1 ? " byte" : " bytes");
  if (key.bytes.size() <= 64) out << "  " << rowkey::to_hex(key.bytes);
  out << '\n';
  const std::vector<decoding> all = decode_all<Schemas...>(key.bytes);
  std::size_t decoded = 0;
  for (const decoding& d : all) decoded += d.decoded;
  if (decoded == 0) {
    out << "  no schema decodes it:\n";
    for (const decoding& d : all) out << "    " << d.schema << ": " << d.text << '\n';
    return false;
  }
  if (decoded > 1) out << "  " << decoded << " schemas decode it:\n";
  for (const decoding& d : all) {
    if (d.decoded) out << (decoded > 1 ? "    " : "  ") << d.schema << ": " << d.text << '\n';
  }
  return true;
}

}  // namespace detail::inspection

// Inspects each input (a key as text) and writes the report to `out`;
// 0 when every key decoded with some schema, 1 otherwise.
template <class... Schemas>
int inspect(std::span<const std::string> inputs, std::ostream& out) {
  static_assert(sizeof...(Schemas) > 0, "rowkey::inspect needs at least one schema");
  if constexpr (!detail::inspection::all_schemas<Schemas...>) {
    using reported [[maybe_unused]] = decltype(detail::inspection::rejected_schemas<Schemas...>{});
    return 2;
  } else if constexpr ((detail::inspection::key_breaks_a_rule<Schemas> || ...)) {
    using reported [[maybe_unused]] = decltype(detail::inspection::rejected_keys<Schemas...>{});
    return 2;
  } else {
    bool all = true;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      if (i != 0) out << '\n';
      all = detail::inspection::inspect_one<Schemas...>(inputs[i], "", out) && all;
    }
    return all ? 0 : 1;
  }
}

// Reads one key per line from `in`.
template <class... Schemas>
int inspect(std::istream& in, std::ostream& out) {
  static_assert(sizeof...(Schemas) > 0, "rowkey::inspect needs at least one schema");
  if constexpr (!detail::inspection::all_schemas<Schemas...>) {
    using reported [[maybe_unused]] = decltype(detail::inspection::rejected_schemas<Schemas...>{});
    return 2;
  } else if constexpr ((detail::inspection::key_breaks_a_rule<Schemas> || ...)) {
    using reported [[maybe_unused]] = decltype(detail::inspection::rejected_keys<Schemas...>{});
    return 2;
  } else {
    bool all = true;
    std::string line;
    for (std::size_t n = 1; std::getline(in, line); ++n) {
      if (n != 1) out << '\n';
      all = detail::inspection::inspect_one<Schemas...>(line, "line " + std::to_string(n) + ": ", out) && all;
    }
    return all ? 0 : 1;
  }
}

namespace detail::inspection {
template <class... Schemas>
void write_usage(std::ostream& out, const char* program) {
  out << "usage: " << program
      << " [KEY...]   (no KEY, or -: one key per line from standard input; -- KEY...: keys that begin with -)\n"
         "A KEY is hex (00 2a ff, 002aff, 0x002aff), HBase shell escapes (\\x00\\x2A\\xFF) or base64\n"
         "(ACr/); \"hex:\", \"hbase:\" or \"base64:\" in front forces a form.\nSchemas:\n";
  ((out << "  " << schema_traits<Schemas>::name() << '\n'), ...);
}
}  // namespace detail::inspection

// The command line: keys as arguments, or lines from standard input. -h or
// --help: the usage and the schemas, status 0. Any other argument that
// begins with "-" (before a "--"), or "-" beside keys: the usage on
// standard error, status 2.
template <class... Schemas>
int inspect(int argc, char** argv) {
  if constexpr (!detail::inspection::all_schemas<Schemas...>) {
    using reported [[maybe_unused]] = decltype(detail::inspection::rejected_schemas<Schemas...>{});
    return 2;
  } else if constexpr ((detail::inspection::key_breaks_a_rule<Schemas> || ...)) {
    using reported [[maybe_unused]] = decltype(detail::inspection::rejected_keys<Schemas...>{});
    return 2;
  } else {
    const char* program = argc > 0 ? argv[0] : "inspect";
    std::vector<std::string> keys;
    bool options = true;
    bool from_input = false;
    for (int i = 1; i < argc; ++i) {
      const std::string_view arg = argv[i];
      if (options && (arg == "-h" || arg == "--help")) {
        detail::inspection::write_usage<Schemas...>(std::cout, program);
        return 0;
      }
      if (options && arg == "--") {
        options = false;
      } else if (options && arg == "-") {
        from_input = true;
      } else if (options && arg.starts_with("-")) {
        std::cerr << program << ": unknown option " << detail::inspection::shown(arg) << '\n';
        detail::inspection::write_usage<Schemas...>(std::cerr, program);
        return 2;
      } else {
        keys.emplace_back(arg);
      }
    }
    if (from_input && !keys.empty()) {
      std::cerr << program << ": \"-\" reads keys from standard input, so it takes no keys beside it\n";
      detail::inspection::write_usage<Schemas...>(std::cerr, program);
      return 2;
    }
    if (keys.empty()) return inspect<Schemas...>(std::cin, std::cout);
    return inspect<Schemas...>(std::span<const std::string>(keys), std::cout);
  }
}

}  // namespace rowkey

#endif
