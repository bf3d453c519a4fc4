// key_values<K>::get<C>: a part (Desc<Ts>) where its column goes. The twin
// gets the column.
// expect-first-error: rowkey: key_values<K>::get<C> takes a column the key stores (get<Ts>, also for a Desc<Ts> or Reverse<Ts> part)
// expect: get_names_a_stored_column<rowkey::Key<rowkey::Hash<4, shop::UserId, rowkey::xxh64_hash>, shop::UserId, rowkey::Desc<shop::Ts>, shop::OrderId, rowkey::MaxColumns<4>>, rowkey::Desc<shop::Ts>>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  rowkey::key_values<Orders> order{};
#ifdef ROWKEY_COMPILE_FAIL
  (void)order.get<rowkey::Desc<Ts>>();
#else
  (void)order.get<Ts>();
#endif
  return 0;
}
