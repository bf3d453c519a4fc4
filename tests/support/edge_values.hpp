// Hand-picked edge values per value type: limits, zero, signed zeros, NaNs,
// infinities, denormals, empty and maximum-length strings, strings of only
// 0x00 or only 0xFF, and prefix pairs ("a", "a\0", "a\0\0", "a\x01").
#ifndef ROWKEY_TESTS_EDGE_VALUES_HPP
#define ROWKEY_TESTS_EDGE_VALUES_HPP

#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/enum_range.hpp>
#include <rowkey/types/padded_string.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace rowkey_test {

template <class T>
struct edge_values;

template <class T>
  requires(std::integral<T> && !std::same_as<T, bool>)
struct edge_values<T> {
  static std::vector<T> get() {
    using L = std::numeric_limits<T>;
    std::vector<T> v{L::min(), static_cast<T>(L::min() + 1), T{0}, T{1}, static_cast<T>(L::max() - 1), L::max()};
    if constexpr (std::is_signed_v<T>) v.push_back(T{-1});
    else v.push_back(static_cast<T>(L::max() / 2 + 1));  // the top bit alone
    return v;
  }
};

template <>
struct edge_values<bool> {
  static std::vector<bool> get() { return {false, true}; }
};

template <class E>
  requires std::is_enum_v<E>
struct edge_values<E> {
  static std::vector<E> get() {
    std::vector<E> v;
    if constexpr (rowkey::enum_with_range<E>) {
      v = {rowkey::enum_range<E>::first, rowkey::enum_range<E>::last};
    } else {
      for (auto u : edge_values<std::underlying_type_t<E>>::get()) v.push_back(static_cast<E>(u));
    }
    return v;
  }
};

template <std::floating_point F>
struct edge_values<F> {
  static std::vector<F> get() {
    using L = std::numeric_limits<F>;
    using word = std::conditional_t<sizeof(F) == 4, std::uint32_t, std::uint64_t>;
    const word sign = word{1} << (8 * sizeof(F) - 1);
    const word exponent = std::bit_cast<word>(L::infinity());
    return {
        std::bit_cast<F>(static_cast<word>(sign | exponent | 1)),  // negative signalling NaN
        -L::quiet_NaN(),
        -L::infinity(),
        -L::max(),
        F{-1},
        -L::min(),
        -std::bit_cast<F>(static_cast<word>(~(sign | exponent))),  // largest denormal, negated
        -L::denorm_min(),
        F{-0.0},
        F{0.0},
        L::denorm_min(),
        L::min(),
        F{1},
        L::max(),
        L::infinity(),
        L::quiet_NaN(),
        std::bit_cast<F>(static_cast<word>(exponent | 1)),                     // signalling NaN
        std::bit_cast<F>(static_cast<word>(~sign)),                            // NaN, every payload bit set
    };
  }
};

template <class Rep, class Period>
struct edge_values<std::chrono::duration<Rep, Period>> {
  static std::vector<std::chrono::duration<Rep, Period>> get() {
    std::vector<std::chrono::duration<Rep, Period>> v;
    for (Rep r : edge_values<Rep>::get()) v.emplace_back(r);
    return v;
  }
};

template <class Clock, class Duration>
struct edge_values<std::chrono::time_point<Clock, Duration>> {
  static std::vector<std::chrono::time_point<Clock, Duration>> get() {
    std::vector<std::chrono::time_point<Clock, Duration>> v;
    for (Duration d : edge_values<Duration>::get()) v.emplace_back(d);
    return v;
  }
};

template <class B, std::size_t N>
struct edge_values<std::array<B, N>> {
  static std::vector<std::array<B, N>> get() {
    const auto filled = [](unsigned char b) {
      std::array<B, N> a{};
      a.fill(static_cast<B>(b));
      return a;
    };
    std::vector<std::array<B, N>> v{filled(0x00), filled(0xFF), filled(0x01), filled(0xFE), filled(0x80)};
    auto last_one = filled(0x00);
    last_one[N - 1] = static_cast<B>(1);
    auto last_fe = filled(0xFF);
    last_fe[N - 1] = static_cast<B>(0xFE);
    auto first_ff = filled(0x00);
    first_ff[0] = static_cast<B>(0xFF);
    v.insert(v.end(), {last_one, last_fe, first_ff});
    return v;
  }
};

// Texts for a string type of at most `max` bytes.
inline std::vector<std::string> edge_texts(std::size_t max, bool zeros_allowed) {
  using namespace std::string_literals;
  std::vector<std::string> texts{
      ""s,       "\x01"s,   "\x01\x01"s, "\xfe"s,    "\xff"s,    "\xff\xff"s, "\xff\x01"s, "a"s,          "a\x01"s,
      "a\xff"s,  "a\xfe"s,  "ab"s,       "a\xff\xff"s, "b"s,      std::string(max, '\xff'),
      std::string(max, '\x01'),          std::string(max, 'a'),   std::string(max - 1, '\xff'),
      std::string(max - 1, 'a') + "\xff"s,
  };
  if (zeros_allowed) {
    for (std::string t : {"\0"s, "\0\0"s, "\0\x01"s, "\0\xff"s, "\x01\0"s, "a\0"s, "a\0\0"s, "a\0\x01"s, "a\0\xff"s,
                          "\xff\0"s, std::string(max, '\0'), std::string(max - 1, '\0'), "a"s + std::string(max - 1, '\0'),
                          std::string(max - 1, '\0') + "\xff"s}) {
      texts.push_back(t);
    }
  }
  for (auto& t : texts) t.resize(std::min(t.size(), max));
  return texts;
}

template <class Text, std::size_t Max, bool ZerosAllowed>
struct edge_texts_of {
  static std::vector<Text> get() {
    std::vector<Text> v;
    for (const auto& t : edge_texts(Max, ZerosAllowed)) v.push_back(*Text::from(t));
    return v;
  }
};

template <std::size_t Max>
struct edge_values<rowkey::bounded_string<Max>> : edge_texts_of<rowkey::bounded_string<Max>, Max, true> {};
template <std::size_t Max>
struct edge_values<rowkey::bounded_bytes<Max>> : edge_texts_of<rowkey::bounded_bytes<Max>, Max, true> {};
template <std::size_t N>
struct edge_values<rowkey::padded_string<N>> : edge_texts_of<rowkey::padded_string<N>, N, false> {};

}  // namespace rowkey_test

#endif
