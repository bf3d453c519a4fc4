// How each value type is written as one element of FoundationDB's tuple
// layer (Format<fdb_tuple>); the same contract as value_codec
// (codec/codec_interface.hpp), plus for variable-width codecs
//   static constexpr std::size_t min_size;         // fewest bytes one value takes
//   static constexpr std::size_t terminator_size;  // strings: the bytes after the value
// The tuple layer has one order, ascending: the direction argument of write
// and read is always ascending (rule 7 refuses Desc and Reverse).
//
//   integers, enums, chrono counts  integer, 0x0c..0x1c
//   bool                            false 0x26, true 0x27
//   float, double                   0x20, 0x21
//   bounded_string, padded_string   unicode string 0x02 (UTF-8 only)
//   bounded_bytes, std::array       byte string 0x01
//
// A type with no specialization here has no tuple form: rule 7 names its
// column. Specialize tuple_codec for a type of your own to give it one.
#ifndef ROWKEY_FORMATS_TUPLE_CODEC_HPP
#define ROWKEY_FORMATS_TUPLE_CODEC_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/codec/value_codec.hpp>
#include <rowkey/formats/detail/tuple_elements.hpp>
#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/padded_string.hpp>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rowkey {

// The primary template: no tuple form (rule 7). Inert, as value_codec's is,
// so that a refused key compiles no further errors.
template <class T>
struct tuple_codec : detail::inert_codec<T> {};

template <class T>
concept tuple_value_type = !requires { tuple_codec<T>::unsupported; };

namespace detail {

template <class T>
struct tuple_integer_codec {
  using value_type = T;
  using argument_type = T;
  static constexpr std::size_t max_size = 1 + sizeof(T);
  static constexpr std::size_t min_size = 1;
  static constexpr bool fixed_width = false;
  static constexpr bool can_reject = false;

  static constexpr encode_errc check(T) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(T v) noexcept { return tuple::int_size(tuple::magnitude_of(v)); }
  static constexpr T argument(T v) noexcept { return v; }
  template <direction>
  static constexpr char* write(char* out, T v) noexcept {
    return tuple::write_int(out, tuple::is_negative(v), tuple::magnitude_of(v));
  }
  template <direction>
  static constexpr decode_errc read(reader& in, T& out) noexcept {
    return tuple::read_int(in, out);
  }
};

// float and double: the typecode, then rowkey's own encoding of the value
// (the tuple layer's: the sign bit flipped when positive, every bit when
// negative). As in rowkey's format every NaN is written as the canonical
// one and -0.0 as 0.0, and decode refuses the others.
template <class F, unsigned char Code>
struct tuple_ieee_codec {
  using base = value_codec<F>;
  using value_type = F;
  using argument_type = F;
  static constexpr std::size_t max_size = 1 + base::max_size;
  static constexpr bool fixed_width = true;
  static constexpr bool can_reject = false;

  static constexpr encode_errc check(F) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(F) noexcept { return max_size; }
  static constexpr F argument(F v) noexcept { return v; }
  template <direction>
  static constexpr char* write(char* out, F v) noexcept {
    *out = to_char(Code);
    return base::template write<direction::ascending>(out + 1, v);
  }
  template <direction>
  static constexpr decode_errc read(reader& in, F& out) noexcept {
    if (in.remaining() == 0) return decode_errc::truncated;
    if (byte_at(in.pos) != Code) return decode_errc::wrong_type;
    ++in.pos;
    return base::template read<direction::ascending>(in, out);
  }
};

// Strings. Code 0x02 holds UTF-8 text, which encode checks and decode
// requires; a padded_string holds no 0x00 either.
template <class Value, std::size_t Max, unsigned char Code>
struct tuple_string_codec {
  static constexpr bool padded = std::is_same_v<Value, padded_string<Max>>;
  using value_type = Value;
  using argument_type = std::string_view;
  static constexpr std::size_t max_size = 2 * Max + 2;
  static constexpr std::size_t min_size = 2;
  static constexpr std::size_t terminator_size = 1;
  static constexpr bool fixed_width = false;
  static constexpr bool can_reject = true;

