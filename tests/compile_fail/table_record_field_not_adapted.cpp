// A record field left out of BOOST_HANA_ADAPT_STRUCT (a field added to the
// struct later, the macro not updated): it would be neither stored nor read
// back, and inserts would succeed. One error, at attach, and none from the
// table handle's members.
// expect-first-error: rowkey table: the record has more fields than its adaptation names
// expect: record_adapts_every_field<shop::Orders, shop::Order, 5, 4>
// errors: 1
// max-lines: 15

#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <chrono>
#include <cstdint>
#include <string>

namespace shop {
struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::chrono::sys_time<std::chrono::seconds> ts{};
  std::string item;
  std::uint32_t quantity = 1;
};
}  // namespace shop
#ifdef ROWKEY_COMPILE_FAIL
BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, ts, item);
#else
BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, ts, item, quantity);
#endif

#include "record_rules_schema.hpp"
