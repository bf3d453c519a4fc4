// SipHash-2-4 (Aumasson and Bernstein, 2012), written from the paper: a keyed
// pseudorandom function of 64 bits, designed as a MAC for short messages. The
// table layer signs continuation tokens with it when a service gives a secret
// (rowkey/table/page.hpp); without the 128-bit key, a valid tag cannot be
// made for a message of one's own. tests/unit/siphash_test.cpp pins it to the
// paper's test vectors.
#ifndef ROWKEY_HASHING_SIPHASH_HPP
#define ROWKEY_HASHING_SIPHASH_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace rowkey {

namespace detail::siphash_impl {

constexpr std::uint64_t rotl(std::uint64_t x, int r) noexcept { return (x << r) | (x >> (64 - r)); }

constexpr std::uint64_t load_little_endian(const unsigned char* p, std::size_t n) noexcept {
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < n; ++i) v |= std::uint64_t{p[i]} << (8 * i);
  return v;
}

struct state {
  std::uint64_t v0, v1, v2, v3;

  constexpr void round() noexcept {
    v0 += v1;
    v1 = rotl(v1, 13);
    v1 ^= v0;
    v0 = rotl(v0, 32);
    v2 += v3;
    v3 = rotl(v3, 16);
    v3 ^= v2;
    v0 += v3;
    v3 = rotl(v3, 21);
    v3 ^= v0;
    v2 += v1;
    v1 = rotl(v1, 17);
    v1 ^= v2;
    v2 = rotl(v2, 32);
  }
  constexpr void absorb(std::uint64_t m) noexcept {  // two compression rounds
    v3 ^= m;
    round();
    round();
    v0 ^= m;
  }
};

}  // namespace detail::siphash_impl

// A SipHash key: 16 secret bytes.
using siphash_key = std::array<unsigned char, 16>;

// SipHash-2-4 of `message` under `key`.
constexpr std::uint64_t siphash24(const siphash_key& key, std::string_view message) noexcept {
  using namespace detail::siphash_impl;
  const std::uint64_t k0 = load_little_endian(key.data(), 8);
  const std::uint64_t k1 = load_little_endian(key.data() + 8, 8);
  state s{k0 ^ 0x736f6d6570736575u, k1 ^ 0x646f72616e646f6du, k0 ^ 0x6c7967656e657261u, k1 ^ 0x7465646279746573u};
  std::array<unsigned char, 8> word{};
  const std::size_t whole = message.size() / 8 * 8;
  for (std::size_t i = 0; i < whole; i += 8) {
    for (std::size_t j = 0; j < 8; ++j) word[j] = static_cast<unsigned char>(message[i + j]);
    s.absorb(load_little_endian(word.data(), 8));
  }
  // The last word: the remaining bytes, and the message's length (mod 256) in its top byte.
  std::uint64_t last = std::uint64_t{static_cast<unsigned char>(message.size())} << 56;
  for (std::size_t j = whole; j < message.size(); ++j) {
    last |= std::uint64_t{static_cast<unsigned char>(message[j])} << (8 * (j - whole));
  }
  s.absorb(last);
  s.v2 ^= 0xff;
  for (int r = 0; r < 4; ++r) s.round();  // four finalization rounds
  return s.v0 ^ s.v1 ^ s.v2 ^ s.v3;
}

}  // namespace rowkey

#endif
