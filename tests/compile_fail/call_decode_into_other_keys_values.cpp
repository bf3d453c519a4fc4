// decode_into<K>(bytes, values) with the key_values of another key: one
// error that names the key_values it fills, where it was "no matching
// function" and the candidates (24 lines on g++). The twin fills K's own.
// expect-first-error: rowkey: decode_into<K>(bytes, values) fills a key_values<K> of the same key K
// expect: decode_into_fills_key_values_of_its_key<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, rowkey::key_values<rowkey::Key<rowkey::Hash<4, shop::UserId
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Visits>(t0, Host{"web-1"});
#ifdef ROWKEY_COMPILE_FAIL
  rowkey::key_values<Orders> values;
#else
  rowkey::key_values<Visits> values;
#endif
  return rowkey::decode_into<Visits>(key->view(), values).code == rowkey::decode_errc::ok ? 0 : 1;
}
