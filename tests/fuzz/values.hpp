// What the fuzz targets need besides rowkey itself: a failure that libFuzzer
// records (abort with a message), values drawn from fuzzer bytes, and the
// logical order of values and of whole keys, written independently of the
// codecs so that the targets can hold the bytes against it.
#ifndef ROWKEY_FUZZ_VALUES_HPP
#define ROWKEY_FUZZ_VALUES_HPP

#include "schemas.hpp"

#include <fuzzer/FuzzedDataProvider.h>

#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>
#include <rowkey/scan/detail/scan_plan.hpp>

#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

namespace fuzz {

template <class K>
using layout = rowkey::detail::layout<K>;

// A failed property: say what and where, then abort so libFuzzer saves the input.
[[noreturn]] inline void fail(const char* what, std::string_view key_name, std::string_view bytes) {
  std::fprintf(stderr, "PROPERTY FAILED: %s\n  key: %.*s\n  bytes: %s\n", what, static_cast<int>(key_name.size()),
               key_name.data(), rowkey::to_hex(bytes).c_str());
  std::abort();
}

template <class K>
std::string schema_name() {
  return rowkey::describe<K>();
}

template <class T>
inline constexpr bool is_string_value = requires(const T& t) {
  { t.view() } -> std::convertible_to<std::string_view>;
};

template <class T>
struct is_duration : std::false_type {};
template <class R, class P>
struct is_duration<std::chrono::duration<R, P>> : std::true_type {};
template <class T>
struct is_time_point : std::false_type {};
template <class C, class D>
struct is_time_point<std::chrono::time_point<C, D>> : std::true_type {};
template <class T>
struct is_byte_array : std::false_type {};
template <class B, std::size_t N>
struct is_byte_array<std::array<B, N>> : std::true_type {};

// What a generated value is held in: strings as std::string (encode reads a
// view of it, and a generated string may be too long for its type on purpose).
template <class T>
using owner_type = std::conditional_t<is_string_value<T>, std::string, T>;

inline int sign(int c) { return (c > 0) - (c < 0); }

template <class T>
int compare_numbers(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    // The key order: -inf < ... < -0.0 == +0.0 < ... < +inf < NaN (every NaN one value).
    const bool na = std::isnan(a), nb = std::isnan(b);
    if (na || nb) return na == nb ? 0 : (na ? 1 : -1);
  }
  return a < b ? -1 : (b < a ? 1 : 0);
}

inline int compare_bytes(std::string_view a, std::string_view b) {
  const std::size_t n = std::min(a.size(), b.size());
  for (std::size_t i = 0; i < n; ++i) {
    const auto x = static_cast<unsigned char>(a[i]), y = static_cast<unsigned char>(b[i]);
    if (x != y) return x < y ? -1 : 1;
  }
  return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
}

template <class T>
std::string_view as_text(const T& v) {
  if constexpr (std::is_same_v<T, std::string>) {
    return v;
  } else {
    return v.view();
  }
}

// The logical order of two values of a column's value type T; either side may
// be the decoded T or the generated owner.
template <class T, class A, class B>
int compare_values(const A& a, const B& b) {
  if constexpr (is_string_value<T>) {
    return compare_bytes(as_text<A>(a), as_text<B>(b));
  } else if constexpr (std::is_enum_v<T>) {
    return compare_numbers(static_cast<std::underlying_type_t<T>>(a), static_cast<std::underlying_type_t<T>>(b));
  } else if constexpr (is_duration<T>::value) {
    return compare_numbers(a.count(), b.count());
  } else if constexpr (is_time_point<T>::value) {
    return compare_numbers(a.time_since_epoch().count(), b.time_since_epoch().count());
  } else if constexpr (is_byte_array<T>::value) {
    for (std::size_t i = 0; i < a.size(); ++i) {
      const auto x = static_cast<unsigned char>(a[i]), y = static_cast<unsigned char>(b[i]);
      if (x != y) return x < y ? -1 : 1;
    }
    return 0;
  } else {
    return compare_numbers(a, b);
  }
}

// --- values from fuzzer bytes --------------------------------------------

template <class T>
T any_number(FuzzedDataProvider& in) {
  if constexpr (std::is_same_v<T, bool>) {
    return in.ConsumeBool();
  } else if constexpr (std::is_floating_point_v<T>) {
    // Every bit pattern: NaNs of both signs and any payload, -0.0, subnormals, infinities.
    using word = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
    return std::bit_cast<T>(in.ConsumeIntegral<word>());
  } else {
    return in.ConsumeIntegral<T>();
  }
}

