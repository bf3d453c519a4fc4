// The table layer's behaviour, as checks that run on any store: the same
// suite runs on the store in memory (tests/unit), on RocksDB (tests/rocksdb)
// and on an etcd cluster (tests/etcd). Each check takes a function that
// makes an empty store holding table_test::all_tables().
#ifndef ROWKEY_TESTS_TABLE_SUITE_HPP
#define ROWKEY_TESTS_TABLE_SUITE_HPP

#include "paging_suite.hpp"
#include "random_values.hpp"
#include "table_schema.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <ranges>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace table_test {

template <class Scan>
std::vector<Order> collect(Scan&& scan) {
  std::vector<Order> out;
  for (const Order& o : scan) out.push_back(o);
  INFO(scan.error().message());
  CHECK(scan.error().ok());
  return out;
}

inline std::vector<std::uint64_t> numbers(const std::vector<Order>& orders) {
  std::vector<std::uint64_t> out;
  for (const Order& o : orders) out.push_back(o.order_no);
  return out;
}

// Every raw table of a store, for "nothing changed" checks.
template <class Store>
std::map<std::string, std::map<std::string, std::string>> dump(Store& store) {
  auto reader = store.snapshot();
  std::map<std::string, std::map<std::string, std::string>> all;
  for (const std::string& t : all_tables()) all[t] = read_table(store, reader, t, nullptr);
  return all;
}

inline Order sample(std::uint64_t no, std::uint64_t buyer, std::uint32_t seller, std::int64_t second,
                    std::string item) {
  Order o;
  o.order_no = no;
  o.buyer_id = buyer;
  o.seller_id = seller;
  o.ts = time_ms(std::chrono::milliseconds(t0 + second * 1000));
  o.item = std::move(item);
  o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
  o.quantity = static_cast<std::int32_t>(no);
  o.price = 1.5 * static_cast<double>(no);
  return o;
}

