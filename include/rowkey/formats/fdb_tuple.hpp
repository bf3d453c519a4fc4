// FoundationDB's tuple layer as a key's byte format:
//
//   using Orders = rowkey::Key<Hash<2, UserId>, UserId, OrderId,
//                              rowkey::Format<rowkey::fdb_tuple>,
//                              rowkey::Subspace<rowkey::fdb_tuple::pack("shop", "orders")>>;
//
// Each part is one tuple element, so a key is a packed tuple that every
// tuple-layer client (Python, Java, Go, Node, ...) unpacks and packs:
// stored columns as their tuple_codec writes them (formats/tuple_codec.hpp),
// and the derived prefixes as fixed-width positive integers whose top bit is
// set (so that every value takes the same number of bytes, as scans and split
// points need):
//
//   Hash<N, C>    integer of N bytes: 0x14 + N, then the top 8N - 1 bits of
//                 HashFn's hash of C's tuple element (XXH64, seed 0, of the
//                 element's bytes, typecode included), with the top bit set
//   Bucket<N, C>  integer 0x80 + b (N <= 128, 2 bytes) or 0x8000 + b
//                 (N <= 32768, 3 bytes), b the bucket number (dsl/bucket.hpp;
//                 buckets hashed by value hash the tuple element)
//
// The tuple layer has no descending order: rule 7 refuses Desc and Reverse,
// a value type without a tuple_codec and a Bucket of more than 32768 buckets.
// docs/format.md section 12 is the specification.
#ifndef ROWKEY_FORMATS_FDB_TUPLE_HPP
#define ROWKEY_FORMATS_FDB_TUPLE_HPP

#include <rowkey/codec/integral.hpp>
#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/format.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/reverse.hpp>
#include <rowkey/dsl/subspace.hpp>
#include <rowkey/formats/detail/tuple_elements.hpp>
#include <rowkey/formats/tuple_codec.hpp>
#include <rowkey/dsl/column_hash.hpp>
#include <rowkey/rules/violation.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rowkey {

namespace detail {

// A column's value hashed as a tuple element (or by the HashFn's own value hash).
template <class C, class HashFn>
[[gnu::always_inline]] constexpr std::uint64_t hash_tuple_element(typename C::argument_type v) noexcept {
  return hash_column<C, HashFn, tuple_codec<typename C::value_type>>(v);
}

// A positive tuple integer of exactly Bytes magnitude bytes: v with the top
// bit set (v < 2^(8 Bytes - 1)).
template <std::size_t Bytes>
constexpr void write_top_bit_int(char* out, std::uint64_t v) noexcept {
  out[0] = to_char(tuple::int_zero_code + Bytes);
  const std::uint64_t w = v | (std::uint64_t{1} << (8 * Bytes - 1));
  for (std::size_t i = 0; i < Bytes; ++i) out[1 + i] = to_char(static_cast<unsigned char>(w >> (8 * (Bytes - 1 - i))));
}

template <declared_column C>
struct tuple_part<C> {
  using column = C;
  static constexpr part_kind kind = part_kind::stored;
  static constexpr direction order = direction::ascending;
  using codec = tuple_codec<typename C::value_type>;
};

// Refused by rule 7; laid out as the plain column so that nothing else fails.
template <declared_column C>
struct tuple_part<Desc<C>> : tuple_part<C> {};
template <declared_column C>
struct tuple_part<Reverse<C>> : tuple_part<C> {};

template <std::size_t N, declared_column C, class HashFn>
struct tuple_part<Hash<N, C, HashFn>> {
  using column = C;
  using hash_function = HashFn;
  static constexpr part_kind kind = part_kind::derived;
  static constexpr std::size_t width = 1 + N;
  static constexpr bool disperses = true;
  static constexpr std::string_view modifier = part_codec<Hash<N, C, HashFn>>::modifier;

  static constexpr unsigned hash_bits = 8 * N - 1;
  static constexpr void write_hash_bits(char* out, std::uint64_t v) noexcept { write_top_bit_int<N>(out, v); }
  [[gnu::always_inline]] static constexpr void derive(char* out, typename C::argument_type value) noexcept {
    write_hash_bits(out, hash_tuple_element<C, HashFn>(value) >> (64 - hash_bits));
  }
};

template <std::size_t N, declared_column C>
struct tuple_part<Bucket<N, C>> {
  static constexpr std::size_t value_bytes = N <= 0x80 ? 1 : 2;

