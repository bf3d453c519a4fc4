// The key design guide's log and time-series designs (section 5), with real
// keys: encoded, rendered, shown to sort the way the design intends, and
// scanned with exact ranges over an ordered set standing in for the store.
#include "schemas/logs.hpp"

#include <rowkey/rowkey.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

using namespace std::chrono;
using namespace logs;

const auto t0 = sys_time<milliseconds>{1'700'000'000'000ms};

template <class K>
void show_sorted(const char* title) {
  std::vector<std::string> keys;
  for (const char* host : {"host1", "host12", "host2"}) {
    for (int minute = 0; minute < 2; ++minute) {
      keys.emplace_back(rowkey::encode<K>(Host{host}, Event{1}, Ts{t0 + minutes{minute}}).value().view());
    }
  }
  std::sort(keys.begin(), keys.end());  // the order a store keeps them in
  std::cout << title << '\n' << rowkey::describe<K>();
  for (const auto& key : keys) std::cout << "  " << rowkey::render<K>(key) << '\n';
  std::cout << '\n';
}

// A store: keys in byte order. A range reads [begin, end).
using store = std::set<std::string, std::less<>>;

template <class K>
std::vector<std::string> read(const store& db, const rowkey::key_range<K>& r) {
  std::vector<std::string> out;
  for (auto it = db.lower_bound(r.begin_key()); it != db.end() && (!r.has_end_key() || *it < r.end_key()); ++it) {
    out.push_back(*it);
  }
  return out;
}

// rowkey::bucket_merge reads any cursor with valid(), key() and next().
struct store_cursor {
  store::const_iterator it, end;
  bool valid() const { return it != end; }
  std::string_view key() const { return *it; }
  void next() { ++it; }
};

template <class K>
void print(const char* title, const rowkey::key_range<K>& r, const std::vector<std::string>& rows) {
  std::cout << title << "\n  range [" << rowkey::to_hex(r.begin_key()) << "] .. [" << rowkey::to_hex(r.end_key())
            << ")\n";
  for (const auto& key : rows) std::cout << "  " << rowkey::render<K>(key) << '\n';
}

int main() {
  show_sorted<HostMetric>("[host][event][ts]: host1 never runs into host12, time ascending");
  show_sorted<NewestFirst>("[host][event][ts DESC]: each host's newest record first");

  // Ten minutes of records from three hosts, a few milliseconds off the
  // minute (as real log times are: whole minutes in milliseconds would all
  // fall in bucket 0, since 60000 is a multiple of 16).
  store metrics, newest, by_time;
  int host_number = 0;
  for (const char* host : {"host1", "host12", "host2"}) {
    ++host_number;
    for (int minute = 0; minute < 10; ++minute) {
      const Ts ts{t0 + minutes{minute} + milliseconds{37 * host_number + 5 * minute}};
      metrics.emplace(rowkey::encode<HostMetric>(Host{host}, Event{1}, ts).value().view());
      newest.emplace(rowkey::encode<NewestFirst>(Host{host}, Event{1}, ts).value().view());
      by_time.emplace(rowkey::encode<ByTime>(ts, Host{host}, Event{1}).value().view());
    }
  }
  bool ok = true;

  // host1's event 1 from minute 3 to minute 5: exactly three rows, never host12's.
  const auto window = rowkey::range<HostMetric>(Host{"host1"}, Event{1},
                                                rowkey::between(rowkey::inclusive(Ts{t0 + 3min}),
                                                                rowkey::exclusive(Ts{t0 + 6min})))
                          .value();
  const auto rows = read(metrics, window);
  print("host1, event 1, minutes 3 to 5:", window, rows);
  ok = ok && rows.size() == 3;

  // The newest three records of host1's event 1: the start of its prefix range.
  const auto host1 = rowkey::prefix<NewestFirst>(Host{"host1"}, Event{1}).value();
  auto newest_rows = read(newest, host1);
  newest_rows.resize(3);
  print("host1's newest three:", host1, newest_rows);
  ok = ok && rowkey::decode<NewestFirst>(newest_rows[0]).value().get<Ts>() > Ts{t0 + 9min}.value;

  // Every host, minutes 2 to 4: one range per bucket, merged back into time order.
  const auto scan = rowkey::bucket_ranges<ByTime>(rowkey::between(rowkey::inclusive(Ts{t0 + 2min}),
                                                                  rowkey::exclusive(Ts{t0 + 5min})))
                        .value();
  std::array<store_cursor, scan.size()> cursors;
  for (std::size_t b = 0; b < scan.size(); ++b) {
    cursors[b] = {by_time.lower_bound(scan[b].begin_key()),
                  scan[b].has_end_key() ? by_time.lower_bound(scan[b].end_key()) : by_time.end()};
  }
  std::cout << "\n" << rowkey::describe<ByTime>() << "every host, minutes 2 to 4, " << scan.size()
            << " bucket ranges merged:\n";
  std::size_t merged = 0;
  auto previous = Ts{}.value;
  for (rowkey::bucket_merge m(scan, std::span(cursors)); m.valid(); m.next(), ++merged) {
    std::cout << "  " << rowkey::render<ByTime>(m.key()) << '\n';
    const auto ts = rowkey::decode<ByTime>(m.key()).value().get<Ts>();
    ok = ok && ts >= previous;
    previous = ts;
  }
  ok = ok && merged == 9;

  std::cout << "pre-split points for 4 regions:";
  for (const auto& p : rowkey::split_points<ByTime>(4)) std::cout << " [" << rowkey::to_hex(p) << ']';
  std::cout << '\n';
  return ok ? 0 : 1;
}
