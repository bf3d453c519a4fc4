// The hotspot lab against answers known in advance: a monotonic key sends a
// window's writes to the last region, a hash spreads uniform ids evenly, a
// bucketed time series spreads over its buckets and its time scans fan out
// to all of them, a Zipf-skewed user is as hot as hashing leaves it, and the
// advice agrees with a brute-force sweep. The simulated table itself is held
// against brute force on random keys.
#include "random_values.hpp"

#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/reverse.hpp>
#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/lab.hpp>
#include <rowkey/rules/policies.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace {

namespace lab = rowkey::lab;
using namespace std::chrono;
using ms_time = sys_time<milliseconds>;

struct Ts : rowkey::Column<"ts", ms_time> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};

using Sequential = rowkey::Key<OrderNo, rowkey::AllowLeading<OrderNo>>;
using HashedOrders = rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>;
template <std::size_t N>
using BucketedSeries = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host, Event, rowkey::MaxColumns<4>>;
using HashedUsers = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;
template <std::size_t W>
using HashedUsersOf = rowkey::Key<rowkey::Hash<W, UserId>, UserId, rowkey::Desc<Ts>>;
template <std::size_t N>
using BucketedLogs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;
// The same in FoundationDB's tuple format, under a subspace.
template <std::size_t N>
using BucketedLogsTuple =
    rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host, rowkey::Format<rowkey::fdb_tuple>, rowkey::Subspace<"\x15\x07">>;
using HostTime = rowkey::Key<Host, Ts>;
using TimeHost = rowkey::Key<Ts, Host, rowkey::AllowLeading<Ts>>;

const ms_time t0{milliseconds{1'700'000'000'000}};

