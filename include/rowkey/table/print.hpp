// The table layer's errors print where keys print (rowkey/print.hpp): `<<`,
// std::format, fmt (rowkey/fmt.hpp) and Catch2 (rowkey/catch2.hpp), as their
// message() reads.
//
//   std::cout << orders.insert(r);     ok, or error: a record with this primary key exists (table 'orders')
//   std::cout << r.error();            the same error alone
//   std::cout << r.error().store;      unavailable: etcd: no leader  (the store's own words)
//
// Opt-in, as rowkey/print.hpp is: rowkey/rowkey.hpp includes it, rowkey/table.hpp does not.
#ifndef ROWKEY_TABLE_PRINT_HPP
#define ROWKEY_TABLE_PRINT_HPP

#include <rowkey/print.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table_error.hpp>
#include <rowkey/table/value_error.hpp>

#include <string>
#include <type_traits>

namespace rowkey {

inline std::string render(const table_error& e, print_style = print_style::readable) {
  return e.code == table_errc::ok ? std::string("no error") : e.message();
}
inline std::string render(const store_error& e, print_style = print_style::readable) {
  return e.code == store_errc::ok ? std::string("no error") : e.message();
}
inline std::string render(const value_error& e, print_style = print_style::readable) {
  return e.code == value_errc::ok ? std::string("no error") : e.message();
}
inline std::string render(table_errc e, print_style = print_style::readable) { return std::string(describe(e)); }
inline std::string render(store_errc e, print_style = print_style::readable) { return std::string(describe(e)); }
inline std::string render(value_errc e, print_style = print_style::readable) { return std::string(describe(e)); }

namespace detail {
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
}  // namespace detail

}  // namespace rowkey

#endif
