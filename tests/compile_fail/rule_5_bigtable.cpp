// Rule 5: Bigtable row keys hold 4096 bytes; user_id (8) + an escaped 2048-byte
// string (4098) do not fit, 2040 bytes (4082) do.
// expect-first-error: rowkey rule 5: the longest key is more bytes than the engine named in the key's For<...> allows
// expect: key_bytes_within_engine_limit<rowkey::Key<UserId, Path<2048>, rowkey::TargetEngine<rowkey::engines::bigtable>>, Path<2048>, 4106, 4096>
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
using K = rowkey::Key<UserId, Path<2048>, rowkey::TargetEngine<rowkey::engines::bigtable>>;
#else
using K = rowkey::Key<UserId, Path<2040>, rowkey::TargetEngine<rowkey::engines::bigtable>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
