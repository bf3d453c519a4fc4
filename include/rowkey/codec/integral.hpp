// Integers, bool and enums.
//   unsigned: big-endian.
//   signed:   two's complement with the sign bit flipped, big-endian, so that
//             negative values sort before positive ones.
//   bool:     one byte, 0x00 or 0x01.
//   enum:     its underlying type's encoding; with an enum_range, values
//             outside it are rejected by encode and decode.
#ifndef ROWKEY_CODEC_INTEGRAL_HPP
#define ROWKEY_CODEC_INTEGRAL_HPP

#include <rowkey/codec/word.hpp>
#include <rowkey/types/enum_range.hpp>

#include <concepts>
#include <cstdint>
#include <type_traits>

namespace rowkey {

namespace detail {
// Character types are refused: their signedness and meaning vary. Use
// std::int8_t / std::uint8_t for small numbers, or a string type for text.
// A const or volatile integer (Column<"id", const std::uint64_t>) is refused
// too: a column's value is written into and read out of keys, so rule 2
// names the qualifier rather than a decode failing to assign it.
template <class T>
concept key_integer = std::integral<T> && std::same_as<T, std::remove_cv_t<T>> && !std::same_as<T, bool> &&
                      !std::same_as<T, char> && !std::same_as<T, wchar_t> && !std::same_as<T, char8_t> &&
                      !std::same_as<T, char16_t> && !std::same_as<T, char32_t>;
}  // namespace detail

template <detail::key_integer T>
struct value_codec<T> : detail::word_codec<value_codec<T>, T, std::make_unsigned_t<T>> {
  using word = std::make_unsigned_t<T>;
  static constexpr word sign_bit = std::is_signed_v<T> ? static_cast<word>(word{1} << (8 * sizeof(T) - 1)) : word{0};

  [[gnu::always_inline]] static constexpr word to_word(T v) noexcept {
    return static_cast<word>(static_cast<word>(v) ^ sign_bit);
  }
  [[gnu::always_inline]] static constexpr decode_errc from_word(word w, T& out) noexcept {
    out = static_cast<T>(static_cast<word>(w ^ sign_bit));
    return decode_errc::ok;
  }
  // The encoding's order is the integers' own (codec_interface.hpp).
  static constexpr bool less(T a, T b) noexcept { return a < b; }
};

template <>
struct value_codec<bool> : detail::word_codec<value_codec<bool>, bool, std::uint8_t> {
  [[gnu::always_inline]] static constexpr std::uint8_t to_word(bool v) noexcept { return v ? 1 : 0; }
  [[gnu::always_inline]] static constexpr decode_errc from_word(std::uint8_t w, bool& out) noexcept {
    if (w > 1) return decode_errc::out_of_range;
    out = w == 1;
    return decode_errc::ok;
  }
};

namespace detail {
// Only enums with a fixed underlying type (every scoped enum, and unscoped ones
// declared `enum E : T`) can hold every value of that type, which decode needs.
template <class E>
concept key_enum = std::is_enum_v<E> && std::same_as<E, std::remove_cv_t<E>> &&
                   requires { E{std::underlying_type_t<E>{}}; } && key_integer<std::underlying_type_t<E>>;
}  // namespace detail

template <detail::key_enum E>
struct value_codec<E> : detail::word_codec<value_codec<E>, E, std::make_unsigned_t<std::underlying_type_t<E>>> {
  using underlying = std::underlying_type_t<E>;
  using base_codec = value_codec<underlying>;
  using word = std::make_unsigned_t<underlying>;

  static constexpr bool in_range(E v) noexcept {
    if constexpr (enum_with_range<E>) {
      const auto u = static_cast<underlying>(v);
      return u >= static_cast<underlying>(enum_range<E>::first) && u <= static_cast<underlying>(enum_range<E>::last);
    } else {
      return true;
    }
  }

  static constexpr bool can_reject = enum_with_range<E>;
  static constexpr encode_errc check(E v) noexcept {
    return in_range(v) ? encode_errc::ok : encode_errc::invalid_value;
  }
  [[gnu::always_inline]] static constexpr word to_word(E v) noexcept {
    return base_codec::to_word(static_cast<underlying>(v));
  }
  [[gnu::always_inline]] static constexpr decode_errc from_word(word w, E& out) noexcept {
    underlying u{};
    base_codec::from_word(w, u);
    out = static_cast<E>(u);
    return in_range(out) ? decode_errc::ok : decode_errc::out_of_range;
  }
};

}  // namespace rowkey

#endif
