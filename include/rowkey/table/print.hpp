// The table layer's errors print where keys print (rowkey/print.hpp): `<<`,
// std::format, fmt (rowkey/fmt.hpp) and Catch2 (rowkey/catch2.hpp), as their
// message() reads, each code as describe() says (print.hpp's render of an
// error and of a code; this header lists the types that print).
//
//   std::cout << orders.insert(r);     ok, or error: a record with this primary key exists (table 'orders')
//   std::cout << r.error();            the same error alone
//   std::cout << r.error().store;      store unavailable: etcd: no leader  (the engine's own words)
//   std::cout << orders.get(OrderNo{17});   order_no=17 buyer_id=42 item="book" ...  (or "not found")
//   rowkey::render(order)                  the same fields, of a record alone
//
// Opt-in, as rowkey/print.hpp is: rowkey/rowkey.hpp includes it, rowkey/table.hpp does not.
#ifndef ROWKEY_TABLE_PRINT_HPP
#define ROWKEY_TABLE_PRINT_HPP

#include <rowkey/print/detail/format_value.hpp>
#include <rowkey/print/print.hpp>
#include <rowkey/table/record.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table_error.hpp>
#include <rowkey/table/value_error.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

template <>
struct is_printable_type<table_error> : std::true_type {};
template <>
struct is_printable_type<store_error> : std::true_type {};
template <>
struct is_printable_type<value_error> : std::true_type {};
template <>
struct is_printable_type<table_errc> : std::true_type {};
template <>
struct is_printable_type<store_errc> : std::true_type {};
template <>
struct is_printable_type<value_errc> : std::true_type {};
template <adapted_record R>
struct is_printable_type<result<std::optional<R>, table_error>> : std::true_type {};

}  // namespace rowkey::detail

namespace rowkey {

// A record: each field as `name=value`, in the order the struct adapts
// them, values as a key's print (strings quoted and escaped). For logs and
// test failures; the record's own type is the user's, so it has no `<<`
// of rowkey's (render it, or print a table read's result).
template <adapted_record R>
std::string render(const R& record, print_style = print_style::readable) {
  std::string out;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((out += (I == 0 ? "" : " "), out += detail::record_fields<R>::names[I], out += '=',
      detail::append_value(out, detail::field<I>(record))),
     ...);
  }(std::make_index_sequence<detail::record_fields<R>::count>{});
  return out;
}

// A table read (orders.get(...)): the record, "not found", or "error: " and
// the error.
template <adapted_record R>
std::string render(const result<std::optional<R>, table_error>& r, print_style style = print_style::readable) {
  if (!r.has_value()) return "error: " + render(r.error(), style);
  return r->has_value() ? render(**r, style) : std::string("not found");
}

}  // namespace rowkey

#endif
