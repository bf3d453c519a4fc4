// The key design guide's transaction designs (section 5): the same order
// record stored under a seller's key, a buyer's key and its order number,
// and a user's orders under a hash prefix.
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <iostream>

using namespace std::chrono;

struct SellerId : rowkey::Column<"seller_id", std::uint64_t> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", sys_time<seconds>> {};
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t, rowkey::Monotonic> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};

// A seller's orders over time: [seller_id][ts][order_no].
using BySeller = rowkey::Key<SellerId, Ts, OrderNo>;
// A buyer's orders over time: [buyer_id][ts][order_no].
using ByBuyer = rowkey::Key<BuyerId, Ts, OrderNo>;
// By order number: [order_no] is monotonic, so it is hashed; the number stays
// in the key, and a point read recomputes the prefix.
using ByOrderNo = rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>;
// A user's orders: [hash(user_id)[0:4]][user_id][order_id], for sequential user ids.
using ByUser = rowkey::Key<rowkey::Hash<4, UserId>, UserId, OrderId>;

struct Order {
  std::uint64_t seller, buyer, number;
  sys_time<seconds> placed;
};

int main() {
  const Order order{.seller = 9001, .buyer = 42, .number = 1'000'017, .placed = sys_time<seconds>{1'700'000'000s}};

  // One record, three tables: each key a projection of the same order.
  const auto seller_key = rowkey::encode<BySeller>(SellerId{order.seller}, Ts{order.placed}, OrderNo{order.number});
  const auto buyer_key = rowkey::encode<ByBuyer>(BuyerId{order.buyer}, Ts{order.placed}, OrderNo{order.number});
  const auto number_key = rowkey::encode<ByOrderNo>(OrderNo{order.number});

  std::cout << rowkey::describe<BySeller>() << "  " << rowkey::render<BySeller>(seller_key.value()) << "\n\n";
  std::cout << rowkey::describe<ByBuyer>() << "  " << rowkey::render<ByBuyer>(buyer_key.value()) << "\n\n";
  std::cout << rowkey::describe<ByOrderNo>() << "  " << rowkey::render<ByOrderNo>(number_key.value()) << '\n';

  // Consecutive order numbers land far apart: their hash prefixes differ.
  std::cout << "  the next two orders:\n";
  for (std::uint64_t next = order.number + 1; next <= order.number + 2; ++next) {
    std::cout << "  " << rowkey::render<ByOrderNo>(rowkey::encode<ByOrderNo>(OrderNo{next}).value()) << '\n';
  }

  // A user's orders: the hash prefix is recomputed from the user id the scan binds.
  const auto user_orders = rowkey::prefix<ByUser>(UserId{42}).value();
  const auto recent = rowkey::range<ByUser>(UserId{42}, rowkey::at_least(OrderId{500})).value();
  std::cout << '\n' << rowkey::describe<ByUser>();
  std::cout << "  user 42's orders:         [" << rowkey::to_hex(user_orders.begin_key()) << "] .. ["
            << rowkey::to_hex(user_orders.end_key()) << ")\n";
  std::cout << "  user 42's orders >= 500:  [" << rowkey::to_hex(recent.begin_key()) << "] .. ["
            << rowkey::to_hex(recent.end_key()) << ")\n";
  std::cout << "  pre-split points for 4 regions:";
  for (const auto& p : rowkey::split_points<ByUser>(4)) std::cout << " [" << rowkey::to_hex(p) << ']';
  std::cout << '\n';

  const auto back = rowkey::decode<ByBuyer>(buyer_key.value()).value();
  const auto by_number = rowkey::decode<ByOrderNo>(number_key.value()).value();
  const bool user_key_in_range =
      user_orders.contains(rowkey::encode<ByUser>(UserId{42}, OrderId{7}).value()) &&
      !user_orders.contains(rowkey::encode<ByUser>(UserId{43}, OrderId{7}).value()) &&
      recent.contains(rowkey::encode<ByUser>(UserId{42}, OrderId{500}).value()) &&
      !recent.contains(rowkey::encode<ByUser>(UserId{42}, OrderId{499}).value());
  return back.get<OrderNo>() == order.number && back.get<BuyerId>() == order.buyer &&
                 by_number.get<OrderNo>() == order.number && user_key_in_range
             ? 0
             : 1;
}
