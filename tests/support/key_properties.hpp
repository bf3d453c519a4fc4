// The properties every key encoding must have, checked on pairs of values:
//
//   order:      the logical order of two keys (column by column, each column
//               reversed when it is Desc) is the unsigned bytewise order of
//               their encodings, equality included;
//   round trip: decode(encode(x)) is x (floats: canonical: -0.0 comes back as
//               +0.0, every NaN as the one quiet NaN), and
//               encode(decode(bytes)) is the same bytes;
//   one path:   encoding from column arguments and from key_values agree.
//
// check_pair<K>(a, b) returns an empty string or what went wrong, with both
// keys rendered. check_random_pairs<K> runs it over reproducible random pairs.
#ifndef ROWKEY_TESTS_KEY_PROPERTIES_HPP
#define ROWKEY_TESTS_KEY_PROPERTIES_HPP

#include "random_values.hpp"

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/key_values_tuple.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

namespace rowkey_test {

template <class T>
int sign_of(T c) {
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

// The order the format promises (docs/format.md), written independently of
// the codecs.
template <class T>
int logical_compare(const T& a, const T& b) {
  if constexpr (std::is_floating_point_v<T>) {
    // Every NaN is one value, above +inf; -0.0 == +0.0 (IEEE comparison).
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) - std::isnan(b);
    return a < b ? -1 : a > b ? 1 : 0;
  } else if constexpr (std::is_enum_v<T>) {
    return logical_compare(static_cast<std::underlying_type_t<T>>(a), static_cast<std::underlying_type_t<T>>(b));
  } else if constexpr (std::is_arithmetic_v<T>) {
    return a < b ? -1 : a > b ? 1 : 0;
  } else if constexpr (requires { a.count(); }) {
    return logical_compare(a.count(), b.count());
  } else if constexpr (requires { a.time_since_epoch(); }) {
    return logical_compare(a.time_since_epoch(), b.time_since_epoch());
  } else if constexpr (requires { a.view(); }) {
    // std::string_view compares as unsigned char, like memcmp.
    return sign_of(a.view().compare(b.view()));
  } else {  // std::array of std::uint8_t or std::byte: lexicographic, unsigned
    for (std::size_t i = 0; i < a.size(); ++i) {
      const auto x = static_cast<unsigned>(a[i]), y = static_cast<unsigned>(b[i]);
      if (x != y) return x < y ? -1 : 1;
    }
    return 0;
  }
}

// What decode must give back for `original`: the value itself, except that
// floats come back canonical (+0.0 for -0.0, the quiet NaN for every NaN).
template <class T>
bool decodes_as(const T& decoded, const T& original) {
  if constexpr (std::is_floating_point_v<T>) {
    using word = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
    T canonical = original;
    if (std::isnan(original)) canonical = std::numeric_limits<T>::quiet_NaN();
    if (original == 0) canonical = T{0};
    return std::bit_cast<word>(decoded) == std::bit_cast<word>(canonical);
  } else if constexpr (requires { original.count(); }) {
    return decodes_as(decoded.count(), original.count());
  } else if constexpr (requires { original.time_since_epoch(); }) {
    return decodes_as(decoded.time_since_epoch(), original.time_since_epoch());
  } else {
    return decoded == original;
  }
}

template <class K>
using layout_of = rowkey::detail::layout<K>;

// Keys compared column by column, each part in its direction. (Test keys have
// stored parts only, so part I holds stored column I.)
template <class K>
int logical_key_compare(const rowkey::key_values<K>& a, const rowkey::key_values<K>& b) {
  using L = layout_of<K>;
  static_assert(L::part_count == L::stored_count, "property keys have stored parts only");
  int result = 0;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (void)((result = logical_compare(a.template get<I>(), b.template get<I>()) *
                     (L::template part_traits<I>::order == rowkey::direction::descending ? -1 : 1),
            result == 0) &&
           ...);
  }(std::make_index_sequence<L::part_count>{});
  return result;
}

template <class K>
bool key_decodes_as(const rowkey::key_values<K>& decoded, const rowkey::key_values<K>& original) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return (decodes_as(decoded.template get<I>(), original.template get<I>()) && ...);
  }(std::make_index_sequence<rowkey::key_values<K>::size>{});
}

// encode<K>(Column{value}...), the way users call it.
template <class K>
auto encode_from_columns(const rowkey::key_values<K>& v) {
  using L = layout_of<K>;
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return rowkey::encode<K>(typename L::template stored_column<I>{
        rowkey::value_codec<typename L::template stored_column<I>::value_type>::argument(v.template get<I>())}...);
  }(std::make_index_sequence<L::stored_count>{});
}

template <class K>
rowkey::key_values<K> random_key(random_source& r) {
  rowkey::key_values<K> v;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((v.template get<I>() = random_values<std::tuple_element_t<I, rowkey::key_values<K>>>::one(r)),
     ...);
  }(std::make_index_sequence<rowkey::key_values<K>::size>{});
  return v;
}

