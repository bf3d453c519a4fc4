// padded_string<N>: exactly N bytes, the text followed by 0x00 padding;
// descending inverts every byte (padding becomes 0xFF). Since the text holds
// no 0x00, the first padding byte ends it; decode requires every byte after it
// to be padding too.
#ifndef ROWKEY_CODEC_PADDED_STRING_HPP
#define ROWKEY_CODEC_PADDED_STRING_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/detail/bytes.hpp>
#include <rowkey/types/padded_string.hpp>

#include <cstddef>
#include <string_view>

namespace rowkey {

template <std::size_t N>
struct value_codec<padded_string<N>> {
  using value_type = padded_string<N>;
  using argument_type = std::string_view;
  static constexpr std::size_t max_size = N;
  static constexpr bool fixed_width = true;
  static constexpr bool can_reject = true;  // longer than N

  static constexpr encode_errc check(std::string_view v) noexcept {
    if (v.size() > N) return encode_errc::too_long;
    if (detail::find_byte(v.data(), v.data() + v.size(), 0) != v.data() + v.size()) return encode_errc::invalid_value;
    return encode_errc::ok;
  }
  static constexpr std::size_t size(std::string_view) noexcept { return N; }
  static constexpr std::string_view argument(const value_type& v) noexcept { return v.view(); }

  template <direction D>
  static constexpr char* write(char* out, std::string_view v) noexcept {
    constexpr bool invert = D == direction::descending;
    detail::copy_bytes<invert>(out, v.data(), v.size());
    for (std::size_t i = v.size(); i < N; ++i) out[i] = detail::to_char(invert ? 0xFF : 0x00);
    return out + N;
  }

  template <direction D>
  static constexpr decode_errc read(reader& in, value_type& out) noexcept {
    constexpr unsigned char pad = D == direction::descending ? 0xFF : 0x00;
    if (in.remaining() < N) return decode_errc::truncated;
    const char* text_end = detail::find_byte(in.pos, in.pos + N, pad);
    const auto length = static_cast<std::size_t>(text_end - in.pos);
    for (const char* p = text_end; p != in.pos + N; ++p) {
      if (detail::byte_at(p) != pad) {
        in.pos = p;
        return decode_errc::non_canonical;
      }
    }
    // All N bytes, padding too (bytes past size() are unspecified): a copy of
    // constant size, which g++ 12 does not mistake for an overflow.
    detail::copy_bytes<D == direction::descending>(out.chars_.data(), in.pos, N);
    out.size_ = static_cast<detail::length_type<N>>(length);
    in.pos += N;
    return decode_errc::ok;
  }
};

}  // namespace rowkey

#endif
