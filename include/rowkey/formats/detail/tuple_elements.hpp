// The element encodings of FoundationDB's tuple layer that rowkey writes,
// shared by the tuple codecs and fdb_tuple::pack (docs/format.md section 12).
#ifndef ROWKEY_FORMATS_DETAIL_TUPLE_ELEMENTS_HPP
#define ROWKEY_FORMATS_DETAIL_TUPLE_ELEMENTS_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/codec/escaped.hpp>
#include <rowkey/detail/bytes.hpp>
#include <rowkey/error.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>
#include <type_traits>

namespace rowkey::detail::tuple {

// Typecodes (the tuple layer's design document).
inline constexpr unsigned char bytes_code = 0x01;
inline constexpr unsigned char text_code = 0x02;
inline constexpr unsigned char int_zero_code = 0x14;  // 0x0c..0x13 negative, 0x15..0x1c positive
inline constexpr unsigned char float_code = 0x20;
inline constexpr unsigned char double_code = 0x21;
inline constexpr unsigned char false_code = 0x26;
inline constexpr unsigned char true_code = 0x27;

// The most buckets a Bucket's element holds: 2 bytes with the top bit set.
inline constexpr std::size_t max_buckets = 0x8000;

// Bytes of an integer's magnitude, leading zero bytes dropped.
constexpr std::size_t magnitude_size(std::uint64_t m) noexcept {
  return (static_cast<std::size_t>(std::bit_width(m)) + 7) / 8;
}

constexpr std::size_t int_size(std::uint64_t magnitude) noexcept { return 1 + magnitude_size(magnitude); }

// An integer: the typecode 0x14 plus (or minus, when negative) the number of
// magnitude bytes, then the magnitude big-endian, or its one's complement
// when negative.
constexpr char* write_int(char* out, bool negative, std::uint64_t magnitude) noexcept {
  const std::size_t n = magnitude_size(magnitude);
  *out++ = to_char(negative ? int_zero_code - n : int_zero_code + n);
  const std::uint64_t w = negative ? ~magnitude : magnitude;
  for (std::size_t i = 0; i < n; ++i) out[i] = to_char(static_cast<unsigned char>(w >> (8 * (n - 1 - i))));
  return out + n;
}

template <class T>
constexpr std::uint64_t magnitude_of(T v) noexcept {
  if constexpr (std::is_signed_v<T>) {
    return v < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(static_cast<std::int64_t>(v))
                 : static_cast<std::uint64_t>(v);
  } else {
    return static_cast<std::uint64_t>(v);
  }
}

template <class T>
constexpr bool is_negative(T v) noexcept {
  if constexpr (std::is_signed_v<T>) return v < 0;
  else return false;
}

// Reads an integer element into T: wrong_type for another typecode,
// non_canonical for a magnitude with a leading zero byte (0xFF when
// negative), out_of_range for a value T cannot hold. On success `in` is past
// the element; on an error it points where the error was found.
template <class T>
constexpr decode_errc read_int(reader& in, T& out) noexcept {
  if (in.remaining() == 0) return decode_errc::truncated;
  const unsigned code = byte_at(in.pos);
  if (code < int_zero_code - 8 || code > int_zero_code + 8) return decode_errc::wrong_type;
  const bool negative = code < int_zero_code;
  const std::size_t n = negative ? int_zero_code - code : code - int_zero_code;
  if (in.remaining() < 1 + n) return decode_errc::truncated;
  std::uint64_t w = 0;
  for (std::size_t i = 1; i <= n; ++i) w = (w << 8) | byte_at(in.pos + i);
  if (n != 0 && byte_at(in.pos + 1) == (negative ? 0xFFu : 0x00u)) {
    in.pos += 1;
    return decode_errc::non_canonical;
  }
  const std::uint64_t magnitude = !negative ? w : n == 8 ? ~w : ((std::uint64_t{1} << (8 * n)) - 1) - w;
  constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  if (!negative) {
    if (magnitude > max) return decode_errc::out_of_range;
    out = static_cast<T>(magnitude);
  } else if constexpr (std::is_signed_v<T>) {
    if (magnitude > max + 1) return decode_errc::out_of_range;
    out = static_cast<T>(-static_cast<std::int64_t>(magnitude - 1) - 1);
  } else {
    return decode_errc::out_of_range;
  }
  in.pos += 1 + n;
  return decode_errc::ok;
}

// A byte string or unicode string: the typecode, the bytes with each 0x00
// written 0x00 0xFF, then 0x00. rowkey's own strings escape 0x00 alike and
// end in 0x00 0x01 (codec/escaped.hpp), so the size is theirs (the typecode
// in place of their terminator's second byte), and the bytes before the
// terminator are written by their word-at-a-time loop. (Not by their write:
// its terminator's second byte would land past the element.)
using own_string_codec = escaped_codec<bounded_bytes<1>, 1>;

constexpr std::size_t string_size(std::string_view v) noexcept { return own_string_codec::size(v); }

constexpr char* write_string(char* out, unsigned char code, std::string_view v) noexcept {
  *out++ = to_char(code);
  const char* p = v.data();
  const char* const end = p + v.size();
  if (!std::is_constant_evaluated()) {
    out = own_string_codec::write_words<false>(out, p, end);
    *out++ = to_char(0x00);
    return out;
  }
  for (;;) {
    const char* zero = find_byte(p, end, 0);
    copy_bytes<false>(out, p, static_cast<std::size_t>(zero - p));
    out += zero - p;
    if (zero == end) break;
    *out++ = to_char(0x00);
    *out++ = to_char(0xFF);
    p = zero + 1;
  }
  *out++ = to_char(0x00);
  return out;
}

// Reads a string element of typecode `code` into chars (room for Max bytes).
// A 0x00 followed by 0xFF is a 0x00 of the value; any other 0x00 ends it.
// Errors: wrong_type, truncated (no terminating 0x00), too_long (at the
// first byte past Max).
template <std::size_t Max>
constexpr decode_errc read_string(reader& in, unsigned char code, char* chars, std::size_t& length) noexcept {
  if (in.remaining() == 0) return decode_errc::truncated;
  if (byte_at(in.pos) != code) return decode_errc::wrong_type;
  ++in.pos;
  length = 0;
  for (;;) {
    // Look no further than one byte past what the value may still hold.
    const std::size_t room = Max - length;
    const char* window_end = in.remaining() > room ? in.pos + room + 1 : in.end;
    const char* zero = find_byte(in.pos, window_end, 0);
    const auto run = static_cast<std::size_t>(zero - in.pos);
    if (run > room) {
      in.pos += room;
      return decode_errc::too_long;
    }
    assume(run <= Max && length <= Max - run);
    copy_bytes<false>(chars + length, in.pos, run);
    length += run;
    in.pos = zero;
    if (in.pos == in.end) return decode_errc::truncated;
    if (in.remaining() >= 2 && byte_at(in.pos + 1) == 0xFF) {
      if (length == Max) return decode_errc::too_long;
      chars[length++] = to_char(0x00);
      in.pos += 2;
      continue;
    }
    ++in.pos;
    return decode_errc::ok;
  }
}

// Whether v is well-formed UTF-8 (no overlong forms, surrogates or code
// points past U+10FFFF), as the tuple layer's unicode strings must be.
constexpr bool valid_utf8(std::string_view v) noexcept {
  std::size_t i = 0;
  const std::size_t n = v.size();
  // ASCII, the common case, 8 bytes at a time.
  if (!std::is_constant_evaluated()) {
    while (n - i >= 8 && (load_word(v.data() + i) & 0x8080808080808080u) == 0) i += 8;
  }
  while (i < n) {
    const unsigned c = static_cast<unsigned char>(v[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    std::size_t length;
    unsigned low = 0x80, high = 0xBF;  // the second byte's range
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      if (c == 0xE0) low = 0xA0;
      if (c == 0xED) high = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      if (c == 0xF0) low = 0x90;
      if (c == 0xF4) high = 0x8F;
    } else {
      return false;
    }
    if (n - i < length) return false;
    const unsigned second = static_cast<unsigned char>(v[i + 1]);
    if (second < low || second > high) return false;
    for (std::size_t k = 2; k < length; ++k) {
      const unsigned b = static_cast<unsigned char>(v[i + k]);
      if (b < 0x80 || b > 0xBF) return false;
    }
    i += length;
  }
  return true;
}

}  // namespace rowkey::detail::tuple

#endif
