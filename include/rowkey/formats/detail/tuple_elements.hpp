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

// low_bytes_mask[n]: the low n bytes of a word set, n from 0 to 8.
inline constexpr std::uint64_t low_bytes_mask[9] = {
    0, 0xFF, 0xFFFF, 0xFF'FFFF, 0xFFFF'FFFF, 0xFF'FFFF'FFFF, 0xFFFF'FFFF'FFFF, 0xFF'FFFF'FFFF'FFFF, ~std::uint64_t{0}};

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
  // The n magnitude bytes: at run time one load of the word that ends with
  // them, its other bytes masked off, when that word lies within the input
  // (the magnitude ends at least 8 bytes into the key); else byte by byte.
  std::uint64_t w = 0;
  const char* const magnitude_end = in.pos + 1 + n;
  if (!__builtin_is_constant_evaluated() && static_cast<std::size_t>(magnitude_end - in.begin) >= 8) {
    w = load_big_endian<std::uint64_t>(magnitude_end - 8) & low_bytes_mask[n];
  } else {
    for (std::size_t i = 1; i <= n; ++i) w = (w << 8) | byte_at(in.pos + i);
  }
  const std::uint64_t magnitude = negative ? low_bytes_mask[n] - w : w;
  // A leading zero byte (0xFF, written for a negative number) is a magnitude
  // that n - 1 bytes hold.
  if (n != 0 && magnitude <= low_bytes_mask[n - 1]) {
    in.pos += 1;
    return decode_errc::non_canonical;
  }
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
  if (!__builtin_is_constant_evaluated()) {
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

// The bytes of a string element after its typecode, up to and past its
// terminating 0x00, byte run by byte run: the reference, which constant
// evaluation uses and the word-at-a-time read below must agree with
// (tests/unit/fdb_tuple_decode_test.cpp). A 0x00 followed by 0xFF is a 0x00
// of the value; any other 0x00 ends it. Errors: truncated (no terminating
// 0x00, at the input's end), too_long (at the first byte past Max, or at an
// escaped 0x00 that would be one).
template <std::size_t Max>
constexpr decode_errc read_string_reference(reader& in, char* chars, std::size_t& length) noexcept {
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

// The same at run time, 8 bytes at a time while both the input and the
// value's room hold 8 more: each word is copied whole into the value and
// tested for a 0x00, found from the test's bits, with no memchr or memcpy
// call (their set-up costs more than a short string). When a 0x00 and the
// byte after it are in one word (7 times in 8), that byte is read with no
// bound to test: the terminator ends the value, and an escaped 0x00 is
// already in the value (the word was stored whole), so the word loop goes
// on from the byte after the escape. The 1 to 7 bytes before the input's
// end, with room for 8, are one more word, the one that ends the input; the
// rest byte by byte. (rowkey's own strings read this way too,
// codec/escaped.hpp; what follows their escape byte differs, so the loop is
// the tuple layer's own.)
// On success `seen` is every byte of the value ORed together, in the bytes
// of a word: its high bits say whether the value is ASCII, so that text need
// not be scanned again for UTF-8.
template <std::size_t Max>
[[gnu::always_inline]] inline decode_errc read_string_words(reader& in, char* chars, std::size_t& length,
                                                            std::uint64_t& seen) noexcept {
  const char* q = in.pos;
  const char* const end = in.end;
  char* o = chars;
  char* const room_end = chars + Max;
  std::uint64_t bits = 0;
  for (;;) {
    if constexpr (Max >= 8) {
      // Bytes that both the input and the room still hold; only an escape,
      // which takes two bytes for one, changes how far the two are apart.
      const auto input_left = static_cast<std::size_t>(end - q);
      const auto room_left = static_cast<std::size_t>(room_end - o);
      std::size_t n = input_left < room_left ? input_left : room_left;
      while (n >= 8) {
        const std::uint64_t w = load_word(q);
        store_word(o, w);  // (stored before the test, as in escaped_codec::copy_word)
        const std::uint64_t zeros = zero_byte_marks(w);
        if (zeros == 0) {
          bits |= w;
          q += 8;
          o += 8;
          n -= 8;
          continue;
        }
        // The lowest mark is the first 0x00's bit 7: the bits below it are
        // the bytes before it (and its own zero bits).
        bits |= w & (zeros - 1);
        const auto mark = static_cast<unsigned>(std::countr_zero(zeros));
        q += mark / 8;
        o += mark / 8;
        if (mark == 63) goto at_zero;  // the byte after it is the next word's
        if (byte_at(q + 1) != 0xFF) goto at_terminator;  // (within the word: no bound to test)
        q += 2;  // an escaped 0x00, which the word stored
        o += 1;
        n -= mark / 8 + 2;  // (the input lost that many, the room one fewer: n stays a bound)
      }
      if (const auto left = end - q; left > 0 && left < 8 && room_end - o >= 8 && end - in.begin >= 8) {
        // The word that ends the input, shifted so that its first byte is
        // q's; stored whole (there is room).
        const std::uint64_t w = load_word(end - 8) >> (8 * (8 - left));
        store_word(o, w);
        const std::uint64_t zeros = zero_byte_marks(w) & (~std::uint64_t{0} >> (8 * (8 - left)));
        if (zeros == 0) {
          length = static_cast<std::size_t>(o + left - chars);
          in.pos = end;
          return decode_errc::truncated;
        }
        bits |= w & (zeros - 1);
        const auto k = static_cast<std::size_t>(std::countr_zero(zeros)) / 8;
        q += k;
        o += k;
        goto at_zero;
      }
    }
    // Byte by byte: the last bytes before the input ends or the room runs out.
    for (; q != end && o != room_end; ++q, ++o) {
      if (*q == 0) goto at_zero;
      *o = *q;
      bits |= byte_at(q);
    }
    length = static_cast<std::size_t>(o - chars);
    if (q == end) {
      in.pos = end;
      return decode_errc::truncated;
    }
    if (byte_at(q) != 0) {  // the value is full and goes on
      in.pos = q;
      return decode_errc::too_long;
    }
  at_zero:
    if (end - q >= 2 && byte_at(q + 1) == 0xFF) {
      if (o == room_end) {
        length = Max;
        in.pos = q;
        return decode_errc::too_long;
      }
      *o++ = to_char(0x00);
      q += 2;
      continue;
    }
  [[maybe_unused]] at_terminator:
    seen = bits;
    length = static_cast<std::size_t>(o - chars);
    in.pos = q + 1;
    return decode_errc::ok;
  }
}

// Reads a string element of typecode `code` into chars (room for Max bytes):
// wrong_type for another typecode, then as above. `ascii` is true when the
// value is known to be ASCII (false: not known).
template <std::size_t Max>
constexpr decode_errc read_string(reader& in, unsigned char code, char* chars, std::size_t& length,
                                  bool& ascii) noexcept {
  ascii = false;
  if (in.remaining() == 0) return decode_errc::truncated;
  if (byte_at(in.pos) != code) return decode_errc::wrong_type;
  ++in.pos;
  if constexpr (first_zero_byte_exact) {
    if (!__builtin_is_constant_evaluated()) {
      std::uint64_t seen = 0;
      const decode_errc e = read_string_words<Max>(in, chars, length, seen);
      ascii = (seen & 0x8080808080808080u) == 0;
      return e;
    }
  }
  return read_string_reference<Max>(in, chars, length);
}

// Whether v is well-formed UTF-8 (no overlong forms, surrogates or code
// points past U+10FFFF), as the tuple layer's unicode strings must be.
constexpr bool valid_utf8(std::string_view v) noexcept {
  std::size_t i = 0;
  const std::size_t n = v.size();
  // ASCII, the common case, 8 bytes at a time.
  if (!__builtin_is_constant_evaluated()) {
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

// valid_utf8 for text a decode did not see to be ASCII: out of line, so that
// the decode's loop around it does not keep its registers for it.
[[gnu::noinline]] inline bool valid_utf8_out_of_line(std::string_view v) noexcept { return valid_utf8(v); }

}  // namespace rowkey::detail::tuple

#endif
