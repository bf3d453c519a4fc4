// Network faults in front of a real etcd member, for the adapter's tests:
//
//   answer_dropping_proxy proxy(member_url, "/v3/kv/txn", 1);
//       Passes every HTTP request through to the member and its answer back,
//       keeping the client's connection open between requests as a member
//       does, except one request for the path, the second here (after 1
//       passed through): that one reaches the
//       member, which applies it, and then the client's connection is reset
//       without an answer and the proxy stops taking connections. A member
//       that died right after it applied a write.
//
//   refusing_proxy proxy(member_url, "/v3/kv/txn", {503, 14, "etcdserver: no leader", false});
//       Passes every request through, except each one for the path, which
//       it answers with the refusal as etcd's JSON gateway would: without
//       passing it on (refused before Raft took it), or, with
//       after_applying, once the member has applied it (its answer lost,
//       a timeout reported instead).
//
//   unanswering_listener hole;
//       A port whose connections never complete (its accept queue is full,
//       so the kernel drops their SYNs): a member behind a dead link or
//       powered off, where a connect times out instead of being refused.
#ifndef ROWKEY_TESTS_TCP_FAULTS_HPP
#define ROWKEY_TESTS_TCP_FAULTS_HPP

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace rowkey_test {

namespace tcp_detail {

// A listening socket on 127.0.0.1 and a free port; throws on failure.
inline int listen_on_loopback(int backlog, int& port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) throw std::runtime_error("socket failed");
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  a.sin_port = 0;
  socklen_t n = sizeof a;
  if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(fd, backlog) != 0 ||
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &n) != 0) {
    ::close(fd);
    throw std::runtime_error("bind/listen on 127.0.0.1 failed");
  }
  port = ntohs(a.sin_port);
  return fd;
}

inline int connect_to(const std::string& host, int port, bool blocking) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  if (!blocking) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<std::uint16_t>(port));
  ::inet_pton(AF_INET, host.c_str(), &a.sin_addr);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 && blocking) {
    ::close(fd);
    return -1;
  }
  return fd;
}

// Waits up to `ms` for fd to be readable; false on timeout.
inline bool readable(int fd, int ms) {
  pollfd p{fd, POLLIN, 0};
  return ::poll(&p, 1, ms) > 0;
}

inline bool send_all(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
    if (n <= 0) return false;
    data.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

inline std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// One HTTP/1.1 request: its head (request line and headers, the last CRLF
// pair included) and its body.
struct request {
  std::string head;
  std::string body;
  std::string path() const {
    const std::size_t a = head.find(' ');
    const std::size_t b = head.find(' ', a + 1);
    return a == std::string::npos || b == std::string::npos ? std::string() : head.substr(a + 1, b - a - 1);
  }
  // The value of header `name` (lower case), or empty.
  std::string header(std::string_view name) const {
    const std::string h = lower(head);
    const std::size_t at = h.find("\r\n" + std::string(name) + ":");
    if (at == std::string::npos) return {};
    std::size_t from = at + 3 + name.size();
    const std::size_t end = h.find("\r\n", from);
    while (from < end && h[from] == ' ') ++from;
    return h.substr(from, end - from);
  }
};

// A message head without header `name` (lower case).
inline std::string without_header(const std::string& head, std::string_view name) {
  std::string out;
  std::size_t at = 0;
  while (at < head.size()) {
    const std::size_t end = head.find("\r\n", at) + 2;
    if (lower(std::string_view(head).substr(at, name.size() + 1)) != std::string(name) + ":") {
      out.append(head, at, end - at);
    }
    at = end;
  }
  return out;
}

// Reads one request from a client (answering "Expect: 100-continue"); false
// when the client closed or `stop` was set.
inline bool read_request(int fd, std::string& buffered, request& r, const std::atomic<bool>& stop) {
  const auto fill = [&] {
    while (!stop) {
      if (!readable(fd, 100)) continue;
      char chunk[4096];
      const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
      if (n <= 0) return false;
      buffered.append(chunk, static_cast<std::size_t>(n));
      return true;
    }
    return false;
  };
  std::size_t end;
  while ((end = buffered.find("\r\n\r\n")) == std::string::npos) {
    if (!fill()) return false;
  }
  r.head = buffered.substr(0, end + 4);
  buffered.erase(0, end + 4);
  const std::string length = r.header("content-length");
  const std::size_t size = length.empty() ? 0 : std::stoul(length);
  if (r.header("expect") == "100-continue" && !send_all(fd, "HTTP/1.1 100 Continue\r\n\r\n")) return false;
  while (buffered.size() < size) {
    if (!fill()) return false;
  }
  r.body = buffered.substr(0, size);
  buffered.erase(0, size);
  return true;
}

}  // namespace tcp_detail

