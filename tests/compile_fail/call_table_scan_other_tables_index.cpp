// orders.scan<UsersByName>(...): an index of another table. One error that
// names the index and the table, where there were two (the second from
// inside the key layer, 46 lines on g++, 54 on clang). The twin scans this
// table's own index.
// expect-first-error: rowkey: scan<Of>: Of is the table or one of the indexes it was attached with
// expect: scanned_is_the_table_or_an_attached_index<shop::UsersByName, shop::Orders>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include <string>

#include "table_calls_schema.hpp"

namespace shop {
struct User {
  std::uint64_t user_id = 0;
  std::string name;
};
}  // namespace shop
BOOST_HANA_ADAPT_STRUCT(shop::User, user_id, name);
namespace shop {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<32>> {};
struct Users : rowkey::Table<"users", User, rowkey::Key<rowkey::Hash<4, UserId>, UserId>> {};
struct UsersByName : rowkey::Index<"users_by_name", Users, rowkey::Key<Name, UserId>> {};
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
  std::uint64_t sum = 0;
#ifdef ROWKEY_COMPILE_FAIL
  for (const auto& o : orders.scan<shop::UsersByName>(shop::Name{"ann"})) sum += o.order_no;
#else
  for (const auto& o : orders.scan<shop::ByBuyer>(shop::BuyerId{1})) sum += o.order_no;
#endif
  return static_cast<int>(sum);
}
