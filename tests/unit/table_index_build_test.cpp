// Schemas that change while the service runs, on the memory store: an index
// added to a table that holds records starts write-only (scans through it
// are refused, writes keep it in step), build_index fills it in batches
// while writers go on and resumes where it stopped, drop_index removes it,
// and erase_range / erase_buckets delete by range with the indexes kept in
// step. Writers run between the batches (from the progress function), so every
// interleaving a seed makes is checked against the oracle and against a
// rebuild of every index from the primary rows. (On real processes killed
// mid-build: tests/rocksdb/schema_change_crash_test.cpp.)
#include "table_schema.hpp"

#include <rowkey/adapters/memory_store.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace {

using namespace table_test;
using rowkey::table_errc;

// Records whose codes are their own (so that the Unique index never
// refuses one), written through the table and ByBuyer alone: the store an
// index is later added to.
struct populated {
  rowkey::adapters::memory_store store{all_tables()};
  oracle model;
  rowkey_test::random_source r;
  generator gen{r, 400};

  explicit populated(std::uint64_t seed, std::size_t records = 300) : r(seed) {
    auto before = rowkey::attach<Orders, ByBuyer>(store);
    REQUIRE(before.attach_error().ok());
    while (model.records().size() < records) {
      const Order o = fresh(r.below(gen.order_pool));
      REQUIRE(before.upsert(o).error().code == model.upsert(o).first);
    }
  }

  Order fresh(std::uint64_t no) {
    Order o = gen.order(no);
    o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
    if (o.item.size() > 12) o.item.resize(12);  // what ByItem holds, so that the table and every index agree
    return o;
  }

  // One random write through `orders`, which must answer as the oracle does.
  template <class Handle>
  void write(Handle& orders) {
    const std::uint64_t no = r.below(gen.order_pool);
    const Order o = fresh(no);
    switch (r.below(4)) {
      case 0: REQUIRE(orders.insert(o).error().code == model.insert(o)); break;
      case 1: REQUIRE(orders.upsert(o).error().code == model.upsert(o).first); break;
      case 2: {
        const auto change = [&](Order& x) {
          x.seller_id = o.seller_id;
          x.ts = o.ts;
          x.item = o.item;
        };
        REQUIRE(orders.update(OrderNo{no}, change).error().code == model.update(no, change).first);
        break;
      }
      default: REQUIRE(orders.erase(OrderNo{no}).value() == model.erase(no)); break;
    }
  }
};

template <class Scan>
std::vector<std::uint64_t> numbers(Scan&& scan) {
  std::vector<std::uint64_t> out;
  for (const Order& o : scan) out.push_back(o.order_no);
  REQUIRE(scan.error().ok());
  return out;
}
std::vector<std::uint64_t> numbers_of(const std::vector<Order>& orders) {
  std::vector<std::uint64_t> out;
  for (const Order& o : orders) out.push_back(o.order_no);
  return out;
}

}  // namespace

TEST_CASE("an index added to a table that holds records is write-only until built", "[table][index_build]") {
  populated p(1);
  auto orders = attach_all(p.store);
  REQUIRE(orders.attach_error().ok());

  auto refused = orders.scan<BySeller>(SellerId{1});
  CHECK(refused.begin() == refused.end());
  CHECK(refused.error().code == table_errc::index_not_ready);
  CHECK(refused.error().message() ==
        "index not ready: write-only, build_index not run (table 'orders_by_seller')");
  CHECK(orders.scan<ByBuyer>(BuyerId{1}).error().ok());  // declared before: readable
  CHECK(rowkey::index_status_of<Orders, BySeller>(p.store).value().state == rowkey::index_state::write_only);
  CHECK(rowkey::index_status_of<Orders, ByBuyer>(p.store).value().state == rowkey::index_state::readable);

  // Writes keep it in step meanwhile; the build adds the rest.
  for (int i = 0; i < 50; ++i) p.write(orders);
  CHECK(check_consistency(p.store).missing_in["orders_by_seller"] > 0);
  std::vector<rowkey::batch_progress> seen;
  const auto built =
      orders.build_index<BySeller>({.batch = 7}, [&](const rowkey::batch_progress& g) { seen.push_back(g); });
  REQUIRE(built);
  CHECK(built->finished);
  CHECK(built->rows_done == p.model.records().size());
  REQUIRE(seen.size() == (p.model.records().size() + 6) / 7 + (p.model.records().size() % 7 == 0 ? 1 : 0));
  for (std::size_t i = 1; i < seen.size(); ++i) CHECK(seen[i].rows_done > seen[i - 1].rows_done);
  CHECK(seen.back().finished);
  CHECK(rowkey::index_status_of<Orders, BySeller>(p.store).value().state == rowkey::index_state::readable);
  consistency c = check_consistency(p.store);
  CHECK(c.missing_in["orders_by_seller"] == 0);
  CHECK(c.stray_entries == 0);
  for (std::uint32_t seller = 0; seller < 4; ++seller) {
    CHECK(numbers(orders.scan<BySeller>(SellerId{seller})) ==
          numbers_of(p.model.scan<BySeller>([&](const Order& o) { return o.seller_id == seller; })));
  }
  // A build of a readable index reads nothing.
  CHECK(orders.build_index<BySeller>().value().rows_this_run == 0);
}

