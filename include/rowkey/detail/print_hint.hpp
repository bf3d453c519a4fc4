// `std::cout << key` where <rowkey/print.hpp> is not included (a translation
// unit that includes <rowkey/core.hpp>, which leaves printing out). Without
// this, the compiler lists every operator<< of the standard library it
// tried, hundreds of lines; with it, the call finds one deleted overload,
// whose declaration, which the compiler quotes, says the header to include.
// It is deleted rather than failing inside, so that a check for "can this
// be streamed?" (Catch2's, say) still answers no, as it did.
#ifndef ROWKEY_DETAIL_PRINT_HINT_HPP
#define ROWKEY_DETAIL_PRINT_HINT_HPP

#include <rowkey/encode.hpp>
#include <rowkey/error.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/result.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <cstddef>
#include <iosfwd>
#include <type_traits>

namespace rowkey::detail {

// The key layer's types that <rowkey/print.hpp> streams and formats.
template <class T>
struct is_printable_type : std::false_type {};
template <class K>
struct is_printable_type<encoded_key<K>> : std::true_type {};
template <class K>
struct is_printable_type<key_values<K>> : std::true_type {};
template <class K>
struct is_printable_type<key_range<K>> : std::true_type {};
template <class K, std::size_t N>
struct is_printable_type<bucket_scan<K, N>> : std::true_type {};
template <>
struct is_printable_type<decode_error> : std::true_type {};
template <>
struct is_printable_type<encode_error> : std::true_type {};
template <>
struct is_printable_type<decode_errc> : std::true_type {};
template <>
struct is_printable_type<encode_errc> : std::true_type {};
template <class T, class E, bool CanFail>
struct is_printable_type<result<T, E, CanFail>>
    : std::bool_constant<(is_printable_type<T>::value || std::is_arithmetic_v<T>) && is_printable_type<E>::value> {};
template <class E>
struct is_printable_type<result<void, E, true>> : std::bool_constant<is_printable_type<E>::value> {};

// Defined by <rowkey/print.hpp>: complete exactly where printing is.
template <class T>
struct print_header_included;

// A string value alone (values.get<Host>()) streams with print.hpp too.
template <class T>
concept streamed_without_print_header =
    (is_printable_type<T>::value || inline_chars_value<T>) && !requires { sizeof(print_header_included<T>); };

}  // namespace rowkey::detail

namespace rowkey {

namespace detail {
template <class Traits>
using char_ostream = std::basic_ostream<char, Traits>;
}  // namespace detail

// On one line: the compilers quote a declaration's first line only.
template <class Traits, detail::streamed_without_print_header T>
detail::char_ostream<Traits>& operator<<(detail::char_ostream<Traits>&, const T& needs_include_rowkey_print_hpp) = delete;

}  // namespace rowkey

#endif
