// The key design guide's log and time-series designs (section 5), with real
// keys: encoded, rendered, and shown to sort the way the design intends.
#include <rowkey/rowkey.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

using namespace std::chrono;

struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};

// A metric of one host over a time range: [host][event][ts].
using HostMetric = rowkey::Key<Host, Event, Ts>;
// The newest records of a metric: [host][event][ts DESC].
using NewestFirst = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;

template <class K>
void show_sorted(const char* title) {
  const auto t0 = sys_time<milliseconds>{1'700'000'000'000ms};
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

int main() {
  show_sorted<HostMetric>("[host][event][ts]: host1 never runs into host12, time ascending");
  show_sorted<NewestFirst>("[host][event][ts DESC]: each host's newest record first");
  return 0;
}
