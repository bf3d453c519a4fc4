// lab::run<K>(design, workload) without the simulated table: one error that
// says what the third argument is (lab::presplit or lab::splitting), not
// "no matching function" and run's parameter count.
// expect-first-error: rowkey lab: run<K>(design, workload, table) plays the workload on the simulated table
// expect: run_takes_a_table_after_the_workload<rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

int main() {
  const auto logs = lab_logs();
  using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
#ifdef ROWKEY_COMPILE_FAIL
  const lab::report r = lab::run<K>("logs", logs);
#else
  const lab::report r = lab::run<K>("logs", logs, lab::presplit<K>(16));
#endif
  return r.writes == 1'000 ? 0 : 1;
}
