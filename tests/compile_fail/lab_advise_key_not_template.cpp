// lab::advise given a key, Logs<16>, where the key as a template of N goes:
// one error that shows the template to declare, not "no matching function"
// and g++'s type/value mismatch as a second error.
// expect-first-error: rowkey lab: advise takes the key as a template of N, not a key
// expect: advise_takes_a_key_template<rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

template <std::size_t N>
using Logs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;

int main() {
  const auto logs = lab_logs();
#ifdef ROWKEY_COMPILE_FAIL
  const lab::advice a = lab::advise<Logs<16>>(logs, 8, 0.5, lab::candidates<2, 4, 8>{});
#else
  const lab::advice a = lab::advise<Logs>(logs, 8, 0.5, lab::candidates<2, 4, 8>{});
#endif
  return a.found ? 0 : 1;
}
