// Rule 4: Hash<9, C> asks for more bytes than a 64-bit hash has.
// expect-first-error: rowkey rule 4: the N of the Hash or Bucket prefix is outside its sensible range (Hash: 1 to 8 bytes, Bucket: 2 to 65536 buckets)
// expect: prefix_size_in_range<rowkey::Key<rowkey::Hash<9, UserId, rowkey::xxh64_hash>, UserId>, rowkey::Hash<9
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

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Hash<9, UserId>, UserId>;
#else
using K = rowkey::Key<rowkey::Hash<8, UserId>, UserId>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(UserId{42}) ? 0 : 1;
}
