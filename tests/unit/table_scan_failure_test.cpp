// A store cursor that fails in the middle of a range (a page fetch that
// fails, a compacted revision, an I/O error): the scan stops at the failure
// and says why, however it is consumed. For a bucket fan-out the records it
// yielded are then a prefix of what the healthy scan yields, in order, with
// none missing from the middle.
#include "table_schema.hpp"

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/table.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <ranges>
#include <string>
#include <string_view>
#include <vector>

namespace {

using table_test::ByBuyer;
using table_test::ByTime;
using table_test::Order;
using table_test::Orders;
using table_test::Ts;

// The memory store, except that the `which`-th cursor a reader opens on the
// table `fail_table` yields `good` entries and then fails (valid() false,
// status() io_error).
struct failing_store {
  rowkey::adapters::memory_store inner{table_test::all_tables()};
  std::string fail_table;
  int which = 0;
  int good = 0;

  using table_ref = rowkey::adapters::memory_store::table_ref;

  struct cursor {
    rowkey::adapters::memory_store::cursor inner;
    int left;       // entries still to yield before failing; negative: never fails
    bool failed() const { return left == 0; }
    bool valid() const { return !failed() && inner.valid(); }
    std::string_view key() const { return inner.key(); }
    std::string_view value() const { return inner.value(); }
    void next() {
      inner.next();
      if (left > 0) --left;
    }
    rowkey::store_error status() const {
      return failed() ? rowkey::store_error{rowkey::store_errc::io_error, "injected failure"} : inner.status();
    }
  };
  struct reader {
    rowkey::adapters::memory_store::reader inner;
    const failing_store* store;
    int opened = 0;
    rowkey::store_errc get(const table_ref& t, std::string_view k, std::string& v) const { return inner.get(t, k, v); }
    cursor scan(const table_ref& t, rowkey::byte_range range) {
      const bool fails = t.name == store->fail_table && opened++ == store->which;
      return cursor{inner.scan(t, range), fails ? store->good : -1};
    }
    rowkey::store_error error() const { return inner.error(); }
  };

  table_ref table(std::string_view name) { return inner.table(name); }
  reader snapshot() { return reader{inner.snapshot(), this}; }
  auto transaction() { return inner.transaction(); }
};
static_assert(rowkey::kv_store<failing_store>);

std::vector<std::uint64_t> order_numbers(auto&& records) {
  std::vector<std::uint64_t> numbers;
  for (const Order& o : records) numbers.push_back(o.order_no);
  return numbers;
}

bool is_prefix(const std::vector<std::uint64_t>& part, const std::vector<std::uint64_t>& whole) {
  return part.size() <= whole.size() && std::equal(part.begin(), part.end(), whole.begin());
}

// 120 orders, 137 ms apart, so that every one of ByTime's 8 buckets holds
// several and the buckets interleave in time; 6 buyers.
template <class Handle>
void fill(Handle& orders) {
  rowkey_test::random_source r(7);
  table_test::generator g{r};
  for (std::uint64_t no = 1; no <= 120; ++no) {
    Order o = g.order(no);
    o.ts = table_test::time_ms(std::chrono::milliseconds(table_test::t0 + static_cast<std::int64_t>(no) * 137));
    o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
    o.item = "item";
    REQUIRE(orders.insert(o));
  }
}

}  // namespace

TEST_CASE("a bucket scan stops where one bucket's cursor fails, and says why", "[table][scan][failure]") {
  failing_store store;
  auto orders = table_test::attach_all(store);
  fill(orders);
  const auto window = rowkey::at_least(Ts{table_test::time_ms(std::chrono::milliseconds(table_test::t0))});

  store.fail_table.clear();  // no failure: the healthy order
  auto healthy_scan = orders.scan_buckets<ByTime>(window);
  const std::vector<std::uint64_t> healthy = order_numbers(healthy_scan);
  REQUIRE(healthy_scan.error().ok());
  REQUIRE(healthy.size() == 120);

  store.fail_table = std::string(ByTime::name);
  std::size_t failed_scans = 0;
  for (int bucket = 0; bucket < 8; ++bucket) {
    // good = 0 fails the bucket's cursor as it opens, good = n (the bucket's
    // entries) as it steps past its last; with more it ends cleanly, and then
    // the scan is whole.
    std::vector<std::size_t> yielded;  // by good
    for (int good = 0;; ++good) {
      CAPTURE(bucket, good);
      store.which = bucket;
      store.good = good;

      auto scan = orders.scan_buckets<ByTime>(window);
      const std::vector<std::uint64_t> got = order_numbers(scan);
      if (scan.error().ok()) {
        CHECK(got == healthy);
        // The bucket's rows it did not yield (n - good of them) are missing
        // from the scan, which did not go on past them.
        const std::size_t n = yielded.size() - 1;
        CHECK(n > 0);
        for (std::size_t g = 0; g < n; ++g) CHECK(yielded[g] + (n - g) <= healthy.size());
        break;
      }
      // Read to the end: a prefix of the healthy scan, then the error.
      CHECK(is_prefix(got, healthy));
      yielded.push_back(got.size());
      CHECK(scan.error().store == rowkey::store_errc::io_error);
      CHECK(scan.error().message().find("injected failure") != std::string::npos);

      // Taken a few at a time (the range is never read to its end): the same
      // records, and the error as soon as the scan stops short of them.
      auto taken_scan = orders.scan_buckets<ByTime>(window);
      CHECK(order_numbers(taken_scan | std::views::take(got.size() + 1)) == got);
      CHECK_FALSE(taken_scan.error().ok());
      ++failed_scans;
    }
  }
  // Every entry of every bucket was the point of failure once (plus one
  // failure at each cursor's opening).
  CHECK(failed_scans == healthy.size() + 8);
}

TEST_CASE("a scan of a table or an index stops where its cursor fails, and says why", "[table][scan][failure]") {
  failing_store store;
  auto orders = table_test::attach_all(store);
  fill(orders);

  store.fail_table.clear();
  const std::vector<std::uint64_t> all = order_numbers(orders.scan<Orders>());
  const std::vector<std::uint64_t> buyer = order_numbers(orders.scan<ByBuyer>(table_test::BuyerId{3}));
  REQUIRE(all.size() == 120);
  REQUIRE(buyer.size() > 4);

  // Past the index scan's end, where its cursor runs out before it fails.
  const int goods = static_cast<int>(buyer.size()) + 3;
  for (int good = 0; good < goods; ++good) {
    CAPTURE(good);
    store.which = 0;
    store.good = good;

    store.fail_table = std::string(Orders::name);
    auto primary = orders.scan<Orders>();
    CHECK(order_numbers(primary) == std::vector<std::uint64_t>(all.begin(), all.begin() + good));
    CHECK(primary.error().store == rowkey::store_errc::io_error);

    store.fail_table = std::string(ByBuyer::name);
    auto index = orders.scan<ByBuyer>(table_test::BuyerId{3});
    const std::size_t expected = std::min<std::size_t>(static_cast<std::size_t>(good), buyer.size());
    CHECK(order_numbers(index) == std::vector<std::uint64_t>(buyer.begin(), buyer.begin() + expected));
    // An index scan that ran out before the failure ended cleanly.
    CHECK(index.error().ok() == (static_cast<std::size_t>(good) > buyer.size()));
  }
}
