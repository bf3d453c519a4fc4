// lab::presplit of a design not led by a Hash or Bucket prefix: one error in
// the lab's words that names lab::splitting, not split_points' from inside
// the library.
// expect-first-error: rowkey lab: presplit<K> needs a key led by a Hash or Bucket prefix
// expect: presplit_key_is_led_by_a_prefix<rowkey::Key<Host, Ts>>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

int main() {
  const auto logs = lab_logs();
  using K = rowkey::Key<Host, Ts>;
#ifdef ROWKEY_COMPILE_FAIL
  const lab::report r = lab::run<K>("by host", logs, lab::presplit<K>(16));
#else
  const lab::report r = lab::run<K>("by host", logs, lab::splitting(100, 16));
#endif
  return r.writes == 1'000 ? 0 : 1;
}
