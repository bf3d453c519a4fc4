// The table layer's errors print where keys print (rowkey/print.hpp): `<<`,
// std::format, fmt (rowkey/fmt.hpp) and Catch2 (rowkey/catch2.hpp), as their
// message() reads, each code as describe() says (print.hpp's render of an
// error and of a code; this header lists the types that print).
//
//   std::cout << orders.insert(r);     ok, or error: a record with this primary key exists (table 'orders')
//   std::cout << r.error();            the same error alone
//   std::cout << r.error().store;      store unavailable: etcd: no leader  (the engine's own words)
//
// Opt-in, as rowkey/print.hpp is: rowkey/rowkey.hpp includes it, rowkey/table.hpp does not.
#ifndef ROWKEY_TABLE_PRINT_HPP
#define ROWKEY_TABLE_PRINT_HPP

#include <rowkey/print.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table_error.hpp>
#include <rowkey/table/value_error.hpp>

#include <type_traits>

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

}  // namespace rowkey::detail

#endif
