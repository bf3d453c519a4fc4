// Rule 2: a column's value type must be one rowkey can bound and order.
// std::string has no maximum length: the column must say its bound.
// expect-first-error: rowkey rule 2: the column's value type has no bound or order rowkey knows (std::string, say)
// expect: value_type_is_bounded_and_ordered<rowkey::Key<TenantId, Name>, Name
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <cstdint>
#include <string>

namespace {
struct TenantId : rowkey::Column<"tenant_id", std::uint64_t> {};
#ifdef ROWKEY_COMPILE_FAIL
struct Name : rowkey::Column<"name", std::string> {};
#else
struct Name : rowkey::Column<"name", rowkey::bounded_string<64>> {};
#endif
using Accounts = rowkey::Key<TenantId, Name>;
}  // namespace

int main() {
  const auto key = rowkey::encode<Accounts>(TenantId{7}, Name{"alice"});
  const auto back = rowkey::decode<Accounts>(key.value());
  return back && rowkey::describe<Accounts>().size() != 0 && rowkey::render<Accounts>(*key).size() != 0 ? 0 : 1;
}
