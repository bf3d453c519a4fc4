// fmt (https://fmt.dev) formatters for everything rowkey/print.hpp prints:
// keys, decoded values, ranges, bucket scans, errors, schemas, results.
// Opt-in, for fmt's users: the rest of rowkey does not need fmt (Debian:
// libfmt-dev; link fmt::fmt).
//
//   fmt::print("{}\n", key);      host="web1" ts=...  [77 65 62 31 00 01 | ...]
//   fmt::print("{:x}\n", key);    77 65 62 31 00 01 80 00 01 8b cf e5 68 00
//   fmt::print("{:v}\n", key);    host="web1" ts=...
#ifndef ROWKEY_FMT_HPP
#define ROWKEY_FMT_HPP

#include <rowkey/print.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <string_view>

template <class T>
  requires(rowkey::detail::is_printable_type<T>::value && rowkey::printable<T>)
struct fmt::formatter<T, char> {
  rowkey::print_style style = rowkey::print_style::readable;

  constexpr auto parse(fmt::format_parse_context& ctx) {
    auto it = ctx.begin();
    while (it != ctx.end() && *it != '}') ++it;
    if (!rowkey::detail::parse_print_style(std::string_view(ctx.begin(), static_cast<std::size_t>(it - ctx.begin())),
                                           style)) {
      throw fmt::format_error("rowkey: a key prints with {}, {:x} (bytes) or {:v} (columns)");
    }
    return it;
  }
  template <class Context>
  auto format(const T& value, Context& ctx) const {
    const std::string text = rowkey::render(value, style);
    return std::copy(text.begin(), text.end(), ctx.out());
  }
};

#endif
