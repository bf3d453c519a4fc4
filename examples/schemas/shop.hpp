// The shop of the key design guide's transaction designs (section 5): an
// order record, its table and two index tables. Shared by the transactions
// example and the key inspector example.
#ifndef ROWKEY_EXAMPLES_SCHEMAS_SHOP_HPP
#define ROWKEY_EXAMPLES_SCHEMAS_SHOP_HPP

#include <rowkey/rowkey.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <chrono>
#include <cstdint>
#include <string>

namespace shop {

struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::uint64_t seller_id = 0;
  std::chrono::sys_time<std::chrono::seconds> ts{};
  std::string item;
  std::uint32_t quantity = 1;
  std::int64_t price_cents = 0;
};

}  // namespace shop

BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, seller_id, ts, item, quantity, price_cents);

namespace shop {

struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct SellerId : rowkey::Column<"seller_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::seconds>> {};

// By order number: monotonic, so hashed; a point read recomputes the prefix.
struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
// A buyer's orders, newest first.
struct OrdersByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>> {};
// A seller's orders over time.
struct OrdersBySeller : rowkey::Index<"orders_by_seller", Orders, rowkey::Key<SellerId, Ts, OrderNo>> {};

}  // namespace shop

#endif
