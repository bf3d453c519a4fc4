// The table suite (tests/support/table_suite.hpp) on a real three-member etcd
// cluster started by the test, and what only a cluster can show: a dead
// endpoint, a value over etcd's request limit, scans paged across many
// requests, a snapshot read at one revision while writers go on, and which
// of a member's refusals a write may be sent again after.
#include "etcd_cluster.hpp"
#include "table_suite.hpp"
#include "tcp_faults.hpp"

#include <rowkey/adapters/etcd.hpp>

#include <atomic>
#include <memory>
#include <string>

namespace {

using rowkey::adapters::etcd_options;
using rowkey::adapters::etcd_store;

rowkey_test::etcd_cluster& cluster() {
  static rowkey_test::etcd_cluster c(3);
  return c;
}

// A store of its own: a key prefix no other test uses.
etcd_store make_store_with(etcd_options o = {}) {
  static std::atomic<int> next{0};
  o.endpoints = cluster().endpoints();
  o.key_prefix = "test-" + std::to_string(next++) + "/";
  return etcd_store(o);
}
etcd_store make_store() { return make_store_with(); }

TEST_CASE("tables on etcd: each operation's contract", "[table][etcd]") { table_test::check_operations(make_store); }

TEST_CASE("tables on etcd: random operations against an oracle", "[table][etcd]") {
  for (std::uint64_t seed = 1; seed <= 2; ++seed) table_test::check_random_operations(make_store, seed, 250);
}

TEST_CASE("tables on etcd: concurrent writers keep the indexes in step", "[table][etcd]") {
  table_test::check_concurrent_writers(make_store, 4, 150);
}

TEST_CASE("tables on etcd: index scans read their rows in batches (one Txn a batch)", "[table][etcd]") {
  table_test::check_batched_index_scans(make_store);
}

TEST_CASE("tables on etcd: pages of every scan shape, forward and reverse, writers or not", "[table][etcd][paging]") {
  // Pages of 7 keys a range request: a page of records spans several, and
  // a reverse one reads each sorted descending.
  table_test::check_paging([] { return make_store_with(etcd_options{.page_size = 7}); }, 60, 20, 1);
}

TEST_CASE("tables on etcd: attach refuses a declaration that differs from the stored one", "[table][etcd][declarations]") {
  struct ByBuyerAscending
      : rowkey::Index<"orders_by_buyer", table_test::Orders, rowkey::Key<table_test::BuyerId, table_test::Ts, table_test::OrderNo>> {};
  auto store = make_store();
  auto orders = table_test::attach_all(store);
  REQUIRE(orders.attach_error().ok());
  REQUIRE(orders.insert(table_test::sample(1, 3, 7, 1, "book")));
  auto recompiled = rowkey::attach<table_test::Orders, ByBuyerAscending>(store);
  CHECK(recompiled.attach_error().code == rowkey::table_errc::declaration_mismatch);
  CHECK(recompiled.attach_error().difference == "part 1 'ts' order: stored desc, declared asc");
  CHECK_FALSE(recompiled.insert(table_test::sample(2, 3, 7, 2, "pen")));
  CHECK(table_test::attach_all(store).attach_error().ok());
}

TEST_CASE("etcd: many keys read at once are split into Txns of max_txn_ops reads", "[table][etcd]") {
  table_test::check_batched_index_scans([] { return make_store_with(etcd_options{.max_txn_ops = 7}); });
}

TEST_CASE("etcd: scans read in pages, none skipped or read twice", "[table][etcd]") {
  // Designated initializers, the options named and the rest left as they
  // are, build under -Wextra -Werror (every member has an initializer).
  auto store = make_store_with(etcd_options{.page_size = 7});
  auto orders = table_test::attach_all(store);
  rowkey_test::random_source r(9);
  table_test::generator gen{r, 120};
  table_test::oracle model;
  for (int i = 0; i < 150; ++i) {
    const table_test::Order x = gen.order();
    REQUIRE(orders.upsert(x).error().code == model.upsert(x).first);
  }
  CHECK(table_test::collect(orders.scan()) == model.scan<table_test::Orders>([](const auto&) { return true; }));
  CHECK(table_test::collect(orders.scan<table_test::ByBuyer>(table_test::BuyerId{2})) ==
        model.scan<table_test::ByBuyer>([](const table_test::Order& x) { return x.buyer_id == 2; }));
}

TEST_CASE("etcd: a snapshot reads one revision while writers go on", "[table][etcd]") {
  auto store = make_store();
  auto orders = table_test::attach_all(store);
  REQUIRE(orders.insert(table_test::sample(1, 10, 7, 1, "book")));
  auto reader = store.snapshot();
  std::string value;
  REQUIRE(reader.get(store.table("orders"), "missing", value) == rowkey::store_errc::not_found);  // fixes the revision
  REQUIRE(orders.update(table_test::OrderNo{1}, [](table_test::Order& x) { x.buyer_id = 11; }));
  const auto rows = table_test::read_table(store, reader, table_test::ByBuyer::name, nullptr);
  REQUIRE(rows.size() == 1);
  CHECK(rowkey::decode<table_test::ByBuyer::key>(rows.begin()->first).value().get<table_test::BuyerId>() == 10);
}

TEST_CASE("etcd: a dead endpoint fails over to the next", "[table][etcd]") {
  etcd_options o;
  o.endpoints = {"http://127.0.0.1:1"};  // nothing listens there
  for (const std::string& e : cluster().endpoints()) o.endpoints.push_back(e);
  o.key_prefix = "failover/";
  etcd_store store(o);
  auto orders = table_test::attach_all(store);
  REQUIRE(orders.upsert(table_test::sample(1, 10, 7, 1, "book")));
  CHECK(orders.get(table_test::OrderNo{1}).value().has_value());
}

TEST_CASE("etcd: no reachable member is a typed error, and nothing is written", "[table][etcd]") {
  etcd_store store(etcd_options{.endpoints = {"http://127.0.0.1:1", "http://127.0.0.1:2"},
                                .attempts = 3,
                                .retry_backoff = std::chrono::milliseconds(1)});
  auto orders = table_test::attach_all(store);
  const auto r = orders.insert(table_test::sample(1, 10, 7, 1, "book"));
  REQUIRE_FALSE(r);
  CHECK(r.error().code == rowkey::table_errc::store_failure);
  CHECK(r.error().store.code == rowkey::store_errc::unavailable);
  CHECK_FALSE(rowkey::outcome_is_unknown(r.error().store.code));  // never sent: safe to send again
  CHECK_THAT(r.error().message(), Catch::Contains("127.0.0.1:"));
}

TEST_CASE("etcd: a write over the request limit is too_large, and nothing is written", "[table][etcd]") {
  // etcd refuses a request over --max-request-bytes; the store refuses it
  // before sending. A record with five index entries is one request of
  // about a kilobyte.
  etcd_options o;
  o.max_request_bytes = 600;
  auto store = make_store_with(o);
  auto orders = table_test::attach_all(store);
  const auto r = orders.insert(table_test::sample(3, 10, 7, 3, "pen"));
  REQUIRE_FALSE(r);
  CHECK(r.error().code == rowkey::table_errc::store_failure);
  CHECK(r.error().store.code == rowkey::store_errc::too_large);
  const auto c = table_test::check_consistency(store);
  CHECK(c.records.empty());
  CHECK(c.inconsistent() == 0);
}

// A store whose first endpoint is `first`, then the cluster's members.
etcd_store store_in_front_of(const std::string& first) {
  etcd_options o;
  o.endpoints = {first};
  for (const std::string& e : cluster().endpoints()) o.endpoints.push_back(e);
  static std::atomic<int> next{0};
  o.key_prefix = "faults-" + std::to_string(next++) + "/";
  o.request_timeout = std::chrono::milliseconds(3000);
  o.connect_timeout = std::chrono::milliseconds(300);
  return etcd_store(o);
}

// The tables of `store` (its key prefix and options), reached through
// `first` before the cluster's members.
etcd_store same_tables_in_front_of(const etcd_store& store, const std::string& first) {
  etcd_options o = store.options();
  o.endpoints.insert(o.endpoints.begin(), first);
  return etcd_store(o);
}

// The write reached a member, which applied it and died before answering.
// libcurl would send it again by itself over a new connection had it gone
// over a reused one (and the table layer, finding its compares failed, would
// then run it again: an insert answered duplicate_key, an update applied
// twice). A write goes over a connection of its own, so its outcome is
// reported as unknown, and it is applied once.
TEST_CASE("etcd: a write whose answer is lost is applied once and reported as unknown", "[table][etcd][fault]") {
  using table_test::Order;
  using table_test::OrderNo;
  {
    // (The first Txn, attach's storing the declarations, passes.)
    rowkey_test::answer_dropping_proxy proxy(cluster().endpoints()[0], "/v3/kv/txn", 1);
    auto store = store_in_front_of(proxy.url());
    auto orders = table_test::attach_all(store);
    const Order x = table_test::sample(1, 10, 7, 1, "book");
    // A read first, so that the client holds an open, idle connection to the
    // member, as a service does.
    REQUIRE_FALSE(orders.get(OrderNo{1}).value().has_value());
    const auto r = orders.insert(x);
    CHECK(proxy.dropped() == 1);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == rowkey::table_errc::store_failure);
    CHECK(r.error().store.code == rowkey::store_errc::outcome_unknown);
    CHECK(rowkey::outcome_is_unknown(r.error().store.code));
    CHECK_THAT(r.error().message(), Catch::Contains("may or may not"));
    CHECK(orders.get(OrderNo{1}).value() == std::optional<Order>(x));
    const auto c = table_test::check_consistency(store);
    CHECK(c.records.size() == 1);
    CHECK(c.inconsistent() == 0);
  }
  {
    // The answer to the update's write lost (attach's and the insert's pass).
    rowkey_test::answer_dropping_proxy proxy(cluster().endpoints()[1], "/v3/kv/txn", 2);
    auto store = store_in_front_of(proxy.url());
    auto orders = table_test::attach_all(store);
    REQUIRE(orders.insert(table_test::sample(2, 10, 7, 2, "pen")));
    const std::int32_t before = orders.get(OrderNo{2}).value().value().quantity;
    const auto u = orders.update(OrderNo{2}, [](Order& o) { o.quantity += 1; });
    CHECK(proxy.dropped() == 1);
    REQUIRE_FALSE(u);
    CHECK(u.error().code == rowkey::table_errc::store_failure);
    CHECK(u.error().store.code == rowkey::store_errc::outcome_unknown);
    CHECK(orders.get(OrderNo{2}).value()->quantity == before + 1);  // not + 2
  }
}

