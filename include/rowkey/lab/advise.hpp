// Advice: the smallest Bucket<N> (or Hash<W>) that keeps a workload's hottest
// region under a bound on a table pre-split into R regions, and what its scans
// then cost.
//
//   template <std::size_t N> using Logs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;
//   auto a = lab::advise<Logs>(workload, 16, 0.10, lab::candidates<2, 4, 8, 16, 32, 64>{});
//   if (a.found) use Logs<a.n>; std::cout << a.text();
//
// The candidates are tried in the order given; the first whose hottest share
// is at most the bound is the advice. A share is found without encoding or
// simulating: each write's prefix (the bucket, or the hash's first bytes) is
// computed from its column and placed among the table's split points, window
// by window, as rowkey::lab::run would (tests/unit/lab_test.cpp holds the
// two to the same answers). The chosen design is then run whole, for the cost
// of its scans.
#ifndef ROWKEY_LAB_ADVISE_HPP
#define ROWKEY_LAB_ADVISE_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/lab/report.hpp>
#include <rowkey/lab/run.hpp>
#include <rowkey/lab/simulated_table.hpp>
#include <rowkey/lab/workload.hpp>
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/scan/split_points.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <iosfwd>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rowkey::lab {

template <std::size_t... N>
using candidates = std::index_sequence<N...>;

// What advise requires, as its compile errors name them. Only ever
// instantiated false.
template <class Given>
inline constexpr bool advise_takes_a_key_template = false;  // advise<Logs<16>> for advise<Logs>
template <template <std::size_t> class KeyOf>
inline constexpr bool advise_is_given_candidates = false;  // candidates<>
template <class Key, std::size_t N, std::size_t Low, std::size_t High>
inline constexpr bool advise_candidate_is_in_prefix_range = false;  // candidates<1, ...> of a Bucket
template <class Key>
inline constexpr bool advise_key_is_led_by_a_prefix = false;

struct candidate_figures {
  std::size_t n = 0;
  double hottest_share = 0;
};

struct advice {
  std::string word;       // "Bucket" or "Hash"
  std::string column;     // what it disperses
  std::uint32_t regions = 0;
  double bound = 0;
  bool found = false;
  std::size_t n = 0;            // the smallest N that meets the bound
  double hottest_share = 0;     // at that N
  double scan_regions = 0;      // regions per scan at that N (none: 0)
  std::size_t scans = 0;
  std::vector<candidate_figures> tried;

  std::string text() const {
    char line[320];
    std::string out;
    if (found) {
      std::snprintf(line, sizeof line,
                    "use %s<%zu, %s>: its hottest region takes %.3f of a window's writes on %u regions "
                    "(bound %.3f)",
                    word.c_str(), n, column.c_str(), hottest_share, regions, bound);
      out += line;
      if (scans != 0) {
        std::snprintf(line, sizeof line, "; a scan then touches %.1f regions", scan_regions);
        out += line;
      }
    } else {
      std::snprintf(line, sizeof line,
                    "no %s<N, %s> tried keeps the hottest region under %.3f on %u regions: the writes crowd on "
                    "equal values, which no prefix derived from them can spread; widen the key's leading part",
                    word.c_str(), column.c_str(), bound, regions);
      out += line;
    }
    out += " (tried";
    for (const candidate_figures& c : tried) {
      std::snprintf(line, sizeof line, " %zu: %.3f", c.n, c.hottest_share);
      out += line;
    }
    return out + ")";
  }
};

// `std::cout << a`: the advice's text() (found by argument-dependent lookup;
// <ostream> is the caller's include).
template <class Traits>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& out, const advice& a) {
  return out << a.text();
}

