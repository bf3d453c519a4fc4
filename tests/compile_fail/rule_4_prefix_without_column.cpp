// Rule 4: a Hash prefix of a column the key does not store.
// expect-first-error: rowkey rule 4: the Hash or Bucket prefix is derived from a column the key does not store after it
// expect: prefix_column_is_stored_after_it<rowkey::Key<rowkey::Hash<4, UserId, rowkey::xxh64_hash>, OrderId>, rowkey::Hash<4
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
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
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Hash<4, UserId>, OrderId>;
#else
using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, OrderId>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