// A member whose connections time out (a dead link, a machine powered off),
// where one that is refused fails at once: nothing was sent, so a write goes
// on to the next member too.
TEST_CASE("etcd: a connect that times out fails over, writes included", "[table][etcd][fault]") {
  rowkey_test::unanswering_listener hole;
  REQUIRE(hole.drops_connections());
  auto store = store_in_front_of(hole.url());
  auto t = store.transaction();
  REQUIRE(t.put(store.table("orders"), "k", "v") == rowkey::store_errc::ok);
  CHECK(t.commit() == rowkey::store_errc::ok);
  std::string value;
  auto reader = store.snapshot();
  CHECK(reader.get(store.table("orders"), "k", value) == rowkey::store_errc::ok);
  CHECK(value == "v");
}

// What a member answers decides whether a write may be sent again: only a
// refusal etcd gives before it proposes the request to Raft (the messages
// and gRPC codes of etcd's rpctypes, the HTTP status its JSON gateway gives
// them; "raft proposal dropped" has no gRPC error of its own and comes as
// Unknown). Each refusal below is given once, by a proxy in front of the
// first endpoint, to the insert's commit.
TEST_CASE("etcd: a write refused before Raft took it goes to the next member, and is applied once",
          "[table][etcd][fault]") {
  const rowkey_test::etcd_refusal refusals[] = {
      {500, 2, "raft proposal dropped", false},  // a member without a leader, or a leader transfer, dropped it
      {503, 14, "etcdserver: no leader", false},
      {503, 14, "etcdserver: leader changed", false},
      {503, 14, "etcdserver: not capable", false},
      {429, 8, "etcdserver: too many requests", false},  // the applied index too far behind the committed one
  };
  std::uint64_t no = 100;
  for (const auto& refusal : refusals) {
    INFO(refusal.message);
    rowkey_test::refusing_proxy proxy(cluster().endpoints()[0], "/v3/kv/txn", refusal);
    auto store = store_in_front_of(proxy.url());
    auto orders = table_test::attach_all(store);
    const table_test::Order x = table_test::sample(++no, 10, 7, 1, "book");
    const auto r = orders.insert(x);
    CHECK(proxy.requests() == 1);
    CHECK(proxy.forwarded() == 0);
    CHECK(r);
    CHECK(orders.get(table_test::OrderNo{no}).value() == std::optional<table_test::Order>(x));
    const auto c = table_test::check_consistency(store);
    CHECK(c.records.size() == 1);
    CHECK(c.inconsistent() == 0);
  }
}