namespace detail {

template <class K>
using lead_part = typename rowkey::detail::layout<K>::template part_traits<0>;

template <class K>
constexpr bool led_by_prefix() {
  return lead_part<K>::kind == part_kind::derived;
}

// Which writes a key of these columns encodes: run() counts those alone (a
// refused record writes no row), and the candidates differ only in their
// prefix, which refuses nothing.
template <class K, class Record, class Intent>
std::vector<char> written_by(const workload<Record, Intent>& w) {
  std::vector<char> written(w.writes.size());
  for (std::size_t i = 0; i < w.writes.size(); ++i) written[i] = detail::encode_from<K>(w.writes[i]).has_value();
  return written;
}

// The hottest share of K on a pre-split table, from each written record's
// prefix alone.
template <class K, class Record, class Intent>
double prefix_hottest_share(const workload<Record, Intent>& w, const std::vector<char>& written,
                            std::uint32_t regions, const run_options& options) {
  using P = lead_part<K>;
  using C = typename P::column;
  const std::vector<std::string> splits = split_points<K>(regions);
  const std::size_t n = w.writes.size();
  const std::size_t windows = std::max<std::size_t>(1, std::min(options.windows, n));
  std::vector<std::size_t> per_region(splits.size() + 1, 0);
  double hottest = 0;
  std::size_t window = 0, in_window = 0;
  std::size_t window_end = window_start(1, n, windows);
  // The key's subspace, then the prefix part: the bytes split points cut.
  constexpr std::string_view subspace = rowkey::detail::layout<K>::subspace;
  std::array<char, subspace.size() + P::width> prefix{};
  for (std::size_t i = 0; i < subspace.size(); ++i) prefix[i] = subspace[i];
  const auto close_window = [&] {
    if (in_window != 0) {
      const std::size_t top = *std::max_element(per_region.begin(), per_region.end());
      hottest = std::max(hottest, static_cast<double>(top) / static_cast<double>(in_window));
    }
    std::fill(per_region.begin(), per_region.end(), 0);
    in_window = 0;
    ++window;
    window_end = window_start(window + 1, n, windows);
  };
  for (std::size_t i = 0; i < n; ++i) {
    if (written[i]) {
      P::derive(prefix.data() + subspace.size(), std::get<C>(w.writes[i]).value);
      const std::string_view p(prefix.data(), prefix.size());
      ++per_region[static_cast<std::size_t>(std::upper_bound(splits.begin(), splits.end(), p,
                                                             [](std::string_view a, const std::string& b) {
                                                               return a < std::string_view(b);
                                                             }) -
                                            splits.begin())];
      ++in_window;
    }
    if (i + 1 == window_end) close_window();
  }
  return hottest;
}

// One error per mistake, each raised straight from advise (a local alias
// names it), so that the chain is the user's call and advise.
template <class Given>
struct rejected_key_not_template {
  static_assert(advise_takes_a_key_template<Given>,
                "rowkey lab: advise takes the key as a template of N, not a key: declare "
                "template <std::size_t N> using Logs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>; and call "
                "lab::advise<Logs>(...), which tries Logs<N> for each candidate N (docs/hotspots.md, section 3)");
};
template <template <std::size_t> class KeyOf>
struct rejected_no_candidates {
  static_assert(advise_is_given_candidates<KeyOf>,
                "rowkey lab: advise needs at least one candidate N to try, as in lab::candidates<2, 4, 8, 16>{} "
                "(docs/hotspots.md, section 3)");
};
template <class K, std::size_t N, std::size_t Low, std::size_t High>
struct rejected_candidate {
  static_assert(advise_candidate_is_in_prefix_range<K, N, Low, High>,
                "rowkey lab: a candidate N of advise is outside the range of the key's prefix (a Bucket: 2 to "
                "65536 buckets; a Hash: 1 to 8 bytes), where its key breaks rule 4; leave it out of "
                "lab::candidates<...> (docs/hotspots.md, section 3)");
};
template <class K>
struct rejected_not_led_by_prefix {
  static_assert(advise_key_is_led_by_a_prefix<K>,
                "rowkey lab: advise tries the N of a key led by a Hash or Bucket prefix, as in "
                "template <std::size_t N> using Logs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>; "
                "compare other designs with lab::run (docs/hotspots.md, section 3)");
};

// The first candidate N whose key KeyOf<N> breaks a design rule, or the
// first whose key is not led by a prefix; sizeof...(N) when none is. Asked
// of the rules' verdict alone: naming KeyOf<N>'s layout would be its error.
template <template <std::size_t> class KeyOf, std::size_t... N>
constexpr std::size_t first_broken_candidate() {
  constexpr bool broken[] = {static_cast<bool>(rules::detail::violation_for<KeyOf<N>>)..., false};
  std::size_t i = 0;
  while (i < sizeof...(N) && !broken[i]) ++i;
  return i;
}
template <template <std::size_t> class KeyOf, std::size_t... N>
constexpr std::size_t first_not_led_by_prefix() {
  constexpr bool led[] = {led_by_prefix<KeyOf<N>>()..., true};
  std::size_t i = 0;
  while (i < sizeof...(N) && led[i]) ++i;
  return i;
}

template <std::size_t I, std::size_t... N>
inline constexpr std::size_t nth_candidate = std::array<std::size_t, sizeof...(N)>{N...}[I];

// The advice, once every candidate is a sound key led by a prefix, of
// columns the records hold.
template <template <std::size_t> class KeyOf, std::size_t... N, class Record, class Intent>
advice advise_on(const workload<Record, Intent>& w, std::uint32_t regions, double max_share,
                 const run_options& options) {
  using first = KeyOf<nth_candidate<0, N...>>;
  advice out;
  out.regions = regions;
  out.bound = max_share;
  constexpr std::string_view modifier = lead_part<first>::modifier;
  out.word = std::string(modifier.substr(0, modifier.find('<')));
  out.column = std::string(lead_part<first>::column::name);
  const std::vector<char> written = detail::written_by<first>(w);
  (void)(([&] {
     const double share = detail::prefix_hottest_share<KeyOf<N>>(w, written, regions, options);
     out.tried.push_back({N, share});
     if (share <= max_share) {
       out.found = true;
       out.n = N;
       out.hottest_share = share;
       if (!w.scans.empty()) {
         const report r = rowkey::lab::run<KeyOf<N>>("", w, presplit<KeyOf<N>>(regions), options);
         out.scan_regions = r.scans.mean_regions;
         out.scans = r.scans.count;
       }
       return false;  // stop at the first that meets the bound
     }
     return true;
   }()) && ...);
  return out;
}

}  // namespace detail

