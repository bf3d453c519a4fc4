// decode_into<K>(bytes, values) with const values, which it cannot fill:
// one error, where it was "no matching function" and a second error on g++.
// expect-first-error: rowkey: decode_into<K>(bytes, values) fills a key_values<K> of the same key K, which it changes
// expect: decode_into_fills_key_values_of_its_key<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, const rowkey::key_values<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Visits>(t0, Host{"web-1"});
#ifdef ROWKEY_COMPILE_FAIL
  const rowkey::key_values<Visits> values;
#else
  rowkey::key_values<Visits> values;
#endif
  return rowkey::decode_into<Visits>(key->view(), values).code == rowkey::decode_errc::ok ? 0 : 1;
}
