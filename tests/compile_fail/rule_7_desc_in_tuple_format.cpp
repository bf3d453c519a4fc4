// Rule 7: the tuple layer has no descending order; Desc is refused, with what to do instead.
// expect-first-error: rowkey rule 7: the key's byte format (its Format<...>) has no Desc or Reverse order, so other clients could not read the key as theirs
// expect: order_has_a_form_in_format<rowkey::Key<UserId, rowkey::Desc<Ts>, rowkey::Format<rowkey::fdb_tuple>>, rowkey::Desc<Ts>>
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
using K = rowkey::Key<UserId, rowkey::Desc<Ts>, rowkey::Format<rowkey::fdb_tuple>>;
#else
using K = rowkey::Key<UserId, Ts, rowkey::Format<rowkey::fdb_tuple>>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(UserId{1}, Ts{}) ? 0 : 1;
}