template <template <std::size_t> class KeyOf, std::size_t... N, class Record, class Intent>
advice advise(const workload<Record, Intent>& w, std::uint32_t regions, double max_share, candidates<N...>,
              const run_options& options = {}) {
  // Each mistake is one error, raised here so that the chain is the user's
  // call and advise, and then an empty advice: nothing of a broken
  // candidate's key is named after its error.
  constexpr std::size_t broken = detail::first_broken_candidate<KeyOf, N...>();
  if constexpr (sizeof...(N) == 0) {
    using reported [[maybe_unused]] = decltype(detail::rejected_no_candidates<KeyOf>{});
    return advice{};
  } else if constexpr (broken < sizeof...(N)) {
    constexpr std::size_t n = detail::nth_candidate<broken, N...>;
    using K = KeyOf<n>;
    constexpr rules::violation v = rules::detail::violation_for<K>;
    // The candidate's own N out of range: the fix is in the candidates, and
    // the error says so; any other rule, the key's own error.
    if constexpr (v.what == rules::problem::prefix_size_out_of_range && v.figure == n) {
      using reported [[maybe_unused]] = decltype(detail::rejected_candidate<K, n, v.low, v.limit>{});
    } else {
      using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
    }
    return advice{};
  } else if constexpr (constexpr std::size_t unled = detail::first_not_led_by_prefix<KeyOf, N...>();
                       unled < sizeof...(N)) {
    using reported [[maybe_unused]] =
        decltype(detail::rejected_not_led_by_prefix<KeyOf<detail::nth_candidate<unled, N...>>>{});
    return advice{};
  } else if constexpr (!detail::records_hold<KeyOf<detail::nth_candidate<0, N...>>, Record>) {
    // The same one error as lab::run's, once for all the candidates.
    using first = KeyOf<detail::nth_candidate<0, N...>>;
    using reported [[maybe_unused]] = decltype(detail::column_not_held<first, Record>{});
    return advice{};
  } else {
    return detail::advise_on<KeyOf, N...>(w, regions, max_share, options);
  }
}

// advise<Logs<16>>(...): a key where the template of N goes. (A template
// template parameter takes no type, so only a type reaches this overload,
// and advise<Logs> never does.)
template <class Given, class... Args>
advice advise(const Args&...) {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_not_template<Given>{});
  return advice{};
}

}  // namespace rowkey::lab

#endif
