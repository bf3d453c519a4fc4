// Rule 2: MaxColumnBytes<8192> allows 8192 bytes, not more.
// expect-first-error: rowkey rule 2: the column may hold more bytes than a key value should (2 KB unless MaxColumnBytes<N> says)
// expect: column_bytes_within_limit<rowkey::Key<UserId, Document<10000>, rowkey::MaxColumnBytes<8192>>, Document<10000>, 10000, 8192>
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
struct Document : rowkey::Column<"document", rowkey::bounded_bytes<Max>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<UserId, Document<10000>, rowkey::MaxColumnBytes<8192>>;
#else
using K = rowkey::Key<UserId, Document<8192>, rowkey::MaxColumnBytes<8192>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
