// Rule 1: a key needs at least one column (a policy word alone is none).
// expect-first-error: rowkey rule 1: the key has no columns
// expect: key_has_a_column<rowkey::Key<rowkey::MaxColumns<4>>>
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::MaxColumns<4>>;
#else
using K = rowkey::Key<UserId, rowkey::MaxColumns<4>>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