TEST_CASE("an index added to an empty table is readable at once", "[table][index_build]") {
  rowkey::adapters::memory_store store{all_tables()};
  { REQUIRE(rowkey::attach<Orders, ByBuyer>(store).attach_error().ok()); }
  auto orders = attach_all(store);
  CHECK(orders.scan<BySeller>(SellerId{1}).error().ok());
  CHECK(rowkey::index_status_of<Orders, BySeller>(store).value() == rowkey::index_status{});
}

TEST_CASE("a build beside writers leaves every index equal to a rebuild", "[table][index_build]") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    populated p(seed * 7919);
    auto orders = attach_all(p.store);
    REQUIRE(orders.attach_error().ok());
    const std::size_t writes = 1 + p.r.below(12);
    const auto build = [&]<class I>() {
      const auto built =
          orders.template build_index<I>({.batch = 1 + p.r.below(40)}, [&](const rowkey::batch_progress&) {
            for (std::size_t i = 0; i < writes; ++i) p.write(orders);
          });
      REQUIRE(built);
      REQUIRE(built->finished);
    };
    build.operator()<BySeller>();
    build.operator()<ByTime>();
    build.operator()<ByItem>();
    build.operator()<ByCode>();
    const consistency c = check_consistency(p.store);
    INFO("seed " << seed);
    CHECK(c.inconsistent() == 0);
    CHECK(numbers_of(c.records) == numbers_of(p.model.scan<Orders>([](const Order&) { return true; })));
  }
}

TEST_CASE("a build stopped midway resumes after its last batch", "[table][index_build]") {
  populated p(5);
  auto orders = attach_all(p.store);
  int batches = 0;
  struct stopped {};
  CHECK_THROWS_AS(orders.build_index<BySeller>({.batch = 10},
                                               [&](const rowkey::batch_progress&) {
                                                 if (++batches == 4) throw stopped{};
                                               }),
                  stopped);
  const rowkey::index_status status = rowkey::index_status_of<Orders, BySeller>(p.store).value();
  CHECK(status.state == rowkey::index_state::write_only);
  CHECK(status.rows_done == 40);
  CHECK(orders.scan<BySeller>(SellerId{0}).error().message() ==
        "index not ready: write-only, build_index at 40 rows (table 'orders_by_seller')");

  // Another handle, attached while it was write-only, learns that it is readable.
  auto other = attach_all(p.store);
  CHECK(other.scan<BySeller>(SellerId{0}).error().code == table_errc::index_not_ready);
  const auto rest = orders.build_index<BySeller>({.batch = 10});
  REQUIRE(rest);
  CHECK(rest->rows_done == p.model.records().size());
  CHECK(rest->rows_this_run == p.model.records().size() - 40);
  CHECK(numbers(other.scan<BySeller>(SellerId{0})) ==
        numbers_of(p.model.scan<BySeller>([&](const Order& o) { return o.seller_id == 0; })));
  CHECK(check_consistency(p.store).missing_in["orders_by_seller"] == 0);
}