// A refusal that may come after the write was proposed, or one that no
// retry mends, is the caller's to act on: the write is sent once. A timeout
// after Raft applied the write is reported as unknown, and the write is
// there once (an update that adds 1 adds 1); a full database is io_error,
// and nothing is written.
TEST_CASE("etcd: a write refused after Raft may have taken it is sent once, and reported as unknown",
          "[table][etcd][fault]") {
  using table_test::Order;
  using table_test::OrderNo;
  const rowkey_test::etcd_refusal timeouts[] = {
      {503, 14, "etcdserver: request timed out", true},
      {503, 14, "etcdserver: request timed out, possibly due to previous leader failure", true},
      {503, 14, "etcdserver: server stopped", true},
      {504, 4, "context deadline exceeded", true},
  };
  std::uint64_t no = 200;
  for (const auto& refusal : timeouts) {
    INFO(refusal.message);
    auto direct = make_store();
    auto seeded = table_test::attach_all(direct);
    REQUIRE(seeded.insert(table_test::sample(++no, 10, 7, 2, "pen")));
    rowkey_test::refusing_proxy proxy(cluster().endpoints()[1], "/v3/kv/txn", refusal);
    auto store = same_tables_in_front_of(direct, proxy.url());
    auto orders = table_test::attach_all(store);
    const std::int32_t before = orders.get(OrderNo{no}).value().value().quantity;
    const auto u = orders.update(OrderNo{no}, [](Order& x) { x.quantity += 1; });
    CHECK(proxy.requests() == 1);
    CHECK(proxy.forwarded() == 1);
    CHECK(orders.get(OrderNo{no}).value()->quantity == before + 1);  // not + 2
    CHECK(table_test::check_consistency(store).inconsistent() == 0);
    REQUIRE_FALSE(u);
    CHECK(u.error().code == rowkey::table_errc::store_failure);
    CHECK(u.error().store.code == rowkey::store_errc::outcome_unknown);
    CHECK_THAT(u.error().message(), Catch::Contains("may or may not"));
  }
  {
    rowkey_test::refusing_proxy proxy(cluster().endpoints()[2], "/v3/kv/txn",
                                      {429, 8, "etcdserver: mvcc: database space exceeded", false});
    auto store = store_in_front_of(proxy.url());
    auto orders = table_test::attach_all(store);
    const auto r = orders.insert(table_test::sample(++no, 10, 7, 1, "book"));
    CHECK(proxy.requests() == 1);
    REQUIRE_FALSE(r);
    CHECK(r.error().store.code == rowkey::store_errc::io_error);
    CHECK_THAT(r.error().message(), Catch::Contains("database space exceeded"));
    CHECK(table_test::check_consistency(store).records.empty());
  }
}

