// Keys compiled once: a key's encode, decode, prefix and range compiled in
// one translation unit and called from every other, instead of inlined and
// optimized in each translation unit that uses the key.
//
//   // orders.hpp, at global scope, after the key's declaration
//   // (using OrderKey = rowkey::Key<...>; a table's is Orders::key):
//   ROWKEY_EXTERN_KEY(shop::OrderKey);
//
//   // orders.cpp, once in the program:
//   #include "orders.hpp"
//   ROWKEY_INSTANTIATE_KEY(shop::OrderKey);
//
// The extern declaration must be seen by every translation unit that uses
// the key (as an explicit specialization must): declare it in the key's
// header, under the key, and nowhere else spell the same Key<...> out
// without it. A compiled key's encode<K>, decode<K>, prefix<K> and range<K>
// are calls at run time and are not constant expressions: a namespace-scope
// variable built by one is built at program start-up (declare it
// constinit to keep it a constant). encode_into, encode_append,
// decode_into, bucket_ranges, the re-encode of decoded values and the
// table layer's writes stay inline. docs/benchmarks.md ("Keys compiled
// once") measures both sides and says when to choose which.
#ifndef ROWKEY_COMPILED_HPP
#define ROWKEY_COMPILED_HPP

// The key layer with it: the key a header declares extern is declared there.
#include <rowkey/core.hpp>
#include <rowkey/key/detail/compiled_key.hpp>

// Each operation class: encode, prefix with 0 to 8 bound columns, range with
// 0 to 7 bound columns and an interval or starts_with, and decode.
#define ROWKEY_DETAIL_COMPILED_KEY_CLASSES(EXTERN, ...)                                                       \
  EXTERN template struct ::rowkey::detail::compiled_encode<__VA_ARGS__>;                                              \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 0>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 1>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 2>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 3>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 4>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 5>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 6>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 7>;                                           \
  EXTERN template struct ::rowkey::detail::compiled_prefix<__VA_ARGS__, 8>;                                           \
  ROWKEY_DETAIL_COMPILED_RANGES(EXTERN, ::rowkey::detail::condition_kind::interval, __VA_ARGS__)                      \
  ROWKEY_DETAIL_COMPILED_RANGES(EXTERN, ::rowkey::detail::condition_kind::text_prefix, __VA_ARGS__)               \
  EXTERN template struct ::rowkey::detail::compiled_decode<__VA_ARGS__> /* the user's ; ends it */
#define ROWKEY_DETAIL_COMPILED_RANGES(EXTERN, KIND, ...)          \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 0, KIND>; \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 1, KIND>; \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 2, KIND>; \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 3, KIND>; \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 4, KIND>; \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 5, KIND>; \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 6, KIND>; \
  EXTERN template struct ::rowkey::detail::compiled_range<__VA_ARGS__, 7, KIND>;

#define ROWKEY_DETAIL_EXTERN_KEY(...)                                                                             \
  static_assert(::rowkey::detail::compiled_key_fits<__VA_ARGS__>,                                          \
                "rowkey: ROWKEY_EXTERN_KEY compiles the scans of keys of at most 8 stored columns; use this key " \
                "inline, without ROWKEY_EXTERN_KEY (docs/benchmarks.md, keys compiled once)");                  \
  template <>                                                                                              \
  inline constexpr bool ::rowkey::detail::compiled_key<__VA_ARGS__> = true; \
  ROWKEY_DETAIL_COMPILED_KEY_CLASSES(extern, __VA_ARGS__)

// In the key's header, at global scope: every use of the key calls the
// operations compiled where ROWKEY_INSTANTIATE_KEY names it.
#define ROWKEY_EXTERN_KEY(...)                                                                             \
  static_assert(::rowkey::detail::compiled_argument_is_a_key<__VA_ARGS__>,                                                \
                "rowkey: ROWKEY_EXTERN_KEY takes a key, a rowkey::Key<...>; for a table or an index, name "     \
                "its key type (docs/benchmarks.md, keys compiled once)");                                      \
  ROWKEY_DETAIL_EXTERN_KEY(::rowkey::detail::compiled_key_of<__VA_ARGS__>::type)

// In one .cpp file of the program, at global scope, after ROWKEY_EXTERN_KEY.
#define ROWKEY_INSTANTIATE_KEY(...)                                                                        \
  static_assert(::rowkey::detail::compiled_argument_is_a_key<__VA_ARGS__>,                                                \
                "rowkey: ROWKEY_INSTANTIATE_KEY takes a key, a rowkey::Key<...>; for a table or an index, "     \
                "name its key type (docs/benchmarks.md, keys compiled once)");                                 \
  ROWKEY_DETAIL_COMPILED_KEY_CLASSES(, ::rowkey::detail::compiled_key_of<__VA_ARGS__>::type)

#endif
