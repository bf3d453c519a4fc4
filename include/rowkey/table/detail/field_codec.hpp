// How one record field is written in a row value (docs/format.md, section 11):
// a type byte, then the payload. Values are not compared as bytes, so numbers
// are stored little-endian, as they sit in memory.
//
// Each supported field type F has field_codec<F> with
//   static constexpr std::uint8_t type;                 its type byte
//   static constexpr encode_errc check(const F&);        run before anything is written
//   static constexpr std::size_t size(const F&);          payload bytes
//   static char* write(char*, const F&);                  the payload
//   static constexpr std::size_t fixed_size;             payload bytes, or 0 when length-prefixed
//   static value_errc load(const char* p, F&);            fixed: a payload of its own type, whole at p
//   static value_errc read_exact(const char*&, const char* end, F&);
//                                                          length-prefixed: a payload of its own type
//   static value_errc read(std::uint8_t type, const char*& p, const char* end, F&);
//                                                          a payload of any stored type it can take
// The primary template marks a type the format cannot store.
#ifndef ROWKEY_TABLE_DETAIL_FIELD_CODEC_HPP
#define ROWKEY_TABLE_DETAIL_FIELD_CODEC_HPP

#include <rowkey/codec/byte_array.hpp>
#include <rowkey/codec/integral.hpp>
#include <rowkey/error.hpp>
#include <rowkey/table/value_error.hpp>
#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/enum_range.hpp>
#include <rowkey/types/padded_string.hpp>

#include <array>
#include <bit>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <ratio>
#include <string>
#include <string_view>
#include <type_traits>

