// The rejected design the README opens with, as the README shows it: a
// timestamp leading the key does not compile, and the message says why.
// expect-first-error: rowkey rule 3: the leading column grows with every write (a time or a sequence) and would send every write to one region
// expect: leading_column_is_not_monotonic<rowkey::Key<Ts, UserId>, Ts>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <chrono>
#include <cstdint>

using namespace std::chrono;

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", sys_time<microseconds>> {};

#ifdef ROWKEY_COMPILE_FAIL
using Hot = rowkey::Key<Ts, UserId>;  // every new row lands in the last region
#else
using Hot = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, UserId>;  // the fix the message names
#endif

int main() {
  const auto key = rowkey::encode<Hot>(Ts{}, UserId{42});
  return key ? 0 : 1;
}