// Each operation's contract, on a few hand-made records.
template <class MakeStore>
void check_operations(MakeStore&& make_store) {
  auto store = make_store();
  auto orders = attach_all(store);
  using rowkey::table_errc;

  REQUIRE(orders.insert(sample(1, 10, 7, 1, "book")));
  REQUIRE(orders.insert(sample(2, 10, 7, 2, "pen")));
  REQUIRE(orders.insert(sample(3, 11, 8, 3, "books")));

  SECTION("insert refuses an existing primary key and leaves the store as it was") {
    const auto before = dump(store);
    const auto r = orders.insert(sample(1, 99, 99, 99, "other"));
    REQUIRE_FALSE(r);
    CHECK(r.error().code == table_errc::duplicate_key);
    CHECK(r.error().table == "orders");
    CHECK(dump(store) == before);
  }
  SECTION("a write's result prints ok, or its error as message() says it") {
    std::ostringstream printed;
    printed << orders.insert(sample(4, 12, 9, 4, "ink")) << '\n' << orders.insert(sample(1, 99, 99, 99, "other"));
    CHECK(printed.str() == "ok\nerror: a record with this primary key exists (table 'orders')");
    const auto refused = orders.insert(sample(5, 10, 7, 5, "a name longer than twelve bytes"));
    REQUIRE_FALSE(refused);
    CHECK(rowkey::render(refused.error()) == refused.error().message());
    CHECK(rowkey::render(refused.error()) ==
          "invalid value: field 'item': value longer than its type's maximum (table 'orders_by_item')");
  }
  SECTION("a field its column cannot hold is refused, naming the field, and nothing is written") {
    const auto before = dump(store);
    const auto r = orders.insert(sample(4, 10, 7, 4, "a name longer than twelve bytes"));
    REQUIRE_FALSE(r);
    CHECK(r.error().code == table_errc::invalid_value);
    CHECK(r.error().field == "item");
    CHECK(r.error().encode == rowkey::encode_errc::too_long);
    CHECK(r.error().table == "orders_by_item");
    Order bad_status = sample(5, 10, 7, 5, "ok");
    bad_status.status = static_cast<Status>(9);
    const auto s = orders.upsert(bad_status);
    REQUIRE_FALSE(s);
    CHECK(s.error().code == table_errc::invalid_value);
    CHECK(s.error().field == "status");
    CHECK(s.error().encode == rowkey::encode_errc::invalid_value);
    const auto u = orders.update(OrderNo{1}, [](Order& o) { o.item = std::string(13, 'x'); });
    REQUIRE_FALSE(u);
    CHECK(u.error().field == "item");
    CHECK(dump(store) == before);
  }
  SECTION("get reads a whole record back, and nothing for an absent key") {
    const auto got = orders.get(OrderNo{2}).value();
    REQUIRE(got.has_value());
    CHECK(*got == sample(2, 10, 7, 2, "pen"));
    CHECK_FALSE(orders.get(OrderNo{42}).value().has_value());
  }
  SECTION("upsert inserts, or replaces and moves the index entries") {
    CHECK(orders.upsert(sample(4, 12, 9, 4, "pencil")).value() == false);
    CHECK(orders.upsert(sample(1, 12, 9, 1, "book")).value() == true);
    CHECK(numbers(collect(orders.template scan<ByBuyer>(BuyerId{10}))) == std::vector<std::uint64_t>{2});
    CHECK(numbers(collect(orders.template scan<ByBuyer>(BuyerId{12}))) == std::vector<std::uint64_t>{4, 1});  // newest first
    CHECK(check_consistency(store).inconsistent() == 0);
  }
  SECTION("update moves a record to another buyer: old entry gone, new one there, in one write") {
    CHECK(orders.update(OrderNo{1}, [](Order& o) { o.buyer_id = 11; }).value() == true);
    CHECK(numbers(collect(orders.template scan<ByBuyer>(BuyerId{10}))) == std::vector<std::uint64_t>{2});
    CHECK(numbers(collect(orders.template scan<ByBuyer>(BuyerId{11}))) == std::vector<std::uint64_t>{3, 1});
    CHECK(orders.get(OrderNo{1}).value()->buyer_id == 11);
    CHECK(orders.update(OrderNo{42}, [](Order& o) { o.buyer_id = 1; }).value() == false);
    CHECK(check_consistency(store).inconsistent() == 0);
  }
  SECTION("update may not change the primary key") {
    const auto before = dump(store);
    const auto r = orders.update(OrderNo{1}, [](Order& o) { o.order_no = 5; });
    REQUIRE_FALSE(r);
    CHECK(r.error().code == table_errc::primary_key_changed);
    CHECK(dump(store) == before);
  }
  SECTION("a Unique index refuses a second record with its values") {
    const auto before = dump(store);
    Order twin = sample(9, 1, 1, 9, "x");
    twin.code = sample(2, 0, 0, 0, "").code;
    const auto r = orders.insert(twin);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == table_errc::unique_violation);
    CHECK(r.error().table == "orders_by_code");
    CHECK_FALSE(orders.update(OrderNo{3}, [&](Order& o) { o.code = twin.code; }));
    CHECK(dump(store) == before);
    CHECK(numbers(collect(orders.template scan<ByCode>(Code{twin.code}))) == std::vector<std::uint64_t>{2});
  }
  SECTION("erase removes the record and every index entry") {
    CHECK(orders.erase(OrderNo{2}).value() == true);
    CHECK(orders.erase(OrderNo{2}).value() == false);
    CHECK_FALSE(orders.get(OrderNo{2}).value().has_value());
    CHECK(numbers(collect(orders.template scan<ByBuyer>(BuyerId{10}))) == std::vector<std::uint64_t>{1});
    const auto c = check_consistency(store);
    CHECK(c.inconsistent() == 0);
    CHECK(c.records.size() == 2);
  }
  SECTION("scans of every shape yield records") {
    CHECK(numbers(collect(orders.scan())).size() == 3);
    CHECK(numbers(collect(orders.template scan<BySeller>(SellerId{7}, rowkey::at_least(Ts{time_ms(std::chrono::milliseconds(t0 + 2000))})))) ==
          std::vector<std::uint64_t>{2});
    CHECK(numbers(collect(orders.template scan<ByItem>(rowkey::starts_with(Item{"book"})))) == std::vector<std::uint64_t>{1, 3});
    const auto window = rowkey::between(rowkey::inclusive(Ts{time_ms(std::chrono::milliseconds(t0 + 1000))}),
                                        rowkey::exclusive(Ts{time_ms(std::chrono::milliseconds(t0 + 3000))}));
    CHECK(numbers(collect(orders.template scan_buckets<ByTime>(window))) == std::vector<std::uint64_t>{1, 2});
    auto too_long = orders.template scan<ByItem>(Item{"a value too long for item"});
    CHECK(too_long.begin() == too_long.end());
    CHECK(too_long.error().code == table_errc::invalid_value);
  }
}

