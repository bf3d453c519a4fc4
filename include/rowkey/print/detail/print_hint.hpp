// `std::cout << key` where <rowkey/print.hpp> is not included (a translation
// unit that includes <rowkey/core.hpp>, which leaves printing out). Without
// this, the compiler lists every operator<< of the standard library it
// tried, hundreds of lines; with it, the call finds one deleted overload,
// whose declaration, which the compiler quotes, says the header to include.
//
// Where print.hpp is included, its operator<< is viable too, and wins: it is
// the same template with a stricter constraint (this one's, and more), so
// overload resolution prefers it. Nothing here depends on what has been
// included, so a type streams or not the same way everywhere. It is deleted
// rather than failing inside, so that a check for "can this be streamed?"
// (Catch2's, say) answers no without print.hpp, as it did before.
#ifndef ROWKEY_PRINT_DETAIL_PRINT_HINT_HPP
#define ROWKEY_PRINT_DETAIL_PRINT_HINT_HPP

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

// The key layer's types that <rowkey/print.hpp> streams and formats. A
// closed list: nothing else specializes it.
template <class T>
struct key_layer_printable_type : std::false_type {};
template <class K>
struct key_layer_printable_type<encoded_key<K>> : std::true_type {};
template <class K>
struct key_layer_printable_type<key_values<K>> : std::true_type {};
template <class K>
struct key_layer_printable_type<key_range<K>> : std::true_type {};
template <class K, std::size_t N>
struct key_layer_printable_type<bucket_scan<K, N>> : std::true_type {};
template <>
struct key_layer_printable_type<decode_error> : std::true_type {};
template <>
struct key_layer_printable_type<encode_error> : std::true_type {};
template <>
struct key_layer_printable_type<decode_errc> : std::true_type {};
template <>
struct key_layer_printable_type<encode_errc> : std::true_type {};
template <class T, class E, bool CanFail>
struct key_layer_printable_type<result<T, E, CanFail>>
    : std::bool_constant<(key_layer_printable_type<T>::value || std::is_arithmetic_v<T>) &&
                         key_layer_printable_type<E>::value> {};
template <class E>
struct key_layer_printable_type<result<void, E, true>> : std::bool_constant<key_layer_printable_type<E>::value> {};

// Concepts, so that print.hpp's constraints can name the same atoms and be
// ordered before this one's.
template <class T>
concept key_layer_printable = key_layer_printable_type<T>::value;
template <class T>
concept streams_as_text = inline_chars_value<T>;  // a string value alone: values.get<Host>()

template <class Traits>
using char_ostream = std::basic_ostream<char, Traits>;

}  // namespace rowkey::detail

namespace rowkey {

// On one line: the compilers quote a declaration's first line only.
template <class Traits, class T>
  requires(detail::key_layer_printable<T> || detail::streams_as_text<T>)
detail::char_ostream<Traits>& operator<<(detail::char_ostream<Traits>&, const T& needs_include_rowkey_print_hpp) = delete;

}  // namespace rowkey

#endif
