// What the crash tests share: a child process that writes records tells its
// parent, through a pipe, what each write will leave and when it has
// committed; the parent kills it with SIGKILL and then checks that every
// committed write is in the store as the crash left it.
//
// Lines the child writes (each shorter than PIPE_BUF, so each is atomic
// even when several threads write):
//   R                  ready: the kill may come from now on
//   P <no> <state>     a write of record <no> is about to run; <state> is
//                      what it leaves (the row value in hex, or - for none)
//   C <no>             that write committed
//   X <no>             that write was refused, as expected (nothing written)
//   F <text>           the child failed: the test fails with <text>
// Any other line goes to the test's own handler.
#ifndef ROWKEY_TEST_CRASH_HARNESS_HPP
#define ROWKEY_TEST_CRASH_HARNESS_HPP

#include "table_schema.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace rowkey_test::crash {

using table_test::Order;

// What a record's primary row holds, as text for the pipe: its row value in
// hex, or "-" for no record.
inline std::string state_of(const std::optional<Order>& o) {
  if (!o) return "-";
  using order_row = rowkey::detail::table_layout<table_test::Orders>::row;
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

inline void tell(int fd, const std::string& line) {
  const std::string l = line + "\n";
  if (write(fd, l.data(), l.size()) != static_cast<ssize_t>(l.size())) _exit(5);
}

// What the parent knows of the records: each one's state after its last
// committed write, and the writes in flight.
struct acknowledged {
  std::map<std::uint64_t, std::string> committed;
  std::map<std::uint64_t, std::string> in_flight;
  std::size_t in_flight_landed = 0;  // writes in flight at a kill that had committed

  // Records found not as their last committed write (or the one in flight)
  // left them, among `records` (the store as the crash left it). The writes
  // in flight that had landed become committed.
  std::size_t lost(const std::vector<Order>& records, std::size_t kill) {
    std::map<std::uint64_t, std::string> found;
    for (const Order& o : records) found[o.order_no] = state_of(o);
    std::map<std::uint64_t, bool> numbers;
    for (const auto& [no, s] : found) numbers[no];
    for (const auto& [no, s] : committed) numbers[no];
    std::size_t n = 0;
    for (const auto& [no, unused] : numbers) {
      const std::string actual = found.contains(no) ? found[no] : "-";
      const std::string expected = committed.contains(no) ? committed[no] : "-";
      if (actual == expected) continue;
      if (const auto at = in_flight.find(no); at != in_flight.end() && at->second == actual) {
        committed[no] = actual;
        ++in_flight_landed;
        continue;
      }
      if (++n <= 5) std::cerr << "kill " << kill << ": record " << no << " is not as last committed\n";
    }
    in_flight.clear();
    return n;
  }
};

struct round_result {
  std::size_t committed = 0;
  std::string failure;  // from the child
};

// Reads what the child says until it is killed and the pipe closes. The
// kill comes `after_ready` after the child is ready, or later, once it has
// committed `min_commits` writes (so that a slow machine still tests
// writes, not start-ups). Lines of no known kind go to `other`.
inline round_result watch(int fd, pid_t child, std::chrono::milliseconds after_ready, std::size_t min_commits,
                          acknowledged& acks, const std::function<void(std::string_view)>& other = {}) {
  round_result out;
  std::string buffer;
  bool killed = false;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  const auto give_up = deadline;  // a child that never gets going
  const auto number = [](std::string_view line) { return std::strtoull(std::string(line.substr(2)).c_str(), nullptr, 10); };
  const auto handle = [&](std::string_view line) {
    if (line == "R") {
      deadline = std::chrono::steady_clock::now() + after_ready;
    } else if (line.starts_with("P ")) {
      std::istringstream in{std::string(line.substr(2))};
      std::uint64_t no;
      std::string state;
      in >> no >> state;
      acks.in_flight[no] = state;
    } else if (line.starts_with("C ")) {
      const std::uint64_t no = number(line);
      acks.committed[no] = acks.in_flight[no];
      acks.in_flight.erase(no);
      ++out.committed;
    } else if (line.starts_with("X ")) {
      acks.in_flight.erase(number(line));
    } else if (line.starts_with("F ")) {
      out.failure = std::string(line);
    } else if (other) {
      other(line);
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
  }
  int status = 0;
  waitpid(child, &status, 0);
  if (out.failure.empty() && !(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)) {
    out.failure = "child ended without being killed (status " + std::to_string(status) + ")";
  }
  return out;
}

// Runs child(fd) in a forked process and watches it as watch() does.
template <class Child>
round_result run_round(Child&& child, std::chrono::milliseconds after_ready, std::size_t min_commits,
                       acknowledged& acks, const std::function<void(std::string_view)>& other = {}) {
  int fds[2];
  if (pipe(fds) != 0) return {0, "pipe failed"};
  std::cout.flush();
  const pid_t pid = fork();
  if (pid < 0) return {0, "fork failed"};
  if (pid == 0) {
    close(fds[0]);
    child(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  round_result r = watch(fds[0], pid, after_ready, min_commits, acks, other);
  close(fds[0]);
  return r;
}

}  // namespace rowkey_test::crash

#endif
