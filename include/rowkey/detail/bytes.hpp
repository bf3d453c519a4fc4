// Big-endian loads and stores that are constant expressions when evaluated at
// compile time and a single byte-swapped store or load at run time.
#ifndef ROWKEY_DETAIL_BYTES_HPP
#define ROWKEY_DETAIL_BYTES_HPP

#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace rowkey::detail {

// The one-expression helpers here are always inlined (not the word loads
// and stores: marked, g++ laid out a bucketed decode one instruction
// longer), as are the codecs' word conversions and the reader's: g++
// inlines no function into an always-inlined one by its own judgement (only
// the always-inlined ones), so a helper left to the heuristic stayed a call
// through every always-inlined layer of a decode and was inlined and
// simplified again in each key's function (docs/benchmarks.md, "Compile
// time"). For the same reason the
// library tests __builtin_is_constant_evaluated(), not
// std::is_constant_evaluated(), which is a call until then: both sides of
// such a test were carried through each layer (read_parts, in
// key/detail/part_io.hpp, says why it keeps the standard one).

// The unsigned type of exactly `Bytes` bytes.
template <std::size_t Bytes>
using uint_of_size = std::conditional_t<
    Bytes == 1, std::uint8_t,
    std::conditional_t<Bytes == 2, std::uint16_t,
                       std::conditional_t<Bytes == 4, std::uint32_t, std::uint64_t>>>;

template <std::unsigned_integral U>
[[gnu::always_inline]] constexpr U byteswap(U v) noexcept {
  if constexpr (sizeof(U) == 1) {
    return v;
  } else if constexpr (sizeof(U) == 2) {
    return __builtin_bswap16(v);
  } else if constexpr (sizeof(U) == 4) {
    return __builtin_bswap32(v);
  } else {
    static_assert(sizeof(U) == 8);
    return __builtin_bswap64(v);
  }
}

template <std::unsigned_integral U>
[[gnu::always_inline]] constexpr void store_big_endian(char* out, U v) noexcept {
  if (__builtin_is_constant_evaluated()) {
    for (std::size_t i = 0; i < sizeof(U); ++i) {
      out[i] = static_cast<char>(static_cast<unsigned char>(v >> (8 * (sizeof(U) - 1 - i))));
    }
  } else {
    if constexpr (std::endian::native == std::endian::little) v = byteswap(v);
    std::memcpy(out, &v, sizeof(U));
  }
}

template <std::unsigned_integral U>
[[gnu::always_inline]] constexpr U load_big_endian(const char* in) noexcept {
  if (__builtin_is_constant_evaluated()) {
    U v = 0;
    for (std::size_t i = 0; i < sizeof(U); ++i) {
      v = static_cast<U>((v << 8) | static_cast<unsigned char>(in[i]));
    }
    return v;
  } else {
    U v;
    std::memcpy(&v, in, sizeof(U));
    if constexpr (std::endian::native == std::endian::little) v = byteswap(v);
    return v;
  }
}

// States a fact the optimizer cannot see; g++ 12 needs it to tell that a
// length-bounded copy fits its destination (else -Wstringop-overflow fires in
// users' -Werror builds). Checked by the caller; never false.
[[gnu::always_inline]] constexpr void assume(bool fact) noexcept {
  if (!fact) __builtin_unreachable();
}

[[gnu::always_inline]] constexpr unsigned char byte_at(const char* p) noexcept {
  return static_cast<unsigned char>(*p);
}
[[gnu::always_inline]] constexpr char to_char(unsigned b) noexcept {
  return static_cast<char>(static_cast<unsigned char>(b));
}

// Copies `n` bytes, inverting each when `Invert` (descending columns).
template <bool Invert>
constexpr void copy_bytes(char* out, const char* in, std::size_t n) noexcept {
  if constexpr (!Invert) {
    if (__builtin_is_constant_evaluated()) {
      for (std::size_t i = 0; i < n; ++i) out[i] = in[i];
    } else if (n != 0) {
      std::memcpy(out, in, n);
    }
  } else {
    for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<char>(~static_cast<unsigned char>(in[i]));
  }
}

// How many leading bytes a and b share.
constexpr std::size_t common_prefix_size(std::string_view a, std::string_view b) noexcept {
  std::size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  return n;
}