template <class T>
owner_type<T> any_value(FuzzedDataProvider& in) {
  if constexpr (is_string_value<T>) {
    // Up to one byte longer than the type holds, so that encode's refusal is exercised.
    return in.ConsumeRandomLengthString(T::max_size + 1);
  } else if constexpr (std::is_enum_v<T>) {
    using U = std::underlying_type_t<T>;
    if constexpr (rowkey::enum_with_range<T>) {
      if (in.ConsumeBool()) {
        // Mostly in range, with a step either side of it.
        const auto first = static_cast<long long>(rowkey::enum_range<T>::first);
        const auto last = static_cast<long long>(rowkey::enum_range<T>::last);
        return static_cast<T>(static_cast<U>(in.ConsumeIntegralInRange<long long>(first - 1, last + 1)));
      }
    }
    return static_cast<T>(in.ConsumeIntegral<U>());
  } else if constexpr (is_duration<T>::value) {
    return T(any_number<typename T::rep>(in));
  } else if constexpr (is_time_point<T>::value) {
    return T(typename T::duration(any_number<typename T::rep>(in)));
  } else if constexpr (is_byte_array<T>::value) {
    T a{};
    for (auto& b : a) b = static_cast<typename T::value_type>(in.ConsumeIntegral<std::uint8_t>());
    return a;
  } else {
    return any_number<T>(in);
  }
}

template <class T>
T next_number(T v, bool up) {
  if constexpr (std::is_same_v<T, bool>) {
    return !v;
  } else if constexpr (std::is_floating_point_v<T>) {
    return std::nextafter(v, up ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity());
  } else {
    using U = std::make_unsigned_t<T>;
    return static_cast<T>(static_cast<U>(static_cast<U>(v) + (up ? U{1} : static_cast<U>(~U{0}))));
  }
}

// A value close to `near`: one step up or down, or (for strings) a prefix or
// an extension, since those are where an order-preserving encoding goes wrong.
template <class T>
owner_type<T> value_near(FuzzedDataProvider& in, const owner_type<T>& near) {
  const bool up = in.ConsumeBool();
  if constexpr (is_string_value<T>) {
    std::string s = near;
    if (up || s.empty()) {
      s += static_cast<char>(in.ConsumeIntegral<std::uint8_t>());
    } else {
      s.resize(in.ConsumeIntegralInRange<std::size_t>(0, s.size() - 1));
    }
    return s;
  } else if constexpr (std::is_enum_v<T>) {
    return static_cast<T>(next_number(static_cast<std::underlying_type_t<T>>(near), up));
  } else if constexpr (is_duration<T>::value) {
    return T(next_number(near.count(), up));
  } else if constexpr (is_time_point<T>::value) {
    return T(typename T::duration(next_number(near.time_since_epoch().count(), up)));
  } else if constexpr (is_byte_array<T>::value) {
    T a = near;
    const std::size_t i = in.ConsumeIntegralInRange<std::size_t>(0, a.size() - 1);
    a[i] = static_cast<typename T::value_type>(next_number(static_cast<std::uint8_t>(a[i]), up));
    return a;
  } else {
    return next_number(near, up);
  }
}

// --- whole keys ------------------------------------------------------------

template <class K>
using owners = decltype([]<std::size_t... I>(std::index_sequence<I...>) {
  return std::tuple<owner_type<typename layout<K>::template stored_column<I>::value_type>...>{};
}(std::make_index_sequence<layout<K>::stored_count>{}));

template <class K, std::size_t I>
using column_at = typename layout<K>::template stored_column<I>;
template <class K, std::size_t I>
using value_at = typename column_at<K, I>::value_type;

template <class K>
owners<K> any_key(FuzzedDataProvider& in) {
  owners<K> v;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((std::get<I>(v) = any_value<value_at<K, I>>(in)), ...);
  }(std::make_index_sequence<layout<K>::stored_count>{});
  return v;
}

// A second key that shares a prefix of columns with `a` (equal, or near at the
// first difference) as often as not, so that later columns decide the order.
template <class K>
owners<K> key_near(FuzzedDataProvider& in, const owners<K>& a) {
  owners<K> v = a;
  bool differ = false;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (([&] {
       if (differ) {
         std::get<I>(v) = any_value<value_at<K, I>>(in);
         return;
       }
       switch (in.ConsumeIntegralInRange<int>(0, 2)) {
         case 0: break;  // the same value
         case 1: std::get<I>(v) = value_near<value_at<K, I>>(in, std::get<I>(a)); differ = true; break;
         default: std::get<I>(v) = any_value<value_at<K, I>>(in); differ = true; break;
       }
     }()),
     ...);
  }(std::make_index_sequence<layout<K>::stored_count>{});
  return v;
}

