// Rule 5: a key that names two engines must fit the smaller limit.
// expect-first-error: rowkey rule 5: the longest key is more bytes than the engine named in the key's For<...> allows
// expect: key_bytes_within_engine_limit<rowkey::Key<UserId, Name<600>, rowkey::TargetEngine<rowkey::engines::hbase>, rowkey::TargetEngine<rowkey::engines::tablestore>>, Name<600>, 1210, 1024>
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
struct Name : rowkey::Column<"name", rowkey::bounded_string<Max>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<UserId, Name<600>, rowkey::TargetEngine<rowkey::engines::hbase>, rowkey::TargetEngine<rowkey::engines::tablestore>>;
#else
using K = rowkey::Key<UserId, Name<500>, rowkey::TargetEngine<rowkey::engines::hbase>, rowkey::TargetEngine<rowkey::engines::tablestore>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
