// The key design guide's transaction designs (section 5): the same order
// record stored under a seller's key and under a buyer's key.
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <iostream>

using namespace std::chrono;

struct SellerId : rowkey::Column<"seller_id", std::uint64_t> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", sys_time<seconds>> {};
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};

// A seller's orders over time: [seller_id][ts][order_no].
using BySeller = rowkey::Key<SellerId, Ts, OrderNo>;
// A buyer's orders over time: [buyer_id][ts][order_no].
using ByBuyer = rowkey::Key<BuyerId, Ts, OrderNo>;

struct Order {
  std::uint64_t seller, buyer, number;
  sys_time<seconds> placed;
};

int main() {
  const Order order{.seller = 9001, .buyer = 42, .number = 1'000'017, .placed = sys_time<seconds>{1'700'000'000s}};

  // One record, two tables: each key a projection of the same order.
  const auto seller_key = rowkey::encode<BySeller>(SellerId{order.seller}, Ts{order.placed}, OrderNo{order.number});
  const auto buyer_key = rowkey::encode<ByBuyer>(BuyerId{order.buyer}, Ts{order.placed}, OrderNo{order.number});

  std::cout << rowkey::describe<BySeller>() << "  " << rowkey::render<BySeller>(seller_key.value()) << "\n\n";
  std::cout << rowkey::describe<ByBuyer>() << "  " << rowkey::render<ByBuyer>(buyer_key.value()) << '\n';

  const auto back = rowkey::decode<ByBuyer>(buyer_key.value()).value();
  return back.get<OrderNo>() == order.number && back.get<BuyerId>() == order.buyer ? 0 : 1;
}
