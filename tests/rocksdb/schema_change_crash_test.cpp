// Schema changes killed midway, on a real RocksDB (rowkey/table/index_build.hpp).
//
// Index builds. A table holds 3,000 records written before four of its
// indexes were declared. Each child process attaches all five indexes (the
// four new ones write-only), starts four writers on records of their own
// and a scanner, and builds the new indexes one after the other in batches
// of 16. The parent kills it with SIGKILL at a random moment (1 to 60 ms
// after it is ready), opens the database again, and checks that
//   - every write a writer reported as committed is there (nothing lost);
//   - no index holds an entry that no record accounts for (nothing stale),
//     and a readable index holds every entry (nothing missing);
//   - the scanner never got part of an answer: each scan through a new
//     index was refused (index not ready) or held all 3,000 older records.
// Once every index is built the parent drops them (drop_index), so that
// the next child builds them again, until the kills that came during a
// build reach the count asked for. Then the parent finishes the last build,
// and every index must equal a rebuild from the primary rows. Prints:
//   index build crash test: N kills, 0 missing, 0 stale
//
// Range deletes. Each child erases the 2,000 records of buyer 42 through
// the ByBuyer index (erase_range, batches of 16) while two writers change
// other records. After each kill: no index entry without its record or
// record without its entries, nothing committed lost; once a job has
// completed, no record of buyer 42 is left, and the parent writes 2,000
// more for the next. The parent finishes the last job. Prints:
//   range delete crash test: N kills, 0 orphan entries, 0 left
//
//   rowkey_schema_change_crash_test [--build-kills N] [--delete-kills N] [--seed S]
#include "crash_harness.hpp"
#include "random_values.hpp"
#include "table_schema.hpp"
#include "temp_dir.hpp"

#include <rowkey/adapters/rocksdb_store.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace table_test;
using rowkey_test::crash::state_of;
using rowkey_test::crash::tell;
using store_type = rowkey::adapters::rocksdb_store;

constexpr std::uint64_t older = 3'000;       // records written before the new indexes
constexpr std::uint64_t first_older = 1'000;  // their order numbers: from here on
constexpr std::uint64_t per_writer = 16;      // writer w owns w, w + 4, ... (64 in all)
constexpr std::uint64_t in_range = 2'000;     // records of buyer 42 a delete job erases
constexpr std::uint64_t deleted_buyer = 42;

// A record a writer may write: its code its own (the Unique index never
// refuses it), its item what ByItem holds.
Order fresh(generator& gen, std::uint64_t no) {
  Order o = gen.order(no);
  o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
  if (o.item.size() > 12) o.item.resize(12);
  return o;
}

// Writes records w, w + writers, ... at random until the process is
// killed, telling the parent about each write.
template <class Handle>
void run_writer(Handle& orders, std::size_t w, std::size_t writers, std::uint64_t seed, int fd) {
  oracle model;
  for (const Order& o : orders.scan()) {
    if (o.order_no < first_older && o.order_no % writers == w) model.load(o);
  }
  rowkey_test::random_source r(seed);
  generator gen{r, per_writer};
  for (;;) {
    const std::uint64_t no = w + writers * r.below(per_writer);
    const Order o = fresh(gen, no);
    oracle next = model;
    rowkey::table_errc want;
    rowkey::table_error got;
    if (r.percent(25)) {
      want = rowkey::table_errc::ok;
      next.erase(no);
      tell(fd, "P " + std::to_string(no) + " -");
      got = orders.erase(OrderNo{no}).error();
    } else {
      want = next.upsert(o).first;
      tell(fd, "P " + std::to_string(no) + " " + state_of(o));
      got = orders.upsert(o).error();
    }
    if (got.code != want) {
      tell(fd, "F writer " + std::to_string(w) + ": " + got.message());
      _exit(4);
    }
    model = std::move(next);
    tell(fd, "C " + std::to_string(no));
  }
}

// Scans through index I until killed: each scan is refused (not ready) or
// holds every older record.
template <class I, class Handle>
void scan_through(Handle& orders, int fd, std::atomic<bool>& stop) {
  while (!stop.load()) {
    auto scan = orders.template scan<I>(rowkey::page_options{});
    std::uint64_t found = 0;
    for (const Order& o : scan) found += o.order_no >= first_older;
    const rowkey::table_error& e = scan.error();
    if (e.code == rowkey::table_errc::index_not_ready) {
      tell(fd, "N");
    } else if (!e.ok()) {
      tell(fd, "F scan of " + std::string(I::name) + ": " + e.message());
    } else if (found != older) {
      tell(fd, "F partial answer: a scan of " + std::string(I::name) + " held " + std::to_string(found) + " of the " +
                   std::to_string(older) + " older records");
    } else {
      tell(fd, "V");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));  // the build and the writers get the cores
  }
}

