// The hotspot lab on the key design guide's scenarios: each design's real
// keys played on a simulated range-partitioned table, its figures, advice
// for the bad ones, and a picture per scenario (heat maps and rows per
// region, drawn by gnuplot).
//
//   example_hotspots [PICTURE_DIRECTORY]      (default: ./hotspots)
//
// The bad designs compile only through a relaxing policy, AllowLeading<C>,
// which is printed with the message rule 3 would give without it.
#include <rowkey/lab.hpp>
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

using namespace std::chrono;
namespace lab = rowkey::lab;

namespace {

struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};

// Logs
using LogsByTime = rowkey::Key<Ts, Host, rowkey::AllowLeading<Ts>>;  // rule 3 refuses it without the policy
using LogsByHost = rowkey::Key<Host, Ts>;
template <std::size_t N>
using LogsBucketed = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;
// Orders by number
using OrdersPlain = rowkey::Key<OrderNo, rowkey::AllowLeading<OrderNo>>;
template <std::size_t W>
using OrdersHashed = rowkey::Key<rowkey::Hash<W, OrderNo>, OrderNo>;
using OrdersReversed = rowkey::Key<rowkey::Reverse<OrderNo>>;
// Metrics
using MetricsByTime = rowkey::Key<Ts, Host, Event, rowkey::AllowLeading<Ts>>;
using MetricsNewestFirst = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
// Users, a few of them busy
template <std::size_t W>
using UsersHashed = rowkey::Key<rowkey::Hash<W, UserId>, UserId, rowkey::Desc<Ts>>;

const sys_time<milliseconds> t0{milliseconds{1'700'000'000'000}};
constexpr std::size_t writes = 500'000;
constexpr std::uint32_t regions = 16;
// A splitting table grows to 16 regions (the pre-split ones have 16 from the start).
const lab::table_config growing = lab::splitting(writes / 32, regions);

// What rule 3 says of a key, were it declared without its AllowLeading policy.
template <class K>
void show_policy(const char* design, const char* word) {
  std::cout << "  " << design << " compiles only with " << word << "; without it:\n    "
            << rowkey::rules::message(rowkey::rules::first_violation<K>).view() << '\n';
}

