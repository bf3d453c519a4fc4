// Rule 7: a tuple-format Bucket holds at most 32768 buckets in its fixed-width element.
// expect-first-error: rowkey rule 7: the Bucket prefix of `ts` has N = 40000, more than the 32768 the FoundationDB tuple format can hold
// expect: rowkey rule 7: the Bucket prefix of `ts` has N = 40000, more than the 32768 the FoundationDB tuple format can hold
// errors: 1
// max-lines: 32

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
