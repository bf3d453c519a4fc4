// Rule 5: HBase row keys hold 32767 bytes (with MaxColumnBytes relaxing rule 2).
// expect-first-error: rowkey rule 5: the longest key is more bytes than the engine named in the key's For<...> allows
// expect: key_bytes_within_engine_limit<rowkey::Key<UserId, Document<16384>, rowkey::MaxColumnBytes<16384>, rowkey::TargetEngine<rowkey::engines::hbase>>, Document<16384>, 32778, 32767>
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
using K = rowkey::Key<UserId, Document<16384>, rowkey::MaxColumnBytes<16384>, rowkey::TargetEngine<rowkey::engines::hbase>>;
#else
using K = rowkey::Key<UserId, Document<16000>, rowkey::MaxColumnBytes<16384>, rowkey::TargetEngine<rowkey::engines::hbase>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
