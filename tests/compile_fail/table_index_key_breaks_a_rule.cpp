// An index whose own key breaks a rule (here rowkey::Unique put inside the
// Key, where it is not a part) is reported once, by the key's rule; rule 6
// (the index lacks the primary key's column) then adds no second error, as
// it did (27 lines on g++, 51 on clang). The twin places Unique after the Key.
// expect-first-error: rowkey rule 4: the part is neither a column nor a Desc, Hash, Bucket or Reverse of one
// expect: part_is_a_column<rowkey::Key<shop::BuyerId, rowkey::Unique>, rowkey::Unique>
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
