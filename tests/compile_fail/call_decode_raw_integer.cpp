// decode<K>: something that is not key bytes. One error that shows the call,
// not "no matching function". The twin decodes the key's bytes.
// expect-first-error: rowkey: decode<K> reads a key's bytes: decode<K>(bytes)
// expect: decode_reads_bytes<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: >>, int>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#ifdef ROWKEY_COMPILE_FAIL
  (void)rowkey::decode<Orders>(42);
#else
  (void)rowkey::decode<Orders>(key->view());
#endif
  return 0;
}