// A read is sent again after any of these: it changes nothing.
TEST_CASE("etcd: a read refused for any passing reason goes to the next member", "[table][etcd][fault]") {
  const rowkey_test::etcd_refusal refusals[] = {
      {503, 14, "etcdserver: request timed out", false},
      {503, 14, "etcdserver: leader changed", false},  // a linearizable read across an election
      {500, 2, "raft proposal dropped", false},
  };
  for (const auto& refusal : refusals) {
    INFO(refusal.message);
    auto direct = make_store();
    auto seeded = table_test::attach_all(direct);
    const table_test::Order x = table_test::sample(300, 10, 7, 2, "pen");
    REQUIRE(seeded.insert(x));
    rowkey_test::refusing_proxy proxy(cluster().endpoints()[0], "/v3/kv/range", refusal);
    auto store = same_tables_in_front_of(direct, proxy.url());
    auto orders = table_test::attach_all(store);
    CHECK(orders.get(table_test::OrderNo{300}).value() == std::optional<table_test::Order>(x));
    CHECK(proxy.requests() == 1);
  }
}

}  // namespace

TEST_CASE("etcd: a transaction over etcd's operation limit is too_large, and nothing is written", "[table][etcd]") {
  // A record with five indexes is six puts: over a limit of four.
  etcd_options o;
  o.max_txn_ops = 4;
  auto store = make_store_with(o);
  auto orders = table_test::attach_all(store);
  const auto r = orders.insert(table_test::sample(3, 10, 7, 3, "pen"));
  REQUIRE_FALSE(r);
  CHECK(r.error().store.code == rowkey::store_errc::too_large);
  CHECK_THAT(r.error().message(), Catch::Contains("6 writes"));
  CHECK(table_test::check_consistency(store).records.empty());
}

