// float and double, in one total order:
//   -NaN is not a separate value: every NaN encodes as the one canonical quiet
//   NaN, which sorts after +infinity; -0.0 encodes as +0.0 (they compare equal,
//   so they are one key). Otherwise: -inf < negative < 0 < positive < +inf.
// The IEEE-754 bits with the sign bit flipped for non-negative values and all
// bits inverted for negative ones, big-endian. decode rejects the bytes of -0.0
// and of any other NaN, since encode never writes them.
#ifndef ROWKEY_CODEC_FLOATING_HPP
#define ROWKEY_CODEC_FLOATING_HPP

#include <rowkey/codec/word.hpp>

#include <bit>
#include <cstdint>
#include <limits>

namespace rowkey {

namespace detail {

template <class F, class Word, Word CanonicalNan>
struct ieee_codec : word_codec<ieee_codec<F, Word, CanonicalNan>, F, Word> {
  static_assert(std::numeric_limits<F>::is_iec559, "rowkey: floating-point keys need IEEE-754 types");
  static constexpr Word sign = static_cast<Word>(Word{1} << (8 * sizeof(Word) - 1));
  static constexpr Word exponent = static_cast<Word>(std::bit_cast<Word>(std::numeric_limits<F>::infinity()));

  [[gnu::always_inline]] static constexpr Word to_word(F v) noexcept {
    Word bits = std::bit_cast<Word>(v);
    if (v != v) {
      bits = CanonicalNan;
    } else if (bits == sign) {
      bits = 0;  // -0.0
    }
    return (bits & sign) ? static_cast<Word>(~bits) : static_cast<Word>(bits | sign);
  }

  [[gnu::always_inline]] static constexpr decode_errc from_word(Word w, F& out) noexcept {
    const Word bits = (w & sign) ? static_cast<Word>(w & ~sign) : static_cast<Word>(~w);
    const bool is_nan = (bits & exponent) == exponent && (bits & ~(exponent | sign)) != 0;
    if (bits == sign || (is_nan && bits != CanonicalNan)) return decode_errc::non_canonical;
    out = std::bit_cast<F>(bits);
    return decode_errc::ok;
  }
};

}  // namespace detail

template <>
struct value_codec<float> : detail::ieee_codec<float, std::uint32_t, 0x7FC00000u> {};
template <>
struct value_codec<double> : detail::ieee_codec<double, std::uint64_t, 0x7FF8000000000000u> {};

}  // namespace rowkey

#endif
