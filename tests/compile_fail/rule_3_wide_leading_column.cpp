// Rule 3: a leading column wider than 256 bytes makes a poor partition prefix.
// expect-first-error: rowkey rule 3: the leading column may take more bytes than a partition prefix should
// expect: leading_column_bytes_within_limit<rowkey::Key<Url<1024>, Ts>, Url<1024>, 1024, 256>
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
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
template <std::size_t Max>
struct Url : rowkey::Column<"url", rowkey::bounded_string<Max>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<Url<1024>, Ts>;
#else
using K = rowkey::Key<Url<256>, Ts>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
