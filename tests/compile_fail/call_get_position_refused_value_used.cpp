// key_values<K>::get<I> past the stored columns, then compared: the one
// error is get's, and the comparison adds none (it was a second error, 49
// lines on g++ and 34 on clang, when a refused get returned the first
// value). The twin gets a position the key stores.
// expect-first-error: rowkey: key_values<K>::get<I> takes the position of a column the key stores
// expect: get_position_names_a_stored_column<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, 5>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const auto visit = *rowkey::decode<Visits>(rowkey::encode<Visits>(t0, Host{"web-1"})->view());
#ifdef ROWKEY_COMPILE_FAIL
  return visit.get<5>() == Price{5} ? 0 : 1;
#else
  return visit.get<1>() == Host{"web-1"} ? 0 : 1;
#endif
}
