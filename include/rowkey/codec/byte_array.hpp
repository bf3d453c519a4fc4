// Fixed-size byte arrays (UUIDs, digests): the N bytes as they are;
// descending inverts each byte.
//   std::array<std::uint8_t, N>, std::array<std::byte, N>
#ifndef ROWKEY_CODEC_BYTE_ARRAY_HPP
#define ROWKEY_CODEC_BYTE_ARRAY_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/detail/bytes.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace rowkey {

namespace detail {
template <class B>
concept raw_byte = std::same_as<B, std::uint8_t> || std::same_as<B, std::byte>;
}

template <detail::raw_byte B, std::size_t N>
  requires(N > 0)
struct value_codec<std::array<B, N>> {
  using value_type = std::array<B, N>;
  using argument_type = std::array<B, N>;
  static constexpr std::size_t max_size = N;
  static constexpr bool fixed_width = true;
  static constexpr bool can_reject = false;

  static constexpr encode_errc check(const value_type&) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(const value_type&) noexcept { return N; }
  static constexpr const value_type& argument(const value_type& v) noexcept { return v; }

  template <direction D>
  static constexpr char* write(char* out, const value_type& v) noexcept {
    for (std::size_t i = 0; i < N; ++i) {
      const auto b = static_cast<unsigned char>(v[i]);
      out[i] = detail::to_char(D == direction::descending ? static_cast<unsigned char>(~b) : b);
    }
    return out + N;
  }

  template <direction D>
  static constexpr decode_errc read(reader& in, value_type& out) noexcept {
    if (in.remaining() < N) return decode_errc::truncated;
    for (std::size_t i = 0; i < N; ++i) {
      auto b = detail::byte_at(in.pos + i);
      if constexpr (D == direction::descending) b = static_cast<unsigned char>(~b);
      out[i] = static_cast<B>(b);
    }
    in.pos += N;
    return decode_errc::ok;
  }
};

}  // namespace rowkey

#endif
