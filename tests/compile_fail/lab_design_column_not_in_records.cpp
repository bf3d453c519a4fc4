// lab::run of a design that stores a column the workload's records do not
// hold: one error that names the column and the record, not std::get's
// "must occur exactly once in the tuple" from inside the library.
// expect-first-error: rowkey lab: the key design stores a column that the workload's records do not hold
// expect: column_not_in_records<UserId, std::tuple<Ts, Host>>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

int main() {
  const auto logs = lab_logs();
#ifdef ROWKEY_COMPILE_FAIL
  using K = rowkey::Key<rowkey::Hash<4, UserId>, UserId>;
#else
  using K = rowkey::Key<rowkey::Hash<4, Host>, Host, Ts>;
#endif
  const lab::report r = lab::run<K>("design", logs, lab::presplit<K>(4));
  return r.writes == 1'000 ? 0 : 1;
}
