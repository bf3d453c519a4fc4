// Rule 4: more than 65536 buckets: a scan over ts would fan out into as many scans.
// expect-first-error: rowkey rule 4: the N of the Hash or Bucket prefix is outside its sensible range (Hash: 1 to 8 bytes, Bucket: 2 to 65536 buckets)
// expect: prefix_size_in_range<rowkey::Key<rowkey::Bucket<65537, Ts>, Ts, Host>, rowkey::Bucket<65537, Ts>, 65537, 2, 65536>
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/dsl/bucket.hpp>
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
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Bucket<65537, Ts>, Ts, Host>;
#else
using K = rowkey::Key<rowkey::Bucket<65536, Ts>, Ts, Host>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(Ts{}, Host{"web-1"}) ? 0 : 1;
}