TEST_CASE("etcd: a read at a compacted revision fails at once, without retries", "[table][etcd]") {
  auto store = make_store();
  auto orders = table_test::attach_all(store);
  REQUIRE(orders.insert(table_test::sample(1, 10, 7, 1, "book")));
  auto reader = store.snapshot();
  std::string value;
  REQUIRE(reader.get(store.table("orders"), "missing", value) == rowkey::store_errc::not_found);
  REQUIRE(orders.update(table_test::OrderNo{1}, [](table_test::Order& x) { x.buyer_id = 11; }));
  nlohmann::json answer;
  rowkey::store_error error;
  const std::int64_t now = [&] {
    auto latest = store.snapshot();
    latest.get(store.table("orders"), "missing", value);
    return latest.revision();
  }();
  REQUIRE(store.call("/v3/kv/compaction", {{"revision", std::to_string(now)}}, true, answer, error) ==
          rowkey::store_errc::ok);
  const auto started = std::chrono::steady_clock::now();
  CHECK(reader.get(store.table("orders"), "missing", value) == rowkey::store_errc::io_error);
  CHECK_THAT(reader.error().message(), Catch::Contains("compacted"));
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::milliseconds(500));
}

TEST_CASE("etcd: a scan goes on across a leader change, no key skipped or read twice", "[table][etcd][fault]") {
  rowkey_test::etcd_cluster own(3);  // its own cluster: this test kills a member
  etcd_options o;
  o.endpoints = own.endpoints();
  o.page_size = 5;
  etcd_store store(o);
  auto orders = table_test::attach_all(store);
  rowkey_test::random_source r(21);
  table_test::generator gen{r, 200};
  table_test::oracle model;
  for (std::uint64_t no = 0; no < 120; ++no) {
    const table_test::Order x = gen.order(no);
    REQUIRE(orders.upsert(x).error().code == model.upsert(x).first);
  }
  const auto want = model.scan<table_test::Orders>([](const auto&) { return true; });
  REQUIRE(want.size() > 60);

  auto scan = orders.scan();
  std::vector<table_test::Order> got;
  auto it = scan.begin();
  for (; it != scan.end() && got.size() < 33; ++it) got.push_back(*it);  // a few pages in
  REQUIRE(own.wait_for_leader(std::chrono::seconds(20)));
  own.kill(own.leader());
  REQUIRE(own.wait_for_leader(std::chrono::seconds(20)));
  table_test::Order late = gen.order(500);
  late.code = *rowkey::padded_string<8>::from("late");
  REQUIRE(orders.upsert(late));  // written after the scan's revision: not in it
  for (; it != scan.end(); ++it) got.push_back(*it);
  CHECK(scan.error().ok());
  CHECK(got == want);
}
