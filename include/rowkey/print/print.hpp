// Keys, decoded values, ranges, bucket scans, errors and schemas print where
// people look: `<<` on any output stream, std::format where the standard
// library has it (rowkey/fmt.hpp adds fmt), Catch2 (rowkey/catch2.hpp).
//
//   std::cout << rowkey::encode<Events>(Host{"web1"}, Ts{t}).value();
//       host="web1" ts=2023-11-14T22:13:20Z  [77 65 62 31 00 01 | 80 00 01 8b cf e5 68 00]
//   std::cout << values;                      host="web1" ts=2023-11-14T22:13:20Z
//   std::cout << rowkey::prefix<Events>(Host{"web1"}).value();
//       [host="web1"  [77 65 62 31 00 01], host="web1" +1 byte  [77 65 62 31 00 02])
//   std::cout << rowkey::schema<Events>;     the describe<Events>() table
//   std::cout << values.get<Host>();          web1 (a string value alone: its bytes as they are)
//   std::cout << r.error();                   input ends inside the column at byte 3, in part 0 (column 'ts')
//   std::cout << rowkey::encode_into<Events>(buffer, ...);   13 (the bytes written), or error: ...
//
// rowkey/table/print.hpp adds the table layer's errors (rowkey/rowkey.hpp
// includes both).
//
// With std::format (and fmt), "{}" is the form above, "{:x}" the bytes only
// (spaced hex, the form the inspector reads back), "{:v}" the columns only.
// Bytes that are not printable text (0x00, 0xFF, ...) are always escaped.
#ifndef ROWKEY_PRINT_PRINT_HPP
#define ROWKEY_PRINT_PRINT_HPP

#include <rowkey/print/describe.hpp>
#include <rowkey/print/detail/print_hint.hpp>
#include <rowkey/print/detail/render_parts.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/error.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/result.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/padded_string.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <type_traits>

#if __has_include(<version>)
#include <version>
#endif
// libc++ 16 has a complete <format> without announcing it (its
// -fexperimental-library mode); libstdc++ 13 and later announce theirs.
#if defined(__cpp_lib_format) || (defined(_LIBCPP_VERSION) && !defined(_LIBCPP_HAS_NO_INCOMPLETE_FORMAT))
#define ROWKEY_HAS_STD_FORMAT 1
#include <format>
#else
#define ROWKEY_HAS_STD_FORMAT 0
#endif

