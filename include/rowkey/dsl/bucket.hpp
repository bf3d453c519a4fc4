// The DSL word for a modulo bucket: Key<Bucket<16, Ts>, Ts, Host> is the
// guide's [ts % N][ts][host]. Consecutive values land in different buckets,
// so a monotonic column's writes spread over N key ranges; a range over the
// column fans out into N scans, one per bucket (rowkey::bucket_ranges), merged
// back into order by rowkey::bucket_merge.
//
// The bucket number (a storage format, docs/scans.md), in [0, N):
//   integers, enums (their underlying value), bool (0 or 1), and chrono
//   durations and time points with an integer Rep (count(), of
//   time_since_epoch() for time points, in their own unit):
//     the value modulo N, floored: a negative value v gives the b in [0, N)
//     with v = q * N + b (so -1 lands in bucket N - 1);
//   every other type (floating point, strings, byte arrays):
//     XXH64 (seed 0) of the value's ascending encoding, modulo N.
// Stored big-endian in the fewest bytes that hold N - 1: one byte for
// N <= 256, two for N <= 65536. decode recomputes the bucket and reports
// decode_errc::prefix_mismatch when it differs.
#ifndef ROWKEY_DSL_BUCKET_HPP
#define ROWKEY_DSL_BUCKET_HPP

#include <rowkey/codec/integral.hpp>
#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/dsl/detail/modifier_text.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/fwd.hpp>
#include <rowkey/dsl/part_word.hpp>
#include <rowkey/dsl/column_hash.hpp>

#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rowkey {

template <std::size_t N, class C>
struct Bucket : detail::part_word {
  using part_word::part_word;
};

namespace detail {

template <class T>
struct modulo_bucketed : std::false_type {};
template <key_integer T>
struct modulo_bucketed<T> : std::true_type {};
template <>
struct modulo_bucketed<bool> : std::true_type {};
template <key_enum E>
struct modulo_bucketed<E> : std::true_type {};
template <key_integer Rep, class Period>
struct modulo_bucketed<std::chrono::duration<Rep, Period>> : std::true_type {};
template <class Clock, key_integer Rep, class Period>
struct modulo_bucketed<std::chrono::time_point<Clock, std::chrono::duration<Rep, Period>>> : std::true_type {};

// The integer a modulo bucket is taken of.
template <class T>
constexpr auto bucket_integer(T v) noexcept {
  if constexpr (std::is_enum_v<T>) {
    return static_cast<std::underlying_type_t<T>>(v);
  } else if constexpr (std::same_as<T, bool>) {
    return v ? 1u : 0u;
  } else if constexpr (requires { v.time_since_epoch(); }) {
    return v.time_since_epoch().count();
  } else if constexpr (requires { v.count(); }) {
    return v.count();
  } else {
    return v;
  }
}

template <std::size_t N>
inline constexpr std::size_t bucket_width = N <= 0x100 ? 1 : 2;

}  // namespace detail

template <std::size_t N, declared_column C>
struct part_codec<Bucket<N, C>> {
  static_assert(N >= 2 && N <= 0x10000, "rowkey: Bucket<N, C> takes 2 to 65536 buckets");

  using column = C;
  static constexpr part_kind kind = part_kind::derived;
  static constexpr std::size_t width = detail::bucket_width<N>;
  static constexpr std::size_t bucket_count = N;
  static constexpr bool disperses = true;

 private:
  static constexpr detail::modifier_text text{"Bucket", N};

 public:
  static constexpr std::string_view modifier = text.view();

  // The bucket a value of C falls in, in [0, N).
  static constexpr std::size_t bucket(typename C::argument_type value) noexcept {
    using T = typename C::value_type;
    if constexpr (detail::modulo_bucketed<T>::value) {
      const auto v = detail::bucket_integer(value);
      if constexpr (std::is_signed_v<decltype(v)> && (N & (N - 1)) == 0) {
        // A power of two: the low bits of the two's complement value (C++20
        // defines the conversion) are the remainder below, in one AND.
        return static_cast<std::size_t>(static_cast<std::uint64_t>(v) & (N - 1));
      } else if constexpr (std::is_signed_v<decltype(v)>) {
        const auto r = static_cast<std::int64_t>(v) % static_cast<std::int64_t>(N);
        return static_cast<std::size_t>(r < 0 ? r + static_cast<std::int64_t>(N) : r);
      } else {
        return static_cast<std::size_t>(static_cast<std::uint64_t>(v) % N);
      }
    } else {
      return static_cast<std::size_t>(detail::hash_column<C, xxh64_hash>(value) % N);
    }
  }

  // The bytes of bucket b.
  static constexpr void write_bucket(char* out, std::size_t b) noexcept {
    for (std::size_t i = 0; i < width; ++i) out[i] = static_cast<char>(static_cast<unsigned char>(b >> (8 * (width - 1 - i))));
  }

  [[gnu::always_inline]] static constexpr void derive(char* out, typename C::argument_type value) noexcept { write_bucket(out, bucket(value)); }
};

}  // namespace rowkey

#endif
