// Rule 1: a Hash prefix counts as a part: Hash + three columns is four.
// expect-first-error: rowkey rule 1: the key has more parts than its limit (a Hash or Bucket prefix counts), and every key byte is repeated in every cell
// expect: part_count_within_limit<rowkey::Key<rowkey::Hash<4, UserId, rowkey::xxh64_hash>, UserId, Ts, Event>, Event, 4, 3>
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
struct Ts : rowkey::Column<"ts", std::chrono::sys_time<std::chrono::milliseconds>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};

#ifdef ROWKEY_COMPILE_FAIL
using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, Ts, Event>;
#else
using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId, Ts>;
#endif
}  // namespace

int main() {
  return rowkey::describe<K>().empty() ? 1 : 0;
}
