// A bucket scan over an index with thousands of buckets: its ranges are held
// on the heap (more than 64 KiB of them) and its cursors in a vector (more
// than 256), and it yields the same records, in the same order, as the same
// scan over an index of 8 buckets and as the records filtered and sorted.
#include "table_schema.hpp"

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/table.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace {

using table_test::ByTime;
using table_test::Order;
using table_test::OrderNo;
using table_test::Orders;
using table_test::Ts;

struct ByTimeWide
    : rowkey::Index<"orders_by_time_wide", Orders, rowkey::Key<rowkey::Bucket<4096, Ts>, Ts, OrderNo>> {};

using wide_scan = rowkey::bucket_scan<ByTimeWide::key, 4096>;
static_assert(!wide_scan::stored_inline, "the test is of ranges held on the heap");

std::vector<std::pair<std::int64_t, std::uint64_t>> times_and_numbers(auto&& records) {
  std::vector<std::pair<std::int64_t, std::uint64_t>> out;
  for (const Order& o : records) out.emplace_back(o.ts.time_since_epoch().count(), o.order_no);
  return out;
}

}  // namespace

TEST_CASE("a bucket scan over 4096 buckets yields what one over 8 does, in time order", "[table][scan][bucket]") {
  rowkey::adapters::memory_store store(rowkey::table_names<Orders, ByTime, ByTimeWide>());
  auto orders = rowkey::attach<Orders, ByTime, ByTimeWide>(store);
  rowkey_test::random_source r(4096);
  table_test::generator g{r};
  // 3000 orders over about 50 minutes, some at the same millisecond, so that
  // most of the 4096 buckets hold rows and order numbers break ties.
  std::vector<Order> written;
  for (std::uint64_t no = 1; no <= 3000; ++no) {
    Order o = g.order(no);
    o.ts = table_test::time_ms(std::chrono::milliseconds(table_test::t0 + static_cast<std::int64_t>(r.below(3'000'000))));
    o.code = *rowkey::padded_string<8>::from("w" + std::to_string(no));
    REQUIRE(orders.insert(o));
    written.push_back(o);
  }

  std::size_t scanned = 0;
  for (int round = 0; round < 20; ++round) {
    const std::int64_t from = table_test::t0 + static_cast<std::int64_t>(r.below(3'000'000));
    const std::int64_t to = from + static_cast<std::int64_t>(r.below(round < 10 ? 60'000 : 3'000'000));
    CAPTURE(round, from, to);
    const auto window = rowkey::between(rowkey::inclusive(Ts{table_test::time_ms(std::chrono::milliseconds(from))}),
                                        rowkey::exclusive(Ts{table_test::time_ms(std::chrono::milliseconds(to))}));

    std::vector<std::pair<std::int64_t, std::uint64_t>> want;
    for (const Order& o : written) {
      const std::int64_t t = o.ts.time_since_epoch().count();
      if (t >= from && t < to) want.emplace_back(t, o.order_no);
    }
    std::sort(want.begin(), want.end());

    auto wide = orders.scan_buckets<ByTimeWide>(window);
    const auto got_wide = times_and_numbers(wide);
    REQUIRE(wide.error().ok());
    auto narrow = orders.scan_buckets<ByTime>(window);
    const auto got_narrow = times_and_numbers(narrow);
    REQUIRE(narrow.error().ok());

    CHECK(got_wide.size() == want.size());
    CHECK(got_wide == want);
    CHECK(got_narrow == got_wide);
    scanned += got_wide.size();
  }
  CHECK(scanned > 5'000);  // the windows hold rows: the comparisons are not of empty scans
}
