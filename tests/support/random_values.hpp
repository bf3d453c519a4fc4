// Reproducible random values for property tests, biased toward the cases that
// break order-preserving encodings: the bytes 0x00 and 0xFF, empty and short
// strings, one string a prefix of another, maximum lengths, integer limits,
// NaNs of every sign and payload, signed zeros, infinities and denormals.
//
//   random_source r(seed);
//   auto a = random_values<T>::one(r);       // a value on its own
//   auto b = random_values<T>::near(r, a);   // often equal to a, a prefix, a neighbour
//
// Only values the type can hold are produced (no 0x00 in a padded_string, no
// enum outside its enum_range): the generators feed encode, which must accept them.
#ifndef ROWKEY_TESTS_RANDOM_VALUES_HPP
#define ROWKEY_TESTS_RANDOM_VALUES_HPP

#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/enum_range.hpp>
#include <rowkey/types/padded_string.hpp>

#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>

namespace rowkey_test {

// mt19937_64 is specified bit for bit, and only raw draws are used (no
// std:: distributions, whose output varies between standard libraries), so a
// seed names the same values everywhere.
class random_source {
 public:
  explicit random_source(std::uint64_t seed) : engine_(seed) {}

  std::uint64_t bits() { return engine_(); }
  // In [0, n); n > 0. The modulo bias is irrelevant here.
  std::uint64_t below(std::uint64_t n) { return engine_() % n; }
  bool percent(unsigned p) { return below(100) < p; }

  // A byte, half the time one of the bytes escaping and padding care about.
  unsigned char byte() {
    static constexpr unsigned char special[] = {0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0x01, 0xFE, 0x02, 0x7F, 0x80, 'a'};
    if (percent(50)) return special[below(std::size(special))];
    return static_cast<unsigned char>(bits());
  }

 private:
  std::mt19937_64 engine_;
};

template <class T>
struct random_values;

template <class T>
  requires(std::integral<T> && !std::same_as<T, bool>)
struct random_values<T> {
  using limits = std::numeric_limits<T>;
  using word = std::make_unsigned_t<T>;
  static constexpr int width = std::numeric_limits<word>::digits;

  static T one(random_source& r) {
    switch (r.below(4)) {
      case 0: {
        const T edges[] = {limits::min(), static_cast<T>(limits::min() + 1), static_cast<T>(-1), T{0}, T{1},
                           static_cast<T>(limits::max() - 1), limits::max()};
        return edges[r.below(std::size(edges))];
      }
      case 1: {  // small magnitudes, either sign: where most real keys live
        const auto magnitude = static_cast<word>(r.bits() >> (64 - 1 - r.below(width)));
        return static_cast<T>(r.percent(50) ? magnitude : static_cast<word>(0 - magnitude));
      }
      default: return static_cast<T>(r.bits());
    }
  }

  static T near(random_source& r, T a) {
    switch (r.below(5)) {
      case 0: return a;
      case 1: return static_cast<T>(static_cast<word>(a) + static_cast<word>(r.below(3)) - 1);  // wraps at the limits
      case 2: return static_cast<T>(static_cast<word>(a) ^ static_cast<word>(word{1} << r.below(width)));
      default: return one(r);
    }
  }
};

template <>
struct random_values<bool> {
  static bool one(random_source& r) { return (r.bits() & 1) != 0; }
  static bool near(random_source& r, bool a) { return r.percent(50) ? a : one(r); }
};

template <class E>
  requires std::is_enum_v<E>
struct random_values<E> {
  using underlying = std::underlying_type_t<E>;

  static E one(random_source& r) {
    if constexpr (rowkey::enum_with_range<E>) {
      const auto first = static_cast<std::int64_t>(rowkey::enum_range<E>::first);
      const auto last = static_cast<std::int64_t>(rowkey::enum_range<E>::last);
      return static_cast<E>(static_cast<underlying>(first + static_cast<std::int64_t>(r.below(
                                                                static_cast<std::uint64_t>(last - first + 1)))));
    } else {
      return static_cast<E>(random_values<underlying>::one(r));
    }
  }
  static E near(random_source& r, E a) { return r.percent(40) ? a : one(r); }
};

template <std::floating_point F>
struct random_values<F> {
  using limits = std::numeric_limits<F>;
  using word = std::conditional_t<sizeof(F) == 4, std::uint32_t, std::uint64_t>;
  static constexpr word sign = word{1} << (8 * sizeof(F) - 1);
  static constexpr word exponent = std::bit_cast<word>(limits::infinity());
  static constexpr word mantissa = static_cast<word>(~(sign | exponent));

  static F negate_maybe(random_source& r, F v) { return r.percent(50) ? v : -v; }

  static F one(random_source& r) {
    switch (r.below(6)) {
      case 0: {
        const F specials[] = {F{0}, limits::infinity(), limits::denorm_min(), limits::min(), limits::max(), F{1},
                              std::bit_cast<F>(static_cast<word>(mantissa)) /* largest denormal */};
        return negate_maybe(r, specials[r.below(std::size(specials))]);
      }
      case 1: {  // NaN: any sign, quiet or signalling, any payload
        word payload = static_cast<word>(r.bits()) & mantissa;
        if (payload == 0) payload = 1;
        return std::bit_cast<F>(static_cast<word>(exponent | payload | (r.percent(50) ? sign : 0)));
      }
      case 2:  // denormal
        return std::bit_cast<F>(static_cast<word>((static_cast<word>(r.bits()) & (mantissa | sign))));
      case 3:  // small integers: many ties and neighbours
        return static_cast<F>(static_cast<std::int64_t>(r.below(21)) - 10);
      default:  // any bit pattern, NaNs included
        return std::bit_cast<F>(static_cast<word>(r.bits()));
    }
  }

