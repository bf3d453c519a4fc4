// Fault tolerance on a real three-member etcd cluster: writers insert,
// upsert, update and erase records with five indexes while the test kills
// the cluster's leader with SIGKILL, waits for a new one, and starts the
// killed member again, several times. Then it checks that
//   - every write the table layer acknowledged is there: each record is as
//     its last acknowledged write left it;
//   - a write that failed with store_errc::outcome_unknown (sent, its
//     answer lost) left the record either as it was or as the write would
//     leave it, never anything else; a write that failed with any other
//     code left it as it was;
//   - every index agrees with the primary rows (no entry missing or stray),
//     and scans of the table and its indexes yield what a model says;
//   - the three members hold identical copies: every table read through
//     each member alone gives the same keys and values at the same revision.
// Each writer owns its own records, so that it knows what each of them must
// hold. Prints progress, then one line:
//   etcd fault test: N writes acknowledged, K leader kills, 0 lost, 0 inconsistent
//
//   rowkey_etcd_fault_test [--kills K] [--writers W] [--seed S]
#include "etcd_cluster.hpp"
#include "random_values.hpp"
#include "table_schema.hpp"

#include <rowkey/adapters/etcd.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace table_test;
using rowkey::adapters::etcd_options;
using rowkey::adapters::etcd_store;
using clock_type = std::chrono::steady_clock;

constexpr std::uint64_t records_per_writer = 24;

struct writer_report {
  oracle model;                    // what the writer's records must hold
  std::size_t acknowledged = 0;    // writes answered ok
  std::size_t refused = 0;         // writes refused as the model predicts (nothing written)
  std::size_t uncertain = 0;       // writes that failed with store_errc::outcome_unknown
  std::size_t landed = 0;          // of those, writes found applied
  std::map<std::string, std::size_t> outcomes;  // store error codes of the writes that failed
  std::string failure;
};

std::optional<Order> find(const oracle& model, std::uint64_t no) {
  const auto at = model.records().find(no);
  return at == model.records().end() ? std::nullopt : std::optional<Order>(at->second);
}

