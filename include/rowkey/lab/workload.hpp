// Workloads for the lab: the records a service writes, in time order, and the
// scans it runs between them, each a column-level intent (lab::where). A
// record is a tuple of column values; a key design encodes the columns it
// stores. Every generator has a fixed seed, so a workload is the same run
// after run and for every design it is played on.
//
//   auto w = lab::sequential<OrderNo>(1'000'000);                     // 1, 2, 3, ...
//   auto w = lab::logs<Ts, Host>(500'000, 50, time0, 1ms);            // a line a millisecond, from 50 hosts
//   auto w = lab::time_series<Ts, Host, Event>(20, 10, 5000, time0, 1s);  // 20 hosts x 10 metrics
//   auto w = lab::zipf<UserId, Ts>(500'000, 100'000, 1.1, time0, 1ms);    // skewed users
//   auto w = lab::generated<std::tuple<A, B>>("mine", n, [](std::uint64_t i, lab::random& r) { ... });
//   w.scan_every(10'000, [](std::size_t i, lab::random& r) { return lab::where(Host{"web-007"}); });
#ifndef ROWKEY_LAB_WORKLOAD_HPP
#define ROWKEY_LAB_WORKLOAD_HPP

#include <rowkey/dsl/column.hpp>
#include <rowkey/lab/scan_intent.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace rowkey::lab {

// Reproducible random draws: raw mt19937_64 output only (no std::
// distributions, whose output differs between standard libraries), so a
// seed names the same workload everywhere.
class random {
 public:
  explicit random(std::uint64_t seed) : engine_(seed) {}
  std::uint64_t bits() { return engine_(); }
  std::uint64_t below(std::uint64_t n) { return engine_() % n; }  // n > 0
  double unit() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }  // in [0, 1)

 private:
  std::mt19937_64 engine_;
};

// The records of a workload and its scans. Records may hold views (a host's
// name): `storage` keeps what they point into alive.
template <class Record, class Intent = scan_intent<>>
struct workload {
  using record_type = Record;
  using intent_type = Intent;

  std::string name;
  std::vector<Record> writes;
  std::vector<std::pair<std::size_t, Intent>> scans;  // (after how many writes, what)
  std::shared_ptr<const void> storage;
  std::uint64_t seed = 0;

  // The same writes with a scan after every `every` writes (and after the
  // last): make(i, random) gives the scan run after i writes.
  template <class Make>
  auto scan_every(std::size_t every, Make&& make) const {
    using I = std::invoke_result_t<Make&, std::size_t, random&>;
    workload<Record, I> out{name, writes, {}, storage, seed};
    random r(seed ^ 0x5ca9);
    for (std::size_t i = every; i <= writes.size(); i += every) out.scans.emplace_back(i, make(i, r));
    return out;
  }
};

namespace detail {
template <class T>
struct time_parts;
template <class Clock, class Duration>
struct time_parts<std::chrono::time_point<Clock, Duration>> {
  using duration = Duration;
};

// Host names "web-001", "web-002", ... kept where records can point.
inline std::shared_ptr<std::vector<std::string>> names(std::string_view stem, std::size_t n) {
  auto pool = std::make_shared<std::vector<std::string>>();
  const int digits = n > 1000 ? (n > 100000 ? 6 : 4) : 3;
  for (std::size_t i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%0*zu", digits, i + 1);
    pool->push_back(std::string(stem) + buf);
  }
  return pool;
}
}  // namespace detail

// Ids first, first + 1, ...: an auto-increment key, an order number service.
template <declared_column C>
workload<std::tuple<C>> sequential(std::size_t n, typename C::argument_type first = 1) {
  workload<std::tuple<C>> w;
  w.name = "sequential " + std::string(C::name);
  w.writes.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    w.writes.emplace_back(C{static_cast<typename C::argument_type>(first + static_cast<typename C::argument_type>(i))});
  }
  return w;
}

