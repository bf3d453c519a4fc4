// The rejected design the README opens with, as the README shows it: a
// timestamp leading the key does not compile, and the message says why.
// expect: rowkey rule 3: leading column `ts` is monotonic and would send every write to one region
// expect: Hash<N, ts> or Bucket<N, ts>
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
