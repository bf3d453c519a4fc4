// key_values<K>::get<C>: a column the key does not store. The twin gets one
// it does.
// expect-first-error: rowkey: key_values<K>::get<C> takes a column the key stores
// expect: get_names_a_stored_column<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, shop::UserId>
// errors: 1
// max-lines: 12
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const rowkey::key_values<Visits> visit = *rowkey::decode<Visits>(rowkey::encode<Visits>(t0, Host{"web-1"})->view());
#ifdef ROWKEY_COMPILE_FAIL
  (void)visit.get<UserId>();
#else
  (void)visit.get<Host>();
#endif
  return 0;
}
