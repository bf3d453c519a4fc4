// lab::presplit of a design that breaks a rule: the rule's one error, and
// not presplit's as well.
// expect-first-error: rowkey rule 3: the leading column grows with every write
// expect: leading_column_is_not_monotonic<rowkey::Key<Ts, Host>, Ts>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

int main() {
  const auto logs = lab_logs();
#ifdef ROWKEY_COMPILE_FAIL
  using K = rowkey::Key<Ts, Host>;
#else
  using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
#endif
  const lab::report r = lab::run<K>("by time", logs, lab::presplit<K>(16));
  return r.writes == 1'000 ? 0 : 1;
}