// Listens on a loopback port in front of one member and hands each HTTP
// request of each connection to the derived proxy's handle(), which answers
// it (most by passing it through, forward() and pass_back()); the
// connection ends when handle() returns false.
class member_proxy {
 public:
  // member: "http://127.0.0.1:2379"
  explicit member_proxy(const std::string& member) {
    const std::string hostport = member.substr(member.find("//") + 2);
    upstream_host_ = hostport.substr(0, hostport.find(':'));
    upstream_port_ = std::stoi(hostport.substr(hostport.find(':') + 1));
    listener_ = tcp_detail::listen_on_loopback(16, port_);
  }
  member_proxy(const member_proxy&) = delete;
  member_proxy& operator=(const member_proxy&) = delete;
  virtual ~member_proxy() = default;

  std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }

 protected:
  // Called last by the derived constructor, and stop_serving() first by its
  // destructor: the threads call handle() only while the derived proxy is whole.
  void start_serving() {
    acceptor_ = std::thread([this] { accept_loop(); });
  }
  void stop_serving() {
    stop_ = true;
    if (acceptor_.joinable()) acceptor_.join();
    std::lock_guard lock(mutex_);
    for (std::thread& t : connections_) t.join();
    connections_.clear();
  }

  virtual bool handle(int client, const tcp_detail::request& r) = 0;

  // The member's whole answer to the request (empty if it could not be
  // reached), over a connection of its own, read to its end.
  std::string forward(const tcp_detail::request& r) const {
    const int up = tcp_detail::connect_to(upstream_host_, upstream_port_, true);
    if (up < 0) return {};
    const std::string head = tcp_detail::without_header(tcp_detail::without_header(r.head, "expect"), "connection");
    const std::string forwarded = head.substr(0, head.size() - 2) + "Connection: close\r\n\r\n" + r.body;
    std::string answer;
    if (tcp_detail::send_all(up, forwarded)) {
      char chunk[4096];
      ssize_t n;
      while ((n = ::recv(up, chunk, sizeof chunk, 0)) > 0) answer.append(chunk, static_cast<std::size_t>(n));
    }
    ::close(up);
    return answer;
  }
  // An answer to the client, whose connection stays open for the next
  // request, as a member's does.
  static bool pass_back(int client, const std::string& answer) {
    const std::size_t head_end = answer.find("\r\n\r\n");
    if (head_end == std::string::npos) return false;
    const std::string head = tcp_detail::without_header(answer.substr(0, head_end + 4), "connection");
    return tcp_detail::send_all(client, head + answer.substr(head_end + 4));
  }

  std::atomic<bool> closed_{false};  // set: no more connections taken

 private:
  void accept_loop() {
    while (!stop_ && !closed_) {
      if (!tcp_detail::readable(listener_, 50)) continue;
      const int client = ::accept(listener_, nullptr, nullptr);
      if (client < 0) continue;
      std::lock_guard lock(mutex_);
      connections_.emplace_back([this, client] { serve(client); });
    }
    ::close(listener_);
  }
  void serve(int client) {
    std::string buffered;
    tcp_detail::request r;
    while (tcp_detail::read_request(client, buffered, r, stop_)) {
      if (!handle(client, r)) break;
    }
    ::close(client);
  }

  std::string upstream_host_;
  int upstream_port_ = 0;
  int listener_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::vector<std::thread> connections_;
  std::thread acceptor_;
};