namespace rowkey::detail {

// ---- little-endian words and lengths ----------------------------------------

template <std::unsigned_integral U>
inline void store_little_endian(char* out, U v) noexcept {
  if constexpr (std::endian::native == std::endian::big && sizeof(U) > 1) v = byteswap(v);
  std::memcpy(out, &v, sizeof(U));
}
template <std::unsigned_integral U>
inline U load_little_endian(const char* in) noexcept {
  U v;
  std::memcpy(&v, in, sizeof(U));
  if constexpr (std::endian::native == std::endian::big && sizeof(U) > 1) v = byteswap(v);
  return v;
}

// Lengths: unsigned LEB128 of at most 5 bytes (values below 2^32), 7 bits a
// byte, low bits first, the high bit set on every byte but the last; the
// shortest spelling only.
constexpr std::size_t varint_size(std::uint64_t v) noexcept {
  std::size_t n = 1;
  while (v >= 0x80) {
    v >>= 7;
    ++n;
  }
  return n;
}
inline char* write_varint(char* out, std::uint64_t v) noexcept {
  while (v >= 0x80) {
    *out++ = static_cast<char>(static_cast<unsigned char>(v | 0x80));
    v >>= 7;
  }
  *out++ = static_cast<char>(static_cast<unsigned char>(v));
  return out;
}
inline value_errc read_varint(const char*& p, const char* end, std::uint64_t& v) noexcept {
  v = 0;
  for (unsigned shift = 0; shift < 35; shift += 7) {
    if (p == end) return value_errc::truncated;
    const auto b = static_cast<unsigned char>(*p++);
    v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
    if ((b & 0x80) == 0) {
      if (b == 0 && shift != 0) return value_errc::non_canonical;  // a trailing zero group
      return v > 0xFFFFFFFFu ? value_errc::non_canonical : value_errc::ok;
    }
  }
  return value_errc::non_canonical;  // longer than 5 bytes
}

// ---- type bytes -----------------------------------------------------------------

namespace type_byte {
inline constexpr std::uint8_t unsigned_base = 0x00;  // 0x01..0x04: 1, 2, 4, 8 bytes
inline constexpr std::uint8_t signed_base = 0x10;    // 0x11..0x14
inline constexpr std::uint8_t boolean = 0x20;
inline constexpr std::uint8_t binary32 = 0x24;
inline constexpr std::uint8_t binary64 = 0x25;
inline constexpr std::uint8_t time_base = 0x30;  // 0x30..0x39: a count of a unit, 8 bytes
inline constexpr std::uint8_t text = 0x40;
inline constexpr std::uint8_t binary = 0x41;
}  // namespace type_byte

constexpr std::uint8_t width_code(std::size_t bytes) noexcept {
  return bytes == 1 ? 1 : bytes == 2 ? 2 : bytes == 4 ? 3 : 4;
}

constexpr bool is_integer_type(std::uint8_t t) noexcept {
  return (t >= 0x01 && t <= 0x04) || (t >= 0x11 && t <= 0x14);
}
constexpr std::size_t integer_width(std::uint8_t t) noexcept { return std::size_t{1} << ((t & 0x0F) - 1); }

// The payload's size for a type byte whose payload has a fixed size; 0 for
// the length-prefixed types; -1 for a type byte the format does not define.
constexpr int fixed_payload(std::uint8_t t) noexcept {
  if (is_integer_type(t)) return static_cast<int>(integer_width(t));
  if (t == type_byte::boolean) return 1;
  if (t == type_byte::binary32) return 4;
  if (t == type_byte::binary64) return 8;
  if (t >= type_byte::time_base && t <= type_byte::time_base + 9) return 8;
  if (t == type_byte::text || t == type_byte::binary) return 0;
  return -1;
}

// Steps over a payload of type t (an unknown field of a newer record).
inline value_errc skip_payload(std::uint8_t t, const char*& p, const char* end) noexcept {
  const int fixed = fixed_payload(t);
  if (fixed < 0) return value_errc::bad_type;
  std::uint64_t n = static_cast<std::uint64_t>(fixed);
  if (fixed == 0) {
    if (const value_errc e = read_varint(p, end, n); e != value_errc::ok) return e;
  }
  if (static_cast<std::uint64_t>(end - p) < n) return value_errc::truncated;
  p += n;
  return value_errc::ok;
}

// Reads an integer payload of any width and signedness into T, when the
// value fits (a field widened or narrowed since the row was written).
template <class T>
value_errc read_integer(std::uint8_t t, const char*& p, const char* end, T& out) noexcept {
  if (!is_integer_type(t)) return fixed_payload(t) < 0 ? value_errc::bad_type : value_errc::type_mismatch;
  const std::size_t w = integer_width(t);
  if (static_cast<std::size_t>(end - p) < w) return value_errc::truncated;
  std::uint64_t raw = 0;
  switch (w) {
    case 1: raw = load_little_endian<std::uint8_t>(p); break;
    case 2: raw = load_little_endian<std::uint16_t>(p); break;
    case 4: raw = load_little_endian<std::uint32_t>(p); break;
    default: raw = load_little_endian<std::uint64_t>(p); break;
  }
  const bool stored_signed = t >= type_byte::signed_base;
  if (stored_signed && w < 8 && (raw >> (8 * w - 1)) != 0) raw |= ~std::uint64_t{0} << (8 * w);  // sign-extend
  const bool negative = stored_signed && static_cast<std::int64_t>(raw) < 0;
  if (negative) {
    if constexpr (std::is_unsigned_v<T>) {
      return value_errc::out_of_range;
    } else {
      if (static_cast<std::int64_t>(raw) < static_cast<std::int64_t>(std::numeric_limits<T>::min())) {
        return value_errc::out_of_range;
      }
    }
  } else if (raw > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) {
    return value_errc::out_of_range;
  }
  out = static_cast<T>(raw);
  p += w;
  return value_errc::ok;
}

// A fixed-size payload through Codec::load, when stored with the codec's own
// type byte.
template <class Codec, class F>
value_errc read_fixed(std::uint8_t t, const char*& p, const char* end, F& out) noexcept {
  if (t != Codec::type) return fixed_payload(t) < 0 ? value_errc::bad_type : value_errc::type_mismatch;
  if (static_cast<std::size_t>(end - p) < Codec::fixed_size) return value_errc::truncated;
  const value_errc e = Codec::load(p, out);
  if (e == value_errc::ok) p += Codec::fixed_size;
  return e;
}

// ---- the codecs ---------------------------------------------------------------------

template <class F>
struct field_codec {
  static constexpr bool supported = false;
};

template <key_integer T>
struct field_codec<T> {
  using word = std::make_unsigned_t<T>;
  static constexpr std::uint8_t type =
      (std::is_signed_v<T> ? type_byte::signed_base : type_byte::unsigned_base) + width_code(sizeof(T));
  static constexpr encode_errc check(const T&) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(const T&) noexcept { return sizeof(T); }
  static char* write(char* out, const T& v) noexcept {
    store_little_endian<word>(out, static_cast<word>(v));
    return out + sizeof(T);
  }
  static constexpr std::size_t fixed_size = sizeof(T);
  static value_errc load(const char* p, T& out) noexcept {
    out = static_cast<T>(load_little_endian<word>(p));
    return value_errc::ok;
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, T& out) noexcept {
    return read_integer(t, p, end, out);
  }
};

template <>
struct field_codec<bool> {
  static constexpr std::uint8_t type = type_byte::boolean;
  static constexpr encode_errc check(const bool&) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(const bool&) noexcept { return 1; }
  static char* write(char* out, const bool& v) noexcept {
    *out = v ? 1 : 0;
    return out + 1;
  }
  static constexpr std::size_t fixed_size = 1;
  static value_errc load(const char* p, bool& out) noexcept {
    const auto b = static_cast<unsigned char>(*p);
    if (b > 1) return value_errc::out_of_range;
    out = b == 1;
    return value_errc::ok;
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, bool& out) noexcept {
    return read_fixed<field_codec>(t, p, end, out);
  }
};

template <key_enum E>
struct field_codec<E> {
  using underlying = std::underlying_type_t<E>;
  using base = field_codec<underlying>;
  static constexpr std::uint8_t type = base::type;
  static constexpr encode_errc check(const E& v) noexcept { return value_codec<E>::check(v); }
  static constexpr std::size_t size(const E&) noexcept { return sizeof(underlying); }
  static char* write(char* out, const E& v) noexcept { return base::write(out, static_cast<underlying>(v)); }
  static constexpr std::size_t fixed_size = sizeof(underlying);
  static value_errc load(const char* p, E& out) noexcept {
    underlying u{};
    base::load(p, u);
    return accept(u, out);
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, E& out) noexcept {
    underlying u{};
    if (const value_errc e = base::read(t, p, end, u); e != value_errc::ok) return e;
    return accept(u, out);
  }

