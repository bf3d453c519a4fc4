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
#include <type_traits>
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
  // last): make(i, random) gives the scan run after i writes. Every 0: none.
  template <class Make>
  auto scan_every(std::size_t every, Make&& make) const {
    using I = std::invoke_result_t<Make&, std::size_t, random&>;
    workload<Record, I> out{name, writes, {}, storage, seed};
    random r(seed ^ 0x5ca9);
    if (every == 0) return out;
    for (std::size_t i = every; i <= writes.size(); i += every) out.scans.emplace_back(i, make(i, r));
    return out;
  }
};

// What the generators require of their columns, as their compile errors
// name them (the columns as given). Only ever instantiated false.
template <class First, class Second>
inline constexpr bool logs_takes_a_time_column_then_a_text_column = false;
template <class First, class Second, class Third>
inline constexpr bool time_series_takes_a_time_column_a_text_column_then_a_number_column = false;
template <class First, class Second>
inline constexpr bool zipf_takes_a_number_column_then_a_time_column = false;

namespace detail {
// A time point's duration; none for other types, so that a generator given
// another column where its time goes is not a viable candidate (a
// substitution failure), where an incomplete type was an error of its own.
template <class T>
struct time_parts {};
template <class Clock, class Duration>
struct time_parts<std::chrono::time_point<Clock, Duration>> {
  using duration = Duration;
};

template <class C>
concept time_column = requires { typename time_parts<typename C::value_type>::duration; };

// A column the generators fill with a host's name, and one they fill with a
// number (an id, a metric), each built from what they make.
template <class C>
concept text_column = std::is_convertible_v<std::string_view, typename C::argument_type>;
template <class C>
concept number_column = std::is_arithmetic_v<typename C::argument_type> || std::is_enum_v<typename C::argument_type>;

// Each generator's columns, and the one error of columns given in another
// order or of another kind; the generator then returns an empty workload.
template <class Ts, class Host>
concept log_columns = time_column<Ts> && text_column<Host>;
template <class Ts, class Host, class Event>
concept time_series_columns = time_column<Ts> && text_column<Host> && number_column<Event>;
template <class User, class Ts>
concept zipf_columns = number_column<User> && time_column<Ts>;

template <class First, class Second>
struct rejected_logs {
  static_assert(logs_takes_a_time_column_then_a_text_column<First, Second>,
                "rowkey lab: logs<Ts, Host> takes the time column first (a std::chrono time point), then the "
                "host column (a string): lab::logs<Ts, Host>(n, hosts, start, step) makes records (Ts, Host) "
                "(docs/hotspots.md, section 1)");
};
template <class First, class Second, class Third>
struct rejected_time_series {
  static_assert(time_series_takes_a_time_column_a_text_column_then_a_number_column<First, Second, Third>,
                "rowkey lab: time_series<Ts, Host, Event> takes the time column first (a std::chrono time "
                "point), then the host column (a string), then the metric's (an integer or an enum): "
                "lab::time_series<Ts, Host, Event>(hosts, metrics, ticks, start, tick) makes records "
                "(Ts, Host, Event) (docs/hotspots.md, section 1)");
};
template <class First, class Second>
struct rejected_zipf {
  static_assert(zipf_takes_a_number_column_then_a_time_column<First, Second>,
                "rowkey lab: zipf<User, Ts> takes the user column first (an integer or an enum), then the time "
                "column (a std::chrono time point): lab::zipf<User, Ts>(n, users, exponent, start, step) makes "
                "records (User, Ts) (docs/hotspots.md, section 1)");
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
  requires detail::log_columns<Ts, Host>
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

// logs<Host, Ts>(...), or another column where the time or the host goes:
// one error that says which goes where, and an empty workload.
template <declared_column Ts, declared_column Host, class... Args>
  requires(!detail::log_columns<Ts, Host>)
workload<std::tuple<Ts, Host>> logs(const Args&...) {
  using reported [[maybe_unused]] = decltype(detail::rejected_logs<Ts, Host>{});
  return {};
}

// A time series: every tick, each of `hosts` x `metrics` series writes one
// point: (Ts, Host, Event).
template <declared_column Ts, declared_column Host, declared_column Event>
  requires detail::time_series_columns<Ts, Host, Event>
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

// Columns in another order or of another kind: one error, as logs'.
template <declared_column Ts, declared_column Host, declared_column Event, class... Args>
  requires(!detail::time_series_columns<Ts, Host, Event>)
workload<std::tuple<Ts, Host, Event>> time_series(const Args&...) {
  using reported [[maybe_unused]] = decltype(detail::rejected_time_series<Ts, Host, Event>{});
  return {};
}

// Users drawn from a Zipf distribution (user k, 1-based, with weight
// 1 / k^exponent), one write every `step`: (User, Ts). The first users are
// the hot ones.
template <declared_column User, declared_column Ts>
  requires detail::zipf_columns<User, Ts>
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

// Columns in another order or of another kind: one error, as logs'.
template <declared_column User, declared_column Ts, class... Args>
  requires(!detail::zipf_columns<User, Ts>)
workload<std::tuple<User, Ts>> zipf(const Args&...) {
  using reported [[maybe_unused]] = decltype(detail::rejected_zipf<User, Ts>{});
  return {};
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
