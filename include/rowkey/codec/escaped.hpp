// bounded_string<Max> and bounded_bytes<Max>: variable length, binary-safe
// and self-delimiting.
//   ascending:  each 0x00 byte of the value becomes 0x00 0xFF; every other
//               byte is itself; the value ends with 0x00 0x01.
//   descending: the ascending bytes, each inverted: a 0x00 byte of the value
//               becomes 0xFF 0x00, every other byte b becomes ~b, and the
//               value ends with 0xFF 0xFE.
// No encoding is a prefix of another, so a value sorts before every longer
// value it prefixes and the next column never takes part in the comparison
// of this one; for the same reason inverting the bytes reverses the order.
// At most 2 * Max + 2 bytes.
#ifndef ROWKEY_CODEC_ESCAPED_HPP
#define ROWKEY_CODEC_ESCAPED_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/detail/bytes.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rowkey {

namespace detail {

inline constexpr unsigned char escape_byte = 0x00;
inline constexpr unsigned char escaped_zero = 0xFF;
inline constexpr unsigned char terminator = 0x01;

template <class Value, std::size_t Max>
struct escaped_codec {
  using value_type = Value;
  using argument_type = std::string_view;
  static constexpr std::size_t max_size = 2 * Max + 2;
  static constexpr bool fixed_width = false;
  static constexpr bool can_reject = true;  // longer than Max

  static constexpr encode_errc check(std::string_view v) noexcept {
    return v.size() > Max ? encode_errc::too_long : encode_errc::ok;
  }
  static constexpr std::size_t size(std::string_view v) noexcept {
    std::size_t zeros = 0;
    for (const char* p = v.data(), *end = p + v.size(); (p = find_byte(p, end, escape_byte)) != end; ++p) ++zeros;
    return v.size() + zeros + 2;
  }
  static constexpr std::string_view argument(const Value& v) noexcept { return v.view(); }

  template <direction D>
  static constexpr char* write(char* out, std::string_view v) noexcept {
    constexpr bool invert = D == direction::descending;
    constexpr unsigned char flip = invert ? 0xFF : 0x00;
    const char* p = v.data();
    const char* const end = p + v.size();
    if (!std::is_constant_evaluated()) {
      out = write_words<invert>(out, p, end);
      *out++ = to_char(escape_byte ^ flip);
      *out++ = to_char(terminator ^ flip);
      return out;
    }
    for (;;) {
      const char* zero = find_byte(p, end, escape_byte);
      copy_bytes<invert>(out, p, static_cast<std::size_t>(zero - p));
      out += zero - p;
      if (zero == end) break;
      *out++ = to_char(escape_byte ^ flip);
      *out++ = to_char(escaped_zero ^ flip);
      p = zero + 1;
    }
    *out++ = to_char(escape_byte ^ flip);
    *out++ = to_char(terminator ^ flip);
    return out;
  }

  // One byte of the value: 0x00 becomes 0x00 0xFF; all inverted for descending.
  template <bool Invert>
  static char* write_byte(char* out, char c) noexcept {
    constexpr unsigned char flip = Invert ? 0xFF : 0x00;
    *out++ = to_char(byte_at(&c) ^ flip);
    if (c == to_char(escape_byte)) *out++ = to_char(escaped_zero ^ flip);
    return out;
  }

  // The value's bytes, escaped, at run time. Most values hold no 0x00 byte, so
  // this moves 8 (or 4) bytes at a time and tests each word for a zero byte
  // with a few ALU instructions: fewer instructions than a byte loop, and no
  // memchr/memcpy calls whose set-up costs more than a short host name. It
  // never reads outside [p, end) nor writes past the escaped value's end.
  template <bool Invert>
  static char* write_words(char* out, const char* p, const char* const end) noexcept {
    constexpr std::uint64_t flip = Invert ? ~std::uint64_t{0} : 0;
    const auto n = static_cast<std::size_t>(end - p);
    if (n >= 8) {
      for (; end - p >= 8; p += 8) {
        const std::uint64_t w = load_word(p);
        if (has_zero_byte(w)) {
          for (int i = 0; i < 8; ++i) out = write_byte<Invert>(out, p[i]);
        } else {
          store_word(out, w ^ flip);
          out += 8;
        }
      }
      if (p == end) return out;
      // The last 1 to 7 bytes: when the word ending at `end` holds no 0x00, the
      // bytes it shares with the previous word were copied as they are, so it
      // can be stored ending at the value's end.
      const auto left = static_cast<std::size_t>(end - p);
      const std::uint64_t w = load_word(end - 8);
      if (!has_zero_byte(w)) {
        store_word(out + left - 8, w ^ flip);
        return out + left;
      }
    } else if (n >= 4) {
      // 4 to 7 bytes: two 4-byte words, overlapping when n < 8.
      const std::uint32_t first = load_half_word(p);
      const std::uint32_t last = load_half_word(end - 4);
      if (!has_zero_byte(first) && !has_zero_byte(last)) {
        store_half_word(out, first ^ static_cast<std::uint32_t>(flip));
        store_half_word(out + n - 4, last ^ static_cast<std::uint32_t>(flip));
        return out + n;
      }
    }
    for (; p != end; ++p) out = write_byte<Invert>(out, *p);
    return out;
  }

  template <direction D>
  static constexpr decode_errc read(reader& in, Value& out) noexcept {
    constexpr bool invert = D == direction::descending;
    constexpr unsigned char flip = invert ? 0xFF : 0x00;
    std::size_t length = 0;
    for (;;) {
      // Look no further than one byte past what the value may still hold.
      const std::size_t room = Max - length;
      const char* window_end = in.remaining() > room ? in.pos + room + 1 : in.end;
      const char* escape = find_byte(in.pos, window_end, escape_byte ^ flip);
      const auto run = static_cast<std::size_t>(escape - in.pos);
      if (run > room) {
        in.pos += room;
        return decode_errc::too_long;
      }
      assume(run <= Max && length <= Max - run);  // from the check above, for g++'s overflow warning
      copy_bytes<invert>(out.chars_.data() + length, in.pos, run);
      length += run;
      in.pos = escape;
      out.size_ = static_cast<length_type<Max>>(length);
      if (in.remaining() < 2) {
        in.pos = in.end;
        return decode_errc::truncated;
      }
      const unsigned char next = byte_at(in.pos + 1) ^ flip;
      if (next == terminator) {
        in.pos += 2;
        return decode_errc::ok;
      }
      if (next != escaped_zero) return decode_errc::bad_escape;
      if (length == Max) return decode_errc::too_long;
      out.chars_[length++] = to_char(0x00);
      out.size_ = static_cast<length_type<Max>>(length);
      in.pos += 2;
    }
  }
};

}  // namespace detail

template <std::size_t Max>
struct value_codec<bounded_string<Max>> : detail::escaped_codec<bounded_string<Max>, Max> {};
template <std::size_t Max>
struct value_codec<bounded_bytes<Max>> : detail::escaped_codec<bounded_bytes<Max>, Max> {};

}  // namespace rowkey

#endif
