// A fixed-width text value: always N bytes in the key, shorter text padded
// with 0x00 (the guide's fixed-width design). The text itself may not contain
// 0x00, since padding must be told apart from data.
//
//   struct Country : rowkey::Column<"country", rowkey::padded_string<2>> {};
#ifndef ROWKEY_TYPES_PADDED_STRING_HPP
#define ROWKEY_TYPES_PADDED_STRING_HPP

#include <rowkey/types/bounded_string.hpp>

#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

namespace rowkey {

namespace detail {
// Not constexpr: called in constant evaluation, it stops it, and the
// compiler's error names it.
inline void padded_string_text_holds_0x00() noexcept {}
}  // namespace detail

template <std::size_t N>
class padded_string : public detail::inline_chars<padded_string<N>, N> {
  static_assert(N > 0, "rowkey: padded_string needs a width of at least 1");
  using base = detail::inline_chars<padded_string<N>, N>;

 public:
  constexpr padded_string() = default;
  constexpr explicit padded_string(detail::for_overwrite_t f) noexcept : base(f) {}

  // From a literal, its length checked at compile time; a literal holding
  // 0x00 is refused where it is a constant (`constexpr padded_string<2>
  // c{"a\0"}` does not compile) and, built at run time, by encode
  // (encode_errc::invalid_value), as from() refuses it. (constexpr, not
  // consteval: see inline_chars.)
  template <std::size_t M>
  constexpr padded_string(const char (&text)[M]) noexcept : base(text) {
    if (__builtin_is_constant_evaluated()) {
      for (std::size_t i = 0; i + 1 < M; ++i) {
        if (text[i] == '\0') detail::padded_string_text_holds_0x00();
      }
    }
  }

  // From run-time text: one error that names from(), as inline_chars' (in
  // the body itself, so that it is one line below the user's).
  template <detail::run_time_text<padded_string> Text>
  constexpr explicit padded_string(const Text&) noexcept {
    static_assert(arguments::run_time_text_goes_through_from<padded_string, Text>,
                  "rowkey: a bounded_string, bounded_bytes or padded_string is built from text known at run time "
                  "with from(), which returns std::nullopt when the text does not fit: "
                  "`auto v = padded_string<2>::from(text);` (docs/tutorial.md, decoding)");
  }
  using detail::run_time_text_assignment<padded_string>::operator=;

  // Empty when the text is longer than N or contains 0x00.
  static constexpr std::optional<padded_string> from(std::string_view text) noexcept {
    if (text.find('\0') != std::string_view::npos) return std::nullopt;
    return base::from(text);
  }
};

}  // namespace rowkey

#endif
