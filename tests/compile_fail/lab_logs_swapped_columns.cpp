// lab::logs<Host, Ts>: the generator's columns swapped. One error that says
// which goes first, not "no matching function" and an incomplete type from
// inside the library.
// expect-first-error: rowkey lab: logs<Ts, Host> takes the time column first
// expect: logs_takes_a_time_column_then_a_text_column<Host, Ts>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const auto logs = lab::logs<Host, Ts>(1'000, 5, time_ms{1'700'000'000'000ms}, 1ms);
#else
  const auto logs = lab::logs<Ts, Host>(1'000, 5, time_ms{1'700'000'000'000ms}, 1ms);
#endif
  return logs.writes.size() == 1'000 ? 0 : 1;
}
