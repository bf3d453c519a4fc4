// Base64url (RFC 4648, section 5) without padding: a continuation's text form,
// safe in a URL and in JSON.
#ifndef ROWKEY_TABLE_DETAIL_BASE64URL_HPP
#define ROWKEY_TABLE_DETAIL_BASE64URL_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rowkey::detail {

inline constexpr std::string_view base64url_alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// The helpers below are function templates (`template <class = void>`),
// not plain inline functions: a translation unit that includes rowkey.hpp
// and never calls one does not compile it (bench/compile_instructions_check.sh
// counts what the header costs).
template <class = void>
inline std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::size_t i = 0;
  const auto at = [&](std::size_t k) { return std::uint32_t{static_cast<unsigned char>(bytes[k])}; };
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t v = at(i) << 16 | at(i + 1) << 8 | at(i + 2);
    for (int s = 18; s >= 0; s -= 6) out += base64url_alphabet[(v >> s) & 63];
  }
  if (const std::size_t rest = bytes.size() - i; rest != 0) {
    const std::uint32_t v = at(i) << 16 | (rest == 2 ? at(i + 1) << 8 : 0);
    out += base64url_alphabet[(v >> 18) & 63];
    out += base64url_alphabet[(v >> 12) & 63];
    if (rest == 2) out += base64url_alphabet[(v >> 6) & 63];
  }
  return out;
}

// The bytes of unpadded base64url text; none for any other text (a stray
// character, padding, a length no encoding has, or unused bits that are set,
// so that each byte string has one text form).
template <class = void>
inline std::optional<std::string> base64url_decode(std::string_view text) {
  if (text.size() % 4 == 1) return std::nullopt;
  const auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
  };
  std::string out;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (const char c : text) {
    const int v = value(c);
    if (v < 0) return std::nullopt;
    acc = (acc << 6 | static_cast<std::uint32_t>(v)) & 0xFFFFFF;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  if ((acc & ((1u << bits) - 1)) != 0) return std::nullopt;  // set bits past the last byte
  return out;
}

}  // namespace rowkey::detail

#endif
