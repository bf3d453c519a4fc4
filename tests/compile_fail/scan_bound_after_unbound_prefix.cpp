// user_id and name bound, with the Hash prefix of order_id (unbound) between them: the rows are not contiguous. The twin binds order_id too.
// expect-first-error: rowkey: the scan binds a column (the last named here) that comes after the Hash or Bucket prefix of a column it leaves unbound, so its rows are not contiguous
// expect: bound_columns_are_contiguous<rowkey::Key<UserId, rowkey::Hash<2, OrderId, rowkey::xxh64_hash>, Name, OrderId, rowkey::MaxColumns<4>>, rowkey::Hash<2
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

using K = rowkey::Key<UserId, rowkey::Hash<2, OrderId>, Name, OrderId, rowkey::MaxColumns<4>>;
#ifdef ROWKEY_COMPILE_FAIL
[[maybe_unused]] const auto r = rowkey::prefix<K>(UserId{1}, Name{"a"});
#else
[[maybe_unused]] const auto r = rowkey::prefix<K>(UserId{1}, Name{"a"}, OrderId{2});
#endif
}  // namespace

int main() { return 0; }