// encode<K> from generated values.
template <class K>
auto encode_owners(const owners<K>& v) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return rowkey::encode<K>(column_at<K, I>{std::get<I>(v)}...);
  }(std::make_index_sequence<layout<K>::stored_count>{});
}

// What encode must say about generated values: the first part holding a value
// its type cannot hold, or nullopt when the key is encodable.
template <class K>
std::optional<std::pair<std::size_t, rowkey::encode_errc>> expected_refusal(const owners<K>& v) {
  using L = layout<K>;
  std::optional<std::pair<std::size_t, rowkey::encode_errc>> refusal;
  rowkey::detail::for_each_part<K>([&](auto i) {
    using P = typename L::template part_traits<i>;
    if constexpr (P::kind == rowkey::part_kind::stored) {
      if (refusal) return;
      using T = typename P::column::value_type;
      const auto& value = std::get<L::template stored_index<typename P::column>>(v);
      if constexpr (is_string_value<T>) {
        if (value.size() > T::max_size) {
          refusal.emplace(i(), rowkey::encode_errc::too_long);
        } else if (std::is_same_v<T, rowkey::padded_string<T::max_size>> && value.find('\0') != std::string::npos) {
          refusal.emplace(i(), rowkey::encode_errc::invalid_value);
        } else if (std::is_same_v<typename L::format, rowkey::fdb_tuple> && !std::is_same_v<T, rowkey::bounded_bytes<T::max_size>> &&
                   !rowkey::detail::tuple::valid_utf8(value)) {
          refusal.emplace(i(), rowkey::encode_errc::invalid_value);  // the tuple layer's text is UTF-8
        }
      } else if constexpr (std::is_enum_v<T> && rowkey::enum_with_range<T>) {
        const auto u = static_cast<std::underlying_type_t<T>>(value);
        if (u < static_cast<std::underlying_type_t<T>>(rowkey::enum_range<T>::first) ||
            u > static_cast<std::underlying_type_t<T>>(rowkey::enum_range<T>::last)) {
          refusal.emplace(i(), rowkey::encode_errc::invalid_value);
        }
      }
    }
  });
  return refusal;
}

// What encode reads for a value of T, from a generated or a decoded value.
template <class T, class V>
auto argument_of(const V& v) {
  if constexpr (is_string_value<T>) {
    return as_text<V>(v);
  } else {
    return T(v);
  }
}

// The logical order of two keys of K: part by part, a descending part's order
// reversed, a derived part (hash, bucket) by its bytes. Either side may hold
// decoded values (rowkey::key_values_tuple<K>) or generated ones (owners<K>).
template <class K, class A, class B>
int compare_keys(const A& a, const B& b) {
  using L = layout<K>;
  int result = 0;
  rowkey::detail::for_each_part<K>([&](auto i) {
    if (result != 0) return;
    using P = typename L::template part_traits<i>;
    using C = typename P::column;
    constexpr std::size_t s = L::template stored_index<C>;
    if constexpr (P::kind == rowkey::part_kind::stored && rowkey::detail::part_disperses<P>()) {
      // Reverse: the column's order is given up on purpose; its bytes are the order.
      std::array<char, P::codec::max_size> x{}, y{};
      const char* x_end = P::codec::template write<P::order>(x.data(), argument_of<typename C::value_type>(std::get<s>(a)));
      const char* y_end = P::codec::template write<P::order>(y.data(), argument_of<typename C::value_type>(std::get<s>(b)));
      result = compare_bytes({x.data(), static_cast<std::size_t>(x_end - x.data())},
                             {y.data(), static_cast<std::size_t>(y_end - y.data())});
    } else if constexpr (P::kind == rowkey::part_kind::stored) {
      const int c = compare_values<typename C::value_type>(std::get<s>(a), std::get<s>(b));
      result = P::order == rowkey::direction::descending ? -c : c;
    } else {
      std::array<char, P::width> x{}, y{};
      P::derive(x.data(), argument_of<typename C::value_type>(std::get<s>(a)));
      P::derive(y.data(), argument_of<typename C::value_type>(std::get<s>(b)));
      result = compare_bytes({x.data(), x.size()}, {y.data(), y.size()});
    }
  });
  return result;
}

}  // namespace fuzz

#endif