namespace rowkey {

// How a key or range prints: "{}", "{:x}", "{:v}".
enum class print_style : std::uint8_t {
  readable,  // columns, then the bytes grouped by part
  bytes,     // the bytes only, spaced hex
  values,    // the columns only
};

// A key's schema as a printable value: `std::cout << rowkey::schema<Events>`.
template <key_declaration K>
struct schema_of {};
template <key_declaration K>
inline constexpr schema_of<K> schema{};

template <key_declaration K>
std::string render(const encoded_key<K>& key, print_style style = print_style::readable) {
  if (style == print_style::bytes) return to_hex(key.view());
  if (style == print_style::values) {
    const detail::rendered_parts p = detail::render_leading_parts<K>(key.view());
    return p.columns;
  }
  return render<K>(key.view());
}

// "user_id=42 ts=2023-11-14T22:13:20Z"; the bytes (style bytes) are those
// the values encode to.
template <key_declaration K>
std::string render(const key_values<K>& values, print_style style = print_style::readable) {
  if (style == print_style::bytes) {
    const auto key = rowkey::encode<K>(values);
    return key ? to_hex(key->view()) : "unencodable values (" + key.error().message() + ")";
  }
  std::string out;
  using L = detail::layout<K>;
  detail::for_each_part<K>([&](auto i) {
    using T = typename L::template part_traits<i>;
    if constexpr (T::kind == part_kind::stored) {
      if (!out.empty()) out += ' ';
      out += T::column::name;
      out += '=';
      detail::append_value(out, values.template get<detail::source_index<K, i>()>());
    }
  });
  return out;
}

namespace detail {
// A range's end that is a leading Bucket part alone (after the key's
// subspace) holds no column to name: a bucket's range that runs to the end
// of its bucket ends at the successor of the bucket's bytes (in rowkey's
// format often the next bucket's first key). "past bucket 3" for such an
// end, "bucket 3" for a bucket's bytes alone, empty for any other bytes.
template <class K>
std::string bucket_bound_text(std::string_view bytes, bool is_end) {
  using L = layout<K>;
  using T = typename L::template part_traits<0>;
  if constexpr (T::kind != part_kind::derived || !requires { T::bucket_count; }) {
    return {};
  } else {
    if (!bytes.starts_with(L::subspace)) return {};
    const std::string_view part = bytes.substr(L::subspace.size());
    if (part.empty() || part.size() > T::width + 1) return {};
    // A bucket's bytes ascend with its number, as every key's do: the last
    // bucket whose bytes are below the part (at most it, for a begin), and
    // whether the part is that bucket's successor (or its bytes).
    const auto bucket_bytes = [](std::size_t b) {
      std::array<char, T::width + 1> own{};
      T::write_bucket(own.data(), b);
      return own;
    };
    const auto last_bucket_before = [&](bool or_equal) {
      // The first bucket past the part: its bytes above it (or equal, when
      // not or_equal). Every bucket before it is below.
      std::size_t below = 0, above = T::bucket_count;
      while (below < above) {
        const std::size_t mid = below + (above - below) / 2;
        const auto own = bucket_bytes(mid);
        const std::string_view mid_bytes(own.data(), T::width);
        if (mid_bytes < part || (or_equal && mid_bytes == part)) {
          below = mid + 1;
        } else {
          above = mid;
        }
      }
      return below;  // one past the bucket, 0 when there is none
    };
    if (const std::size_t past = last_bucket_before(false); is_end && past != 0) {
      auto own = bucket_bytes(past - 1);
      std::size_t n = T::width;
      if constexpr (L::successor_appends_0xff) {
        own[n++] = static_cast<char>(0xFF);
      } else {
        n = prefix_successor(own.data(), n);
      }
      if (n != no_successor && part == std::string_view(own.data(), n)) {
        return "past bucket " + std::to_string(past - 1);
      }
    }
    if (const std::size_t past = last_bucket_before(true); past != 0) {
      const auto own = bucket_bytes(past - 1);
      if (part == std::string_view(own.data(), T::width)) return "bucket " + std::to_string(past - 1);
    }
    return {};
  }
}

// One end of a range: a key prefix or a successor, often no whole key.
template <class K>
std::string range_end_text(std::string_view bytes, print_style style, bool is_end) {
  if (style == print_style::bytes) return to_hex(bytes);
  const rendered_parts p = render_leading_parts<K>(bytes);
  std::string text = bucket_bound_text<K>(bytes, is_end);
  if (text.empty()) text = p.columns.empty() ? std::string("(no column)") : p.columns;
  if (style == print_style::values) return text;
  return text + "  [" + p.hex + "]";
}
}  // namespace detail

// "[begin, end)": each end as the columns it holds and its bytes; an empty
// begin is the start of the table, a missing end its end.
template <key_declaration K>
std::string render(const key_range<K>& range, print_style style = print_style::readable) {
  std::string out = range.empty() ? "empty range [" : "[";
  out += range.begin_key().empty() ? std::string("start of table")
                                   : detail::range_end_text<K>(range.begin_key(), style, false);
  out += ", ";
  out += range.has_end_key() ? detail::range_end_text<K>(range.end_key(), style, true) : std::string("end of table");
  out += ')';
  return out;
}

// "4 ranges, ordered from byte 1:" and a line per bucket.
template <key_declaration K, std::size_t N>
std::string render(const bucket_scan<K, N>& scan, print_style style = print_style::readable) {
  std::string out = std::to_string(N) + (N == 1 ? " range" : " ranges") + ", ordered from byte " +
                    std::to_string(scan.order_offset()) + ":";
  for (std::size_t b = 0; b < N; ++b) {
    out += "\n  bucket " + std::to_string(b) + ": ";
    out += render(scan[b], style);
  }
  return out;
}

// An error (decode_error, encode_error, and the table layer's): its message,
// or "no error" when it holds none.
template <class E>
  requires requires(const E& e) {
    e.code;
    { e.message() } -> std::same_as<std::string>;
  }
std::string render(const E& e, print_style = print_style::readable) {
  return detail::is_error(e) ? e.message() : std::string("no error");
}
// An error code alone (`e.code`): what describe() says of it.
template <class Code>
  requires std::is_enum_v<Code> && requires(Code c) {
    { describe(c) } -> std::convertible_to<std::string_view>;
  }
std::string render(Code c, print_style = print_style::readable) {
  return std::string(describe(c));
}

template <key_declaration K>
std::string render(schema_of<K>, print_style = print_style::readable) {
  return describe<K>();
}

namespace detail {
// What a result holds, as it prints: a number (encode_into's size, a table
// write's "whether there was one") as itself, anything else as rendered.
template <class T>
concept renders_in_a_result = std::is_arithmetic_v<T> || requires(const T& t) { render(t, print_style::readable); };
template <class T>
std::string render_result_value(const T& value, print_style style) {
  if constexpr (std::is_same_v<T, bool>) {
    return value ? "true" : "false";
  } else if constexpr (std::is_arithmetic_v<T>) {
    return std::to_string(value);
  } else {
    return render(value, style);
  }
}
}  // namespace detail

// A result: its value, or "error: " and the error.
template <detail::renders_in_a_result T, class E, bool CanFail>
  requires requires(const E& e) { render(e, print_style::readable); }
std::string render(const result<T, E, CanFail>& r, print_style style = print_style::readable) {
  return r.has_value() ? detail::render_result_value(*r, style) : "error: " + render(r.error(), style);
}
// render<K>(r), K named as for render<K>(bytes), of a result that holds
// one of K's values (encode's, decode's, a scan's): the same as render(r).
template <key_declaration K, class T, class E, bool CanFail>
  requires requires(const T& t, const E& e) {
    render<K>(t, print_style::readable);
    render(e, print_style::readable);
  }
std::string render(const result<T, E, CanFail>& r, print_style style = print_style::readable) {
  return r.has_value() ? render<K>(*r, style) : "error: " + render(r.error(), style);
}
// A result with no value (a table write): "ok", or "error: " and the error.
template <class E>
  requires requires(const E& e) { render(e, print_style::readable); }
std::string render(const result<void, E, true>& r, print_style style = print_style::readable) {
  return r.has_value() ? std::string("ok") : "error: " + render(r.error(), style);
}

// What prints: everything render() above takes.
template <class T>
concept printable = requires(const T& t) {
  { render(t, print_style::readable) } -> std::same_as<std::string>;
};

namespace detail {
// What prints: the key layer's types (detail/print_hint.hpp) and schemas;
// rowkey/table/print.hpp adds the table layer's errors.
template <class T>
struct is_printable_type : key_layer_printable_type<T> {};
template <class K>
struct is_printable_type<schema_of<K>> : std::true_type {};
template <class T, class E, bool CanFail>
struct is_printable_type<result<T, E, CanFail>>
    : std::bool_constant<(is_printable_type<T>::value || std::is_arithmetic_v<T>) && is_printable_type<E>::value> {};
template <class E>
struct is_printable_type<result<void, E, true>> : std::bool_constant<is_printable_type<E>::value> {};

// Turns a format spec ("", "x", "v") into a style; false for anything else.
constexpr bool parse_print_style(std::string_view spec, print_style& style) noexcept {
  if (spec.empty()) style = print_style::readable;
  else if (spec == "x") style = print_style::bytes;
  else if (spec == "v") style = print_style::values;
  else return false;
  return true;
}

// The two halves of a formatter, shared by std::formatter here and fmt's
// (rowkey/fmt.hpp): the spec up to '}' read as a style (Error is the
// library's format_error), and the rendering copied to the output.
template <class Error, class ParseContext>
constexpr auto parse_format_spec(ParseContext& ctx, print_style& style) {
  auto it = ctx.begin();
  while (it != ctx.end() && *it != '}') ++it;
  const auto n = static_cast<std::size_t>(it - ctx.begin());
  if (!parse_print_style(n == 0 ? std::string_view() : std::string_view(&*ctx.begin(), n), style)) {
    throw Error("rowkey: a key prints with {}, {:x} (bytes) or {:v} (columns)");
  }
  return it;
}
template <class T, class Out>
Out format_rendered(const T& value, print_style style, Out out) {
  for (const char c : render(value, style)) *out++ = c;
  return out;
}
}  // namespace detail

// Streams: found by argument-dependent lookup, for any std::basic_ostream<char>
// (<ostream> is the caller's include; this header needs only <iosfwd>). The
// key layer's types have an overload of their own, whose constraint
// includes detail/print_hint.hpp's deleted one's, so that it is chosen over
// it; the other printable types (schemas, the table layer's errors) another.
template <class Traits, class T>
  requires(detail::key_layer_printable<T> && printable<T>)
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& out, const T& value) {
  return out << render(value, print_style::readable);
}
template <class Traits, class T>
  requires(!detail::key_layer_printable<T> && detail::is_printable_type<T>::value && printable<T>)
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& out, const T& value) {
  return out << render(value, print_style::readable);
}

// A string value on its own (`std::cout << row.get<Host>()`) streams its bytes
// as they are, as a std::string does, and as fmt prints it (through its
// std::string_view); inside a key or a row it prints escaped and quoted.
template <class Traits, class T>
  requires detail::streams_as_text<T>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& out, const T& value) {
  return out << value.view();
}

}  // namespace rowkey

#if ROWKEY_HAS_STD_FORMAT
template <class T>
  requires(rowkey::detail::is_printable_type<T>::value && rowkey::printable<T>)
struct std::formatter<T, char> {
  rowkey::print_style style = rowkey::print_style::readable;

  constexpr auto parse(std::format_parse_context& ctx) {
    return rowkey::detail::parse_format_spec<std::format_error>(ctx, style);
  }
  template <class Context>
  auto format(const T& value, Context& ctx) const {
    return rowkey::detail::format_rendered(value, style, ctx.out());
  }
};
#endif

#endif