// What a scan of each shape must return, against the oracle.
template <class Handle>
void compare_scans(Handle& orders, const oracle& model, rowkey_test::random_source& r) {
  const auto at = [](std::int64_t second) { return Ts{time_ms(std::chrono::milliseconds(t0 + second * 1000))}; };
  const std::uint64_t buyer = r.below(7);
  const std::uint32_t seller = static_cast<std::uint32_t>(r.below(5));
  const std::int64_t a = static_cast<std::int64_t>(r.below(210)), b = static_cast<std::int64_t>(r.below(210));
  const time_ms ta = at(a).value, tb = at(b).value;

  CHECK(collect(orders.scan()) == model.scan<Orders>([](const Order&) { return true; }));
  CHECK(collect(orders.template scan<ByBuyer>(BuyerId{buyer})) ==
        model.scan<ByBuyer>([&](const Order& o) { return o.buyer_id == buyer; }));
  CHECK(collect(orders.template scan<ByBuyer>(BuyerId{buyer}, rowkey::at_least(Ts{ta}))) ==
        model.scan<ByBuyer>([&](const Order& o) { return o.buyer_id == buyer && o.ts >= ta; }));
  CHECK(collect(orders.template scan<ByBuyer>(BuyerId{buyer}, rowkey::less_than(Ts{ta}))) ==
        model.scan<ByBuyer>([&](const Order& o) { return o.buyer_id == buyer && o.ts < ta; }));
  CHECK(collect(orders.template scan<BySeller>(SellerId{seller}, rowkey::between(rowkey::inclusive(Ts{ta}),
                                                                                  rowkey::exclusive(Ts{tb})))) ==
        model.scan<BySeller>([&](const Order& o) { return o.seller_id == seller && o.ts >= ta && o.ts < tb; }));
  CHECK(collect(orders.template scan_buckets<ByTime>(rowkey::between(rowkey::exclusive(Ts{ta}), rowkey::inclusive(Ts{tb})))) ==
        model.scan<ByTime>([&](const Order& o) { return o.ts > ta && o.ts <= tb; }) /* merged: time order */);
  const std::string prefix = std::string("book").substr(0, r.below(5));
  CHECK(collect(orders.template scan<ByItem>(rowkey::starts_with(Item{prefix}))) ==
        model.scan<ByItem>([&](const Order& o) { return std::string_view(o.item).starts_with(prefix); }));
  const auto code = *rowkey::padded_string<8>::from("c" + std::to_string(r.below(6)));
  CHECK(collect(orders.template scan<ByCode>(Code{code})) ==
        model.scan<ByCode>([&](const Order& o) { return o.code == code; }));

  // A scan is a C++20 input range: it composes with the standard views,
  // here a filter and a take over an index scan.
  auto by_seller = orders.template scan<BySeller>(SellerId{seller});
  static_assert(std::ranges::input_range<decltype(by_seller)>);
  const std::size_t limit = r.below(4);
  const auto large = [](const Order& o) { return o.quantity > 2; };
  std::vector<Order> taken;
  for (const Order& o : by_seller | std::views::filter(large) | std::views::take(limit)) taken.push_back(o);
  CHECK(by_seller.error().ok());
  std::vector<Order> expected = model.scan<BySeller>([&](const Order& o) { return o.seller_id == seller && large(o); });
  if (expected.size() > limit) expected.resize(limit);
  CHECK(taken == expected);
}

// Random operations, each answered as the oracle answers it; scans and the
// indexes checked against it as the table fills and changes.
template <class MakeStore>
void check_random_operations(MakeStore&& make_store, std::uint64_t seed, std::size_t steps) {
  auto store = make_store();
  auto orders = attach_all(store);
  rowkey_test::random_source r(seed);
  generator gen{r, 48};
  oracle model;
  using rowkey::table_errc;
  for (std::size_t step = 0; step < steps; ++step) {
    INFO("seed " << seed << ", step " << step);
    switch (r.below(6)) {
      case 0: {
        const Order o = gen.order();
        const auto want = model.insert(o);
        const auto got = orders.insert(o);
        REQUIRE(got.error().code == want);
        break;
      }
      case 1: {
        const Order o = gen.order();
        const auto [want, replaced] = model.upsert(o);
        const auto got = orders.upsert(o);
        REQUIRE(got.error().code == want);
        if (got) REQUIRE(*got == replaced);
        break;
      }
      case 2:
      case 3: {
        const std::uint64_t no = r.below(gen.order_pool);
        const Order fresh = gen.order(no);
        const unsigned what = static_cast<unsigned>(r.below(6));
        const auto change = [&](Order& o) {
          switch (what) {
            case 0: o.buyer_id = fresh.buyer_id; break;
            case 1: o.ts = fresh.ts; o.seller_id = fresh.seller_id; break;
            case 2: o.item = fresh.item; break;
            case 3: o.code = fresh.code; break;
            case 4: o.quantity = fresh.quantity; o.note = fresh.note; break;
            default: o.order_no = no + 1; break;  // refused: the primary key
          }
        };
        const auto [want, found] = model.update(no, change);
        const auto got = orders.update(OrderNo{no}, change);
        REQUIRE(got.error().code == want);
        if (got) REQUIRE(*got == found);
        break;
      }
      case 4: {
        const std::uint64_t no = r.below(gen.order_pool);
        REQUIRE(orders.erase(OrderNo{no}).value() == model.erase(no));
        break;
      }
      default: {
        const std::uint64_t no = r.below(gen.order_pool);
        const auto got = orders.get(OrderNo{no}).value();
        const auto at = model.records().find(no);
        REQUIRE(got.has_value() == (at != model.records().end()));
        if (got) REQUIRE(*got == at->second);
      }
    }
    if (step % 50 == 49) {
      compare_scans(orders, model, r);
      REQUIRE(check_consistency(store).inconsistent() == 0);
    }
  }
  const auto c = check_consistency(store);
  CHECK(c.inconsistent() == 0);
  CHECK(c.records.size() == model.records().size());
}