  static F near(random_source& r, F a) {
    switch (r.below(6)) {
      case 0: return a;
      case 1: return std::nextafter(a, limits::infinity());
      case 2: return std::nextafter(a, -limits::infinity());
      case 3: return -a;
      default: return one(r);
    }
  }
};

template <class Rep, class Period>
struct random_values<std::chrono::duration<Rep, Period>> {
  using duration = std::chrono::duration<Rep, Period>;
  static duration one(random_source& r) { return duration(random_values<Rep>::one(r)); }
  static duration near(random_source& r, duration a) { return duration(random_values<Rep>::near(r, a.count())); }
};

template <class Clock, class Duration>
struct random_values<std::chrono::time_point<Clock, Duration>> {
  using time_point = std::chrono::time_point<Clock, Duration>;
  static time_point one(random_source& r) { return time_point(random_values<Duration>::one(r)); }
  static time_point near(random_source& r, time_point a) {
    return time_point(random_values<Duration>::near(r, a.time_since_epoch()));
  }
};

template <class B, std::size_t N>
struct random_values<std::array<B, N>> {
  using array = std::array<B, N>;
  static array one(random_source& r) {
    array a{};
    for (auto& b : a) b = static_cast<B>(r.byte());
    return a;
  }
  static array near(random_source& r, array a) {
    switch (r.below(4)) {
      case 0: return a;
      case 1: a[r.below(N)] = static_cast<B>(r.byte()); return a;
      case 2: {  // same up to a point, then new bytes
        for (std::size_t i = r.below(N); i < N; ++i) a[i] = static_cast<B>(r.byte());
        return a;
      }
      default: return one(r);
    }
  }
};

// Text of at most `max` bytes, favouring the lengths that matter: empty, one
// to three bytes, and the maximum.
inline std::string random_text(random_source& r, std::size_t max, bool zeros_allowed) {
  std::size_t length;
  switch (r.below(6)) {
    case 0: length = 0; break;
    case 1: case 2: length = 1 + r.below(std::min<std::size_t>(3, max)); break;
    case 3: length = max; break;
    default: length = r.below(max + 1); break;
  }
  // A third of the texts use one repeated byte: runs of 0x00 or 0xFF.
  const bool uniform = r.percent(33);
  const unsigned char fill = r.byte();
  std::string text(length, '\0');
  for (auto& c : text) c = static_cast<char>(uniform ? fill : r.byte());
  if (!zeros_allowed) {
    for (auto& c : text) {
      if (c == '\0') c = '\x01';
    }
  }
  return text;
}

// A text related to `a`: equal, a prefix of it, it extended, or one byte changed.
inline std::string random_text_near(random_source& r, std::string a, std::size_t max, bool zeros_allowed) {
  const auto allowed = [&](unsigned char b) { return static_cast<char>(!zeros_allowed && b == 0 ? 1 : b); };
  switch (r.below(7)) {
    case 0: return a;
    case 1: a.resize(r.below(a.size() + 1)); return a;  // a prefix (maybe empty, maybe all)
    case 2:
    case 3: {  // extended: a is a prefix of the result
      const std::size_t extra = r.below(max - std::min(max, a.size()) + 1);
      for (std::size_t i = 0; i < extra; ++i) a += allowed(r.byte());
      return a;
    }
    case 4:
      if (!a.empty()) a[r.below(a.size())] = allowed(r.byte());
      return a;
    case 5:  // a prefix, then something else
      a.resize(r.below(a.size() + 1));
      while (a.size() < max && r.percent(60)) a += allowed(r.byte());
      return a;
    default: return random_text(r, max, zeros_allowed);
  }
}

template <class Text, std::size_t Max, bool ZerosAllowed>
struct random_texts {
  static Text make(const std::string& s) { return *Text::from(s); }
  static Text one(random_source& r) { return make(random_text(r, Max, ZerosAllowed)); }
  static Text near(random_source& r, const Text& a) {
    return make(random_text_near(r, std::string(a.view()), Max, ZerosAllowed));
  }
};

template <std::size_t Max>
struct random_values<rowkey::bounded_string<Max>> : random_texts<rowkey::bounded_string<Max>, Max, true> {};
template <std::size_t Max>
struct random_values<rowkey::bounded_bytes<Max>> : random_texts<rowkey::bounded_bytes<Max>, Max, true> {};
template <std::size_t N>
struct random_values<rowkey::padded_string<N>> : random_texts<rowkey::padded_string<N>, N, false> {};

// Random bytes for decode: sometimes pure noise, mostly the special bytes.
inline std::string random_bytes(random_source& r, std::size_t max) {
  std::string s(r.below(max + 1), '\0');
  for (auto& c : s) c = static_cast<char>(r.byte());
  return s;
}

}  // namespace rowkey_test

#endif
