// Rule 4: a Bucket prefix after the column it is derived from disperses nothing.
// expect-first-error: rowkey rule 4: the Hash or Bucket prefix comes after the column it is derived from and disperses nothing
// expect: prefix_precedes_its_column<rowkey::Key<Host, Ts, rowkey::Bucket<16, Ts>>, rowkey::Bucket<16, Ts>>
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
using K = rowkey::Key<Host, Ts, rowkey::Bucket<16, Ts>>;
#else
using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