// Index scans read their primary rows a batch at a time (64, 128, 256,
// 256, ... entries): scans over batch boundaries, cut short, or stopped by a row
// that is gone; and the reads behind them, many keys at once at a snapshot.
// One table filled once (400 inserts cost seconds on etcd), the checks in
// turn, those that break rows last.
template <class MakeStore>
void check_batched_index_scans(MakeStore&& make_store) {
  auto store = make_store();
  auto orders = attach_all(store);
  rowkey_test::random_source r(0xBA7C);
  generator gen{r, 1000};
  oracle model;
  for (std::uint64_t no = 0; no < 400; ++no) {
    Order o = gen.order(no);
    o.buyer_id = no % 8 == 0 ? 2 : 1;  // buyer 1: 350 records, over three batches
    o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
    o.item = std::string("bookcase").substr(0, no % 9);  // never too long for Item
    REQUIRE(orders.insert(o));
    REQUIRE(model.insert(o) == rowkey::table_errc::ok);
  }
  const auto of_buyer = [](std::uint64_t b) { return [b](const Order& o) { return o.buyer_id == b; }; };

  {  // a scan over many batches yields every record, in index order
    CHECK(collect(orders.template scan<ByBuyer>(BuyerId{1})) == model.scan<ByBuyer>(of_buyer(1)));
    CHECK(collect(orders.template scan<ByBuyer>(BuyerId{2})) == model.scan<ByBuyer>(of_buyer(2)));
    CHECK(collect(orders.template scan<ByCode>()) == model.scan<ByCode>([](const Order&) { return true; }));
    CHECK(collect(orders.template scan_buckets<ByTime>(rowkey::at_least(Ts{time_ms(std::chrono::milliseconds(t0))}))) ==
          model.scan<ByTime>([](const Order&) { return true; }));
  }
  {  // a scan cut short yields the first records
    for (const std::size_t n : {1u, 63u, 64u, 65u, 193u, 300u}) {
      std::vector<Order> taken;
      for (const Order& o : orders.template scan<ByBuyer>(BuyerId{1}) | std::views::take(n)) taken.push_back(o);
      std::vector<Order> expected = model.scan<ByBuyer>(of_buyer(1));
      expected.resize(n);
      CHECK(taken == expected);
    }
  }
  std::uint64_t gone_no = 0;
  {  // a row gone from under its entry ends the scan there, after the records before it
    const std::vector<Order> all = model.scan<ByBuyer>(of_buyer(1));
    const std::size_t gone = 70 + r.below(200);  // in the second batch or later
    gone_no = all[gone].order_no;
    const auto key = rowkey::encode<typename Orders::key>(OrderNo{gone_no});
    REQUIRE(key);
    auto txn = store.transaction();
    REQUIRE(txn.erase(store.table(Orders::name), key->view()) == rowkey::store_errc::ok);
    REQUIRE(txn.commit() == rowkey::store_errc::ok);
    auto scan = orders.template scan<ByBuyer>(BuyerId{1});
    std::vector<Order> read;
    for (const Order& o : scan) read.push_back(o);
    CHECK(read == std::vector<Order>(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(gone)));
    CHECK(scan.error().code == rowkey::table_errc::corrupt_row);
    CHECK(scan.error().table == ByBuyer::name);
  }
  {  // many keys read at once: in order, absent ones not found, at the snapshot
    std::vector<std::string> keys;
    std::vector<std::string> expected;
    for (std::uint64_t i = 0; i < 300; ++i) {
      const std::uint64_t no = r.below(500);  // from 400 on: absent
      keys.emplace_back(rowkey::encode<typename Orders::key>(OrderNo{no})->view());
      expected.push_back(no < 400 && no != gone_no ? "present" : "absent");
    }
    const auto reader = store.snapshot();
    std::string first;  // a first read fixes the snapshot (etcd: its revision)
    REQUIRE(reader.get(store.table(Orders::name), keys[0], first) ==
            (expected[0] == "present" ? rowkey::store_errc::ok : rowkey::store_errc::not_found));
    auto txn = store.transaction();  // after the snapshot: not seen by it
    REQUIRE(txn.erase(store.table(Orders::name), keys[0]) == rowkey::store_errc::ok);
    REQUIRE(txn.commit() == rowkey::store_errc::ok);
    std::vector<std::string> values(keys.size());
    std::vector<rowkey::store_errc> codes(keys.size());
    REQUIRE(rowkey::detail::get_many(reader, store.table(Orders::name), keys, values, codes) ==
            rowkey::store_errc::ok);
    for (std::size_t i = 0; i < keys.size(); ++i) {
      INFO("key " << i);
      CHECK((codes[i] == rowkey::store_errc::ok ? "present" : "absent") == expected[i]);
      if (codes[i] != rowkey::store_errc::ok) continue;
      std::string one;
      REQUIRE(reader.get(store.table(Orders::name), keys[i], one) == rowkey::store_errc::ok);
      CHECK(values[i] == one);
    }
    std::string now;
    if (expected[0] == "present") {
      CHECK(store.snapshot().get(store.table(Orders::name), keys[0], now) == rowkey::store_errc::not_found);
    }
  }
}

