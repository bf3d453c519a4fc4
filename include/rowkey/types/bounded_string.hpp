// Variable-length value types whose maximum length is part of the type:
//
//   struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
//
// `bounded_string` holds text and `bounded_bytes` binary data; both may hold any
// byte, 0x00 and 0xFF included, and differ only in how they are rendered.
// Encoding reads a std::string_view; decoding fills one of these, which keeps
// its bytes inline (no heap allocation, at most Max bytes).
#ifndef ROWKEY_TYPES_BOUNDED_STRING_HPP
#define ROWKEY_TYPES_BOUNDED_STRING_HPP

#include <rowkey/detail/for_overwrite.hpp>

#include <array>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace rowkey {

template <class T>
struct value_codec;

// What building one of these types requires, as its compile error names it.
// Only ever instantiated false.
namespace arguments {
template <class Value, class Given>
inline constexpr bool run_time_text_goes_through_from = false;  // bounded_string<8>{std::string{...}}
}  // namespace arguments

namespace detail {

// Text known only at run time (a std::string, a std::string_view, a char
// pointer, a value of another bound), which may not fit: built or assigned
// from it, one of these types is one error that names from(), not the list
// of its constructors. A literal (an array) is checked by its own
// constructor, and the type itself or a class derived from it is copied.
template <class Given, class Value>
concept run_time_text = std::convertible_to<const Given&, std::string_view> && !std::is_array_v<Given> &&
                        !std::derived_from<Given, Value>;

// Assigned from run-time text: the same one error. A base of its own, which
// each type brings in with a using-declaration: brought in from
// inline_chars, inline_chars' own copy and move assignment would come too,
// and make `s = "literal"` ambiguous. This base's copy and move assignment
// come along instead, which nothing but this base converts to: it has no
// default constructor, so that `s = {}` is not ambiguous either.
template <class Derived>
struct run_time_text_assignment {
  template <run_time_text<Derived> Text>
  constexpr Derived& operator=(const Text&) noexcept {
    static_assert(arguments::run_time_text_goes_through_from<Derived, Text>,
                  "rowkey: text known at run time is assigned through from(), which returns std::nullopt when "
                  "the text does not fit: `if (auto v = bounded_string<64>::from(text)) field = *v;` "
                  "(docs/tutorial.md, decoding)");
    return static_cast<Derived&>(*this);
  }

 protected:
  struct built_by_inline_chars {};
  constexpr explicit run_time_text_assignment(built_by_inline_chars) noexcept {}
};

template <class Value, std::size_t Max>
struct escaped_codec;
template <class Value, std::size_t Max, unsigned char Typecode>
struct tuple_string_codec;

template <std::size_t Max>
using length_type = std::conditional_t<(Max <= 0xFF), std::uint8_t,
                                       std::conditional_t<(Max <= 0xFFFF), std::uint16_t, std::uint32_t>>;

// Storage and operations shared by bounded_string and bounded_bytes.
template <class Derived, std::size_t Max>
class inline_chars : public run_time_text_assignment<Derived> {
  using assignment = run_time_text_assignment<Derived>;
  static constexpr typename assignment::built_by_inline_chars built_here{};

 public:
  static constexpr std::size_t max_size = Max;

  // Bytes past size() stay uninitialized at run time, so that decoding into a
  // bounded_string<2048> does not first clear 2 KiB; constant evaluation
  // needs them set.
  constexpr inline_chars() noexcept : assignment(built_here), size_(0) {
    if (__builtin_is_constant_evaluated()) chars_.fill('\0');
  }
  // For a decode, which writes the size and the bytes it holds: at run time
  // nothing is written first (key/detail/value_pack.hpp).
  constexpr explicit inline_chars(for_overwrite_t) noexcept : assignment(built_here) {
    if (__builtin_is_constant_evaluated()) {
      chars_.fill('\0');
      size_ = 0;
    }
  }