  using column = C;
  static constexpr part_kind kind = part_kind::derived;
  static constexpr std::size_t width = 1 + value_bytes;
  static constexpr std::size_t bucket_count = N;
  static constexpr bool disperses = true;
  static constexpr std::string_view modifier = part_codec<Bucket<N, C>>::modifier;

  static constexpr std::size_t bucket(typename C::argument_type value) noexcept {
    if constexpr (modulo_bucketed<typename C::value_type>::value) {
      return part_codec<Bucket<N, C>>::bucket(value);
    } else {
      return static_cast<std::size_t>(hash_tuple_element<C, xxh64_hash>(value) % N);
    }
  }
  static constexpr void write_bucket(char* out, std::size_t b) noexcept { write_top_bit_int<value_bytes>(out, b); }
  [[gnu::always_inline]] static constexpr void derive(char* out, typename C::argument_type value) noexcept {
    write_bucket(out, bucket(value));
  }
};

template <class T>
inline constexpr bool is_desc = false;
template <class C>
inline constexpr bool is_desc<Desc<C>> = true;
template <class T>
inline constexpr bool is_reverse = false;
template <class C>
inline constexpr bool is_reverse<Reverse<C>> = true;
template <class T>
inline constexpr std::size_t bucket_count_of = 0;
template <std::size_t N, class C>
inline constexpr std::size_t bucket_count_of<Bucket<N, C>> = N;

// Its being complete is what makes Format<fdb_tuple> usable and
// fdb_tuple::pack defined (dsl/format.hpp); it holds the packing.
struct tuple_format_definition {
  template <class... Elements>
  static consteval subspace_bytes pack(const Elements&... elements) {
    subspace_bytes out;
    char* end = out.bytes;
    ((end = append(end, out.bytes + subspace_bytes::capacity, elements)), ...);
    out.size = static_cast<std::size_t>(end - out.bytes);
    return out;
  }

 private:
  // Each element is written only when the most it can take still fits.
  static consteval void require_room(const char* out, const char* limit, std::size_t most) {
    if (static_cast<std::size_t>(limit - out) < most) throw "rowkey: a Subspace holds at most 64 bytes";
  }
  template <std::size_t N>
  static consteval char* append(char* out, const char* limit, const char (&text)[N]) {
    const std::string_view v(text, N - 1);
    if (!tuple::valid_utf8(v)) throw "rowkey: fdb_tuple::pack takes UTF-8 text";
    require_room(out, limit, tuple::string_size(v));
    return tuple::write_string(out, tuple::text_code, v);
  }
  template <key_integer T>
    requires(sizeof(T) <= 8)
  static consteval char* append(char* out, const char* limit, T v) {
    require_room(out, limit, tuple::int_size(tuple::magnitude_of(v)));
    return tuple::write_int(out, tuple::is_negative(v), tuple::magnitude_of(v));
  }
  static consteval char* append(char* out, const char* limit, bool v) {
    require_room(out, limit, 1);
    *out = to_char(v ? tuple::true_code : tuple::false_code);
    return out + 1;
  }
};
}  // namespace detail

template <class Part>
constexpr rules::violation fdb_tuple::check_part() {
  using C = typename part_codec<Part>::column;
  using rules::problem;
  if constexpr (detail::is_desc<Part> || detail::is_reverse<Part>) {
    return {.what = problem::order_not_in_format, .column = C::name, .detail = name,
            .word = detail::is_desc<Part> ? "Desc" : "Reverse"};
  } else if constexpr (!tuple_value_type<typename C::value_type>) {
    return {.what = problem::value_not_in_format, .column = C::name, .detail = name};
  } else if constexpr (detail::bucket_count_of<Part> > detail::tuple::max_buckets) {
    return {.what = problem::prefix_not_in_format, .column = C::name, .figure = detail::bucket_count_of<Part>,
            .limit = detail::tuple::max_buckets, .detail = name, .word = "Bucket"};
  } else {
    return {};
  }
}

}  // namespace rowkey

#endif