// Reads record `no` until the cluster answers (it may be electing a leader).
template <class Handle>
bool read_back(Handle& orders, std::uint64_t no, std::optional<Order>& out) {
  const auto deadline = clock_type::now() + std::chrono::seconds(60);
  while (clock_type::now() < deadline) {
    auto r = orders.get(OrderNo{no});
    if (r) {
      out = *r;
      return true;
    }

    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return false;
}

// Writer w owns records w, w + W, w + 2W, ...; their unique codes are its
// own too, so that its model predicts every refusal.
void run_writer(etcd_store& store, std::size_t w, std::size_t writers, std::uint64_t seed,
                const std::atomic<bool>& stop, std::atomic<std::size_t>& acknowledged, writer_report& out,
                std::atomic<std::size_t>* attached = nullptr) {
  auto orders = attach_all(store);
  if (attached != nullptr) ++*attached;
  rowkey_test::random_source r(seed);
  generator gen{r, records_per_writer};
  while (!stop.load() && out.failure.empty()) {
    const std::uint64_t no = w + writers * r.below(records_per_writer);
    Order fresh = gen.order(no);
    fresh.code = *rowkey::padded_string<8>::from(r.percent(75) ? "u" + std::to_string(no)
                                                               : "w" + std::to_string(w) + "c" + std::to_string(r.below(3)));
    const std::optional<Order> before = find(out.model, no);
    oracle next = out.model;
    rowkey::table_errc want;
    rowkey::table_error got;
    switch (r.below(4)) {
      case 0:
        want = next.insert(fresh);
        got = orders.insert(fresh).error();
        break;
      case 1:
        want = next.upsert(fresh).first;
        got = orders.upsert(fresh).error();
        break;
      case 2: {
        const auto change = [&](Order& o) {
          o.buyer_id = fresh.buyer_id;
          o.ts = fresh.ts;
          o.item = fresh.item;
          o.code = fresh.code;
        };
        want = next.update(no, change).first;
        got = orders.update(OrderNo{no}, change).error();
        break;
      }
      default:
        want = rowkey::table_errc::ok;
        next.erase(no);
        got = orders.erase(OrderNo{no}).error();
        break;
    }
    if (got.code == want) {
      if (want == rowkey::table_errc::ok) {
        out.model = std::move(next);
        ++out.acknowledged;
        ++acknowledged;
      } else {
        ++out.refused;
      }
      continue;
    }
    if (got.code != rowkey::table_errc::store_failure) {
      out.failure = "record " + std::to_string(no) + ": answered \"" + got.message() + "\", expected \"" +
                    std::string(rowkey::describe(want)) + "\"";
      return;
    }
    // A store failure: the record must be as it was, or, when the outcome
    // is unknown, as the write leaves it.
    const bool unknown = rowkey::outcome_is_unknown(got.store.code);
    out.uncertain += unknown;
    ++out.outcomes[std::string(rowkey::describe(got.store.code))];
    std::optional<Order> actual;
    if (!read_back(orders, no, actual)) {
      out.failure = "record " + std::to_string(no) + " could not be read back for a minute";
      return;
    }
    const std::optional<Order> after = find(next, no);
    if (!unknown && actual != before) {
      out.failure = "record " + std::to_string(no) + " changed, though its write failed with \"" + got.message() +
                    "\", which says nothing was applied";
      return;
    }
    if (unknown && want == rowkey::table_errc::ok && actual == after) {
      out.model = std::move(next);
      ++out.landed;
    } else if (actual != before) {
      out.failure = "record " + std::to_string(no) + " is neither as it was nor as the failed write (" +
                    got.message() + ") would leave it";
      return;
    }
  }
}

// Every table as the member at `endpoint` holds it, with the revision read.
// A read through one member is served from that member's own copy, once it
// has applied everything the leader had committed when the read began.
std::pair<std::int64_t, std::map<std::string, std::map<std::string, std::string>>> replica(const std::string& endpoint,
                                                                                           std::string& error) {
  etcd_options o;
  o.endpoints = {endpoint};
  etcd_store member(o);
  auto reader = member.snapshot();
  std::map<std::string, std::map<std::string, std::string>> tables;
  rowkey::store_error e;
  for (const std::string& t : all_tables()) tables[t] = read_table(member, reader, t, &e);
  if (!e.ok()) error = endpoint + ": " + e.message();
  return {reader.revision(), std::move(tables)};
}

template <class Scan>
bool scan_equals(Scan&& scan, const std::vector<Order>& want) {
  std::vector<Order> got;
  for (const Order& o : scan) got.push_back(o);
  return scan.error().ok() && got == want;
}

double seconds_since(clock_type::time_point t) {
  return std::chrono::duration<double>(clock_type::now() - t).count();
}

// Kills the leader, waits for a new one, and starts the killed member again
// once `resume` answers true (or 30 s have passed). Empty, or what failed.
template <class Resume>
std::string kill_leader(rowkey_test::etcd_cluster& cluster, std::size_t kill, std::size_t kills,
                        clock_type::time_point started, Resume&& resume, std::string& said) {
  if (!cluster.wait_for_leader(std::chrono::seconds(20))) return "no leader before kill " + std::to_string(kill);
  const std::size_t leader = cluster.leader();
  const auto killed_at = clock_type::now();
  cluster.kill(leader);
  if (!cluster.wait_for_leader(std::chrono::seconds(20))) {
    return "no new leader within 20 s of kill " + std::to_string(kill);
  }
  const double election = seconds_since(killed_at);
  const std::size_t new_leader = cluster.leader();
  const auto deadline = clock_type::now() + std::chrono::seconds(30);
  while (!resume() && clock_type::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  cluster.restart(leader);
  said = "kill " + std::to_string(kill) + "/" + std::to_string(kills) + ": leader m" + std::to_string(leader + 1) +
         " killed at " + std::to_string(std::chrono::duration<double>(killed_at - started).count()) + " s; m" +
         std::to_string(new_leader + 1) + " leads after " + std::to_string(election) + " s; restarted";
  return {};
}

constexpr std::uint64_t older = 2'000;            // records written before by_seller is built again
constexpr std::uint64_t first_older = 1'000'000;  // their order numbers: from here on

// What the index build phase saw.
struct build_report {
  std::size_t kills = 0, runs = 0, failed_runs = 0, served = 0, refused = 0, failed_scans = 0;
  std::uint64_t rows = 0;
  std::string failure;
};

// The index build phase: 2,000 more records, by_seller dropped, writers
// attached again (by_seller now write-only: the table holds records), a
// scanner, and build_index<BySeller> in batches of 20 while the leader is
// killed `kills` times. Until the last kill the build waits 30 ms after
// each batch, so that the kills come while it runs. Each failed run of the
// build (its leader lost) is started again, and resumes.
build_report build_phase(rowkey_test::etcd_cluster& cluster, etcd_store& store, std::size_t kills, std::size_t writers,
                         std::uint64_t seed, std::vector<writer_report>& reports, std::atomic<std::size_t>& acknowledged,
                         oracle& written) {
  build_report out;
  {
    std::vector<std::thread> seeders;
    std::vector<oracle> seeded(4);
    std::atomic<bool> failed{false};
    for (std::size_t t = 0; t < 4; ++t) {
      seeders.emplace_back([&, t] {
        auto orders = attach_all(store);
        rowkey_test::random_source r(seed + 100 + t);
        generator gen{r, 1};
        for (std::uint64_t no = first_older + t; no < first_older + older; no += 4) {
          Order o = gen.order(no);
          o.code = *rowkey::padded_string<8>::from("s" + std::to_string(no));
          if (o.item.size() > 12) o.item.resize(12);
          if (!orders.insert(o)) failed = true;
          seeded[t].load(o);
        }
      });
    }
    for (std::thread& t : seeders) t.join();
    if (failed) out.failure = "writing the older records";
    for (const oracle& o : seeded) {
      for (const auto& [no, r] : o.records()) written.load(r);
    }
  }
  const auto dropped = rowkey::drop_index<Orders, BySeller>(store, {.batch = 50});
  if (!dropped) out.failure = "drop_index: " + dropped.error().message();
  std::cout << "index build: " << older << " more records written, " << (dropped ? *dropped : 0)
            << " entries of orders_by_seller dropped" << std::endl;

  std::atomic<bool> stop{false}, built{false};
  std::atomic<std::size_t> attached{0}, kills_done{0};
  std::atomic<std::uint64_t> rows{0};
  std::atomic<std::size_t> served{0};
  std::string scan_failure;  // the scanner's, read once it has stopped
  std::vector<std::thread> threads;
  for (std::size_t w = 0; w < writers; ++w) {
    threads.emplace_back(run_writer, std::ref(store), w, writers, seed + 50 + w, std::cref(stop),
                         std::ref(acknowledged), std::ref(reports[w]), &attached);
  }
  while (attached.load() < writers) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  auto orders = attach_all(store);
  std::thread scanner([&] {
    auto mine = attach_all(store);
    while (!stop.load()) {
      auto scan = mine.scan<BySeller>(rowkey::page_options{});
      std::uint64_t found = 0;
      for (const Order& o : scan) found += o.order_no >= first_older;
      if (scan.error().code == rowkey::table_errc::index_not_ready) {
        ++out.refused;
      } else if (!scan.error().ok()) {
        ++out.failed_scans;  // the leader lost: no answer, not part of one
      } else if (found != older) {
        scan_failure = "a scan of orders_by_seller held " + std::to_string(found) + " of the " + std::to_string(older) +
                      " older records";
      } else {
        ++served;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  std::thread builder([&] {
    std::size_t batches = 0;
    const auto deadline = clock_type::now() + std::chrono::seconds(180);
    while (!built.load() && clock_type::now() < deadline) {
      ++out.runs;
      const auto run = orders.build_index<BySeller>({.batch = 20}, [&](const rowkey::batch_progress& p) {
        rows = p.rows_done;
        if (++batches % 25 == 0) {
          std::cout << "index build: " << p.rows_done << " rows, " << static_cast<long>(p.rows_per_second) << " rows/s"
                    << std::endl;
        }
        if (kills_done.load() < kills) std::this_thread::sleep_for(std::chrono::milliseconds(30));
      });
      if (run && run->finished) {
        built = true;
      } else {
        ++out.failed_runs;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
    }
  });
  const auto started = clock_type::now();
  rowkey_test::random_source r(seed + 7);
  for (std::size_t k = 1; k <= kills && out.failure.empty(); ++k) {
    std::this_thread::sleep_for(std::chrono::milliseconds(300 + r.below(500)));
    if (built.load()) {
      out.failure = "the build finished before leader kill " + std::to_string(k);
      break;
    }
    const std::size_t acked = acknowledged.load();
    std::string said;
    out.failure = kill_leader(cluster, k, kills, started, [&] { return acknowledged.load() >= acked + 50; }, said);
    std::cout << "index build " << said << " (" << rows.load() << " rows built)" << std::endl;
    out.kills += out.failure.empty();
    kills_done = out.kills;
  }
  kills_done = kills;
  builder.join();
  // A few scans once it is readable: each must hold every older record.
  const auto deadline = clock_type::now() + std::chrono::seconds(10);
  while (built.load() && served.load() < 5 && clock_type::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  stop = true;
  scanner.join();
  for (std::thread& t : threads) t.join();
  out.rows = rows.load();
  out.served = served.load();
  if (out.failure.empty() && built.load() && out.served == 0) out.failure = "no scan was served once the index was built";
  if (out.failure.empty()) out.failure = scan_failure;
  if (out.failure.empty() && !built.load()) out.failure = "the build did not finish";
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t kills = 3, writers = 4, build_kills = 3;
  std::uint64_t seed = 20261123;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--kills") == 0) kills = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--build-kills") == 0) build_kills = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--writers") == 0) writers = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--seed") == 0) seed = std::strtoull(argv[i + 1], nullptr, 10);
  }
  std::cout << "etcd fault test: starting a three-member cluster" << std::endl;
  rowkey_test::etcd_cluster cluster(3);
  etcd_options options;
  options.endpoints = cluster.endpoints();
  options.request_timeout = std::chrono::milliseconds(2000);
  etcd_store store(options);

  std::atomic<bool> stop{false};
  std::atomic<std::size_t> acknowledged{0};
  std::vector<writer_report> reports(writers);
  std::vector<std::thread> threads;
  for (std::size_t w = 0; w < writers; ++w) {
    threads.emplace_back(run_writer, std::ref(store), w, writers, seed + w, std::cref(stop), std::ref(acknowledged),
                         std::ref(reports[w]), nullptr);
  }

  rowkey_test::random_source r(seed);
  std::string failure;
  std::size_t done = 0;
  const auto started = clock_type::now();
  std::this_thread::sleep_for(std::chrono::seconds(1));
  for (; done < kills && failure.empty(); ++done) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500 + r.below(1000)));
    // Writes go on with two members: the dead one stays down until 100 more
    // are acknowledged after the election (requests caught by the kill time
    // out first).
    std::optional<std::size_t> at_election;
    const auto hundred_more = [&] {
      if (!at_election) at_election = acknowledged.load();
      return acknowledged.load() >= *at_election + 100;
    };
    std::string said;
    failure = kill_leader(cluster, done + 1, kills, started, hundred_more, said);
    if (!failure.empty()) break;
    std::cout << said << "; " << acknowledged.load() - *at_election << " writes acknowledged after the election"
              << std::endl;
    if (!hundred_more()) failure = "writes did not go on while a member was down";
  }
  std::this_thread::sleep_for(std::chrono::seconds(1));
  stop = true;
  for (std::thread& t : threads) t.join();

  oracle older_records;
  build_report build;
  if (failure.empty()) {
    build = build_phase(cluster, store, build_kills, writers, seed, reports, acknowledged, older_records);
    failure = build.failure;
  }

  oracle model = older_records;
  std::size_t refused = 0, uncertain = 0, landed = 0;
  std::map<std::string, std::size_t> outcomes;
  for (std::size_t w = 0; w < writers; ++w) {
    const writer_report& rep = reports[w];
    if (failure.empty() && !rep.failure.empty()) failure = "writer " + std::to_string(w) + ": " + rep.failure;
    for (const auto& [no, o] : rep.model.records()) model.load(o);
    refused += rep.refused;
    uncertain += rep.uncertain;
    landed += rep.landed;
    for (const auto& [code, n] : rep.outcomes) outcomes[code] += n;
  }
  std::cout << "writers stopped after " << seconds_since(started) << " s; checking" << std::endl;

  // Every record as its last acknowledged write left it; indexes in step.
  cluster.wait_for_leader(std::chrono::seconds(20));
  const consistency c = check_consistency(store);
  if (failure.empty() && !c.error.ok()) failure = "reading the tables: " + c.error.message();
  std::size_t lost = 0;
  std::map<std::uint64_t, Order> found;
  for (const Order& o : c.records) found[o.order_no] = o;
  std::set<std::uint64_t> numbers;
  for (const auto& [no, o] : found) numbers.insert(no);
  for (const auto& [no, o] : model.records()) numbers.insert(no);
  for (const std::uint64_t no : numbers) {
    const auto want = model.records().find(no);
    const auto got = found.find(no);
    const bool same = want == model.records().end() ? got == found.end()
                                                    : got != found.end() && got->second == want->second;
    if (!same && ++lost <= 5) std::cerr << "record " << no << " is not as its last acknowledged write left it\n";
  }

  // Scans yield what the model says.
  auto orders = attach_all(store);
  std::size_t wrong_scans = 0;
  wrong_scans += !scan_equals(orders.scan(), model.scan<Orders>([](const Order&) { return true; }));
  for (std::uint64_t b = 0; b < 6; ++b) {
    wrong_scans += !scan_equals(orders.scan<ByBuyer>(BuyerId{b}),
                                model.scan<ByBuyer>([&](const Order& o) { return o.buyer_id == b; }));
  }
  for (std::uint32_t s : {0u, 1u, 2u, 3u, 0xFFFFFFF0u, 0xFFFFFFF3u}) {
    wrong_scans += !scan_equals(orders.scan<BySeller>(SellerId{s}),
                                model.scan<BySeller>([&](const Order& o) { return o.seller_id == s; }));
  }
  if (failure.empty() && wrong_scans != 0) failure = std::to_string(wrong_scans) + " scans differ from the model";

  // The three replicas hold the same data (no writer is left, so each
  // member's reads are at the same revision).
  std::set<std::pair<std::int64_t, std::map<std::string, std::map<std::string, std::string>>>> replicas;
  std::int64_t revision = 0;
  for (const std::string& endpoint : cluster.endpoints()) {
    std::string error;
    auto r = replica(endpoint, error);
    if (failure.empty() && !error.empty()) failure = "reading a replica: " + error;
    revision = r.first;
    replicas.insert(std::move(r));
  }
  if (failure.empty() && replicas.size() != 1) failure = "the members' copies differ";

  std::size_t total_acknowledged = acknowledged.load();
  std::cout << "etcd fault test: " << total_acknowledged << " writes acknowledged, " << done << " leader kills, " << lost
            << " lost, " << c.inconsistent() << " inconsistent (" << refused << " refused as expected, " << uncertain
            << " with unknown outcome of which " << landed << " had landed";
  for (const auto& [code, n] : outcomes) std::cout << "; " << code << ": " << n;
  std::cout << "; " << model.records().size() << " records; three identical replicas at revision " << revision
            << ": " << (replicas.size() == 1 ? "yes" : "no") << ")" << std::endl;
  std::cout << "etcd index build: " << build.rows << " rows built across " << build.kills << " leader kills, "
            << (build.failure.empty() ? 0 : 1) << " partial answers (" << build.runs << " runs of build_index, "
            << build.failed_runs << " ended by a lost leader and resumed; " << build.refused
            << " scans refused while write-only, " << build.served << " served whole, " << build.failed_scans
            << " failed with the store)" << std::endl;
  if (!failure.empty()) {
    std::cout << "etcd fault test failed: " << failure << "\nthe members' logs end with:\n" << cluster.log_tails();
  }
  const bool ok = failure.empty() && done == kills && build.kills == build_kills && lost == 0 &&
                  c.inconsistent() == 0 && total_acknowledged > 100;
  return ok ? 0 : 1;
}