bool check(bool ok, const char* what) {
  if (!ok) std::cout << "  UNEXPECTED: " << what << '\n';
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  const std::filesystem::path out = argc > 1 ? std::filesystem::path(argv[1]) : std::filesystem::path("hotspots");
  bool ok = true;
  std::vector<std::string> pictures;
  const auto draw = [&](const std::string& title, const std::vector<lab::report>& designs, const char* stem) {
    const lab::chart c = lab::draw(title, designs, out, stem);
    if (c.drawn) pictures.push_back(c.png);
    else std::cout << "  (" << c.note << ")\n";
  };

  // ---- 1. Logs: a line every millisecond from 50 hosts --------------------------
  std::cout << "=== Logs: " << writes << " lines, one a millisecond from 50 hosts; a scan every 25,000 lines asks "
               "for one host's last 10 seconds\n";
  const auto logs = lab::logs<Ts, Host>(writes, 50, t0, milliseconds(1)).scan_every(25'000, [](std::size_t i, lab::random&) {
    return lab::where(Host{"web-007"}, rowkey::between(rowkey::inclusive(Ts{t0 + milliseconds(i) - seconds(10)}),
                                                       rowkey::exclusive(Ts{t0 + milliseconds(i)})));
  });
  show_policy<rowkey::Key<Ts, Host>>("[ts][host]", "AllowLeading<Ts>");
  const lab::report logs_by_time = lab::run<LogsByTime>("[ts][host]", logs, growing);
  const lab::report logs_by_host = lab::run<LogsByHost>("[host][ts]", logs, growing);
  const lab::report logs_bucketed =
      lab::run<LogsBucketed<16>>("[ts % 16][ts][host]", logs, lab::presplit<LogsBucketed<16>>(regions));
  std::cout << '\n' << logs_by_time.table() << '\n' << logs_by_host.table() << '\n' << logs_bucketed.table() << '\n';
  std::cout << "  advice for [ts][host], 16 regions, hottest share at most 0.10:\n    "
            << lab::advise<LogsBucketed>(logs, regions, 0.10, lab::candidates<2, 4, 8, 16, 32, 64>{}).text() << "\n";
  draw("Logs: 500,000 lines from 50 hosts, a table of 16 regions", {logs_by_time, logs_by_host, logs_bucketed}, "logs");
  ok = check(logs_by_time.hottest_write_share > 0.9, "[ts][host] should send its writes to one region") && ok;
  ok = check(logs_bucketed.hottest_write_share < 0.1, "[ts % 16][ts][host] should spread its writes") && ok;
  ok = check(logs_bucketed.scans.mean_regions == 16, "a time scan of [ts % 16] should touch 16 regions") && ok;

  // ---- 2. Orders by a sequential number ---------------------------------------------
  std::cout << "\n=== Orders: " << writes
            << " orders numbered 1, 2, 3, ...; a read of one order every 25,000 writes\n";
  const auto orders = lab::sequential<OrderNo>(writes).scan_every(
      25'000, [](std::size_t i, lab::random&) { return lab::where(OrderNo{i / 2}); });
  show_policy<rowkey::Key<OrderNo>>("[order_no]", "AllowLeading<OrderNo>");
  const lab::report orders_plain = lab::run<OrdersPlain>("[order_no]", orders, growing);
  const lab::report orders_hashed =
      lab::run<OrdersHashed<4>>("[hash4(order_no)][order_no]", orders, lab::presplit<OrdersHashed<4>>(regions));
  const lab::report orders_reversed = lab::run<OrdersReversed>("[reverse(order_no)]", orders, growing);
  std::cout << '\n' << orders_plain.table() << '\n' << orders_hashed.table() << '\n' << orders_reversed.table() << '\n';
  std::cout << "  advice for [order_no], 16 regions, hottest share at most 0.10:\n    "
            << lab::advise<OrdersHashed>(orders, regions, 0.10, lab::candidates<1, 2, 4>{}).text() << "\n";
  draw("Orders by a sequential number: 500,000 orders, a table of 16 regions",
       {orders_plain, orders_hashed, orders_reversed}, "orders");
  ok = check(orders_plain.hottest_write_share > 0.9, "[order_no] should send its writes to one region") && ok;
  ok = check(orders_hashed.hottest_write_share < 0.1, "a hashed order number should spread its writes") && ok;
  ok = check(orders_reversed.mean_hottest_share < 0.2, "a reversed order number should spread its writes") && ok;

  // ---- 3. Metrics: 50 hosts x 10 metrics, a point a second --------------------------
  std::cout << "\n=== Metrics: 50 hosts x 10 metrics, a point a second for 1000 seconds; a scan every 25,000 points "
               "asks for one metric's points, newest first\n";
  const auto metrics = lab::time_series<Ts, Host, Event>(50, 10, 1000, t0, milliseconds(1000))
                           .scan_every(25'000, [](std::size_t, lab::random&) { return lab::where(Host{"web-007"}, Event{3}); });
  show_policy<rowkey::Key<Ts, Host, Event>>("[ts][host][event]", "AllowLeading<Ts>");
  const lab::report metrics_by_time = lab::run<MetricsByTime>("[ts][host][event]", metrics, growing);
  const lab::report metrics_newest = lab::run<MetricsNewestFirst>("[host][event][ts DESC]", metrics, growing);
  std::cout << '\n' << metrics_by_time.table() << '\n' << metrics_newest.table() << '\n';
  draw("Metrics: 50 hosts x 10 metrics, a point a second, a table of 16 regions", {metrics_by_time, metrics_newest},
       "metrics");
  ok = check(metrics_newest.mean_hottest_share < 0.2, "[host][event][ts DESC] should spread its writes") && ok;
  ok = check(metrics_newest.scans.mean_regions <= 2, "one metric's points should lie in one region or two") && ok;

  // ---- 4. What hashing cannot fix -----------------------------------------------------
  std::cout << "\n=== Users: 500,000 writes by 100,000 users, a few of them very busy (Zipf 1.2)\n";
  const auto users = lab::zipf<UserId, Ts>(writes, 100'000, 1.2, t0, milliseconds(1));
  const lab::report users_hashed = lab::run<UsersHashed<4>>("[hash4(user_id)][user_id][ts DESC]", users,
                                                            lab::presplit<UsersHashed<4>>(regions));
  std::cout << '\n' << users_hashed.table() << '\n';
  std::cout << "  advice, hottest share at most 0.10:\n    "
            << lab::advise<UsersHashed>(users, regions, 0.10, lab::candidates<1, 2, 4, 8>{}).text() << "\n";
  ok = check(users_hashed.hottest_write_share >= users_hashed.hottest_value.share, "one user's share bounds the hash") &&
       ok;

  std::cout << "\n=== Pictures (heat maps: time across, key space up, colour = writes; bars: rows per region):\n";
  for (const std::string& p : pictures) std::cout << "  " << std::filesystem::absolute(p).string() << '\n';
  if (pictures.empty()) std::cout << "  none drawn (gnuplot missing); the data is in " << out.string() << '\n';
  return ok ? 0 : 1;
}
