// fmt (https://fmt.dev) formatters for everything rowkey/print.hpp prints:
// keys, decoded values, ranges, bucket scans, errors, schemas, results.
// Opt-in, for fmt's users: the rest of rowkey does not need fmt (Debian:
// libfmt-dev; link fmt::fmt).
//
//   fmt::print("{}\n", key);      host="web1" ts=...  [77 65 62 31 00 01 | ...]
//   fmt::print("{:x}\n", key);    77 65 62 31 00 01 80 00 01 8b cf e5 68 00
//   fmt::print("{:v}\n", key);    host="web1" ts=...
#ifndef ROWKEY_PRINT_FMT_HPP
#define ROWKEY_PRINT_FMT_HPP

#include <rowkey/print/print.hpp>

#include <fmt/format.h>

template <class T>
  requires(rowkey::detail::is_printable_type<T>::value && rowkey::printable<T>)
struct fmt::formatter<T, char> {
  rowkey::print_style style = rowkey::print_style::readable;

  constexpr auto parse(fmt::format_parse_context& ctx) {
    return rowkey::detail::parse_format_spec<fmt::format_error>(ctx, style);
  }
  template <class Context>
  auto format(const T& value, Context& ctx) const {
    return rowkey::detail::format_rendered(value, style, ctx.out());
  }
};

#endif
