// Keys whose operations are compiled once (rowkey/compiled.hpp): the mark
// that ROWKEY_EXTERN_KEY(K) sets, and the types of the values each compiled
// operation takes. encode<K>, decode<K>, prefix<K> and range<K> of a marked
// key call the operation compiled where ROWKEY_INSTANTIATE_KEY(K) stands,
// instead of inlining it.
#ifndef ROWKEY_KEY_DETAIL_COMPILED_KEY_HPP
#define ROWKEY_KEY_DETAIL_COMPILED_KEY_HPP

#include <rowkey/key/detail/layout.hpp>
#include <rowkey/detail/value_refs.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>

#include <cstddef>
#include <utility>

namespace rowkey::detail {

// Set for K by ROWKEY_EXTERN_KEY(K), in every translation unit that uses K.
template <class K>
inline constexpr bool compiled_key = false;

// The values of K's first N stored columns as encode and the scans read
// them: what a call's column values become (detail::argument_getter), so
// that one compiled function serves every call.
template <class K, std::size_t... I>
values_getter<value_refs<typename layout<K>::template stored_column<I>::argument_type...>> leading_values_getter(
    std::index_sequence<I...>);
template <class K, std::size_t N>
using leading_getter = decltype(detail::leading_values_getter<K>(std::make_index_sequence<N>{}));

// The conditions range<K> takes on the next column.
enum class condition_kind { interval, text_prefix };

// The most stored columns a compiled key's scans are compiled for.
inline constexpr std::size_t compiled_max_columns = 8;
template <class K>
inline constexpr bool compiled_key_fits = layout<K>::stored_count <= compiled_max_columns;

// What ROWKEY_EXTERN_KEY and ROWKEY_INSTANTIATE_KEY compile: the key named,
// or, for anything else (a table, a column), a stand-in key that keeps the
// macro's other lines free of errors, where its first line reports the one.
template <class T>
inline constexpr bool compiled_argument_is_a_key = key_declaration<T>;
struct not_a_key_column : Column<"not_a_key", unsigned char> {};
template <class K>
struct compiled_key_of {
  using type = K;
};
template <class T>
  requires(!key_declaration<T>)
struct compiled_key_of<T> {
  using type = Key<not_a_key_column>;
};

}  // namespace rowkey::detail

#endif