TEST_CASE("lab: a monotonic key sends every window's writes to the last region", "[lab]") {
  const auto w = lab::sequential<OrderNo>(200'000);
  lab::run_options options;
  options.windows = 40;  // 5,000 writes a window, under half a region's split size
  const lab::report r = lab::run<Sequential>("[order_no]", w, lab::splitting(20'000), options);
  CHECK(r.splits > 10);
  CHECK(r.hottest_write_share == 1.0);
  CHECK(r.mean_hottest_share == 1.0);
  std::size_t measured = 0;
  for (const lab::window_figures& f : r.windows) {
    if (!f.measured) continue;
    ++measured;
    CHECK(f.hottest_region == f.regions - 1);  // the last region, in key order
  }
  CHECK(measured > 30);
  CHECK_FALSE(r.windows.front().measured);  // before the first split there is one region
}

TEST_CASE("lab: a Hash<4> prefix spreads uniform ids over 16 pre-split regions", "[lab]") {
  const auto w = lab::sequential<OrderNo>(400'000);
  lab::run_options options;
  options.windows = 40;  // 10,000 writes a window
  const lab::report r = lab::run<HashedOrders>("[hash4(order_no)][order_no]", w, lab::presplit<HashedOrders>(16), options);
  CHECK(r.regions == 16);
  CHECK(r.splits == 0);
  CHECK(r.hottest_write_share <= 1.5 / 16);
  CHECK(r.row_imbalance() < 1.1);
}

TEST_CASE("lab: a Bucket<16> time series spreads its writes, and a time scan touches every bucket", "[lab]") {
  // 100 series, a point each every millisecond: a window of 16,000 writes is
  // 160 milliseconds, ten times round the 16 buckets.
  const auto w = lab::time_series<Ts, Host, Event>(10, 10, 4000, t0, milliseconds(1))
                     .scan_every(40'000, [](std::size_t i, lab::random&) {
                       const ms_time now = t0 + milliseconds(static_cast<std::int64_t>(i / 100));
                       return lab::where(rowkey::between(rowkey::inclusive(Ts{now - milliseconds(100)}),
                                                         rowkey::exclusive(Ts{now})));
                     });
  lab::run_options options;
  options.windows = 25;
  const lab::report r =
      lab::run<BucketedSeries<16>>("[ts % 16][ts][host][event]", w, lab::presplit<BucketedSeries<16>>(16), options);
  CHECK(r.hottest_write_share == 1.0 / 16);
  CHECK(r.scans.count == 10);
  CHECK(r.scans.shape == lab::scan_shape::bucket_ranges);
  CHECK(r.scans.mean_ranges == 16);
  CHECK(r.scans.mean_regions == 16);
  CHECK(r.scans.mean_keys == 100 * 100);  // 100 milliseconds of 100 series
}

TEST_CASE("lab: a bucket of millisecond times written once a second uses two buckets of sixteen", "[lab]") {
  // 1000 ms is 8 modulo 16: the times fall in two buckets only.
  const auto w = lab::time_series<Ts, Host, Event>(10, 10, 2000, t0, milliseconds(1000));
  const lab::report r =
      lab::run<BucketedSeries<16>>("[ts % 16][ts][host][event]", w, lab::presplit<BucketedSeries<16>>(16));
  CHECK(r.hottest_write_share >= 0.5);
  std::size_t used = 0;
  for (const std::size_t rows : r.rows_per_region) used += rows != 0;
  CHECK(used == 2);
}

TEST_CASE("lab: a Zipf user hashed is as hot as its hottest user, and the report says so", "[lab]") {
  const auto w = lab::zipf<UserId, Ts>(200'000, 10'000, 1.2, t0, milliseconds(1));
  const lab::report r = lab::run<HashedUsers>("[hash4(user_id)][user_id][ts DESC]", w, lab::presplit<HashedUsers>(16));
  CHECK(r.hottest_value.column == "user_id");
  CHECK(r.hottest_value.value == "1");  // the first user is the hottest
  CHECK(r.hottest_value.share > 0.15);  // about 1/zeta(1.2) of the writes
  // Its region takes at least its writes, and not much more than its share
  // plus an even share of the rest.
  CHECK(r.hottest_write_share >= r.hottest_value.share);
  CHECK(r.hottest_write_share <= r.hottest_value.share + (1 - r.hottest_value.share) / 16 * 1.5);
  CHECK_THAT(r.table(), Catch::Contains("hottest value                user_id=1 took"));
  // No Hash of the user spreads one user's writes...
  const lab::advice by_user = lab::advise<HashedUsersOf>(w, 16, 0.1, lab::candidates<1, 2, 4, 8>{});
  CHECK_FALSE(by_user.found);
  CHECK_THAT(by_user.text(), Catch::Contains("crowd on equal values"));
  // Both print with << as they read: the report's table, the advice's text.
  std::ostringstream printed;
  printed << r << '|' << by_user;
  CHECK(printed.str() == r.table() + "|" + by_user.text());
  // ...while a Bucket of the time spreads even one host's lines.
  const lab::advice by_time = lab::advise<BucketedLogs>(
      lab::generated<std::tuple<Ts, Host>>("one busy host", 50'000,
                                            [](std::uint64_t i, lab::random&) {
                                              return std::tuple<Ts, Host>(Ts{t0 + milliseconds(i)}, Host{"web-1"});
                                            }),
      16, 0.1, lab::candidates<2, 4, 8, 16>{});
  CHECK(by_time.found);
  CHECK(by_time.n == 16);
}

// The smallest N whose simulated run keeps the hottest region under the bound.
template <template <std::size_t> class KeyOf, std::size_t... N, class W>
std::vector<double> brute_force(const W& w, std::uint32_t regions, lab::candidates<N...>) {
  return {lab::run<KeyOf<N>>("", w, lab::presplit<KeyOf<N>>(regions)).hottest_write_share...};
}

TEST_CASE("lab: advice agrees with a brute-force sweep of simulated runs", "[lab]") {
  const auto w = lab::logs<Ts, Host>(120'000, 30, t0, milliseconds(1)).scan_every(
      30'000, [](std::size_t i, lab::random&) {
        return lab::where(rowkey::between(rowkey::inclusive(Ts{t0 + milliseconds(i) - seconds(5)}),
                                          rowkey::exclusive(Ts{t0 + milliseconds(i)})));
      });
  SECTION("16 regions") {
    using tried = lab::candidates<2, 4, 8, 16, 32, 64>;
    const lab::advice a = lab::advise<BucketedLogs>(w, 16, 0.1, tried{});
    const std::vector<double> shares = brute_force<BucketedLogs>(w, 16, tried{});
    REQUIRE(a.found);
    CHECK(a.n == 16);
    CHECK(a.word == "Bucket");
    CHECK(a.column == "ts");
    REQUIRE(a.tried.size() == 4);  // it stops at the first that meets the bound
    for (std::size_t i = 0; i < a.tried.size(); ++i) CHECK(a.tried[i].hottest_share == shares[i]);
    CHECK(shares[3] <= 0.1);
    CHECK(shares[2] > 0.1);
    CHECK(a.scan_regions == 16);  // every bucket's range
    CHECK_THAT(a.text(), Catch::StartsWith("use Bucket<16, ts>"));
  }
  SECTION("12 regions: more buckets is not always better") {
    using tried = lab::candidates<8, 16, 12, 24>;
    const lab::advice a = lab::advise<BucketedLogs>(w, 12, 0.09, tried{});
    const std::vector<double> shares = brute_force<BucketedLogs>(w, 12, tried{});
    REQUIRE(a.found);
    CHECK(a.n == 12);
    REQUIRE(a.tried.size() == 3);
    for (std::size_t i = 0; i < a.tried.size(); ++i) CHECK(a.tried[i].hottest_share == shares[i]);
    CHECK(shares[1] > shares[2]);  // 16 buckets over 12 regions: some hold two
  }
  SECTION("keys in the tuple format under a subspace: the same advice, from the same brute force") {
    using tried = lab::candidates<2, 4, 8, 16, 32, 64>;
    const lab::advice a = lab::advise<BucketedLogsTuple>(w, 16, 0.1, tried{});
    const std::vector<double> shares = brute_force<BucketedLogsTuple>(w, 16, tried{});
    REQUIRE(a.found);
    CHECK(a.n == 16);
    REQUIRE(a.tried.size() == 4);
    for (std::size_t i = 0; i < a.tried.size(); ++i) CHECK(a.tried[i].hottest_share == shares[i]);
    CHECK(shares == brute_force<BucketedLogs>(w, 16, tried{}));  // buckets spread alike in both formats
  }
  SECTION("a bound no candidate meets") {
    const lab::advice a = lab::advise<BucketedLogs>(w, 16, 0.01, lab::candidates<2, 4>{});
    CHECK_FALSE(a.found);
    CHECK_THAT(a.text(), Catch::StartsWith("no Bucket<N, ts> tried keeps the hottest region under 0.010"));
  }
}

// Records some of which no key of theirs writes: a level out of its enum's range.
enum class Level : std::uint8_t { debug, info, error };
}  // namespace
template <>
struct rowkey::enum_range<Level> {
  static constexpr Level first = Level::debug, last = Level::error;
};
namespace {
struct Lvl : rowkey::Column<"level", Level> {};
template <std::size_t N>
using BucketedLevels = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Lvl>;

lab::workload<std::tuple<Ts, Lvl>> levels(std::size_t n, std::size_t refused_every) {
  lab::workload<std::tuple<Ts, Lvl>> w;
  w.name = "levels";
  for (std::size_t i = 0; i < n; ++i) {
    const Level l = refused_every != 0 && i % refused_every == 0 ? static_cast<Level>(9) : Level::info;
    w.writes.emplace_back(Ts{t0 + milliseconds(i)}, Lvl{l});
  }
  return w;
}

TEST_CASE("lab: advice counts what a run writes, refused records left out", "[lab]") {
  for (const std::size_t every : {std::size_t{2}, std::size_t{3}, std::size_t{7}}) {
    INFO("every " << every << "th record refused");
    const auto w = levels(60'000, every);
    using tried = lab::candidates<2, 4, 8, 16>;
    const lab::advice a = lab::advise<BucketedLevels>(w, 16, 0.0, tried{});  // a bound none meets: all tried
    const std::vector<double> shares = brute_force<BucketedLevels>(w, 16, tried{});
    REQUIRE(a.tried.size() == 4);
    for (std::size_t i = 0; i < a.tried.size(); ++i) CHECK(a.tried[i].hottest_share == shares[i]);
    CHECK(lab::run<BucketedLevels<4>>("", w, lab::presplit<BucketedLevels<4>>(16)).refused == (60'000 + every - 1) / every);
  }
}

TEST_CASE("lab: every scan of a workload runs, wherever it lists it", "[lab]") {
  auto w = levels(1'000, 0);
  using intent = decltype(lab::where(rowkey::at_least(Ts{t0})));
  lab::workload<std::tuple<Ts, Lvl>, intent> scanned{w.name, w.writes, {}, w.storage, w.seed};
  // Before the first write, out of order, twice at one place, past the last write.
  for (const std::size_t at : {std::size_t{500}, std::size_t{0}, std::size_t{250}, std::size_t{250},
                               std::size_t{5'000}, std::size_t{1'000}}) {
    scanned.scans.emplace_back(at, lab::where(rowkey::at_least(Ts{t0})));
  }
  const lab::report r = lab::run<BucketedLevels<4>>("", scanned, lab::presplit<BucketedLevels<4>>(8));
  CHECK(r.scans.count == 6);
  CHECK(r.scans.mean_ranges == 4);
  // Every 0 writes: no scans (it never ended).
  CHECK(w.scan_every(0, [](std::size_t, lab::random&) { return lab::where(rowkey::at_least(Ts{t0})); }).scans.empty());
}

TEST_CASE("lab: the heat map counts each write in its own window, past 65,536 windows", "[lab]") {
  const auto w = lab::sequential<OrderNo>(70'000);
  lab::run_options options;
  options.windows = 70'000;
  options.heat_bins = 4;
  const lab::report r = lab::run<Sequential>("[order_no]", w, lab::splitting(20'000), options);
  REQUIRE(r.heat.size() == r.windows.size());
  REQUIRE(r.windows.size() == 70'000);
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < r.heat.size(); ++i) {
    std::size_t sum = 0;
    for (const std::uint32_t c : r.heat[i]) sum += c;
    wrong += sum != r.windows[i].writes;
  }
  CHECK(wrong == 0);
}

TEST_CASE("lab: a workload whose every record is refused gives finite figures", "[lab]") {
  const lab::report r = lab::run<BucketedLevels<4>>("", levels(100, 1), lab::presplit<BucketedLevels<4>>(4));
  CHECK(r.refused == 100);
  CHECK(r.row_imbalance() == 0);
  CHECK(r.table().find("nan") == std::string::npos);
}

TEST_CASE("lab: each design serves a scan intent its own way", "[lab]") {
  const auto intent = lab::where(Host{"web-7"}, rowkey::at_least(Ts{t0}));
  CHECK(lab::plan<HostTime>(intent).shape == lab::scan_shape::range);
  CHECK(lab::plan<HostTime>(intent).ranges.size() == 1);
  CHECK(lab::plan<TimeHost>(intent).shape == lab::scan_shape::range);  // the time range, every host in it
  CHECK(lab::plan<BucketedLogs<8>>(intent).shape == lab::scan_shape::bucket_ranges);
  CHECK(lab::plan<BucketedLogs<8>>(intent).ranges.size() == 8);
  CHECK(lab::plan<HostTime>(lab::where(Host{"web-7"})).shape == lab::scan_shape::prefix);
  CHECK(lab::plan<TimeHost>(lab::where(Host{"web-7"})).shape == lab::scan_shape::whole_table);
  CHECK(lab::plan<HashedOrders>(lab::where(OrderNo{17})).shape == lab::scan_shape::prefix);
}

TEST_CASE("lab: the simulated table against brute force on random keys", "[lab]") {
  rowkey_test::random_source r(77);
  for (int round = 0; round < 20; ++round) {
    lab::simulated_table t(round % 2 == 0 ? lab::splitting(1 + r.below(200), 2 + r.below(40))
                                          : lab::table_config{{"\x10", "\x40", "\x40\x01", "\x90", "\xff"}, 0, 6});
    std::vector<std::string> keys;
    for (int i = 0; i < 3000; ++i) {
      std::string k = rowkey_test::random_bytes(r, 6);
      if (!keys.empty() && r.percent(20)) k = keys[r.below(keys.size())];  // the same key again
      keys.push_back(k);
      t.write(k);
    }
    REQUIRE(t.rows() == keys.size());
    // Regions are in key order, hold every row once, each within its range.
    std::size_t rows = 0;
    for (std::size_t g = 0; g < t.region_count(); ++g) {
      rows += t.region_rows(g);
      if (g > 0) CHECK(t.region_start(g - 1) < t.region_start(g));
    }
    CHECK(rows == keys.size());
    for (const std::string& k : keys) {
      const std::size_t g = t.region_of(k);
      CHECK(t.region_start(g) <= k);
      if (g + 1 < t.region_count()) CHECK(k < t.region_start(g + 1));
    }
    // A scan counts exactly the keys in its range.
    for (int s = 0; s < 20; ++s) {
      std::string a = rowkey_test::random_bytes(r, 3), b = rowkey_test::random_bytes(r, 3);
      if (b < a) std::swap(a, b);
      struct bytes_range {
        std::string b, e;
        bool has;
        std::string_view begin_key() const { return b; }
        std::string_view end_key() const { return e; }
        bool has_end_key() const { return has; }
      };
      const bool bounded = r.percent(80);
      const std::vector<bytes_range> ranges{{a, b, bounded}};
      const std::size_t want = static_cast<std::size_t>(
          std::count_if(keys.begin(), keys.end(), [&](const std::string& k) { return k >= a && (!bounded || k < b); }));
      CHECK(t.scan(ranges).keys == want);
    }
  }
}

}  // namespace
