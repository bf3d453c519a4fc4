// A real etcd cluster for tests: members started from Debian's etcd binary on
// loopback ports, their data on /dev/shm (a commit's fsync is then cheap),
// killed and restarted at will, torn down at the end.
//
//   etcd_cluster cluster(3);                 // started and healthy, or throws
//   etcd_store store({cluster.endpoints()});
//   cluster.kill(cluster.leader());          // SIGKILL
//   cluster.wait_for_leader(10s);
//   cluster.restart(i);
#ifndef ROWKEY_TESTS_ETCD_CLUSTER_HPP
#define ROWKEY_TESTS_ETCD_CLUSTER_HPP

#include <rowkey/adapters/etcd.hpp>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace rowkey_test {

class etcd_cluster {
 public:
  explicit etcd_cluster(std::size_t members = 3) {
    std::string pattern = (std::filesystem::path(std::filesystem::exists("/dev/shm") ? "/dev/shm" : "/tmp") /
                           "rowkey-etcd-XXXXXX")
                              .string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create the cluster's directory");
    dir_ = pattern;
    // A port found free can still be taken before etcd binds it (by another
    // test's cluster): a member that exits at once is started again with the
    // whole cluster on other ports. (A cluster of three with one member down
    // still elects a leader, so a leader alone does not show that it started.)
    for (int attempt = 1;; ++attempt) {
      const int base = free_port_base(2 * static_cast<int>(members));
      members_.clear();
      for (std::size_t i = 0; i < members; ++i) {
        member m;
        m.name = "m";  // (appended to: "m" + std::to_string(...) trips g++ 12's -Wrestrict at -O3)
        m.name += std::to_string(i + 1);
        m.client_port = base + 2 * static_cast<int>(i);
        m.peer_port = m.client_port + 1;
        members_.push_back(m);
      }
      for (std::size_t i = 0; i < members_.size(); ++i) start(i, true);
      if (wait_for_leader(std::chrono::seconds(30)) && all_members_answer(std::chrono::seconds(10))) return;
      const bool one_exited = any_member_exited();
      stop_all();
      if (!one_exited || attempt == 5) {
        std::string what = "the etcd cluster did not start (";
        what += std::to_string(attempt);
        what += " attempts); logs in ";
        what += dir_.string();
        throw std::runtime_error(what);
      }
      for (const member& m : members_) {
        std::error_code ignored;
        std::filesystem::remove_all(dir_ / m.name, ignored);
        std::string kept = m.name;
        kept += ".attempt";
        kept += std::to_string(attempt);
        kept += ".log";
        std::filesystem::rename(dir_ / (m.name + ".log"), dir_ / kept, ignored);
      }
    }
  }
  etcd_cluster(const etcd_cluster&) = delete;
  etcd_cluster& operator=(const etcd_cluster&) = delete;
  ~etcd_cluster() {
    stop_all();
    if (std::getenv("ROWKEY_KEEP_ETCD") != nullptr) return;  // keeps the members' data and logs to look at
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  const std::filesystem::path& directory() const { return dir_; }

  // The last lines of each member's log, for a failure's report.
  std::string log_tails(std::size_t lines = 15) const {
    std::string out;
    for (const member& m : members_) {
      std::ifstream in(dir_ / (m.name + ".log"));
      std::vector<std::string> all;
      for (std::string line; std::getline(in, line);) all.push_back(line);
      out += "--- " + m.name + ".log\n";
      for (std::size_t i = all.size() > lines ? all.size() - lines : 0; i < all.size(); ++i) out += all[i] + "\n";
    }
    return out;
  }

  std::vector<std::string> endpoints() const {
    std::vector<std::string> out;
    for (const member& m : members_) out.push_back(url(m.client_port));
    return out;
  }
  std::size_t size() const { return members_.size(); }
  bool running(std::size_t i) const { return members_[i].pid > 0; }

  // The member that is the leader, by its own status; size() when none is known.
  std::size_t leader() const {
    for (std::size_t i = 0; i < members_.size(); ++i) {
      if (!running(i)) continue;
      std::uint64_t id = 0, leader = 0;
      if (status(i, id, leader) && leader != 0 && id == leader) return i;
    }
    return members_.size();
  }

  bool wait_for_leader(std::chrono::milliseconds timeout) const {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
      if (leader() != members_.size()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
  }

  // Kills member i with SIGKILL and waits for it to be gone.
  void kill(std::size_t i) {
    member& m = members_[i];
    if (m.pid <= 0) return;
    ::kill(m.pid, SIGKILL);
    waitpid(m.pid, nullptr, 0);
    m.pid = -1;
  }

  // Starts member i again on its data, and waits until it answers.
  void restart(std::size_t i) {
    start(i, false);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    std::uint64_t id = 0, leader = 0;
    while (std::chrono::steady_clock::now() < deadline && !status(i, id, leader)) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }

 private:
  struct member {
    std::string name;
    int client_port = 0;
    int peer_port = 0;
    pid_t pid = -1;
  };

  static std::string url(int port) { return "http://127.0.0.1:" + std::to_string(port); }

  // Whether every member answers its status within `timeout`.
  bool all_members_answer(std::chrono::milliseconds timeout) const {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (std::size_t i = 0; i < members_.size(); ++i) {
      std::uint64_t id = 0, leader = 0;
      while (!status(i, id, leader)) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
      }
    }
    return true;
  }

  // Whether a member's process has exited (reaped here: its pid is then -1).
  bool any_member_exited() {
    bool exited = false;
    for (member& m : members_) {
      if (m.pid > 0 && waitpid(m.pid, nullptr, WNOHANG) == m.pid) {
        m.pid = -1;
        exited = true;
      }
    }
    return exited;
  }

  // The lowest port the kernel hands out as a connection's local port
  // (ip_local_port_range): the cluster's ports are chosen below it, so that
  // no test's outgoing connection holds one of them when etcd binds it.
  static int ephemeral_ports_start() {
    std::ifstream in("/proc/sys/net/ipv4/ip_local_port_range");
    int low = 0;
    return in >> low && low > 12000 ? low : 32768;
  }

  // A run of free loopback ports: a random base below the ephemeral range,
  // checked by binding each.
  static int free_port_base(int count) {
    std::mt19937 rng(static_cast<unsigned>(getpid()) ^ static_cast<unsigned>(std::chrono::steady_clock::now().time_since_epoch().count()));
    const int span = ephemeral_ports_start() - 10000 - count;
    for (int attempt = 0; attempt < 200; ++attempt) {
      const int base = 10000 + static_cast<int>(rng() % static_cast<unsigned>(span));
      bool free = true;
      for (int p = base; p < base + count && free; ++p) {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_port = htons(static_cast<std::uint16_t>(p));
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        free = bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
        close(fd);
      }
      if (free) return base;
    }
    throw std::runtime_error("no free ports for the etcd cluster");
  }

  std::string initial_cluster() const {
    std::string s;
    for (const member& m : members_) s += (s.empty() ? "" : ",") + m.name + "=" + url(m.peer_port);
    return s;
  }

  void start(std::size_t i, bool fresh) {
    member& m = members_[i];
    const std::string data = (dir_ / m.name).string();
    const std::string log = (dir_ / (m.name + ".log")).string();
    std::vector<std::string> args{"etcd",
                                  "--name", m.name,
                                  "--data-dir", data,
                                  "--listen-peer-urls", url(m.peer_port),
                                  "--initial-advertise-peer-urls", url(m.peer_port),
                                  "--listen-client-urls", url(m.client_port),
                                  "--advertise-client-urls", url(m.client_port),
                                  "--initial-cluster", initial_cluster(),
                                  "--initial-cluster-state", fresh ? "new" : "existing",
                                  "--initial-cluster-token", dir_.filename().string(),
                                  "--heartbeat-interval", "50",
                                  "--election-timeout", "500",
                                  "--logger", "zap",
                                  "--log-level", "warn"};
    const pid_t pid = fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
      const int fd = open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
      if (fd >= 0) {
        dup2(fd, 1);
        dup2(fd, 2);
      }
      std::vector<char*> argv;
      for (std::string& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execvp("etcd", argv.data());
      _exit(127);
    }
    m.pid = pid;
  }

  // Member i's id and the leader it knows, from its status.
  bool status(std::size_t i, std::uint64_t& id, std::uint64_t& leader) const {
    auto r = rowkey::adapters::detail::etcd::http_client::for_this_thread().post(
        url(members_[i].client_port) + "/v3/maintenance/status", "{}", probe_options());
    if (r.transport != CURLE_OK || r.status != 200) return false;
    const auto j = nlohmann::json::parse(r.body, nullptr, false);
    if (j.is_discarded() || !j.contains("header")) return false;
    id = static_cast<std::uint64_t>(std::stoull(j["header"].value("member_id", "0")));
    leader = static_cast<std::uint64_t>(std::stoull(j.value("leader", "0")));
    return true;
  }

  static const rowkey::adapters::etcd_options& probe_options() {
    static const rowkey::adapters::etcd_options o = [] {
      rowkey::adapters::etcd_options p;
      p.request_timeout = std::chrono::milliseconds(1000);
      p.connect_timeout = std::chrono::milliseconds(200);
      return p;
    }();
    return o;
  }

  // SIGTERM, then SIGKILL after two seconds: a leader whose peers are gone
  // can ignore SIGTERM for a while.
  void stop_all() {
    for (member& m : members_) {
      if (m.pid > 0) ::kill(m.pid, SIGTERM);
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    for (member& m : members_) {
      if (m.pid <= 0) continue;
      while (waitpid(m.pid, nullptr, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
          ::kill(m.pid, SIGKILL);
          waitpid(m.pid, nullptr, 0);
          break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      }
      m.pid = -1;
    }
  }

  std::filesystem::path dir_;
  std::vector<member> members_;
};

}  // namespace rowkey_test

#endif
