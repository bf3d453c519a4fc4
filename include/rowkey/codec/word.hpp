// Fixed-width value types of at most 8 bytes share one shape: the value maps
// to an unsigned word whose numeric order is the value's order, stored
// big-endian; descending stores the word's complement. A codec of this shape
// supplies to_word and from_word and inherits the rest.
#ifndef ROWKEY_CODEC_WORD_HPP
#define ROWKEY_CODEC_WORD_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/detail/bytes.hpp>

#include <cstddef>

namespace rowkey::detail {

template <class Derived, class T, class Word>
struct word_codec {
  using value_type = T;
  using argument_type = T;
  using word_type = Word;
  static constexpr std::size_t max_size = sizeof(Word);
  static constexpr bool fixed_width = true;
  static constexpr bool can_reject = false;  // every T has its word

  static constexpr encode_errc check(T) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(T) noexcept { return max_size; }
  static constexpr T argument(const T& v) noexcept { return v; }

  template <direction D>
  static constexpr char* write(char* out, T v) noexcept {
    Word w = Derived::to_word(v);
    if constexpr (D == direction::descending) w = static_cast<Word>(~w);
    store_big_endian<Word>(out, w);
    return out + sizeof(Word);
  }

  template <direction D>
  [[gnu::always_inline]] static constexpr decode_errc read(reader& in, T& out) noexcept {
    if (in.remaining() < sizeof(Word)) return decode_errc::truncated;
    Word w = load_big_endian<Word>(in.pos);
    if constexpr (D == direction::descending) w = static_cast<Word>(~w);
    const decode_errc e = Derived::from_word(w, out);
    if (e == decode_errc::ok) in.pos += sizeof(Word);
    return e;
  }
};

}  // namespace rowkey::detail

#endif
