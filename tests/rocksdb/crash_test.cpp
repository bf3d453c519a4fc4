// Crash consistency on a real RocksDB: a child process writes, updates and
// erases records with five indexes in a loop (write-ahead log on, no fsync),
// telling the parent through a pipe what each write will leave and when it
// has committed. The parent kills it with SIGKILL at a random moment (1 to
// 60 ms after it is ready, and not before it has committed 11 writes), opens
// the database again, and checks that
//   - every index entry names a primary row whose fields give that entry,
//     and every primary row has all its entries (nothing half-written);
//   - every write the child reported as committed is there (nothing lost):
//     each record is as the last committed write left it, or as the one
//     write in flight at the kill would leave it.
// Then it starts the next child on the same database. Prints one line:
//   crash test: N kills, 0 lost, 0 inconsistent
//
//   rowkey_crash_test [--kills N] [--seed S]
#include "crash_harness.hpp"
#include "random_values.hpp"
#include "table_schema.hpp"
#include "temp_dir.hpp"

#include <rowkey/adapters/rocksdb_store.hpp>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <string>

namespace {

using namespace table_test;
using rowkey_test::crash::state_of;
using rowkey_test::crash::tell;
constexpr std::uint64_t pool = 64;

[[noreturn]] void run_child(const std::string& dir, std::uint64_t seed, int fd) {
  auto opened = rowkey::adapters::rocksdb_store::open(dir, all_tables());
  if (!opened) {
    tell(fd, "F open: " + opened.error().message());
    _exit(3);
  }
  auto& store = *opened;
  auto orders = attach_all(store);
  oracle model;
  for (const Order& o : orders.scan()) model.load(o);
  rowkey_test::random_source r(seed);
  generator gen{r, pool};
  tell(fd, "R");
  for (std::size_t i = 0; i < 1'000'000; ++i) {
    const std::uint64_t no = r.below(pool);
    const auto before = model.records().contains(no) ? std::optional<Order>(model.records().at(no)) : std::nullopt;
    oracle next = model;
    rowkey::table_errc want;
    rowkey::table_error got;
    const Order fresh = gen.order(no);
    switch (r.below(4)) {
      case 0:
        want = next.insert(fresh);
        tell(fd, "P " + std::to_string(no) + " " + (want == rowkey::table_errc::ok ? state_of(fresh) : state_of(before)));
        got = orders.insert(fresh).error();
        break;
      case 1:
        want = next.upsert(fresh).first;
        tell(fd, "P " + std::to_string(no) + " " + (want == rowkey::table_errc::ok ? state_of(fresh) : state_of(before)));
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
        const auto after = next.records().contains(no) ? std::optional<Order>(next.records().at(no)) : std::nullopt;
        tell(fd, "P " + std::to_string(no) + " " + state_of(after));
        got = orders.update(OrderNo{no}, change).error();
        break;
      }
      default:
        want = rowkey::table_errc::ok;
        next.erase(no);
        tell(fd, "P " + std::to_string(no) + " -");
        got = orders.erase(OrderNo{no}).error();
        break;
    }
    if (got.code != want) {
      tell(fd, "F op " + std::to_string(i) + ": " + got.message());
      _exit(4);
    }
    if (want == rowkey::table_errc::ok) {
      model = std::move(next);
      tell(fd, "C " + std::to_string(no));
    } else {
      tell(fd, "X " + std::to_string(no));
    }
  }
  _exit(0);
}

// The writes a round commits at least before its kill, so that a slow
// machine (a sanitized build beside other work) still tests writes, not
// start-ups.
constexpr std::size_t min_commits = 11;

}  // namespace

int main(int argc, char** argv) {
  std::size_t kills = 50;
  std::uint64_t seed = 20261123;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--kills") == 0) kills = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--seed") == 0) seed = std::strtoull(argv[i + 1], nullptr, 10);
  }
  rowkey_test::temp_dir dir("rowkey-crash");
  const std::string path = (dir.path() / "db").string();
  rowkey_test::random_source r(seed);
  rowkey_test::crash::acknowledged acks;  // each record's state after its last committed write
  std::size_t lost = 0, inconsistent = 0, committed = 0, done = 0;
  std::string failure;
  for (; done < kills && failure.empty(); ++done) {
    const auto round = rowkey_test::crash::run_round([&](int fd) { run_child(path, seed + done + 1, fd); },
                                                     std::chrono::milliseconds(1 + r.below(60)), min_commits, acks);
    committed += round.committed;
    if (!round.failure.empty()) {
      failure = round.failure;
      break;
    }

    // The database as the crash left it.
    auto store = rowkey::adapters::rocksdb_store::open(path, all_tables());
    if (!store) {
      failure = "reopen: " + store.error().message();
      break;
    }
    const consistency c = check_consistency(*store);
    inconsistent += c.inconsistent();
    if (!c.error.ok()) failure = "reading the tables: " + c.error.message();
    lost += acks.lost(c.records, done + 1);
  }
  std::cout << "crash test: " << done << " kills, " << lost << " lost, " << inconsistent << " inconsistent ("
            << committed << " committed writes, " << acks.in_flight_landed << " in-flight writes found committed)\n";
  if (!failure.empty()) std::cout << "crash test failed: " << failure << "\n";
  return failure.empty() && done == kills && lost == 0 && inconsistent == 0 && committed > 10 * kills ? 0 : 1;
}
