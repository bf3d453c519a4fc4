// update(pk..., f) given an index's column where the primary key's goes
// (update by buyer): the key layer's one error, reported by update itself
// (18 lines on clang before, the error four calls below the user's).
// expect-first-error: rowkey: the value is of a column the key does not store
// expect: column_belongs_to_key<rowkey::Key<rowkey::Hash<4, shop::OrderNo, rowkey::xxh64_hash>, shop::OrderNo>, shop::BuyerId>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyer>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyer>(store);
#ifdef ROWKEY_COMPILE_FAIL
  const auto updated = orders.update(shop::BuyerId{1}, [](shop::Order& o) { o.buyer_id = 2; });
#else
  const auto updated = orders.update(shop::OrderNo{1}, [](shop::Order& o) { o.buyer_id = 2; });
#endif
  return updated ? 0 : 1;
}
