// A record that cannot be copied (update changes a copy; get and the scans
// return records by value): one error, at attach, and none from upsert,
// update (which copy records), get, insert, erase or the scans.
// expect-first-error: rowkey table: the record is not default-constructible and copyable; give it a default constructor
// expect: record_is_default_constructible_and_copyable<shop::Orders, shop::Order>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <chrono>
#include <cstdint>
#include <string>
#include <utility>

namespace shop {
struct Order {
  Order() = default;
  Order(std::uint64_t no, std::uint64_t buyer, std::chrono::sys_time<std::chrono::seconds> at, std::string what)
      : order_no(no), buyer_id(buyer), ts(at), item(std::move(what)) {}
#ifdef ROWKEY_COMPILE_FAIL
  Order(const Order&) = delete;
  Order& operator=(const Order&) = delete;
  Order(Order&&) = default;
  Order& operator=(Order&&) = default;
#endif
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::chrono::sys_time<std::chrono::seconds> ts{};
  std::string item;
};
}  // namespace shop
BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, ts, item);

#include "record_rules_schema.hpp"
