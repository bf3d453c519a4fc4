// The README's opening program: declare columns and a key, encode a key,
// read it back, and see both.
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <iostream>

using namespace std::chrono;

// One line per column: its name and value type.
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", sys_time<microseconds>> {};

// A metric of one host, newest first: [host][event][ts DESC].
using Metrics = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;

int main() {
  const auto ts = sys_time<microseconds>{1'700'000'000'123'456us};
  const auto key = rowkey::encode<Metrics>(Host{"web-1"}, Event{7}, Ts{ts});
  if (!key) {
    std::cerr << key.error().message() << '\n';
    return 1;
  }

  std::cout << rowkey::describe<Metrics>() << '\n';
  std::cout << "encoded: " << rowkey::to_hex(*key) << '\n';
  std::cout << "renders: " << rowkey::render<Metrics>(*key) << '\n';

  const auto values = rowkey::decode<Metrics>(*key);
  if (!values || values->get<Host>().view() != "web-1" || values->get<Ts>() != ts) return 1;

  // Bad input is an error, never undefined behaviour.
  std::cout << "decoding a truncated key: " << rowkey::decode<Metrics>(key->view().substr(0, 9)).error().message()
            << '\n';
  std::cout << "encoding a 65-byte host: "
            << rowkey::encode<Metrics>(Host{std::string(65, 'x')}, Event{7}, Ts{ts}).error().message() << '\n';
  return 0;
}