  // From a literal, its length checked at compile time: bounded_string<8>{"web-1"},
  // `name == "web-1"`. constexpr, not consteval: neither g++ 12 nor clang 16
  // can build a run-time object with a consteval constructor (g++ rejects
  // it, "'this' is not a constant expression", clang 16 crashes).
  // (A static_assert, not a constraint: one short error, where a
  // constraint listed every constructor, 54 lines on g++.)
  template <std::size_t N>
  constexpr inline_chars(const char (&text)[N]) noexcept
      : assignment(built_here), size_(static_cast<length_type<Max>>(N - 1)) {
    static_assert(N - 1 <= Max,
                  "rowkey: the literal is longer than the value type holds (bounded_string<Max>, "
                  "bounded_bytes<Max>, padded_string<N>); raise the bound, or use from() for text known at "
                  "run time");
    if (__builtin_is_constant_evaluated()) chars_.fill('\0');
    for (std::size_t i = 0; i + 1 < N; ++i) chars_[i] = text[i];
  }

  // From run-time text: one error that names from() (run_time_text, above).
  // The static_assert stands in the body itself, so that the error is one
  // line below the user's.
  template <run_time_text<Derived> Text>
  constexpr explicit inline_chars(const Text&) noexcept : assignment(built_here) {
    static_assert(arguments::run_time_text_goes_through_from<Derived, Text>,
                  "rowkey: a bounded_string, bounded_bytes or padded_string is built from text known at run time "
                  "with from(), which returns std::nullopt when the text does not fit: "
                  "`auto v = bounded_string<64>::from(text);` (docs/tutorial.md, decoding)");
  }

  // From a run-time view: empty when it is longer than Max.
  static constexpr std::optional<Derived> from(std::string_view text) noexcept {
    if (text.size() > Max) return std::nullopt;
    Derived d;
    for (std::size_t i = 0; i < text.size(); ++i) d.chars_[i] = text[i];
    d.size_ = static_cast<length_type<Max>>(text.size());
    return d;
  }

  constexpr std::string_view view() const noexcept { return {chars_.data(), size_}; }
  constexpr operator std::string_view() const noexcept { return view(); }
  constexpr const char* data() const noexcept { return chars_.data(); }
  constexpr std::size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }

  friend constexpr bool operator==(const Derived& a, const Derived& b) noexcept {
    return a.view() == b.view();
  }
  // Bytewise, unsigned: the order the key encoding preserves.
  friend constexpr std::strong_ordering operator<=>(const Derived& a, const Derived& b) noexcept {
    const int c = a.view().compare(b.view());
    return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
  }

 private:
  friend struct value_codec<Derived>;
  friend struct escaped_codec<Derived, Max>;
  template <class, std::size_t, unsigned char>
  friend struct tuple_string_codec;
  std::array<char, Max> chars_;
  length_type<Max> size_;  // written by every constructor
};

// The types built on inline_chars (bounded_string, bounded_bytes,
// padded_string): what hashes and streams them.
template <class T>
concept inline_chars_value = requires { T::max_size; } && std::derived_from<T, inline_chars<T, T::max_size>>;

}  // namespace detail

template <std::size_t Max>
class bounded_string : public detail::inline_chars<bounded_string<Max>, Max> {
  static_assert(Max > 0, "rowkey: bounded_string needs a maximum length of at least 1");
  using detail::inline_chars<bounded_string<Max>, Max>::inline_chars;

 public:
  using detail::run_time_text_assignment<bounded_string<Max>>::operator=;
  // User-provided, so that value-initialization (a std::tuple's, say)
  // runs it instead of first clearing every byte.
  constexpr bounded_string() noexcept {}
};

template <std::size_t Max>
class bounded_bytes : public detail::inline_chars<bounded_bytes<Max>, Max> {
  static_assert(Max > 0, "rowkey: bounded_bytes needs a maximum length of at least 1");
  using detail::inline_chars<bounded_bytes<Max>, Max>::inline_chars;

 public:
  using detail::run_time_text_assignment<bounded_bytes<Max>>::operator=;
  // User-provided, so that value-initialization (a std::tuple's, say)
  // runs it instead of first clearing every byte.
  constexpr bounded_bytes() noexcept {}
};

}  // namespace rowkey

// bounded_string, bounded_bytes and padded_string hash as their bytes, as
// std::string_view does: they key std::unordered_map and std::unordered_set
// (a decoded host, say).
template <class T>
  requires rowkey::detail::inline_chars_value<T>
struct std::hash<T> {
  std::size_t operator()(const T& v) const noexcept { return std::hash<std::string_view>{}(v.view()); }
};

#endif
