// A key that names Bucket without <rowkey/dsl/bucket.hpp>: one error that
// says which header to include, through the scans and bucket_ranges too.
// expect-first-error: rowkey rule 4: the key names a modifier word whose header is not included; include <rowkey/dsl/hash.hpp> for Hash, <rowkey/dsl/bucket.hpp> for Bucket
// expect: word_header_is_included<rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>, rowkey::Bucket<16, Ts>>
// errors: 1
// max-lines: 15

#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/ranges.hpp>
#include <rowkey/types/bounded_string.hpp>
#ifndef ROWKEY_COMPILE_FAIL
#include <rowkey/dsl/bucket.hpp>
#endif

#include <chrono>

namespace {
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};

using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
}  // namespace

int main() {
  const auto hour = rowkey::bucket_ranges<K>(rowkey::at_least(Ts{}));
  return hour && rowkey::prefix<K>(Ts{}) ? 0 : 1;
}
