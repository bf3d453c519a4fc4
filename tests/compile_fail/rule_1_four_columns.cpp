// Rule 1: four columns without MaxColumns; the twin states MaxColumns<4>, as the guide's
// time-only design [ts % N][ts][host][event] does.
// expect-first-error: rowkey rule 1: the key has more parts than its limit (a Hash or Bucket prefix counts), and every key byte is repeated in every cell
// expect: part_count_within_limit<rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host, Event>, Event, 4, 3>
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
struct Event : rowkey::Column<"event", std::uint16_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host, Event>;
#else
using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host, Event, rowkey::MaxColumns<4>>;
#endif
}  // namespace

int main() {
  return rowkey::encode<K>(Ts{}, Host{"web-1"}, Event{7}) ? 0 : 1;
}
