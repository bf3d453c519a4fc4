// Rule 4: Bucket<N, Bucket<M, C>> makes no sense.
// expect-first-error: rowkey rule 4: the column is wrapped in modifiers that do not combine (such as Desc<Desc<C>>, Hash<N, Desc<C>>, Desc<Hash<N, C>>)
// expect: modifiers_combine<rowkey::Key<rowkey::Bucket<4, rowkey::Bucket<16, Ts>>, Ts, Host>, rowkey::Bucket<4, rowkey::Bucket<16, Ts>>>
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
using K = rowkey::Key<rowkey::Bucket<4, rowkey::Bucket<16, Ts>>, Ts, Host>;
#else
using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(Ts{}, Host{"web-1"}) ? 0 : 1;
}
