// lab::where with a raw string where a column's value goes: one error that
// says where takes columns' values and one condition last, not std::tuple's
// constructors from inside the library (231 lines on g++ before).
// expect-first-error: rowkey lab: where takes the values of columns, Host{"web-7"} and not "web-7"
// expect: where_takes_column_values_then_one_condition<char
// expect: [8], 0>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

#include <cstddef>

int main() {
  const time_ms t0{1'700'000'000'000ms};
  const auto logs = lab_logs().scan_every(100, [&](std::size_t i, lab::random&) {
#ifdef ROWKEY_COMPILE_FAIL
    return lab::where("web-007", rowkey::at_least(Ts{t0 + 1ms * i}));
#else
    return lab::where(Host{"web-007"}, rowkey::at_least(Ts{t0 + 1ms * i}));
#endif
  });
  using K = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
  const lab::report r = lab::run<K>("logs", logs, lab::presplit<K>(16));
  return r.writes == 1'000 ? 0 : 1;
}