// Position of the first byte equal to `b` in [first, last), or `last`.
constexpr const char* find_byte(const char* first, const char* last, unsigned char b) noexcept {
  if (__builtin_is_constant_evaluated()) {
    while (first != last && static_cast<unsigned char>(*first) != b) ++first;
    return first;
  } else {
    if (first == last) return last;
    const void* hit = std::memchr(first, b, static_cast<std::size_t>(last - first));
    return hit ? static_cast<const char*>(hit) : last;
  }
}

// The first N bytes of v's big-endian representation (a Hash prefix): one
// byte swap and one store at run time.
template <std::size_t N>
[[gnu::always_inline]] constexpr void store_big_endian_prefix(char* out, std::uint64_t v) noexcept {
  static_assert(N >= 1 && N <= 8);
  if (__builtin_is_constant_evaluated()) {
    for (std::size_t i = 0; i < N; ++i) out[i] = static_cast<char>(static_cast<unsigned char>(v >> (56 - 8 * i)));
  } else {
    if constexpr (std::endian::native == std::endian::little) v = byteswap(v);
    std::memcpy(out, &v, N);
  }
}

// Whether n bytes are equal: a fixed-size memcmp is a load and a compare.
constexpr bool equal_bytes(const char* a, const char* b, std::size_t n) noexcept {
  if (__builtin_is_constant_evaluated()) {
    for (std::size_t i = 0; i < n; ++i) {
      if (a[i] != b[i]) return false;
    }
    return true;
  } else {
    return std::memcmp(a, b, n) == 0;
  }
}

// Whether a >= b as unsigned bytes (std::string_view's order), always inlined:
// scans ask it once per range, where an out-of-line compare costs more than
// the compare itself.
[[gnu::always_inline]] constexpr bool bytes_at_least(const char* a, std::size_t a_size, const char* b,
                                                    std::size_t b_size) noexcept {
  const std::size_t n = a_size < b_size ? a_size : b_size;
  int c = 0;
  if (__builtin_is_constant_evaluated()) {
    for (std::size_t i = 0; i < n && c == 0; ++i) {
      c = static_cast<int>(byte_at(a + i)) - static_cast<int>(byte_at(b + i));
    }
  } else if (n != 0) {
    c = std::memcmp(a, b, n);
  }
  return c != 0 ? c > 0 : a_size >= b_size;
}

// Word-at-a-time scanning (run time only): 8 bytes in a register, in memory
// order, and whether any of them is 0x00. The test is exact: a borrow can make
// a byte above a zero byte look zero, never a word without one.
inline std::uint64_t load_word(const char* in) noexcept {
  std::uint64_t w;
  std::memcpy(&w, in, sizeof w);
  return w;
}
inline void store_word(char* out, std::uint64_t w) noexcept { std::memcpy(out, &w, sizeof w); }
inline std::uint32_t load_half_word(const char* in) noexcept {
  std::uint32_t w;
  std::memcpy(&w, in, sizeof w);
  return w;
}
inline void store_half_word(char* out, std::uint32_t w) noexcept { std::memcpy(out, &w, sizeof w); }

// The top bit of each byte of w that may be 0x00 (a word loaded by
// load_word): none when no byte is. A borrow can mark a byte after a zero
// byte, never a word without one, so the lowest mark in memory order is
// exactly the first 0x00 byte on little-endian machines
// (first_zero_byte_exact; elsewhere only "none or some" is exact).
template <std::unsigned_integral U>
[[gnu::always_inline]] constexpr U zero_byte_marks(U w) noexcept {
  constexpr U low_bits = static_cast<U>(~U{0} / 0xFF);  // 0x0101...
  constexpr U high_bits = static_cast<U>(low_bits << 7);  // 0x8080...
  return static_cast<U>(static_cast<U>(w - low_bits) & static_cast<U>(~w) & high_bits);
}
template <std::unsigned_integral U>
[[gnu::always_inline]] constexpr bool has_zero_byte(U w) noexcept {
  return zero_byte_marks(w) != 0;
}

inline constexpr bool first_zero_byte_exact = std::endian::native == std::endian::little;
// The byte the lowest mark is in, in memory order: 0 to 7, or 8 for none.
[[gnu::always_inline]] constexpr std::size_t first_marked_byte(std::uint64_t marks) noexcept {
  return static_cast<std::size_t>(std::countr_zero(marks)) / 8;
}

}  // namespace rowkey::detail

#endif