class answer_dropping_proxy : public member_proxy {
 public:
  answer_dropping_proxy(const std::string& member, std::string drop_path, int passed_before = 0)
      : member_proxy(member), drop_path_(std::move(drop_path)), passed_before_(passed_before) {
    start_serving();
  }
  ~answer_dropping_proxy() override { stop_serving(); }

  // Requests for the path whose answer was dropped (0 or 1).
  int dropped() const { return dropped_.load(); }

 private:
  bool handle(int client, const tcp_detail::request& r) override {
    const std::string answer = forward(r);
    if (r.path() == drop_path_ && seen_.fetch_add(1) == passed_before_) {
      dropped_ = 1;
      // Applied by the member; the answer lost, the connection reset, and
      // no more connections taken.
      closed_ = true;
      const linger reset{1, 0};
      ::setsockopt(client, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
      return false;
    }
    return pass_back(client, answer);
  }

  std::string drop_path_;
  int passed_before_;
  std::atomic<int> seen_{0};
  std::atomic<int> dropped_{0};
};

// An error answer in the shape etcd's JSON gateway gives it: the HTTP status
// of the gRPC code, and {"error", "message", "code"} (rpctypes' messages).
struct etcd_refusal {
  int http_status;
  int grpc_code;
  std::string message;
  // false: refused before the member proposed it to Raft (the member never
  // sees the request); true: the member applied it, then answered this.
  bool after_applying;

  std::string http_answer() const {
    const std::string body = "{\"error\":\"" + message + "\",\"message\":\"" + message +
                             "\",\"code\":" + std::to_string(grpc_code) + "}";
    return "HTTP/1.1 " + std::to_string(http_status) + " Refused\r\nContent-Type: application/json\r\n" +
           "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
  }
};

class refusing_proxy : public member_proxy {
 public:
  refusing_proxy(const std::string& member, std::string path, etcd_refusal refusal)
      : member_proxy(member), path_(std::move(path)), refusal_(std::move(refusal)) {
    start_serving();
  }
  ~refusing_proxy() override { stop_serving(); }

  // Requests for the path that reached the proxy, and those of them the
  // member saw.
  int requests() const { return requests_.load(); }
  int forwarded() const { return forwarded_.load(); }

 private:
  bool handle(int client, const tcp_detail::request& r) override {
    if (r.path() != path_) return pass_back(client, forward(r));
    ++requests_;
    if (refusal_.after_applying) {
      ++forwarded_;
      if (forward(r).empty()) return false;
    }
    return tcp_detail::send_all(client, refusal_.http_answer());
  }

  std::string path_;
  etcd_refusal refusal_;
  std::atomic<int> requests_{0};
  std::atomic<int> forwarded_{0};
};

class unanswering_listener {
 public:
  unanswering_listener() {
    listener_ = tcp_detail::listen_on_loopback(0, port_);
    // Connections that fill the accept queue (never accepted); later SYNs
    // are dropped.
    for (int i = 0; i < 4; ++i) fillers_.push_back(tcp_detail::connect_to("127.0.0.1", port_, false));
  }
  unanswering_listener(const unanswering_listener&) = delete;
  unanswering_listener& operator=(const unanswering_listener&) = delete;
  ~unanswering_listener() {
    for (const int fd : fillers_) {
      if (fd >= 0) ::close(fd);
    }
    ::close(listener_);
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }

  // Whether a connection to it now times out (false: the kernel took it).
  bool drops_connections() const {
    const int fd = tcp_detail::connect_to("127.0.0.1", port_, false);
    pollfd p{fd, POLLOUT, 0};
    const bool connected = ::poll(&p, 1, 300) > 0;
    ::close(fd);
    return !connected;
  }

 private:
  int listener_ = -1;
  int port_ = 0;
  std::vector<int> fillers_;
};

}  // namespace rowkey_test

#endif
