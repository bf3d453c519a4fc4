// The brute-force oracle behind the scan tests: rows of random values kept as
// encoded keys in an ordered set (what a store holds), and scans checked
// against a linear filter over the decoded values.
//
// Values are drawn from small pools on purpose, so that rows share leading
// values, strings prefix one another ("a", "a\0", "a\xff"...), and the bytes
// 0x00 and 0xFF, limits, negatives and signed zeros are common. Only raw
// mt19937_64 draws are used, so a seed means the same rows everywhere.
#ifndef ROWKEY_TESTS_SCAN_ORACLE_HPP
#define ROWKEY_TESTS_SCAN_ORACLE_HPP

#include <rowkey/rowkey.hpp>

#include <array>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace scan_oracle {

using engine = std::mt19937_64;

inline std::uint64_t below(engine& g, std::uint64_t n) { return g() % n; }

template <class T>
struct values;

template <class T>
  requires(std::is_integral_v<T> && !std::is_same_v<T, bool>)
struct values<T> {
  static T draw(engine& g) {
    using lim = std::numeric_limits<T>;
    switch (below(g, 4)) {
      case 0: {
        const auto small = static_cast<long long>(below(g, 17)) - (std::is_signed_v<T> ? 8 : 0);
        return static_cast<T>(small);
      }
      case 1: {
        const T edges[] = {lim::min(), static_cast<T>(lim::min() + 1), static_cast<T>(lim::max() - 1), lim::max(),
                           T{0}};
        return edges[below(g, 5)];
      }
      default:
        return static_cast<T>(g());
    }
  }
};

template <>
struct values<bool> {
  static bool draw(engine& g) { return (g() & 1) != 0; }
};

template <class T>
  requires std::is_floating_point_v<T>
struct values<T> {
  static T draw(engine& g) {
    using lim = std::numeric_limits<T>;
    const T pool[] = {-lim::infinity(), -lim::max(), T(-1.5), T(-1), -lim::denorm_min(), T(-0.0), T(0.0),
                      lim::denorm_min(), lim::min(),  T(1),    T(1.5), lim::max(),          lim::infinity()};
    if (below(g, 3) != 0) return pool[below(g, std::size(pool))];
    for (;;) {  // any finite or infinite value, never a NaN
      using word = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
      const T v = std::bit_cast<T>(static_cast<word>(g()));
      if (v == v) return v;
    }
  }
};

template <class Rep, class Period>
struct values<std::chrono::duration<Rep, Period>> {
  static std::chrono::duration<Rep, Period> draw(engine& g) {
    return std::chrono::duration<Rep, Period>(values<Rep>::draw(g));
  }
};

template <class Clock, class Duration>
struct values<std::chrono::time_point<Clock, Duration>> {
  static std::chrono::time_point<Clock, Duration> draw(engine& g) {
    return std::chrono::time_point<Clock, Duration>(values<Duration>::draw(g));
  }
};

template <class E>
  requires std::is_enum_v<E>
struct values<E> {
  static E draw(engine& g) {
    if constexpr (rowkey::enum_with_range<E>) {
      using U = std::underlying_type_t<E>;
      const auto first = static_cast<long long>(static_cast<U>(rowkey::enum_range<E>::first));
      const auto last = static_cast<long long>(static_cast<U>(rowkey::enum_range<E>::last));
      return static_cast<E>(static_cast<U>(first + static_cast<long long>(below(g, static_cast<std::uint64_t>(last - first + 1)))));
    } else {
      return static_cast<E>(values<std::underlying_type_t<E>>::draw(g));
    }
  }
};

template <std::size_t N>
struct values<std::array<std::uint8_t, N>> {
  static std::array<std::uint8_t, N> draw(engine& g) {
    constexpr std::uint8_t pool[] = {0x00, 0x01, 0x7F, 0x80, 0xFF};
    std::array<std::uint8_t, N> a{};
    for (auto& b : a) b = pool[below(g, std::size(pool))];
    return a;
  }
};