[[noreturn]] void build_child(const std::string& path, std::uint64_t seed, int fd) {
  auto opened = store_type::open(path, all_tables());
  if (!opened) {
    tell(fd, "F open: " + opened.error().message());
    _exit(3);
  }
  auto orders = attach_all(*opened);
  if (!orders.attach_error().ok()) {
    tell(fd, "F attach: " + orders.attach_error().message());
    _exit(3);
  }
  tell(fd, "R");
  std::atomic<bool> stop{false};
  std::vector<std::thread> threads;
  for (std::size_t w = 0; w < 4; ++w) threads.emplace_back([&, w] { run_writer(orders, w, 4, seed * 8 + w, fd); });
  threads.emplace_back([&] {
    scan_through<BySeller>(orders, fd, stop);
  });
  const auto build = [&]<class I>() {
    const auto built = orders.template build_index<I>({.batch = 16});
    if (!built) {
      tell(fd, "F build of " + std::string(I::name) + ": " + built.error().message());
      _exit(4);
    }
  };
  build.operator()<BySeller>();
  build.operator()<ByTime>();
  build.operator()<ByItem>();
  build.operator()<ByCode>();
  tell(fd, "D");
  for (std::thread& t : threads) t.join();  // until killed
  _exit(0);
}

[[noreturn]] void delete_child(const std::string& path, std::uint64_t seed, int fd) {
  auto opened = store_type::open(path, all_tables());
  if (!opened) {
    tell(fd, "F open: " + opened.error().message());
    _exit(3);
  }
  auto orders = attach_all(*opened);
  tell(fd, "R");
  std::vector<std::thread> threads;
  for (std::size_t w = 0; w < 2; ++w) threads.emplace_back([&, w] { run_writer(orders, w, 2, seed * 8 + w, fd); });
  const auto erased = orders.erase_range<ByBuyer>(rowkey::batch_options{.batch = 16}, BuyerId{deleted_buyer});
  if (!erased) {
    tell(fd, "F erase_range: " + erased.error().message());
    _exit(4);
  }
  tell(fd, "E " + std::to_string(*erased));
  tell(fd, "D");
  for (std::thread& t : threads) t.join();  // until killed
  _exit(0);
}

// Writes `count` records from order number `first` on through `orders`,
// each changed by `shape`; their states become committed in `acks`.
template <class Handle, class Shape>
bool write_records(Handle& orders, std::uint64_t first, std::uint64_t count, std::uint64_t seed,
                   rowkey_test::crash::acknowledged& acks, Shape&& shape) {
  rowkey_test::random_source r(seed);
  generator gen{r, 1};
  for (std::uint64_t no = first; no < first + count; ++no) {
    Order o = fresh(gen, no);
    shape(o);
    if (!orders.insert(o)) return false;
    acks.committed[no] = state_of(o);
  }
  return true;
}

struct tally {
  std::size_t kills = 0, kills_mid_job = 0, jobs = 0, committed = 0, missing = 0, stale = 0, lost = 0, left = 0;
  std::size_t served = 0, refused = 0, erased = 0;
  std::string failure;
};

// Whether the index named `index` is readable, as stored.
bool readable(store_type& store, std::string_view index) {
  auto reader = store.snapshot();
  const auto status = rowkey::detail::read_index_status(reader, store.table(rowkey::declarations_table), index);
  return status && status->state == rowkey::index_state::readable;
}

