// key_values<K>{BuyerId{1}, Ts{t}, OrderNo{2}}: key_values are decoded, not
// built from column values. One error that says so and names encode, not
// the list of key_values' constructors.
// expect-first-error: rowkey: key_values<K> are not built from column values
// expect: key_values_are_decoded_not_built_from_columns<rowkey::Key<shop::BuyerId, rowkey::Desc<shop::Ts>, shop::OrderNo>, shop::BuyerId>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  using K = shop::ByBuyer::key;
#ifdef ROWKEY_COMPILE_FAIL
  const rowkey::key_values<K> values{shop::BuyerId{1}, shop::Ts{}, shop::OrderNo{2}};
#else
  const auto key = rowkey::encode<K>(shop::BuyerId{1}, shop::Ts{}, shop::OrderNo{2});
  const rowkey::key_values<K> values = rowkey::decode<K>(key->view()).value();
#endif
  return values.get<shop::BuyerId>() == 1 ? 0 : 1;
}
