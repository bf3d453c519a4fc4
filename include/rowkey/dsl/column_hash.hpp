// How a column's value becomes the 64-bit hash behind Hash<N, C, HashFn>.
//
// A HashFn is a type with one of:
//   static constexpr std::uint64_t hash(std::string_view bytes);
//       given the column's ascending encoding (docs/format.md), so that equal
//       values hash equal whatever their spelling (-0.0 and 0.0, say);
//   static constexpr std::uint64_t hash_value(typename C::argument_type value);
//       given the value itself, for data already hashed another way (say,
//       the first 8 bytes of an MD5 of the decimal text).
// The Hash prefix is the first N bytes of the result, big-endian. A HashFn
// need only be constexpr if keys are encoded at compile time.
#ifndef ROWKEY_DSL_COLUMN_HASH_HPP
#define ROWKEY_DSL_COLUMN_HASH_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/codec/value_codec.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/hashing/xxh64.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rowkey {

// rowkey's default, part of the storage format: XXH64, seed 0, of the
// column's ascending encoding.
struct xxh64_hash {
  [[gnu::always_inline]] static constexpr std::uint64_t hash(std::string_view bytes) noexcept { return xxh64(bytes); }
};

template <class F>
concept encoding_hash = requires(std::string_view bytes) {
  { F::hash(bytes) } -> std::same_as<std::uint64_t>;
};

template <class F, class C>
concept value_hash = requires(typename C::argument_type v) {
  { F::hash_value(v) } -> std::same_as<std::uint64_t>;
};

// Satisfied by a hash function usable for column C (see above).
template <class F, class C>
concept column_hash = declared_column<C> && (value_hash<F, C> || encoding_hash<F>);

namespace detail {

// A variable-width value's encoding hashed by F, out of line: one function
// per codec and hash function, shared by every key, where inlined into each
// key's encode, decode and scans the loops that write and hash a string's
// encoding were compiled and optimized once per key (docs/benchmarks.md,
// "Compile time"). At run time they are loops either way.
template <class Codec, class F>
[[gnu::noinline]] constexpr std::uint64_t hash_encoding_out_of_line(typename Codec::argument_type v) noexcept {
  char buffer[Codec::max_size];
  const char* end = Codec::template write<direction::ascending>(buffer, v);
  return F::hash(std::string_view(buffer, static_cast<std::size_t>(end - buffer)));
}

// The column's ascending encoding (by Codec: rowkey's own format's, or
// another key format's), hashed by F (or F's value hash). Always inlined: for
// a fixed-width column the hash is a few dozen instructions that fold with
// the encoding, in encode and in decode's prefix check alike. A
// variable-width encoding's length is known only at run time, nothing
// folds, and it is written and hashed by a call.
template <class C, class F, class Codec = value_codec<typename C::value_type>>
[[gnu::always_inline]] constexpr std::uint64_t hash_column(typename C::argument_type v) noexcept {
  if constexpr (value_hash<F, C>) {
    return F::hash_value(v);
  } else if constexpr (Codec::fixed_width) {
    char buffer[Codec::max_size];
    const char* end = Codec::template write<direction::ascending>(buffer, v);
    if constexpr (std::is_same_v<F, xxh64_hash>) {
      return xxh64_of_size<Codec::max_size>(buffer);
    } else {
      return F::hash(std::string_view(buffer, static_cast<std::size_t>(end - buffer)));
    }
  } else {
    return detail::hash_encoding_out_of_line<Codec, F>(v);
  }
}

}  // namespace detail

}  // namespace rowkey

#endif
