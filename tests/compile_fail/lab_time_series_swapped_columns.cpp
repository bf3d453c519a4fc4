// lab::time_series<Host, Ts, Event>: the generator's first two columns
// swapped. One error that says the order, as logs' does, not "no matching
// function" and a second error from inside the library on g++.
// expect-first-error: rowkey lab: time_series<Ts, Host, Event> takes the time column first
// expect: time_series_takes_a_time_column_a_text_column_then_a_number_column<Host, Ts, Event>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

struct Event : rowkey::Column<"event", std::uint16_t> {};

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const auto w = lab::time_series<Host, Ts, Event>(5, 4, 50, time_ms{1'700'000'000'000ms}, 1s);
#else
  const auto w = lab::time_series<Ts, Host, Event>(5, 4, 50, time_ms{1'700'000'000'000ms}, 1s);
#endif
  return w.writes.size() == 1'000 ? 0 : 1;
}
