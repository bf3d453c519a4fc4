// The table every test of a table handle's calls (call_table_*.cpp,
// scan_table_*.cpp) attaches: one header, so that the tests differ only in
// the call they get wrong. Included after <rowkey/adapters/memory_store.hpp>
// and <rowkey/rowkey.hpp>, so that an error's include chain stays the
// user's.
#ifndef ROWKEY_TESTS_COMPILE_FAIL_TABLE_CALLS_SCHEMA_HPP
#define ROWKEY_TESTS_COMPILE_FAIL_TABLE_CALLS_SCHEMA_HPP

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <chrono>
#include <cstdint>

namespace shop {
struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::chrono::sys_time<std::chrono::seconds> ts{};
};
}  // namespace shop
BOOST_HANA_ADAPT_STRUCT(shop::Order, order_no, buyer_id, ts);
namespace shop {
struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::seconds>> {};
struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
struct ByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>> {};
}  // namespace shop

#endif