// A key related to `a`: each column copied from `a` with some probability
// (`lead_tie_percent` for the first, `tie_percent` for the others), so that
// later columns decide often; otherwise a value near a's.
template <class K>
rowkey::key_values<K> random_key_near(random_source& r, const rowkey::key_values<K>& a, unsigned lead_tie_percent,
                                      unsigned tie_percent) {
  rowkey::key_values<K> v = a;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((r.percent(I == 0 ? lead_tie_percent : tie_percent)
          ? void()
          : void(v.template get<I>() =
                     random_values<std::tuple_element_t<I, rowkey::key_values<K>>>::near(
                         r, a.template get<I>()))),
     ...);
  }(std::make_index_sequence<rowkey::key_values<K>::size>{});
  return v;
}

// Pairs checked by this process, printed at exit when ROWKEY_TEST_FIGURES is set.
struct pair_counter {
  std::atomic<std::uint64_t> pairs{0};
  ~pair_counter() {
    if (std::getenv("ROWKEY_TEST_FIGURES") != nullptr) {
      std::fprintf(stderr, "rowkey property figures: %llu pairs of keys checked\n",
                   static_cast<unsigned long long>(pairs.load()));
    }
  }
};
inline pair_counter pairs_checked;

// One value's properties: encodes both ways alike, round-trips.
template <class K>
std::string check_one(const rowkey::key_values<K>& v, std::string_view name) {
  const auto encoded = rowkey::encode<K>(v);
  if (!encoded) return std::string(name) + ": encode failed: " + encoded.error().message();
  const auto from_columns = encode_from_columns<K>(v);
  if (!from_columns || from_columns->view() != encoded->view()) {
    return std::string(name) + ": encode from columns differs: " + rowkey::to_hex(encoded->view());
  }
  const auto decoded = rowkey::decode<K>(encoded->view());
  if (!decoded) {
    return std::string(name) + ": " + rowkey::to_hex(encoded->view()) +
           " does not decode: " + decoded.error().message();
  }
  if (!key_decodes_as<K>(*decoded, v)) {
    return std::string(name) + ": decodes to another value: " + rowkey::render<K>(encoded->view());
  }
  const auto again = rowkey::encode<K>(*decoded);
  if (!again || again->view() != encoded->view()) {
    return std::string(name) + ": re-encoding the decoded value gives other bytes than " +
           rowkey::to_hex(encoded->view());
  }
  return {};
}

template <class K>
std::string check_pair(const rowkey::key_values<K>& a, const rowkey::key_values<K>& b) {
  if (std::string f = check_one<K>(a, "a"); !f.empty()) return f;
  if (std::string f = check_one<K>(b, "b"); !f.empty()) return f;
  const auto ea = rowkey::encode<K>(a), eb = rowkey::encode<K>(b);
  const int logical = logical_key_compare<K>(a, b);
  const int bytewise = sign_of(ea->view().compare(eb->view()));
  if (logical != bytewise) {
    return "order differs: logical " + std::to_string(logical) + ", bytes " + std::to_string(bytewise) +
           "\n  a = " + rowkey::render<K>(ea->view()) + "\n  b = " + rowkey::render<K>(eb->view());
  }
  return {};
}

// Outcome of a run over random pairs: the first failure (empty if none) and
// how often the pair compared less, equal and greater, so that a test can
// require the generator to reach every case.
struct pair_run {
  std::string first_failure;
  std::size_t pairs = 0;
  std::size_t less = 0, equal = 0, greater = 0;
};

template <class K>
pair_run check_random_pairs(std::uint64_t seed, std::size_t count, unsigned lead_tie_percent = 50,
                            unsigned tie_percent = 40) {
  random_source r(seed);
  pair_run run;
  for (std::size_t i = 0; i < count; ++i) {
    const auto a = random_key<K>(r);
    const auto b = random_key_near<K>(r, a, lead_tie_percent, tie_percent);
    if (std::string f = check_pair<K>(a, b); !f.empty()) {
      run.first_failure = "seed " + std::to_string(seed) + ", pair " + std::to_string(i) + ": " + f;
      break;
    }
    const int c = logical_key_compare<K>(a, b);
    (c < 0 ? run.less : c > 0 ? run.greater : run.equal) += 1;
    ++run.pairs;
  }
  pairs_checked.pairs += run.pairs;
  return run;
}

// Asserts a run: no failure, every pair checked, and each of less, equal and
// greater reached by at least 2% of the pairs (a generator that never makes
// equal keys, or never makes a later column decide, proves little).
inline void require_clean_run(const pair_run& run, std::size_t count) {
  INFO(run.first_failure);
  REQUIRE(run.first_failure.empty());
  CHECK(run.pairs == count);
  INFO("less " << run.less << ", equal " << run.equal << ", greater " << run.greater);
  CHECK(run.less * 50 >= count);
  CHECK(run.equal * 50 >= count);
  CHECK(run.greater * 50 >= count);
}

// Every ordered pair of a list of keys (edge cases).
template <class K, class Range>
std::string check_all_pairs(const Range& keys) {
  std::size_t n = 0;
  for (const auto& a : keys) {
    for (const auto& b : keys) {
      if (std::string f = check_pair<K>(a, b); !f.empty()) return f;
      ++n;
    }
  }
  pairs_checked.pairs += n;
  return {};
}

template <class K, class... V>
rowkey::key_values<K> key_of(V... v) {
  return rowkey::values_from_tuple<K>(rowkey::key_values_tuple<K>(std::move(v)...));
}

}  // namespace rowkey_test

#endif
