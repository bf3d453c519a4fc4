// Rule 1: MaxColumns<4> allows four parts, not five.
// expect-first-error: rowkey rule 1: the key has more parts than its limit (a Hash or Bucket prefix counts), and every key byte is repeated in every cell
// expect: part_count_within_limit<rowkey::Key<UserId, Host, Event, Ts, OrderId, rowkey::MaxColumns<4>>, OrderId, 5, 4>
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
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<UserId, Host, Event, Ts, OrderId, rowkey::MaxColumns<4>>;
#else
using K = rowkey::Key<UserId, Host, Event, Ts, rowkey::MaxColumns<4>>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
