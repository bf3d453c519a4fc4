// Rule 2: a variable-length column may hold at most 2048 bytes; the twin sits exactly on the limit.
// expect-first-error: rowkey rule 2: the column may hold more bytes than a key value should (2 KB unless MaxColumnBytes<N> says)
// expect: column_bytes_within_limit<rowkey::Key<UserId, Path<4096>>, Path<4096>, 4096, 2048>
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
template <std::size_t Max>
struct Path : rowkey::Column<"path", rowkey::bounded_string<Max>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<UserId, Path<4096>>;
#else
using K = rowkey::Key<UserId, Path<2048>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