  // What rowkey's own format refuses (too long; 0x00 in a padded_string),
  // then text that is not UTF-8.
  static constexpr encode_errc check(std::string_view v) noexcept {
    if (const encode_errc e = value_codec<Value>::check(v); e != encode_errc::ok) return e;
    if (Code == tuple::text_code && !tuple::valid_utf8(v)) return encode_errc::invalid_value;
    return encode_errc::ok;
  }
  static constexpr std::size_t size(std::string_view v) noexcept { return tuple::string_size(v); }
  static constexpr std::string_view argument(const Value& v) noexcept { return v.view(); }
  template <direction>
  static constexpr char* write(char* out, std::string_view v) noexcept {
    return tuple::write_string(out, Code, v);
  }
  template <direction>
  static constexpr decode_errc read(reader& in, Value& out) noexcept {
    const char* start = in.pos;
    std::size_t length = 0;
    bool ascii = false;
    const decode_errc e = tuple::read_string<Max>(in, Code, out.chars_.data(), length, ascii);
    out.size_ = static_cast<length_type<Max>>(length);
    if (e != decode_errc::ok) return e;
    const std::string_view text = out.view();
    const bool zero = padded && find_byte(text.data(), text.data() + text.size(), 0) != text.data() + text.size();
    // ASCII is UTF-8: text the read saw to be ASCII is not scanned again.
    if (zero ||
        (Code == tuple::text_code && !ascii &&
         !(__builtin_is_constant_evaluated() ? tuple::valid_utf8(text) : tuple::valid_utf8_out_of_line(text)))) {
      in.pos = start;
      return decode_errc::out_of_range;
    }
    return decode_errc::ok;
  }
};

// A fixed-size byte array as a byte string of exactly N bytes.
template <class B, std::size_t N>
struct tuple_array_codec {
  using value_type = std::array<B, N>;
  using argument_type = std::array<B, N>;
  static constexpr std::size_t max_size = 2 * N + 2;
  static constexpr std::size_t min_size = N + 2;
  static constexpr std::size_t terminator_size = 1;
  static constexpr bool fixed_width = false;
  static constexpr bool can_reject = false;

  static constexpr std::string_view view(const value_type& v, char (&chars)[N]) noexcept {
    for (std::size_t i = 0; i < N; ++i) chars[i] = static_cast<char>(v[i]);
    return {chars, N};
  }
  static constexpr encode_errc check(const value_type&) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(const value_type& v) noexcept {
    char chars[N];
    return tuple::string_size(view(v, chars));
  }
  static constexpr const value_type& argument(const value_type& v) noexcept { return v; }
  template <direction>
  static constexpr char* write(char* out, const value_type& v) noexcept {
    char chars[N];
    return tuple::write_string(out, tuple::bytes_code, view(v, chars));
  }
  template <direction>
  static constexpr decode_errc read(reader& in, value_type& out) noexcept {
    const char* start = in.pos;
    char chars[N]{};
    std::size_t length = 0;
    bool ascii = false;  // (bytes: not asked)
    const decode_errc e = tuple::read_string<N>(in, tuple::bytes_code, chars, length, ascii);
    if (e != decode_errc::ok) return e;
    if (length != N) {
      in.pos = start;
      return decode_errc::out_of_range;
    }
    for (std::size_t i = 0; i < N; ++i) out[i] = static_cast<B>(static_cast<unsigned char>(chars[i]));
    return decode_errc::ok;
  }
};

// A value written as another type's element (enums, chrono counts): Inner's
// codec, through Map's to and from.
template <class T, class Inner, class Map>
struct tuple_mapped_codec {
  using inner = tuple_codec<Inner>;
  using value_type = T;
  using argument_type = T;
  static constexpr std::size_t max_size = inner::max_size;
  static constexpr bool fixed_width = inner::fixed_width;
  static constexpr std::size_t min_size = [] {
    if constexpr (requires { inner::min_size; }) return inner::min_size;
    else return inner::max_size;
  }();
  static constexpr bool can_reject = Map::can_reject;

