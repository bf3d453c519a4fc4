// lab::advise over a template of N whose key is not led by a Hash or Bucket
// prefix: one error that names the key, not advise's own plus the errors of
// reading a prefix that is not there.
// expect-first-error: rowkey lab: advise tries the N of a key led by a Hash or Bucket prefix
// expect: advise_key_is_led_by_a_prefix<rowkey::Key<Host, Ts>>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

#ifdef ROWKEY_COMPILE_FAIL
template <std::size_t N>
using Design = rowkey::Key<Host, Ts>;
#else
template <std::size_t N>
using Design = rowkey::Key<rowkey::Hash<N, Host>, Host, Ts>;
#endif

int main() {
  const auto logs = lab_logs();
  const lab::advice a = lab::advise<Design>(logs, 8, 0.5, lab::candidates<1, 2>{});
  return a.found ? 0 : 1;
}
