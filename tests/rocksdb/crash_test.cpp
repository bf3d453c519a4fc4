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
#include "random_values.hpp"
#include "table_schema.hpp"
#include "temp_dir.hpp"

#include <rowkey/adapters/rocksdb_store.hpp>

#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace table_test;
using order_row = rowkey::detail::table_layout<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>::row;
constexpr std::uint64_t pool = 64;

// What a record's primary row holds, as text for the pipe: its row value in
// hex, or "-" for no record.
std::string state_of(const std::optional<Order>& o) {
  if (!o) return "-";
  std::string value;
  order_row::write(*o, value);
  std::string hex;
  static constexpr char digits[] = "0123456789abcdef";
  for (unsigned char c : value) {
    hex += digits[c >> 4];
    hex += digits[c & 0xF];
  }
  return hex;
}

void tell(int fd, const std::string& line) {
  const std::string l = line + "\n";
  // Lines are shorter than PIPE_BUF, so each write is atomic.
  if (write(fd, l.data(), l.size()) != static_cast<ssize_t>(l.size())) _exit(5);
}

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
      tell(fd, "C");
    } else {
      tell(fd, "X");
    }
  }
  _exit(0);
}

struct round_result {
  std::size_t committed = 0;
  std::string failure;  // from the child
};

// The writes a round commits at least before its kill, so that a slow
// machine (a sanitized build beside other work) still tests writes, not
// start-ups.
constexpr std::size_t min_commits = 11;

// Reads what the child says until it is killed and the pipe closes. The
// kill comes `after_ready` after the child is ready, or later, once it has
// committed min_commits writes.
round_result watch(int fd, pid_t child, std::chrono::milliseconds after_ready, std::map<std::uint64_t, std::string>& acked,
                   std::optional<std::pair<std::uint64_t, std::string>>& pending) {
  round_result out;
  std::string buffer;
  bool ready = false;
  bool killed = false;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  const auto give_up = deadline;  // a child that never gets going
  const auto handle = [&](std::string_view line) {
    if (line == "R") {
      ready = true;
      deadline = std::chrono::steady_clock::now() + after_ready;
    } else if (line.starts_with("P ")) {
      std::istringstream in{std::string(line.substr(2))};
      std::uint64_t no;
      std::string state;
      in >> no >> state;
      pending = std::pair{no, state};
    } else if (line == "C") {
      if (pending) acked[pending->first] = pending->second;
      pending.reset();
      ++out.committed;
    } else if (line == "X") {
      pending.reset();
    } else if (line.starts_with("F ")) {
      out.failure = std::string(line);
    }
  };
  for (;;) {
    const auto now = std::chrono::steady_clock::now();
    if (!killed && ((now >= deadline && (out.committed >= min_commits || !out.failure.empty())) || now >= give_up)) {
      kill(child, SIGKILL);
      killed = true;
    }
    pollfd p{fd, POLLIN, 0};
    poll(&p, 1, killed ? 1000 : 1);
    char chunk[8192];
    const ssize_t n = (p.revents & (POLLIN | POLLHUP)) != 0 ? read(fd, chunk, sizeof chunk) : -1;
    if (n == 0) break;  // the child is gone and everything it wrote is read
    if (n > 0) {
      buffer.append(chunk, static_cast<std::size_t>(n));
      std::size_t end;
      while ((end = buffer.find('\n')) != std::string::npos) {
        handle(std::string_view(buffer).substr(0, end));
        buffer.erase(0, end + 1);
      }
    }
    (void)ready;
  }
  int status = 0;
  waitpid(child, &status, 0);
  if (out.failure.empty() && !(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)) {
    out.failure = "child ended without being killed (status " + std::to_string(status) + ")";
  }
  return out;
}

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
  std::map<std::uint64_t, std::string> acked;  // record -> its state after the last committed write
  std::size_t lost = 0, inconsistent = 0, committed = 0, done = 0, in_flight_landed = 0;
  std::string failure;
  for (; done < kills && failure.empty(); ++done) {
    int fds[2];
    if (pipe(fds) != 0) return 2;
    std::cout.flush();
    const pid_t child = fork();
    if (child < 0) return 2;
    if (child == 0) {
      close(fds[0]);
      run_child(path, seed + done + 1, fds[1]);
    }
    close(fds[1]);
    std::optional<std::pair<std::uint64_t, std::string>> pending;
    const auto round = watch(fds[0], child, std::chrono::milliseconds(1 + r.below(60)), acked, pending);
    close(fds[0]);
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
    std::map<std::uint64_t, std::string> found;
    for (const Order& o : c.records) found[o.order_no] = state_of(o);
    for (std::uint64_t no = 0; no < pool; ++no) {
      const std::string actual = found.contains(no) ? found[no] : "-";
      const std::string expected = acked.contains(no) ? acked[no] : "-";
      if (actual == expected) continue;
      if (pending && pending->first == no && pending->second == actual) {
        acked[no] = actual;  // the write in flight had committed
        ++in_flight_landed;
        continue;
      }
      ++lost;
      if (lost <= 5) std::cerr << "kill " << done + 1 << ": record " << no << " is not as last committed\n";
    }
  }
  std::cout << "crash test: " << done << " kills, " << lost << " lost, " << inconsistent << " inconsistent ("
            << committed << " committed writes, " << in_flight_landed << " in-flight writes found committed)\n";
  if (!failure.empty()) std::cout << "crash test failed: " << failure << "\n";
  return failure.empty() && done == kills && lost == 0 && inconsistent == 0 && committed > 10 * kills ? 0 : 1;
}
