// Readable renderings, for logs, test failures and keys read back from a store.
//
//   rowkey::describe<Events>()     the schema: each part's column, type,
//                                  direction and byte width
//   rowkey::render<Events>(bytes)  a key: each column's name and value, and
//                                  its bytes in hex, part by part
#ifndef ROWKEY_PRINT_DESCRIBE_HPP
#define ROWKEY_PRINT_DESCRIBE_HPP

#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/print/detail/format_value.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>
#include <rowkey/print/detail/render_parts.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

namespace rowkey {

// What a call of render or describe requires, as its compile error names it
// (beside rowkey/key/detail/arguments.hpp's). Only ever instantiated false.
namespace arguments {
template <class Given>
inline constexpr bool render_names_its_key = false;  // render(bytes), no <K>
template <class Given>
inline constexpr bool describe_takes_its_key_as_template_argument = false;  // describe(*key)
}  // namespace arguments

namespace detail {

// A part's DSL spelling without the column: "asc", "desc", or the modifier
// a part_codec names in `static constexpr std::string_view modifier`.
template <class T>
std::string modifier_name() {
  if constexpr (requires { T::modifier; }) {
    return std::string(T::modifier);
  } else {
    return T::order == direction::ascending ? "asc" : "desc";
  }
}

inline std::string byte_count(std::size_t n) { return std::to_string(n) + (n == 1 ? " byte" : " bytes"); }

template <class T>
std::string width_text() {
  if constexpr (T::kind == part_kind::derived) {
    return byte_count(T::width);
  } else if constexpr (T::codec::fixed_width) {
    return byte_count(T::codec::max_size);
  } else if constexpr (requires { T::codec::min_size; }) {
    return std::to_string(T::codec::min_size) + ".." + std::to_string(T::codec::max_size) + " bytes";
  } else {
    return "2.." + std::to_string(T::codec::max_size) + " bytes, escaped";
  }
}

inline void pad_to(std::string& line, std::size_t column) {
  if (line.size() < column) line.append(column - line.size(), ' ');
  else line += ' ';
}

}  // namespace detail

// Hex of any bytes, two digits a byte, spaced: "00 2a ff".
inline std::string to_hex(std::string_view bytes) {
  std::string out;
  detail::append_hex(out, bytes, true);
  return out;
}

template <key_declaration K>
std::string describe() {
  // First: a broken key's one error, right under the call.
  using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
  using L = detail::layout<K>;
  std::string out = "key of " + std::to_string(L::part_count) + " parts, at most " + std::to_string(L::max_size) +
                    " bytes" + (L::fixed_width ? " (fixed width)" : "");
  if constexpr (!std::is_same_v<typename L::format, native_format>) out += ", " + std::string(L::format::name) + " format";
  if constexpr (!L::subspace.empty()) out += ", in subspace " + to_hex(L::subspace);
  out += "\n";
  detail::for_each_part<K>([&](auto i) {
    using T = typename L::template part_traits<i>;
    std::string line = "  " + std::to_string(i) + "  ";
    line += T::column::name;
    detail::pad_to(line, 22);
    line += detail::modifier_name<T>();
    detail::pad_to(line, 34);
    line += detail::type_name<typename T::column::value_type>();
    detail::pad_to(line, 62);
    line += detail::width_text<T>();
    out += line;
    out += '\n';
  });
  return out;
}

// "user_id=42 ts=2024-05-01T12:00:00.000000Z  [00 00 00 00 00 00 00 2a | 7f ...]",
// or the decode error and the bytes when they do not decode.
template <key_declaration K>
std::string render(std::string_view bytes) {
  // First: a broken key's one error, right under the call.
  using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
  using L = detail::layout<K>;
  typename L::stored_values values{};
  const decode_error error = detail::read_key<K>(bytes, values);
  if (error.code != decode_errc::ok) {
    return "undecodable key (" + error.message() + ")  [" + to_hex(bytes) + "]";
  }
  // A whole key that decodes: every part reads, so its leading parts are all
  // of it.
  const detail::rendered_parts parts = detail::render_leading_parts<K>(bytes);
  return parts.columns + "  [" + parts.hex + "]";
}

// describe<Orders>(), render<Orders>(bytes): not a key
// (detail::rejected_key_argument).
template <detail::misplaced_key_argument NotAKey>
std::string describe() {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return {};
}
template <detail::misplaced_key_argument NotAKey, class... Given>
std::string render(const Given&...) {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return {};
}

// render<K>(v) of bytes in a container that does not convert to a
// std::string_view (a std::vector<std::uint8_t>, a std::vector<char>, a
// std::span<const std::byte>): one error that shows the conversion, not the
// list of render's overloads. (Only for a container of one-byte elements,
// so that print.hpp's renderings of a key's values, ranges and results are
// never in its way.)
template <key_declaration K, class Given>
  requires(!std::is_convertible_v<const Given&, std::string_view> && requires(const Given& g) {
    g.size();
    requires sizeof(*g.data()) == 1;
  })
std::string render(const Given&) {
  static_assert(arguments::render_reads_bytes<K, Given>,
                "rowkey: render<K> reads a key's bytes as a std::string_view; bytes in a vector or span convert "
                "with std::string_view(reinterpret_cast<const char*>(v.data()), v.size()) "
                "(docs/tutorial.md, seeing keys)");
  return {};
}

namespace detail {

// Bytes render could read, were their key named: text that converts to a
// std::string_view, or a container of one-byte elements. Not a string
// value (values.get<Host>()), which is no key's bytes.
template <class T>
concept bytes_without_their_key =
    !inline_chars_value<T> && (std::is_convertible_v<const T&, std::string_view> || requires(const T& g) {
      g.size();
      requires sizeof(*g.data()) == 1;
    });

// render(bytes) and describe(value): a parameter of these types makes the
// call one error, in the converting constructor, whose argument is the
// caller's type. A conversion, not a deduced `const Given&`, so that any
// other render or describe that takes the argument as it is (print.hpp's,
// a user's found by argument-dependent lookup or a using-directive) is a
// better match and is still the one called; and the error in a function
// body, so that only a call made reports it, not a requires-expression
// that asks whether the call is valid.
struct render_argument_without_key {
  template <bytes_without_their_key Given>
  render_argument_without_key(const Given&) {  // NOLINT: the call converts
    static_assert(arguments::render_names_its_key<Given>,
                  "rowkey: render reads a key's bytes only with their key named: render<K>(bytes), as in "
                  "render<Orders>(bytes); render(x) without <K> is for what knows its key (an encoded key, "
                  "key_values, a range, a result) (docs/tutorial.md, seeing keys)");
  }
};
// Not an enumeration: describe(decode_errc) and the other error codes' are
// correct calls, and print.hpp renders an enumeration for which describe(c)
// is one, so that for any other it must stay no call at all.
struct describe_argument {
  template <class Given>
    requires(!std::is_enum_v<Given>)
  describe_argument(const Given&) {  // NOLINT: the call converts
    static_assert(arguments::describe_takes_its_key_as_template_argument<Given>,
                  "rowkey: describe<K>() takes the key as its template argument, and no value: "
                  "describe<Orders>() is the key's schema; a key's value (an encoded key, key_values) prints "
                  "with render(x) or << (docs/tutorial.md, keys)");
  }
};

}  // namespace detail

// render(bytes) without the key, describe(value): the one error is the
// parameter's. Templates that take no template argument: render<K>(...) and
// describe<K> (called, or its address taken) never reach them, and a user's
// non-template function of the same name is preferred to them.
template <class... NoKey>
  requires(sizeof...(NoKey) == 0)
std::string render(detail::render_argument_without_key) {
  return {};
}
template <class... NoKey>
  requires(sizeof...(NoKey) == 0)
std::string describe(detail::describe_argument) {
  return {};
}

}  // namespace rowkey

#endif
