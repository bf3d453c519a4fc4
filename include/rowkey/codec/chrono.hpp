// std::chrono durations and time points: the encoding of their count
// (time_since_epoch() for time points), in their own Rep type.
#ifndef ROWKEY_CODEC_CHRONO_HPP
#define ROWKEY_CODEC_CHRONO_HPP

#include <rowkey/codec/floating.hpp>
#include <rowkey/codec/integral.hpp>

#include <chrono>

namespace rowkey {

template <class Rep, class Period>
  requires value_type_supported<Rep>
struct value_codec<std::chrono::duration<Rep, Period>>
    : detail::word_codec<value_codec<std::chrono::duration<Rep, Period>>, std::chrono::duration<Rep, Period>,
                         typename value_codec<Rep>::word_type> {
  using duration = std::chrono::duration<Rep, Period>;
  using word = typename value_codec<Rep>::word_type;

  [[gnu::always_inline]] static constexpr word to_word(duration d) noexcept {
    return value_codec<Rep>::to_word(d.count());
  }
  // The order of the counts, where their codec states it (codec_interface.hpp).
  static constexpr bool less(duration a, duration b) noexcept
    requires codec_has_less<value_codec<Rep>>
  {
    return value_codec<Rep>::less(a.count(), b.count());
  }
  [[gnu::always_inline]] static constexpr decode_errc from_word(word w, duration& out) noexcept {
    Rep r{};
    const decode_errc e = value_codec<Rep>::from_word(w, r);
    out = duration(r);
    return e;
  }
};

template <class Clock, class Duration>
  requires value_type_supported<Duration>
struct value_codec<std::chrono::time_point<Clock, Duration>>
    : detail::word_codec<value_codec<std::chrono::time_point<Clock, Duration>>, std::chrono::time_point<Clock, Duration>,
                         typename value_codec<Duration>::word_type> {
  using time_point = std::chrono::time_point<Clock, Duration>;
  using word = typename value_codec<Duration>::word_type;

  [[gnu::always_inline]] static constexpr word to_word(time_point t) noexcept {
    return value_codec<Duration>::to_word(t.time_since_epoch());
  }
  static constexpr bool less(time_point a, time_point b) noexcept
    requires codec_has_less<value_codec<Duration>>
  {
    return value_codec<Duration>::less(a.time_since_epoch(), b.time_since_epoch());
  }
  [[gnu::always_inline]] static constexpr decode_errc from_word(word w, time_point& out) noexcept {
    Duration d{};
    const decode_errc e = value_codec<Duration>::from_word(w, d);
    out = time_point(d);
    return e;
  }
};

}  // namespace rowkey

#endif