 private:
  static value_errc accept(underlying u, E& out) noexcept {
    if (!value_codec<E>::in_range(static_cast<E>(u))) return value_errc::out_of_range;
    out = static_cast<E>(u);
    return value_errc::ok;
  }
};

template <std::floating_point T>
  requires(sizeof(T) == 4 || sizeof(T) == 8) && std::numeric_limits<T>::is_iec559
struct field_codec<T> {
  using word = uint_of_size<sizeof(T)>;
  static constexpr std::uint8_t type = sizeof(T) == 4 ? type_byte::binary32 : type_byte::binary64;
  static constexpr encode_errc check(const T&) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(const T&) noexcept { return sizeof(T); }
  static char* write(char* out, const T& v) noexcept {
    store_little_endian<word>(out, std::bit_cast<word>(v));
    return out + sizeof(T);
  }
  static constexpr std::size_t fixed_size = sizeof(T);
  static value_errc load(const char* p, T& out) noexcept {
    out = std::bit_cast<T>(load_little_endian<word>(p));
    return value_errc::ok;
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, T& out) noexcept {
    return read_fixed<field_codec>(t, p, end, out);
  }
};

// The unit of a std::chrono duration, as the low digit of its type byte;
// -1 for a unit the format does not name.
template <class Period>
constexpr int time_unit() {
  using std::ratio;
  if constexpr (std::is_same_v<Period, std::nano>) return 0;
  else if constexpr (std::is_same_v<Period, std::micro>) return 1;
  else if constexpr (std::is_same_v<Period, std::milli>) return 2;
  else if constexpr (std::is_same_v<Period, ratio<1>>) return 3;
  else if constexpr (std::is_same_v<Period, ratio<60>>) return 4;
  else if constexpr (std::is_same_v<Period, ratio<3600>>) return 5;
  else if constexpr (std::is_same_v<Period, ratio<86400>>) return 6;
  else if constexpr (std::is_same_v<Period, ratio<604800>>) return 7;
  else if constexpr (std::is_same_v<Period, ratio<2629746>>) return 8;
  else if constexpr (std::is_same_v<Period, ratio<31556952>>) return 9;
  else return -1;
}

// Durations and time points: the count, as a signed 64-bit number, behind a
// type byte that names the unit, so that a field moved from seconds to
// milliseconds is a type_mismatch, never a silent misreading.
template <key_integer Rep, class Period>
  requires(time_unit<Period>() >= 0)
struct field_codec<std::chrono::duration<Rep, Period>> {
  using duration = std::chrono::duration<Rep, Period>;
  static constexpr std::uint8_t type = type_byte::time_base + time_unit<Period>();
  static constexpr encode_errc check(const duration& d) noexcept {
    if constexpr (std::is_unsigned_v<Rep> && sizeof(Rep) == 8) {
      return d.count() > static_cast<Rep>(std::numeric_limits<std::int64_t>::max()) ? encode_errc::invalid_value
                                                                                  : encode_errc::ok;
    } else {
      return encode_errc::ok;
    }
  }
  static constexpr std::size_t size(const duration&) noexcept { return 8; }
  static char* write(char* out, const duration& d) noexcept {
    store_little_endian<std::uint64_t>(out, static_cast<std::uint64_t>(static_cast<std::int64_t>(d.count())));
    return out + 8;
  }
  static constexpr std::size_t fixed_size = 8;
  static value_errc load(const char* p, duration& out) noexcept {
    const auto count = static_cast<std::int64_t>(load_little_endian<std::uint64_t>(p));
    if constexpr (sizeof(Rep) < 8 || std::is_unsigned_v<Rep>) {
      if (count < static_cast<std::int64_t>(std::numeric_limits<Rep>::min()) ||
          (count > 0 &&
           static_cast<std::uint64_t>(count) > static_cast<std::uint64_t>(std::numeric_limits<Rep>::max()))) {
        return value_errc::out_of_range;
      }
    }
    out = duration(static_cast<Rep>(count));
    return value_errc::ok;
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, duration& out) noexcept {
    return read_fixed<field_codec>(t, p, end, out);
  }
};

template <class Clock, class Duration>
  requires requires { field_codec<Duration>::type; }
struct field_codec<std::chrono::time_point<Clock, Duration>> {
  using time_point = std::chrono::time_point<Clock, Duration>;
  using base = field_codec<Duration>;
  static constexpr std::uint8_t type = base::type;
  static constexpr encode_errc check(const time_point& t) noexcept { return base::check(t.time_since_epoch()); }
  static constexpr std::size_t size(const time_point&) noexcept { return 8; }
  static char* write(char* out, const time_point& t) noexcept { return base::write(out, t.time_since_epoch()); }
  static constexpr std::size_t fixed_size = 8;
  static value_errc load(const char* p, time_point& out) noexcept {
    Duration d{};
    const value_errc e = base::load(p, d);
    if (e == value_errc::ok) out = time_point(d);
    return e;
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, time_point& out) noexcept {
    return read_fixed<field_codec>(t, p, end, out);
  }
};

// Byte strings: a length, then the bytes. Text and binary are told apart for
// readers in other languages; either reads into any string-like field.
template <class F>
struct string_field_codec {
  static constexpr std::size_t fixed_size = 0;
  static constexpr encode_errc check(const F&) noexcept { return encode_errc::ok; }
  static std::size_t size(const F& v) noexcept {
    const std::size_t n = std::string_view(v).size();
    return varint_size(n) + n;
  }
  static char* write(char* out, const F& v) noexcept {
    const std::string_view s(v);
    out = write_varint(out, s.size());
    if (!s.empty()) std::memcpy(out, s.data(), s.size());
    return out + s.size();
  }
  // The bytes of a stored string, whatever F is.
  static value_errc read_bytes(std::uint8_t t, const char*& p, const char* end, std::string_view& bytes) noexcept {
    if (t != type_byte::text && t != type_byte::binary) {
      return fixed_payload(t) < 0 ? value_errc::bad_type : value_errc::type_mismatch;
    }
    return read_bytes(p, end, bytes);
  }
  // The bytes of a string payload.
  static value_errc read_bytes(const char*& p, const char* end, std::string_view& bytes) noexcept {
    std::uint64_t n = 0;
    if (p != end && static_cast<unsigned char>(*p) < 0x80) [[likely]] {  // a length below 128: one byte
      n = static_cast<unsigned char>(*p++);
      if (static_cast<std::uint64_t>(end - p) < n) return value_errc::truncated;
      bytes = std::string_view(p, static_cast<std::size_t>(n));
      p += n;
      return value_errc::ok;
    }
    if (const value_errc e = read_varint(p, end, n); e != value_errc::ok) return e;
    if (static_cast<std::uint64_t>(end - p) < n) return value_errc::truncated;
    bytes = std::string_view(p, static_cast<std::size_t>(n));
    p += n;
    return value_errc::ok;
  }
};

template <>
struct field_codec<std::string> : string_field_codec<std::string> {
  static constexpr std::uint8_t type = type_byte::text;
  static value_errc read_exact(const char*& p, const char* end, std::string& out) {
    std::string_view bytes;
    const value_errc e = read_bytes(p, end, bytes);
    if (e == value_errc::ok) out.assign(bytes.data(), bytes.size());
    return e;
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, std::string& out) {
    if (t != type_byte::text && t != type_byte::binary) {
      return fixed_payload(t) < 0 ? value_errc::bad_type : value_errc::type_mismatch;
    }
    return read_exact(p, end, out);
  }
};

template <class S>
struct inline_string_field_codec : string_field_codec<S> {
  static value_errc read_exact(const char*& p, const char* end, S& out) noexcept {
    std::string_view bytes;
    if (const value_errc e = string_field_codec<S>::read_bytes(p, end, bytes); e != value_errc::ok) return e;
    const auto v = S::from(bytes);
    if (!v) return bytes.size() > S::max_size ? value_errc::too_long : value_errc::out_of_range;  // padded: a 0x00
    out = *v;
    return value_errc::ok;
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, S& out) noexcept {
    if (t != type_byte::text && t != type_byte::binary) {
      return fixed_payload(t) < 0 ? value_errc::bad_type : value_errc::type_mismatch;
    }
    return read_exact(p, end, out);
  }
};

template <std::size_t Max>
struct field_codec<bounded_string<Max>> : inline_string_field_codec<bounded_string<Max>> {
  static constexpr std::uint8_t type = type_byte::text;
};
template <std::size_t Max>
struct field_codec<bounded_bytes<Max>> : inline_string_field_codec<bounded_bytes<Max>> {
  static constexpr std::uint8_t type = type_byte::binary;
};
template <std::size_t N>
struct field_codec<padded_string<N>> : inline_string_field_codec<padded_string<N>> {
  static constexpr std::uint8_t type = type_byte::text;
};

// UUIDs and digests: a byte string of exactly N bytes.
template <raw_byte B, std::size_t N>
  requires(N > 0)
struct field_codec<std::array<B, N>> {
  static constexpr std::uint8_t type = type_byte::binary;
  static constexpr encode_errc check(const std::array<B, N>&) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(const std::array<B, N>&) noexcept { return varint_size(N) + N; }
  static char* write(char* out, const std::array<B, N>& v) noexcept {
    out = write_varint(out, N);
    std::memcpy(out, v.data(), N);
    return out + N;
  }
  static constexpr std::size_t fixed_size = 0;
  static value_errc read_exact(const char*& p, const char* end, std::array<B, N>& out) noexcept {
    std::string_view bytes;
    if (const value_errc e = string_field_codec<std::string>::read_bytes(p, end, bytes); e != value_errc::ok) {
      return e;
    }
    return accept(bytes, out);
  }
  static value_errc read(std::uint8_t t, const char*& p, const char* end, std::array<B, N>& out) noexcept {
    std::string_view bytes;
    if (const value_errc e = string_field_codec<std::string>::read_bytes(t, p, end, bytes); e != value_errc::ok) {
      return e;
    }
    return accept(bytes, out);
  }

 private:
  static value_errc accept(std::string_view bytes, std::array<B, N>& out) noexcept {
    if (bytes.size() != N) return value_errc::out_of_range;
    std::memcpy(out.data(), bytes.data(), N);
    return value_errc::ok;
  }
};

template <class F>
concept storable_field = requires { field_codec<F>::type; };

}  // namespace rowkey::detail

#endif
