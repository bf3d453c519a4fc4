// decode<K>(bytes).get<1>(): get by position on the result, where its
// value's get was meant (r->get<1>()). The twin of call_get_on_result, for
// the other overload: one error that says so, and the comparison after it
// adds none.
// expect-first-error: rowkey: a result holds its value and is not it: read the value's column with r->get<I>()
// expect: get_position_is_called_on_the_results_value<rowkey::key_values<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>>, 1>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Visits>(t0, Host{"web-1"});
  const auto visit = rowkey::decode<Visits>(key->view());
#ifdef ROWKEY_COMPILE_FAIL
  return visit && visit.get<1>() == Host{"web-1"} ? 0 : 1;
#else
  return visit && visit->get<1>() == Host{"web-1"} ? 0 : 1;
#endif
}
