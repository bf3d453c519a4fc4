// XXH64 (Yann Collet's xxHash, 64-bit variant), written from its published
// specification as a constant expression, so that the core needs no library
// for it. rowkey's default hash: Hash<N, C> prefixes and Bucket<N, C> numbers
// of non-integer columns are computed with it, seed 0, over the column's
// ascending encoding. Stored keys depend on these values, so this function
// must never change; tests/unit/modifier_hash_test.cpp pins it to golden
// vectors and checks it against the reference library (libxxhash).
#ifndef ROWKEY_HASHING_XXH64_HPP
#define ROWKEY_HASHING_XXH64_HPP

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey {

namespace detail::xxh64_impl {

inline constexpr std::uint64_t prime1 = 0x9E3779B185EBCA87u;
inline constexpr std::uint64_t prime2 = 0xC2B2AE3D27D4EB4Fu;
inline constexpr std::uint64_t prime3 = 0x165667B19E3779F9u;
inline constexpr std::uint64_t prime4 = 0x85EBCA77C2B2AE63u;
inline constexpr std::uint64_t prime5 = 0x27D4EB2F165667C5u;

constexpr std::uint64_t rotl(std::uint64_t x, int r) noexcept { return (x << r) | (x >> (64 - r)); }

// The specification reads its input as little-endian words, whatever the machine.
// At run time one load (and a swap on big-endian machines): g++ -O2 keeps the
// byte loop otherwise.
template <std::size_t Bytes>
constexpr std::uint64_t load_little_endian(const char* p) noexcept {
  if (!__builtin_is_constant_evaluated()) {
    using word = std::conditional_t<Bytes == 8, std::uint64_t, std::uint32_t>;
    static_assert(sizeof(word) == Bytes);
    word v;
    std::memcpy(&v, p, Bytes);
    if constexpr (std::endian::native == std::endian::big) v = Bytes == 8 ? __builtin_bswap64(v) : __builtin_bswap32(v);
    return v;
  }
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < Bytes; ++i) v |= std::uint64_t{static_cast<unsigned char>(p[i])} << (8 * i);
  return v;
}

constexpr std::uint64_t round(std::uint64_t acc, std::uint64_t input) noexcept {
  acc += input * prime2;
  acc = rotl(acc, 31);
  return acc * prime1;
}

constexpr std::uint64_t merge_round(std::uint64_t acc, std::uint64_t v) noexcept {
  acc ^= round(0, v);
  return acc * prime1 + prime4;
}

// The steps after the 32-byte stripes: a word of 8 bytes, one of 4, a byte;
// then the final mix. xxh64 loops over them; xxh64_of_size<N> writes them
// out for its N, leaving no loop for the compiler to unroll and fold.
constexpr std::uint64_t step8(std::uint64_t h, std::uint64_t word) noexcept {
  h ^= round(0, word);
  return rotl(h, 27) * prime1 + prime4;
}
constexpr std::uint64_t step4(std::uint64_t h, std::uint64_t word) noexcept {
  h ^= word * prime1;
  return rotl(h, 23) * prime2 + prime3;
}
constexpr std::uint64_t step1(std::uint64_t h, char byte) noexcept {
  h ^= std::uint64_t{static_cast<unsigned char>(byte)} * prime5;
  return rotl(h, 11) * prime1;
}
template <std::size_t... I>
constexpr std::uint64_t words8(std::uint64_t h, const char* p, std::index_sequence<I...>) noexcept {
  ((h = step8(h, load_little_endian<8>(p + 8 * I))), ...);
  return h;
}
template <std::size_t... I>
constexpr std::uint64_t bytes1(std::uint64_t h, const char* p, std::index_sequence<I...>) noexcept {
  ((h = step1(h, p[I])), ...);
  return h;
}
constexpr std::uint64_t avalanche(std::uint64_t h) noexcept {
  h ^= h >> 33;
  h *= prime2;
  h ^= h >> 29;
  h *= prime3;
  h ^= h >> 32;
  return h;
}

}  // namespace detail::xxh64_impl

// Always inlined: keys hash short, often fixed-length encodings, and inlined
// where the length is known the loops fold away (a Hash of an 8-byte column
// is a few dozen instructions).
[[gnu::always_inline]] constexpr std::uint64_t xxh64(std::string_view bytes, std::uint64_t seed = 0) noexcept {
  using namespace detail::xxh64_impl;
  const char* p = bytes.data();
  const char* const end = p + bytes.size();
  std::uint64_t h;
  if (bytes.size() >= 32) {
    std::uint64_t v1 = seed + prime1 + prime2;
    std::uint64_t v2 = seed + prime2;
    std::uint64_t v3 = seed;
    std::uint64_t v4 = seed - prime1;
    do {
      v1 = round(v1, load_little_endian<8>(p));
      v2 = round(v2, load_little_endian<8>(p + 8));
      v3 = round(v3, load_little_endian<8>(p + 16));
      v4 = round(v4, load_little_endian<8>(p + 24));
      p += 32;
    } while (end - p >= 32);
    h = rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18);
    h = merge_round(h, v1);
    h = merge_round(h, v2);
    h = merge_round(h, v3);
    h = merge_round(h, v4);
  } else {
    h = seed + prime5;
  }
  h += static_cast<std::uint64_t>(bytes.size());
  for (; end - p >= 8; p += 8) h = step8(h, load_little_endian<8>(p));
  if (end - p >= 4) {
    h = step4(h, load_little_endian<4>(p));
    p += 4;
  }
  for (; p != end; ++p) h = step1(h, *p);
  return avalanche(h);
}

// xxh64 of the N bytes at p, N known at compile time: the same value, with
// the steps of a short input written out (a Hash of a fixed-width column).
template <std::size_t N>
[[gnu::always_inline]] constexpr std::uint64_t xxh64_of_size(const char* p) noexcept {
  using namespace detail::xxh64_impl;
  if constexpr (N >= 32) {
    return xxh64(std::string_view(p, N));
  } else {
    std::uint64_t h = words8(prime5 + N, p, std::make_index_sequence<N / 8>{});
    constexpr std::size_t at = N / 8 * 8;
    if constexpr (N - at >= 4) h = step4(h, load_little_endian<4>(p + at));
    constexpr std::size_t tail = N - at >= 4 ? at + 4 : at;
    return avalanche(bytes1(h, p + tail, std::make_index_sequence<N - tail>{}));
  }
}

}  // namespace rowkey

#endif
