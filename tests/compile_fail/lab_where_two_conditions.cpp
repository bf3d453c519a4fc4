// lab::where with a condition before the last argument: one error.
// expect-first-error: rowkey lab: where takes the values of columns
// expect: where_takes_column_values_then_one_condition<rowkey::text_prefix<Host>, 0>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

#include <cstddef>

int main() {
  const time_ms t0{1'700'000'000'000ms};
  const auto logs = lab_logs().scan_every(100, [&](std::size_t i, lab::random&) {
#ifdef ROWKEY_COMPILE_FAIL
    return lab::where(rowkey::starts_with(Host{"web-"}), rowkey::at_least(Ts{t0 + 1ms * i}));
#else
    return lab::where(Host{"web-007"}, rowkey::at_least(Ts{t0 + 1ms * i}));
#endif
  });
  using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
  const lab::report r = lab::run<K>("logs", logs, lab::presplit<K>(16));
  return r.writes == 1'000 ? 0 : 1;
}
