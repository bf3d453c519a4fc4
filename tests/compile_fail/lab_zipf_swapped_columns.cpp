// lab::zipf<Ts, UserId>: the generator's columns swapped. One error that
// says the order, as logs' does, not "no matching function" and a second
// error from inside the library on g++.
// expect-first-error: rowkey lab: zipf<User, Ts> takes the user column first
// expect: zipf_takes_a_number_column_then_a_time_column<Ts, UserId>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const auto w = lab::zipf<Ts, UserId>(1'000, 100, 1.1, time_ms{1'700'000'000'000ms}, 1ms);
#else
  const auto w = lab::zipf<UserId, Ts>(1'000, 100, 1.1, time_ms{1'700'000'000'000ms}, 1ms);
#endif
  return w.writes.size() == 1'000 ? 0 : 1;
}
