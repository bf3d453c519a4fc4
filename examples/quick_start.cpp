// The README's opening program: declare columns and a key, encode a key,
// read it back, build a scan range, and see what bad input gets.
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <iostream>
#include <string>

using namespace std::chrono;

// One line per column: its name and value type.
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", sys_time<microseconds>> {};

// A user's orders, newest first, spread over every region by a 4-byte hash
// of the user: [hash(user_id)[0:4]][user_id][ts DESC].
using Orders = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;

int main() {
  const auto placed = sys_time<microseconds>{1'700'000'000'123'456us};

  const auto key = rowkey::encode<Orders>(UserId{42}, Ts{placed});  // the hash prefix is computed
  std::cout << rowkey::describe<Orders>() << '\n'
            << "key:     " << rowkey::render<Orders>(*key) << '\n';

  const auto values = rowkey::decode<Orders>(*key);
  if (!values || values->get<UserId>() != 42 || values->get<Ts>() != placed) return 1;

  // Every order of user 42, newest first: one exact [begin, end) byte range.
  const auto orders = rowkey::prefix<Orders>(UserId{42});
  std::cout << "scan:    [" << rowkey::to_hex(orders->begin_key()) << ", " << rowkey::to_hex(orders->end_key())
            << ")\n";
  if (!orders->contains(*key)) return 1;

  // Bad bytes are an error that says what and where, never undefined behaviour.
  const std::string corrupted = std::string(key->view().substr(0, 3)) + "\x7f" + std::string(key->view().substr(4));
  std::cout << "corrupt: " << rowkey::decode<Orders>(corrupted).error().message() << '\n'
            << "short:   " << rowkey::decode<Orders>(key->view().substr(0, 9)).error().message() << '\n';
  return 0;
}
