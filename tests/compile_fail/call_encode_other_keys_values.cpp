// encode<K>: the key_values of another key. The twin encodes them with
// their own key.
// expect-first-error: rowkey: a key_values is passed among a call's values; encode<K>(values) takes one key_values<K> of the same K, alone
// expect: key_values_go_alone_to_encode_of_their_key<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: rowkey::key_values<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const rowkey::key_values<Visits> visit = *rowkey::decode<Visits>(rowkey::encode<Visits>(t0, Host{"web-1"})->view());
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::encode<Orders>(visit);
#else
  (void)rowkey::encode<Visits>(visit);
#endif
  return 0;
}
