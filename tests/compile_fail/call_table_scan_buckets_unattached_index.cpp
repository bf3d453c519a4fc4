// orders.scan_buckets<ByBuyer>(...) on a handle attached without ByBuyer:
// one error naming the index and the table (the condition clang showed was
// 'std::is_same_v<shop::ByBuyer, shop::Orders> || false'). The twin attaches
// the index.
// expect-first-error: rowkey: scan_buckets<Of>: Of is the table or one of the indexes it was attached with
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
  std::uint64_t sum = 0;
  for (const auto& o : orders.scan_buckets<shop::ByTime>(rowkey::at_least(shop::Ts{t0}))) sum += o.order_no;
  return static_cast<int>(sum);
}
