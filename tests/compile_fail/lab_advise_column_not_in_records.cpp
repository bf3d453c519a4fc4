// lab::advise over designs that store a column the workload's records do
// not hold: the same one error as lab::run's, once for all the candidates.
// expect-first-error: rowkey lab: the key design stores a column that the workload's records do not hold
// expect: column_not_in_records<UserId, std::tuple<Ts, Host>>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

#ifdef ROWKEY_COMPILE_FAIL
template <std::size_t N>
using Design = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, UserId>;
#else
template <std::size_t N>
using Design = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;
#endif

int main() {
  const auto logs = lab_logs();
  const lab::advice a = lab::advise<Design>(logs, 8, 0.5, lab::candidates<2, 4, 8>{});
  return a.found ? 0 : 1;
}
