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

#include <rowkey/codec/part_codec.hpp>
#include <rowkey/detail/layout.hpp>
#include <rowkey/lab/report.hpp>
#include <rowkey/lab/run.hpp>
#include <rowkey/lab/simulated_table.hpp>
#include <rowkey/lab/workload.hpp>
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

// The hottest share of K on a pre-split table, from each write's prefix alone.
template <class K, class Record, class Intent>
double prefix_hottest_share(const workload<Record, Intent>& w, std::uint32_t regions, const run_options& options) {
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
  for (std::size_t i = 0; i < n; ++i) {
    P::derive(prefix.data() + subspace.size(), std::get<C>(w.writes[i]).value);
    const std::string_view p(prefix.data(), prefix.size());
    ++per_region[static_cast<std::size_t>(std::upper_bound(splits.begin(), splits.end(), p,
                                                           [](std::string_view a, const std::string& b) {
                                                             return a < std::string_view(b);
                                                           }) -
                                          splits.begin())];
    ++in_window;
    if (i + 1 == window_end) {
      const std::size_t top = *std::max_element(per_region.begin(), per_region.end());
      hottest = std::max(hottest, static_cast<double>(top) / static_cast<double>(in_window));
      std::fill(per_region.begin(), per_region.end(), 0);
      in_window = 0;
      ++window;
      window_end = window_start(window + 1, n, windows);
    }
  }
  return hottest;
}

}  // namespace detail

template <template <std::size_t> class KeyOf, std::size_t... N, class Record, class Intent>
advice advise(const workload<Record, Intent>& w, std::uint32_t regions, double max_share, candidates<N...>,
              const run_options& options = {}) {
  static_assert(sizeof...(N) != 0, "rowkey: lab::advise needs candidates, as in lab::candidates<2, 4, 8, 16>{}");
  static_assert((detail::led_by_prefix<KeyOf<N>>() && ...),
                "rowkey: lab::advise needs a key led by a Hash or Bucket prefix, as in "
                "template <std::size_t N> using Logs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;");
  using first = KeyOf<std::get<0>(std::array<std::size_t, sizeof...(N)>{N...})>;
  advice out;
  if constexpr (!detail::records_hold<first, Record>) {
    using reported [[maybe_unused]] = decltype(detail::column_not_held<first, Record>{});
  } else {
    out.regions = regions;
    out.bound = max_share;
    constexpr std::string_view modifier = detail::lead_part<first>::modifier;
    out.word = std::string(modifier.substr(0, modifier.find('<')));
    out.column = std::string(detail::lead_part<first>::column::name);
    (void)(([&] {
       const double share = detail::prefix_hottest_share<KeyOf<N>>(w, regions, options);
       out.tried.push_back({N, share});
       if (share <= max_share) {
         out.found = true;
         out.n = N;
         out.hottest_share = share;
         if (!w.scans.empty()) {
           const report r = run<KeyOf<N>>("", w, presplit<KeyOf<N>>(regions), options);
           out.scan_regions = r.scans.mean_regions;
           out.scans = r.scans.count;
         }
         return false;  // stop at the first that meets the bound
       }
       return true;
     }()) && ...);
  }
  return out;
}

}  // namespace rowkey::lab

#endif
