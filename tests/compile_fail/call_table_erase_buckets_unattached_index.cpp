// orders.erase_buckets<ByTime>(...) on a handle attached without ByTime:
// one error naming the index and the table. The twin attaches the index.
// expect-first-error: rowkey: erase_buckets<Of>: Of is the table or one of the indexes it was attached with
// expect: scanned_is_the_table_or_an_attached_index<shop::ByTime, shop::Orders>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/dsl/bucket.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

namespace shop {
struct ByTime : rowkey::Index<"orders_by_time", Orders, rowkey::Key<rowkey::Bucket<8, Ts>, Ts, OrderNo>> {};
}  // namespace shop

int main() {
  const auto t0 = std::chrono::sys_time<std::chrono::seconds>{std::chrono::seconds{1'700'000'000}};
#ifdef ROWKEY_COMPILE_FAIL
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders>());
  auto orders = rowkey::attach<shop::Orders>(store);
#else
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, shop::ByTime>());
  auto orders = rowkey::attach<shop::Orders, shop::ByTime>(store);
#endif
  const auto erased = orders.erase_buckets<shop::ByTime>(rowkey::at_least(shop::Ts{t0}));
  return erased && *erased == 0 ? 0 : 1;
}
