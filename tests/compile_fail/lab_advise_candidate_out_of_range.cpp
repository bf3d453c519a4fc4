// lab::advise with a candidate N whose key breaks rule 4 (Bucket<1>: one
// bucket disperses nothing): one error, raised by advise, that says the range
// and to leave the candidate out; not rule 4's from inside the layout, then
// advise's own and two more from the broken key.
// expect-first-error: rowkey lab: a candidate N of advise is outside the range of the key's prefix (a Bucket: 2 to 65536 buckets
// expect: advise_candidate_is_in_prefix_range<rowkey::Key<rowkey::Bucket<1, Ts>, Ts, Host>, 1, 2, 65536>
// errors: 1
// max-lines: 15

#include <rowkey/lab.hpp>

#include "lab_schema.hpp"

template <std::size_t N>
using Logs = rowkey::Key<rowkey::Bucket<N, Ts>, Ts, Host>;

int main() {
  const auto logs = lab_logs();
#ifdef ROWKEY_COMPILE_FAIL
  const lab::advice a = lab::advise<Logs>(logs, 8, 0.5, lab::candidates<1, 2, 4, 8>{});
#else
  const lab::advice a = lab::advise<Logs>(logs, 8, 0.5, lab::candidates<2, 4, 8>{});
#endif
  return a.found ? 0 : 1;
}