// One round: `child` runs in a process killed at a random moment (1 to
// 60 ms after it is ready), and `done` says whether it had finished its job
// ("D") by then; its other lines go to `other`. Answers the database as the
// crash left it, or none, with t.failure set.
std::optional<store_type> kill_and_reopen(const std::string& path, tally& t, rowkey_test::random_source& r,
                                          rowkey_test::crash::acknowledged& acks,
                                          const std::function<void(int)>& child,
                                          const std::function<void(std::string_view)>& other, bool& done) {
  done = false;
  const auto round = rowkey_test::crash::run_round(child, std::chrono::milliseconds(1 + r.below(60)), 4, acks,
                                                   [&](std::string_view line) {
                                                     if (line == "D") {
                                                       done = true;
                                                     } else {
                                                       other(line);
                                                     }
                                                   });
  ++t.kills;
  t.kills_mid_job += !done;
  t.committed += round.committed;
  if (!round.failure.empty()) {
    t.failure = round.failure;
    return std::nullopt;
  }
  auto store = store_type::open(path, all_tables());
  if (!store) {
    t.failure = "reopen: " + store.error().message();
    return std::nullopt;
  }
  return std::move(*store);
}

tally build_test(const std::string& path, std::size_t kills, std::uint64_t seed) {
  tally t;
  rowkey_test::crash::acknowledged acks;
  {
    auto store = store_type::open(path, all_tables());
    auto before = rowkey::attach<Orders, ByBuyer>(*store);
    if (!write_records(before, first_older, older, seed, acks, [](Order&) {})) t.failure = "writing the older records";
  }
  rowkey_test::random_source r(seed);
  while (t.kills_mid_job < kills && t.failure.empty() && t.kills < kills * 20) {
    bool built = false;
    auto store = kill_and_reopen(
        path, t, r, acks, [&](int fd) { build_child(path, seed + t.kills + 1, fd); },
        [&](std::string_view line) {
          if (line == "V") ++t.served;
          if (line == "N") ++t.refused;
        },
        built);
    if (!store) break;
    consistency c = check_consistency(*store);
    if (!c.error.ok()) t.failure = "reading the tables: " + c.error.message();
    t.stale += c.stray_entries + c.undecodable;
    for (const auto& [index, n] : c.missing_in) {
      if (readable(*store, index)) t.missing += n;
    }
    t.lost += acks.lost(c.records, t.kills);
    const bool all_built = c.missing_entries == 0 && readable(*store, BySeller::name) &&
                           readable(*store, ByTime::name) && readable(*store, ByItem::name) &&
                           readable(*store, ByCode::name);
    if (all_built) {
      ++t.jobs;
      // Built: drop them, so that the next child builds them again.
      for (const auto& dropped : {rowkey::drop_index<Orders, BySeller>(*store), rowkey::drop_index<Orders, ByTime>(*store),
                                  rowkey::drop_index<Orders, ByItem>(*store), rowkey::drop_index<Orders, ByCode>(*store)}) {
        if (!dropped) t.failure = "drop_index: " + dropped.error().message();
      }
    }
    if (t.kills % 10 == 0) {
      std::cout << "index build crash test: " << t.kills << " kills (" << t.kills_mid_job << " during a build), "
                << t.jobs << " builds completed" << std::endl;
    }
  }
  if (t.failure.empty() && t.kills_mid_job < kills) t.failure = "too few kills came during a build";
  // Last, the build the final kill interrupted runs to its end: every index
  // then equals a rebuild from the primary rows.
  if (t.failure.empty()) {
    auto store = store_type::open(path, all_tables());
    auto orders = attach_all(*store);
    for (const auto& built : {orders.build_index<BySeller>(), orders.build_index<ByTime>(),
                              orders.build_index<ByItem>(), orders.build_index<ByCode>()}) {
      if (!built || !built->finished) t.failure = "finishing the build: " + (built ? "unfinished" : built.error().message());
    }
    ++t.jobs;
    consistency c = check_consistency(*store);
    t.missing += c.missing_entries;
    t.stale += c.stray_entries + c.undecodable;
    t.lost += acks.lost(c.records, t.kills + 1);
  }
  return t;
}

