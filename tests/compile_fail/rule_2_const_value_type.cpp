// Rule 2: a column's value type is a plain type. Column<"id", const
// std::uint64_t> was taken as an integer and failed inside the codec when
// decode assigned to it (17 lines on g++, 35 on clang); now rule 2 names the
// qualifier and the fix. The twin declares the plain type.
// expect-first-error: rowkey rule 2: the column's value type is const, volatile or a reference
// expect: value_type_is_not_const_or_a_reference<rowkey::Key<TenantId, AccountId>, AccountId, const
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>

#include <cstdint>

namespace {
struct TenantId : rowkey::Column<"tenant_id", std::uint64_t> {};
#ifdef ROWKEY_COMPILE_FAIL
struct AccountId : rowkey::Column<"account_id", const std::uint64_t> {};
#else
struct AccountId : rowkey::Column<"account_id", std::uint64_t> {};
#endif
using Accounts = rowkey::Key<TenantId, AccountId>;
}  // namespace

int main() {
  const auto key = rowkey::encode<Accounts>(TenantId{7}, AccountId{42});
  const auto back = rowkey::decode<Accounts>(key.value());
  return back ? 0 : 1;
}
