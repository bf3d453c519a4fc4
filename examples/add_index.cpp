// A schema that changes while the service runs, on RocksDB: the shop's
// orders table (examples/schemas/shop.hpp) is written for a while with one
// index, orders_by_buyer. Then the service's next version declares a second
// one, orders_by_seller: attached to a table that holds records, it starts
// write-only (scans through it are refused), and build_index fills it in
// while two writers keep placing and moving orders, printing its progress.
// Last, a retention job erases one buyer's older orders by range.
//
//   example_add_index [DIRECTORY]   (default: a new temporary directory, removed at the end)
#include "schemas/shop.hpp"

#include <rowkey/adapters/rocksdb_store.hpp>
#include <rowkey/rowkey.hpp>

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace std::chrono;
using namespace shop;

namespace {

constexpr std::uint64_t first_orders = 20'000;
const sys_time<seconds> start{1'700'000'000s};

Order order(std::uint64_t no, std::mt19937_64& rng) {
  static const char* const items[] = {"book", "lamp", "desk", "fountain pen", "chair", "mug"};
  return Order{no, rng() % 500, rng() % 40, start + seconds(no * 30), items[rng() % 6],
               static_cast<std::uint32_t>(1 + rng() % 4), static_cast<std::int64_t>(rng() % 100'000)};
}

template <class Handle>
std::size_t count(Handle&& scan) {
  std::size_t n = 0;
  for ([[maybe_unused]] const Order& o : scan) ++n;
  return scan.error().ok() ? n : 0;
}

}  // namespace

int main(int argc, char** argv) {
  const bool temporary = argc < 2;
  const std::filesystem::path dir =
      temporary ? std::filesystem::temp_directory_path() / ("rowkey-add-index-" + std::to_string(getpid())) : argv[1];
  const auto tables = rowkey::table_names<Orders, OrdersByBuyer, OrdersBySeller>();
  auto store = rowkey::adapters::rocksdb_store::open(dir.string(), tables);
  if (!store) {
    std::printf("cannot open %s: %s\n", dir.c_str(), store.error().message().c_str());
    return 1;
  }
  std::mt19937_64 rng(7);

  // Version 1 of the service: orders and orders_by_buyer.
  {
    auto v1 = rowkey::attach<Orders, OrdersByBuyer>(*store);
    for (std::uint64_t no = 1; no <= first_orders; ++no) {
      if (!v1.insert(order(no, rng))) return 1;
    }
    std::printf("version 1 wrote %llu orders with one index, orders_by_buyer\n",
                static_cast<unsigned long long>(first_orders));
  }

  // Version 2 declares orders_by_seller. Every process that writes runs it
  // before the build starts (docs/tables.md, section 6).
  auto orders = rowkey::attach<Orders, OrdersByBuyer, OrdersBySeller>(*store);
  if (!orders.attach_error().ok()) {
    std::printf("attach: %s\n", orders.attach_error().message().c_str());
    return 1;
  }
  const auto state = rowkey::index_status_of<Orders, OrdersBySeller>(*store).value();
  std::printf("version 2 attached orders_by_seller: %s\n", std::string(rowkey::describe(state.state)).c_str());
  auto early = orders.scan<OrdersBySeller>(SellerId{7});
  std::printf("a scan of seller 7 now: %s\n", early.error().message().c_str());

  std::atomic<bool> stop{false};
  std::atomic<std::uint64_t> next_no{first_orders + 1}, written{0};
  std::vector<std::thread> writers;
  for (int w = 0; w < 2; ++w) {
    writers.emplace_back([&, w] {
      std::mt19937_64 mine(100 + w);
      while (!stop.load()) {
        // a new order, and another moved to another seller
        const std::uint64_t no = next_no++;
        const std::uint64_t moved = 1 + mine() % first_orders;
        const bool ok = orders.insert(order(no, mine)) &&
                        orders.update(OrderNo{moved}, [&](Order& o) { o.seller_id = mine() % 40; }).has_value();
        if (!ok) std::printf("a writer's write failed\n");
        written += 2;
      }
    });
  }

  std::size_t batches = 0;
  const auto built = orders.build_index<OrdersBySeller>({.batch = 500}, [&](const rowkey::batch_progress& p) {
    if (++batches % 10 == 0 || p.finished) {
      std::printf("  building orders_by_seller: %6llu rows, %7.0f rows/s%s\n",
                  static_cast<unsigned long long>(p.rows_done), p.rows_per_second, p.finished ? ", done" : "");
    }
  });
  stop = true;
  for (std::thread& t : writers) t.join();
  if (!built) {
    std::printf("build_index: %s\n", built.error().message().c_str());
    return 1;
  }
  std::printf("built while the writers made %llu writes; orders_by_seller is %s\n",
              static_cast<unsigned long long>(written.load()),
              std::string(rowkey::describe(rowkey::index_status_of<Orders, OrdersBySeller>(*store)->state)).c_str());

  // The index agrees with the records: seller 7 through it, and by reading
  // every order.
  std::size_t by_reading = 0;
  for (const Order& o : orders.scan()) by_reading += o.seller_id == 7;
  const std::size_t through_index = count(orders.scan<OrdersBySeller>(SellerId{7}));
  std::printf("seller 7: %zu orders through the index, %zu by reading every order\n", through_index, by_reading);

  // A retention job: buyer 3's orders placed before the first day ended,
  // found through orders_by_buyer and erased with their entries in both indexes.
  const auto day_one = start + days(1);
  const std::size_t before = count(orders.scan<OrdersByBuyer>(BuyerId{3}));
  const auto erased = orders.erase_range<OrdersByBuyer>(BuyerId{3}, rowkey::less_than(Ts{day_one}));
  if (!erased) {
    std::printf("erase_range: %s\n", erased.error().message().c_str());
    return 1;
  }
  std::printf("buyer 3: %zu orders, %llu placed on the first day erased, %zu left\n", before,
              static_cast<unsigned long long>(*erased), count(orders.scan<OrdersByBuyer>(BuyerId{3})));

  if (temporary) std::filesystem::remove_all(dir);
  return through_index == by_reading && through_index > 0 ? 0 : 1;
}
