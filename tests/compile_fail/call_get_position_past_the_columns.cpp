// key_values<K>::get<I>: a position past the columns the key stores (a
// Bucket prefix has none). One error that says so, where it was "no
// matching function for call to stored_at<5>". The twin gets position 1.
// expect-first-error: rowkey: key_values<K>::get<I> takes the position of a column the key stores
// expect: get_position_names_a_stored_column<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, 2>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const rowkey::key_values<Visits> visit = *rowkey::decode<Visits>(rowkey::encode<Visits>(t0, Host{"web-1"})->view());
#ifdef ROWKEY_COMPILE_FAIL
  (void)visit.get<2>();
#else
  (void)visit.get<1>();
#endif
  return 0;
}
