// lab::advise over designs that store a column the workload's records do
// not hold: the same one error as lab::run's, once for all the candidates.
// expect-first-error: rowkey lab: the key design stores a column that the workload's records do not hold
// expect: column_not_in_records<UserId, std::tuple<Ts, Host>>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include <chrono>
#include <cstdint>

using namespace std::chrono_literals;
using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;
struct Ts : rowkey::Column<"ts", time_ms> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};

namespace lab = rowkey::lab;

#ifdef ROWKEY_COMPILE_FAIL
template <std::size_t N>
using Design = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, UserId>;
#else
template <std::size_t N>
using Design = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;
#endif

int main() {
  const auto logs = lab::logs<Ts, Host>(1'000, 5, time_ms{1'700'000'000'000ms}, 1ms);
  const lab::advice a = lab::advise<Design>(logs, 8, 0.5, lab::candidates<2, 4, 8>{});
  return a.found ? 0 : 1;
}
