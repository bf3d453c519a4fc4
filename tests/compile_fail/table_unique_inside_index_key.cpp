// rowkey::Unique written inside the index's Key, where it is not a part: one
// error that says it is an Index's policy and goes after the key (it was
// rule 4's "neither a column nor a Desc, Hash, Bucket or Reverse of one",
// true but no help). Rule 6 (the index lacks the primary key's column) adds
// no second error. The twin places Unique after the Key.
// expect-first-error: rowkey rule 4: the part is a policy of an Index, not a part of its key; write it after the key
// expect: index_policy_goes_after_the_key<rowkey::Key<shop::BuyerId, rowkey::Unique>, rowkey::Unique>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

namespace shop {
#ifdef ROWKEY_COMPILE_FAIL
struct ByBuyerOnce : rowkey::Index<"orders_by_buyer_once", Orders, rowkey::Key<BuyerId, rowkey::Unique>> {};
#else
struct ByBuyerOnce : rowkey::Index<"orders_by_buyer_once", Orders, rowkey::Key<BuyerId>, rowkey::Unique> {};
#endif
}  // namespace shop

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByBuyerOnce>());
  auto orders = rowkey::attach<shop::Orders, shop::ByBuyerOnce>(store);
  return orders.insert(shop::Order{1, 2, {}}) ? 0 : 1;
}