// Writers racing on the same records: every write either commits whole or
// retries, so the indexes end equal to a rebuild from the primary rows, and
// a scan never sees a record outside its range.
template <class MakeStore>
void check_concurrent_writers(MakeStore&& make_store, std::size_t writers, std::size_t ops_each) {
  auto store = make_store();
  std::atomic<std::size_t> committed{0}, refused{0}, failed{0}, scans{0}, misplaced{0};
  std::atomic<bool> stop{false};
  std::vector<std::thread> threads;
  for (std::size_t w = 0; w < writers; ++w) {
    threads.emplace_back([&, w] {
      auto orders = attach_all(store);
      rowkey_test::random_source r(1000 + w);
      generator gen{r, 24};  // few records: writers collide often
      for (std::size_t i = 0; i < ops_each; ++i) {
        const std::uint64_t no = r.below(gen.order_pool);
        rowkey::table_error e;
        switch (r.below(4)) {
          case 0: e = orders.upsert(gen.order(no)).error(); break;
          case 1: {
            const Order fresh = gen.order(no);
            e = orders.update(OrderNo{no}, [&](Order& o) {
                        o.buyer_id = fresh.buyer_id;
                        o.ts = fresh.ts;
                        o.item = fresh.item;
                        o.quantity = static_cast<std::int32_t>(static_cast<std::uint32_t>(o.quantity) + 1);
                      }).error();
            break;
          }
          case 2: e = orders.erase(OrderNo{no}).error(); break;
          default: e = orders.insert(gen.order(no)).error(); break;
        }
        if (e.ok()) ++committed;
        else if (e.code == rowkey::table_errc::store_failure || e.code == rowkey::table_errc::conflict) ++failed;
        else ++refused;  // duplicate key, unique code, a field too long: the write's own fault
      }
    });
  }
  std::thread reader([&] {
    auto orders = attach_all(store);
    std::uint64_t buyer = 0;
    while (!stop) {
      for (const Order& o : orders.template scan<ByBuyer>(BuyerId{buyer})) {
        if (o.buyer_id != buyer) ++misplaced;
      }
      buyer = (buyer + 1) % 6;
      ++scans;
    }
  });
  for (auto& t : threads) t.join();
  stop = true;
  reader.join();
  INFO(committed << " committed, " << refused << " refused, " << failed << " failed, " << scans << " scans");
  CHECK(failed == 0);
  CHECK(misplaced == 0);
  CHECK(committed > writers * ops_each / 4);
  const auto c = check_consistency(store);
  CHECK(c.error.ok());
  CHECK(c.undecodable == 0);
  CHECK(c.missing_entries == 0);
  CHECK(c.stray_entries == 0);
}

}  // namespace table_test

#endif
