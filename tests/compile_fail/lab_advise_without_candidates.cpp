// lab::advise with no candidate N to try: one error that says to give some,
// not advise's own plus the errors of taking the first of none.
// expect-first-error: rowkey lab: advise needs at least one candidate N to try
// expect: advise_is_given_candidates<Logs>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

template <std::size_t N>
using Logs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;

int main() {
  const auto logs = lab_logs();
#ifdef ROWKEY_COMPILE_FAIL
  const lab::advice a = lab::advise<Logs>(logs, 8, 0.5, lab::candidates<>{});
#else
  const lab::advice a = lab::advise<Logs>(logs, 8, 0.5, lab::candidates<8>{});
#endif
  return a.found ? 0 : 1;
}
