// Rule 7: a tuple-format Bucket holds at most 32768 buckets in its fixed-width element.
// expect-first-error: rowkey rule 7: the Bucket prefix has more buckets than the key's byte format (its Format<...>) holds in its fixed-width element
// expect: prefix_size_fits_format<rowkey::Key<rowkey::Bucket<40000, Ts>, Ts, UserId, rowkey::Format<rowkey::fdb_tuple>>, rowkey::Bucket<40000, Ts>, 40000, 32768>
// errors: 1
// max-lines: 15

#include <rowkey/decode.hpp>
#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/format.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/dsl/reverse.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/formats/fdb_tuple.hpp>

#include <chrono>
#include <cstdint>

namespace {
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Bucket<40000, Ts>, Ts, UserId, rowkey::Format<rowkey::fdb_tuple>>;
#else
using K = rowkey::Key<rowkey::Bucket<32768, Ts>, Ts, UserId, rowkey::Format<rowkey::fdb_tuple>>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(Ts{}, UserId{1}) ? 0 : 1;
}