// Log lines, one every `step` from `start`, each from one of `hosts` hosts
// drawn uniformly: (Ts, Host).
template <declared_column Ts, declared_column Host>
workload<std::tuple<Ts, Host>> logs(std::size_t n, std::size_t hosts, typename Ts::value_type start,
                                    typename detail::time_parts<typename Ts::value_type>::duration step,
                                    std::uint64_t seed = 1) {
  workload<std::tuple<Ts, Host>> w;
  w.name = std::to_string(n) + " log lines from " + std::to_string(hosts) + " hosts";
  w.seed = seed;
  auto pool = detail::names("web-", hosts);
  random r(seed);
  w.writes.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    w.writes.emplace_back(Ts{start + step * static_cast<std::int64_t>(i)}, Host{std::string_view((*pool)[r.below(hosts)])});
  }
  w.storage = pool;
  return w;
}

// A time series: every tick, each of `hosts` x `metrics` series writes one
// point: (Ts, Host, Event).
template <declared_column Ts, declared_column Host, declared_column Event>
workload<std::tuple<Ts, Host, Event>> time_series(std::size_t hosts, std::size_t metrics, std::size_t ticks,
                                                  typename Ts::value_type start,
                                                  typename detail::time_parts<typename Ts::value_type>::duration tick) {
  workload<std::tuple<Ts, Host, Event>> w;
  w.name = std::to_string(hosts) + " hosts x " + std::to_string(metrics) + " metrics x " + std::to_string(ticks) +
           " ticks";
  auto pool = detail::names("web-", hosts);
  w.writes.reserve(hosts * metrics * ticks);
  for (std::size_t t = 0; t < ticks; ++t) {
    for (std::size_t h = 0; h < hosts; ++h) {
      for (std::size_t m = 0; m < metrics; ++m) {
        w.writes.emplace_back(Ts{start + tick * static_cast<std::int64_t>(t)}, Host{std::string_view((*pool)[h])},
                              Event{static_cast<typename Event::argument_type>(m)});
      }
    }
  }
  w.storage = pool;
  return w;
}

// Users drawn from a Zipf distribution (user k, 1-based, with weight
// 1 / k^exponent), one write every `step`: (User, Ts). The first users are
// the hot ones.
template <declared_column User, declared_column Ts>
workload<std::tuple<User, Ts>> zipf(std::size_t n, std::size_t users, double exponent, typename Ts::value_type start,
                                    typename detail::time_parts<typename Ts::value_type>::duration step,
                                    std::uint64_t seed = 1) {
  workload<std::tuple<User, Ts>> w;
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", exponent);
  w.name = std::to_string(n) + " writes of " + std::to_string(users) + " Zipf(" + text + ") users";
  w.seed = seed;
  std::vector<double> cdf(users);
  double sum = 0;
  for (std::size_t k = 0; k < users; ++k) cdf[k] = (sum += 1.0 / std::pow(static_cast<double>(k + 1), exponent));
  random r(seed);
  w.writes.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double u = r.unit() * sum;
    const auto k = static_cast<std::size_t>(std::upper_bound(cdf.begin(), cdf.end(), u) - cdf.begin());
    w.writes.emplace_back(User{static_cast<typename User::argument_type>(std::min(k, users - 1) + 1)},
                          Ts{start + step * static_cast<std::int64_t>(i)});
  }
  return w;
}

// Any workload: make(i, random) gives the i-th record.
template <class Record, class Make>
workload<Record> generated(std::string name, std::size_t n, Make&& make, std::uint64_t seed = 1) {
  workload<Record> w;
  w.name = std::move(name);
  w.seed = seed;
  random r(seed);
  w.writes.reserve(n);
  for (std::size_t i = 0; i < n; ++i) w.writes.push_back(make(static_cast<std::uint64_t>(i), r));
  return w;
}

}  // namespace rowkey::lab

#endif
