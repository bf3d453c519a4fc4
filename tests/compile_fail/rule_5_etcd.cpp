// Rule 5: etcd takes a key of at most its request limit, 1.5 MiB by default
// (with MaxColumnBytes relaxing rule 2); a bytes column escapes to twice its length
// at worst, so 786432 bytes do not fit and 786000 do.
// expect-first-error: rowkey rule 5: the longest key is more bytes than the engine named in the key's For<...> allows
// expect: key_bytes_within_engine_limit<rowkey::Key<UserId, Document<786432>, rowkey::MaxColumnBytes<2097152>, rowkey::TargetEngine<rowkey::engines::etcd>>, Document<786432>, 1572874, 1572864>
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
using K = rowkey::Key<UserId, Document<786432>, rowkey::MaxColumnBytes<2097152>, rowkey::TargetEngine<rowkey::engines::etcd>>;
#else
using K = rowkey::Key<UserId, Document<786000>, rowkey::MaxColumnBytes<2097152>, rowkey::TargetEngine<rowkey::engines::etcd>>;
#endif
}  // namespace

int main() {
  return rowkey::decode<K>(std::string_view{}) ? 0 : 1;
}