tally delete_test(const std::string& path, std::size_t kills, std::uint64_t seed) {
  tally t;
  rowkey_test::crash::acknowledged acks;
  std::uint64_t next_no = 100'000;
  const auto refill = [&](store_type& store) {
    auto orders = attach_all(store);
    const bool ok = write_records(orders, next_no, in_range, seed + next_no, acks,
                                  [](Order& o) { o.buyer_id = deleted_buyer; });
    next_no += in_range;
    return ok;
  };
  {
    auto store = store_type::open(path, all_tables());
    if (!refill(*store)) t.failure = "writing the records to erase";
  }
  rowkey_test::random_source r(seed);
  while (t.kills_mid_job < kills && t.failure.empty() && t.kills < kills * 20) {
    bool completed = false;
    auto store = kill_and_reopen(
        path, t, r, acks, [&](int fd) { delete_child(path, seed + t.kills + 1, fd); },
        [&](std::string_view line) {
          if (line.starts_with("E ")) t.erased += std::strtoull(std::string(line.substr(2)).c_str(), nullptr, 10);
        },
        completed);
    if (!store) break;
    const consistency c = check_consistency(*store);
    if (!c.error.ok()) t.failure = "reading the tables: " + c.error.message();
    t.stale += c.inconsistent();
    // The erased records are gone as acknowledged: no writer wrote them.
    for (const Order& o : c.records) {
      if (o.order_no >= 100'000 && o.buyer_id != deleted_buyer) t.failure = "a record outside the range changed";
    }
    std::size_t of_buyer = 0;
    for (const Order& o : c.records) of_buyer += o.buyer_id == deleted_buyer;
    for (auto& [no, state] : acks.committed) {
      if (no >= 100'000) state = "-";  // what a job erases is not counted lost
    }
    for (const Order& o : c.records) {
      if (o.order_no >= 100'000) acks.committed[o.order_no] = state_of(o);
    }
    t.lost += acks.lost(c.records, t.kills);
    if (completed) {
      ++t.jobs;
      t.left += of_buyer;
      if (!refill(*store)) t.failure = "writing the records to erase";
    }
    if (t.kills % 10 == 0) {
      std::cout << "range delete crash test: " << t.kills << " kills (" << t.kills_mid_job << " mid-job), " << t.jobs
                << " jobs completed" << std::endl;
    }
  }
  if (t.failure.empty() && t.kills_mid_job < kills) t.failure = "too few kills came during a job";
  // Last, the job the final kill interrupted runs to its end.
  if (t.failure.empty()) {
    auto store = store_type::open(path, all_tables());
    auto orders = attach_all(*store);
    const auto erased = orders.erase_range<ByBuyer>(BuyerId{deleted_buyer});
    if (!erased) t.failure = "finishing the job: " + erased.error().message();
    ++t.jobs;
    const consistency c = check_consistency(*store);
    t.stale += c.inconsistent();
    for (const Order& o : c.records) t.left += o.buyer_id == deleted_buyer;
  }
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t build_kills = 30, delete_kills = 20;
  std::uint64_t seed = 20261207;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--build-kills") == 0) build_kills = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--delete-kills") == 0) delete_kills = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--seed") == 0) seed = std::strtoull(argv[i + 1], nullptr, 10);
  }
  // Both parts run first, and their summary lines come last, together.
  bool ok = true;
  std::string summary;
  if (build_kills > 0) {
    rowkey_test::temp_dir dir("rowkey-build-crash");
    const tally t = build_test((dir.path() / "db").string(), build_kills, seed);
    summary += "index build crash test: " + std::to_string(t.kills_mid_job) + " kills, " +
               std::to_string(t.missing + t.lost) + " missing, " + std::to_string(t.stale) + " stale (" +
               std::to_string(t.kills) + " kills in all, " + std::to_string(t.jobs) + " builds completed, " +
               std::to_string(t.committed) + " committed writes, " + std::to_string(t.served) +
               " scans served whole, " + std::to_string(t.refused) +
               " refused while write-only; the last build finished by the parent)\n";
    if (!t.failure.empty()) summary += "index build crash test failed: " + t.failure + "\n";
    ok = ok && t.failure.empty() && t.missing + t.lost + t.stale == 0 && t.served + t.refused > 0 && t.jobs > 0;
  }
  if (delete_kills > 0) {
    rowkey_test::temp_dir dir("rowkey-delete-crash");
    const tally t = delete_test((dir.path() / "db").string(), delete_kills, seed);
    summary += "range delete crash test: " + std::to_string(t.kills_mid_job) + " kills, " + std::to_string(t.stale) +
               " orphan entries, " + std::to_string(t.left) + " left (" + std::to_string(t.kills) + " kills in all, " +
               std::to_string(t.jobs) + " jobs completed, " + std::to_string(t.erased) +
               " records erased by completed runs, " + std::to_string(t.lost) +
               " committed writes lost; the last job finished by the parent)\n";
    if (!t.failure.empty()) summary += "range delete crash test failed: " + t.failure + "\n";
    ok = ok && t.failure.empty() && t.stale + t.left + t.lost == 0 && t.jobs > 0;
  }
  std::cout << summary << std::flush;
  return ok ? 0 : 1;
}