// Short strings over a tiny alphabet: many equal values and many prefixes.
inline std::string draw_text(engine& g, std::size_t max, bool zero_allowed) {
  constexpr char with_zero[] = {'\x00', '\x01', 'a', 'b', '\xfe', '\xff'};
  constexpr char without_zero[] = {'\x01', 'a', 'b', '\xfe', '\xff'};
  const std::size_t length = below(g, (max < 4 ? max : 4) + 1);
  std::string s;
  for (std::size_t i = 0; i < length; ++i) {
    s += zero_allowed ? with_zero[below(g, std::size(with_zero))] : without_zero[below(g, std::size(without_zero))];
  }
  return s;
}

template <std::size_t Max>
struct values<rowkey::bounded_string<Max>> {
  static rowkey::bounded_string<Max> draw(engine& g) { return *rowkey::bounded_string<Max>::from(draw_text(g, Max, true)); }
};
template <std::size_t Max>
struct values<rowkey::bounded_bytes<Max>> {
  static rowkey::bounded_bytes<Max> draw(engine& g) { return *rowkey::bounded_bytes<Max>::from(draw_text(g, Max, true)); }
};
template <std::size_t N>
struct values<rowkey::padded_string<N>> {
  static rowkey::padded_string<N> draw(engine& g) { return *rowkey::padded_string<N>::from(draw_text(g, N, false)); }
};

template <class V>
auto argument(const V& v) {
  return rowkey::value_codec<V>::argument(v);
}

// The schema's rows, in key order, and scans run both ways.
template <class K>
class table {
 public:
  using layout = rowkey::detail::layout<K>;
  using row = rowkey::key_values_tuple<K>;
  static constexpr std::size_t columns = layout::stored_count;
  template <std::size_t I>
  using column = typename layout::template stored_column<I>;
  template <std::size_t I>
  using value = typename column<I>::value_type;

  static row random_row(engine& g) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return row{values<value<I>>::draw(g)...}; }(
        std::make_index_sequence<columns>{});
  }

  // Inserts `count` random rows; every key decodes back to its values.
  bool fill(engine& g, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) {
      const row r = random_row(g);
      const auto key = rowkey::encode<K>(rowkey::values_from_tuple<K>(r));
      if (!key) return false;
      const auto back = rowkey::decode<K>(key->view());
      if (!back || rowkey::encode<K>(*back).value().view() != key->view()) return false;
      keys_.insert(std::string(key->view()));
    }
    rows_.clear();
    for (const auto& k : keys_) rows_.emplace_back(k, rowkey::to_tuple(rowkey::decode<K>(k).value()));
    return true;
  }

  const std::vector<std::pair<std::string, row>>& rows() const { return rows_; }
  const std::set<std::string>& keys() const { return keys_; }

  // A probe: a stored row's values (so that scans find rows), each value
  // replaced by a random one now and then.
  row probe(engine& g) const {
    row p = rows_[below(g, rows_.size())].second;
    const row fresh = random_row(g);
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((below(g, 6) == 0 ? (void)(std::get<I>(p) = std::get<I>(fresh)) : (void)0), ...);
    }(std::make_index_sequence<columns>{});
    return p;
  }

  // What the store returns for a range, in key order.
  std::vector<std::string> read(const rowkey::key_range<K>& r) const {
    std::vector<std::string> out;
    auto it = keys_.lower_bound(std::string(r.begin_key()));
    for (; it != keys_.end() && (!r.has_end_key() || *it < r.end_key()); ++it) out.push_back(*it);
    return out;
  }

  // What a linear filter over the decoded rows returns, in key order.
  template <class Predicate>
  std::vector<std::string> filter(Predicate keep) const {
    std::vector<std::string> out;
    for (const auto& [k, r] : rows_) {
      if (keep(r)) out.push_back(k);
    }
    return out;
  }

  // The first B values of a and b are equal.
  template <std::size_t B>
  static bool same_leading(const row& a, const row& b) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return ((std::get<I>(a) == std::get<I>(b)) && ...); }(
        std::make_index_sequence<B>{});
  }

 private:
  std::set<std::string> keys_;
  std::vector<std::pair<std::string, row>> rows_;
};

}  // namespace scan_oracle

#endif
