// A table or an index with an empty name (in a store, the name is the
// table's column family or key prefix): one error, which names it.
// expect-first-error: rowkey table: the table or index named here has an empty name
// expect: table_name_is_not_empty<shop::Users, shop::ByTeam>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <cstdint>

namespace shop {
struct User {
  std::uint64_t user_id = 0;
  std::uint32_t team = 0;
};
}  // namespace shop
BOOST_HANA_ADAPT_STRUCT(shop::User, user_id, team);

namespace shop {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Team : rowkey::Column<"team", std::uint32_t> {};
struct Users : rowkey::Table<"users", User, rowkey::Key<UserId>> {};
#ifdef ROWKEY_COMPILE_FAIL
struct ByTeam : rowkey::Index<"", Users, rowkey::Key<Team, UserId>> {};
#else
struct ByTeam : rowkey::Index<"users_by_team", Users, rowkey::Key<Team, UserId>> {};
#endif
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Users, shop::ByTeam>());
  auto users = rowkey::attach<shop::Users, shop::ByTeam>(store);
  return users.insert(shop::User{7, 1}) ? 0 : 1;
}
