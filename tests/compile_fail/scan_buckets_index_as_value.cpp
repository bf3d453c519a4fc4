// scan_buckets given the bucketed index it scans as a value: the same one
// error as scan's.
// expect-first-error: rowkey: scan_buckets<Of>(values...): the table or index scanned is the template argument, not a value
// expect: scanned_table_or_index_is_a_template_argument<ByTime, rowkey::interval<shop::Ts>>
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

struct ByTime
    : rowkey::Index<"orders_by_time", shop::Orders, rowkey::Key<rowkey::Bucket<4, shop::Ts>, shop::Ts, shop::OrderNo>> {
};

int main() {
  rowkey::adapters::memory_store store(rowkey::table_names<shop::Orders, ByTime>());
  const auto orders = rowkey::attach<shop::Orders, ByTime>(store);
#ifdef ROWKEY_COMPILE_FAIL
  auto scan = orders.scan_buckets(ByTime{}, rowkey::at_least(shop::Ts{}));
#else
  auto scan = orders.scan_buckets<ByTime>(rowkey::at_least(shop::Ts{}));
#endif
  return scan.begin() == scan.end() ? 0 : 1;
}