TEST_CASE("a Unique index whose records share a value is not built", "[table][index_build]") {
  populated p(9, 40);
  {
    auto before = rowkey::attach<Orders, ByBuyer>(p.store);
    Order twin = p.model.records().begin()->second;
    twin.order_no = 100'000;
    REQUIRE(before.insert(twin));
  }
  auto orders = attach_all(p.store);
  const auto built = orders.build_index<ByCode>({.batch = 8});
  REQUIRE(!built);
  CHECK(built.error().code == table_errc::unique_violation);
  CHECK(built.error().table == "orders_by_code");
  CHECK(orders.scan<ByCode>(rowkey::at_least(Code{})).error().code == table_errc::index_not_ready);
}

TEST_CASE("a record the new index cannot hold stops its build, naming the field", "[table][index_build]") {
  populated p(13, 30);
  {
    auto before = rowkey::attach<Orders, ByBuyer>(p.store);
    Order long_item = p.fresh(100'000);
    long_item.item = "longer than twelve";
    REQUIRE(before.insert(long_item));
  }
  auto orders = attach_all(p.store);
  const auto built = orders.build_index<ByItem>({.batch = 4});
  REQUIRE(!built);
  CHECK(built.error().code == table_errc::invalid_value);
  CHECK(built.error().field == "item");
  CHECK(rowkey::index_status_of<Orders, ByItem>(p.store).value().state == rowkey::index_state::write_only);
}

TEST_CASE("drop_index removes the entries and the declaration; attached again, it is built again",
          "[table][index_build]") {
  populated p(11);
  {
    auto orders = attach_all(p.store);
    REQUIRE(orders.build_index<BySeller>());
  }
  consistency built = check_consistency(p.store);
  REQUIRE(built.missing_in["orders_by_seller"] == 0);
  REQUIRE(built.stray_entries == 0);
  const auto dropped = rowkey::drop_index<Orders, BySeller>(p.store, {.batch = 9});
  REQUIRE(dropped);
  CHECK(*dropped == p.model.records().size());
  auto reader = p.store.snapshot();
  CHECK(!reader.scan(p.store.table(BySeller::name), rowkey::byte_range{}).valid());
  std::string text;
  CHECK(reader.get(p.store.table(rowkey::declarations_table), BySeller::name, text) == rowkey::store_errc::not_found);
  CHECK(rowkey::drop_index<Orders, BySeller>(p.store).value() == 0);  // again: nothing left

  auto again = attach_all(p.store);
  CHECK(again.scan<BySeller>(SellerId{0}).error().code == table_errc::index_not_ready);
  REQUIRE(again.build_index<BySeller>());
  consistency rebuilt = check_consistency(p.store);
  CHECK(rebuilt.missing_in["orders_by_seller"] == 0);
  CHECK(rebuilt.stray_entries == 0);
}

TEST_CASE("erase_range erases a range of the table or of an index, with its entries", "[table][erase_range]") {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    INFO("seed " << seed);
    rowkey::adapters::memory_store store{all_tables()};
    auto orders = attach_all(store);
    populated p(seed);  // its generator and oracle; written here through every index
    p.model = {};
    while (p.model.records().size() < 250) p.write(orders);
    const rowkey::batch_options small{.batch = 1 + p.r.below(20)};
    const auto moving = [&](const rowkey::batch_progress&) {
      p.model = {};  // what the batches erased
      for (const Order& o : orders.scan()) p.model.load(o);
      for (int i = 0; i < 3; ++i) p.write(orders);
    };
    // An index prefix and a condition on its descending column.
    const std::uint64_t buyer = p.r.below(6);
    const time_ms from(std::chrono::milliseconds(t0 + 100'000));
    const auto erased = orders.erase_range<ByBuyer>(small, moving, BuyerId{buyer}, rowkey::at_least(Ts{from}));
    REQUIRE(erased);
    CHECK(*erased > 0);
    CHECK(check_consistency(store).inconsistent() == 0);  // no entry left without its record
    // Once no writer runs, the same call leaves none.
    const auto rest = orders.erase_range<ByBuyer>(BuyerId{buyer}, rowkey::at_least(Ts{from}));
    REQUIRE(rest);
    for (const auto& [no, o] : std::map(p.model.records())) {
      if (o.buyer_id == buyer && o.ts >= from) p.model.erase(no);
    }
    CHECK(numbers(orders.scan()) == numbers_of(p.model.scan<Orders>([](const Order&) { return true; })));
    CHECK(check_consistency(store).inconsistent() == 0);

    // Buckets: a time window.
    const auto window = rowkey::between(rowkey::inclusive(Ts{time_ms(std::chrono::milliseconds(t0 + 20'000))}),
                                        rowkey::exclusive(Ts{time_ms(std::chrono::milliseconds(t0 + 90'000))}));
    const auto in_window = [&](const Order& o) {
      return o.ts >= time_ms(std::chrono::milliseconds(t0 + 20'000)) && o.ts < time_ms(std::chrono::milliseconds(t0 + 90'000));
    };
    const std::size_t want = p.model.scan<Orders>(in_window).size();
    const auto in_buckets = orders.erase_buckets<ByTime>(rowkey::batch_options{.batch = 7}, window);
    REQUIRE(in_buckets);
    CHECK(*in_buckets == want);
    for (const auto& [no, o] : std::map(p.model.records())) {
      if (in_window(o)) p.model.erase(no);
    }
    // A range of a Unique index, whose entries hold their primary keys.
    const auto u1 = *rowkey::padded_string<8>::from("u1"), u2 = *rowkey::padded_string<8>::from("u2");
    const auto in_codes = [&](const Order& o) { return o.code >= u1 && o.code < u2; };
    const std::size_t coded = p.model.scan<Orders>(in_codes).size();
    REQUIRE(coded > 0);
    const auto by_code =
        orders.erase_range<ByCode>(rowkey::batch_options{.batch = 5}, rowkey::between(rowkey::inclusive(Code{u1}),
                                                                                     rowkey::exclusive(Code{u2})));
    REQUIRE(by_code);
    CHECK(*by_code == coded);
    for (const auto& [no, o] : std::map(p.model.records())) {
      if (in_codes(o)) p.model.erase(no);
    }
    CHECK(numbers(orders.scan()) == numbers_of(p.model.scan<Orders>([](const Order&) { return true; })));
    // The whole table.
    const std::size_t all = p.model.records().size();
    CHECK(orders.erase_range(rowkey::batch_options{.batch = 13}).value() == all);
    p.model = {};
    CHECK(numbers(orders.scan()).empty());
    const consistency c = check_consistency(store);
    CHECK(c.inconsistent() == 0);
    CHECK(c.records.empty());
  }
}

TEST_CASE("erase_range through an index not yet built is refused, and erases nothing", "[table][erase_range]") {
  populated p(3, 50);
  auto orders = attach_all(p.store);
  const auto refused = orders.erase_range<BySeller>(SellerId{1});
  REQUIRE(!refused);
  CHECK(refused.error().code == table_errc::index_not_ready);
  CHECK(numbers(orders.scan()).size() == 50);
}

TEST_CASE("an index state is stored as text that reads back, and other text is refused", "[table][index_build]") {
  rowkey_test::random_source r(17);
  for (int i = 0; i < 2000; ++i) {
    rowkey::index_status s;
    s.state = static_cast<rowkey::index_state>(r.below(3));
    if (s.state == rowkey::index_state::write_only && r.percent(70)) {
      s.rows_done = r.below(1'000'000'000);
      const std::size_t n = 1 + r.below(40);
      for (std::size_t b = 0; b < n; ++b) s.built_through += static_cast<char>(r.below(256));
    }
    const std::string text = rowkey::detail::index_state_text(s);
    INFO(text);
    CHECK(rowkey::detail::read_index_state(text) == s);
  }
  for (const char* bad : {"", "ready", "write-only ", "write-only 12", "write-only 12 ", "write-only x 00",
                          "write-only 12 0", "write-only 12 zz", "write-only  00", "dropping 1", "write-onlyx"}) {
    INFO(bad);
    CHECK(!rowkey::detail::read_index_state(bad));
  }
  // A stored state that is no state: a scan through the index says so.
  populated p(21, 10);
  auto orders = attach_all(p.store);
  auto txn = p.store.transaction();
  REQUIRE(txn.put(p.store.table(rowkey::declarations_table), rowkey::detail::index_state_key(BySeller::name),
                  "half-built") == rowkey::store_errc::ok);
  REQUIRE(txn.commit() == rowkey::store_errc::ok);
  const auto refused = orders.scan<BySeller>(SellerId{0});
  CHECK(refused.error().code == table_errc::corrupt_row);
  CHECK(refused.error().message() == "stored row does not decode: stored state 'half-built' is no state (table 'orders_by_seller')");
}