  static constexpr encode_errc check(T v) noexcept { return Map::check(v); }
  static constexpr std::size_t size(T v) noexcept { return inner::size(Map::to(v)); }
  static constexpr T argument(T v) noexcept { return v; }
  template <direction D>
  static constexpr char* write(char* out, T v) noexcept {
    return inner::template write<D>(out, Map::to(v));
  }
  template <direction D>
  static constexpr decode_errc read(reader& in, T& out) noexcept {
    const char* start = in.pos;
    Inner i{};
    const decode_errc e = inner::template read<D>(in, i);
    if (e != decode_errc::ok) return e;
    if (!Map::from(i, out)) {
      in.pos = start;
      return decode_errc::out_of_range;
    }
    return decode_errc::ok;
  }
};

template <class E>
struct enum_map {
  using codec = value_codec<E>;
  static constexpr bool can_reject = codec::can_reject;
  static constexpr encode_errc check(E v) noexcept { return codec::check(v); }
  static constexpr std::underlying_type_t<E> to(E v) noexcept { return static_cast<std::underlying_type_t<E>>(v); }
  static constexpr bool from(std::underlying_type_t<E> u, E& out) noexcept {
    out = static_cast<E>(u);
    return codec::in_range(out);
  }
};

template <class D>
struct duration_map {
  static constexpr bool can_reject = false;
  static constexpr encode_errc check(D) noexcept { return encode_errc::ok; }
  static constexpr typename D::rep to(D d) noexcept { return d.count(); }
  static constexpr bool from(typename D::rep r, D& out) noexcept {
    out = D(r);
    return true;
  }
};

template <class T>
struct time_point_map {
  using duration = typename T::duration;
  static constexpr bool can_reject = false;
  static constexpr encode_errc check(T) noexcept { return encode_errc::ok; }
  static constexpr duration to(T t) noexcept { return t.time_since_epoch(); }
  static constexpr bool from(duration d, T& out) noexcept {
    out = T(d);
    return true;
  }
};

}  // namespace detail

template <detail::key_integer T>
  requires(sizeof(T) <= 8)
struct tuple_codec<T> : detail::tuple_integer_codec<T> {};

template <detail::key_enum E>
  requires(sizeof(E) <= 8)
struct tuple_codec<E> : detail::tuple_mapped_codec<E, std::underlying_type_t<E>, detail::enum_map<E>> {};

template <>
struct tuple_codec<bool> {
  using value_type = bool;
  using argument_type = bool;
  static constexpr std::size_t max_size = 1;
  static constexpr bool fixed_width = true;
  static constexpr bool can_reject = false;

  static constexpr encode_errc check(bool) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(bool) noexcept { return 1; }
  static constexpr bool argument(bool v) noexcept { return v; }
  template <direction>
  static constexpr char* write(char* out, bool v) noexcept {
    *out = detail::to_char(v ? detail::tuple::true_code : detail::tuple::false_code);
    return out + 1;
  }
  template <direction>
  static constexpr decode_errc read(reader& in, bool& out) noexcept {
    if (in.remaining() == 0) return decode_errc::truncated;
    const unsigned code = detail::byte_at(in.pos);
    if (code != detail::tuple::true_code && code != detail::tuple::false_code) return decode_errc::wrong_type;
    out = code == detail::tuple::true_code;
    ++in.pos;
    return decode_errc::ok;
  }
};

template <>
struct tuple_codec<float> : detail::tuple_ieee_codec<float, detail::tuple::float_code> {};
template <>
struct tuple_codec<double> : detail::tuple_ieee_codec<double, detail::tuple::double_code> {};

template <class Rep, class Period>
  requires tuple_value_type<Rep>
struct tuple_codec<std::chrono::duration<Rep, Period>>
    : detail::tuple_mapped_codec<std::chrono::duration<Rep, Period>, Rep,
                                 detail::duration_map<std::chrono::duration<Rep, Period>>> {};

template <class Clock, class Duration>
  requires tuple_value_type<Duration>
struct tuple_codec<std::chrono::time_point<Clock, Duration>>
    : detail::tuple_mapped_codec<std::chrono::time_point<Clock, Duration>, Duration,
                                 detail::time_point_map<std::chrono::time_point<Clock, Duration>>> {};

template <std::size_t Max>
struct tuple_codec<bounded_string<Max>>
    : detail::tuple_string_codec<bounded_string<Max>, Max, detail::tuple::text_code> {};
template <std::size_t Max>
struct tuple_codec<padded_string<Max>>
    : detail::tuple_string_codec<padded_string<Max>, Max, detail::tuple::text_code> {};
template <std::size_t Max>
struct tuple_codec<bounded_bytes<Max>>
    : detail::tuple_string_codec<bounded_bytes<Max>, Max, detail::tuple::bytes_code> {};

template <detail::raw_byte B, std::size_t N>
  requires(N > 0)
struct tuple_codec<std::array<B, N>> : detail::tuple_array_codec<B, N> {};

}  // namespace rowkey

#endif
