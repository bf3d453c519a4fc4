// Rule 4: a column with an empty name. One error where the key is used.
// expect-first-error: rowkey rule 4: the column has an empty name
// expect: column_has_a_name<rowkey::Key<shop::UserId, shop::Ts>, shop::UserId>
// errors: 1
// max-lines: 15

#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>
#include <string>

namespace shop {
#ifdef ROWKEY_COMPILE_FAIL
struct UserId : rowkey::Column<"", std::uint64_t> {};
#else
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
#endif
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
using Visits = rowkey::Key<UserId, Ts>;
}  // namespace shop

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Visits>(UserId{7}, Ts{});
  const std::string text = rowkey::describe<Visits>() + rowkey::render<Visits>(key->view());
  return rowkey::decode<Visits>(key->view()) && !text.empty() ? 0 : 1;
}
