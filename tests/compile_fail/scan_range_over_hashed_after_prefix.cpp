// name's Hash prefix follows user_id: even after user_id is bound, name can only be bound, not ranged over (nor starts_with). The twin binds it.
// expect-first-error: rowkey: cannot range over a column that a Hash prefix is derived from: its rows lie in hash order
// expect: ranged_column_has_no_hash_prefix<rowkey::Key<UserId, rowkey::Hash<2, Name, rowkey::xxh64_hash>, Name>, Name>
// errors: 1
// max-lines: 15

#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>

namespace {
using namespace std::chrono;
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<32>> {};
struct Seq : rowkey::Column<"seq", std::uint64_t, rowkey::Monotonic> {};
[[maybe_unused]] constexpr Ts t0{sys_time<milliseconds>{1'700'000'000'000ms}};

using K = rowkey::Key<UserId, rowkey::Hash<2, Name>, Name>;
#ifdef ROWKEY_COMPILE_FAIL
[[maybe_unused]] const auto r = rowkey::range<K>(UserId{1}, rowkey::starts_with(Name{"a"}));
#else
[[maybe_unused]] const auto r = rowkey::prefix<K>(UserId{1}, Name{"a"});
#endif
}  // namespace

int main() { return 0; }
