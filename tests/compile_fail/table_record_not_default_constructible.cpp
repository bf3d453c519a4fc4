// A record must be default-constructible and copyable (a field a stored row
// lacks keeps its default; get and the scans return records by value). One
// error, at attach, and none from get, insert, update, erase or the scans.
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
#ifdef ROWKEY_COMPILE_FAIL
  Order(std::uint64_t no, std::uint64_t buyer, std::chrono::sys_time<std::chrono::seconds> at, std::string what)
      : order_no(no), buyer_id(buyer), ts(at), item(std::move(what)) {}
#endif
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::chrono::sys_time<std::chrono::seconds> ts{};
  std::string item;
};
}  // namespace shop
BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, ts, item);

#include "record_rules_schema.hpp"
