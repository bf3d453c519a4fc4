// decode<K>(bytes).get<Host>(): get on the result, where its value's get
// was meant (r->get<Host>()). One error that says so, where there were
// three ("no member named get" and two parse errors); the comparison after
// it adds none. The twin reads through ->.
// expect-first-error: rowkey: a result holds its value and is not it
// expect: get_is_called_on_the_results_value<rowkey::key_values<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>>, shop::Host>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Visits>(t0, Host{"web-1"});
  const auto visit = rowkey::decode<Visits>(key->view());
#ifdef ROWKEY_COMPILE_FAIL
  return visit && visit.get<Host>() == Host{"web-1"} ? 0 : 1;
#else
  return visit && visit->get<Host>() == Host{"web-1"} ? 0 : 1;
#endif
}
