// The table layer's store on an etcd cluster (v3 API, through etcd's JSON
// gateway over HTTP): records and their indexes replicated by Raft on every
// member. Not included by rowkey/rowkey.hpp; needs libcurl, nlohmann::json
// and OpenSSL's libcrypto (Debian: libcurl4-openssl-dev, nlohmann-json3-dev,
// libssl-dev), which the CMake target rowkey::etcd brings.
//
//   rowkey::adapters::etcd_options options;
//   options.endpoints = {"http://10.0.0.1:2379", "http://10.0.0.2:2379", "http://10.0.0.3:2379"};
//   rowkey::adapters::etcd_store store(options);
//   auto orders = rowkey::attach<Orders, OrdersByBuyer>(store);
//
// How rowkey's model maps onto etcd (docs/engines.md):
//   table         a key prefix: the table's name and a 0x00 byte; a table's
//                 range [b, e) is [name 00 b, name 00 e), to its end name 01
//   snapshot      a revision: the first read fixes it, every later read of
//                 the snapshot reads at it (etcd keeps old revisions until
//                 compacted), so an index scan and the primary rows it
//                 reads agree
//   scan          pages of `page_size` keys, each from the key after the
//                 last one read, at the snapshot's revision: no key skipped
//                 or read twice, whichever member answers; in reverse, each
//                 page sorted descending and ending before the last key
//                 read (etcd 3.4 reads the whole rest of the range to sort
//                 it, each page: docs/engines.md)
//   transaction   reads remember each key's mod_revision (0: absent); the
//                 commit is one etcd Txn whose compares require them
//                 unchanged and whose success branch holds every put and
//                 delete: applied whole or not at all; a failed compare is
//                 store_errc::conflict
//
// Several endpoints: a request that cannot reach a member goes to the next.
// A request is sent again only when it is known not to have been applied
// (no connection, or "no leader" before it was proposed), or when it is a
// read; a commit whose answer was lost is store_errc::outcome_unknown (it
// may or may not have been applied), never retried blind, and
// never sent over a reused connection, which libcurl would resend without
// telling. Every failure is a typed store error; nothing throws into the
// caller.
#ifndef ROWKEY_ADAPTERS_ETCD_HPP
#define ROWKEY_ADAPTERS_ETCD_HPP

// First, so that a mistake's one compile error names the shortest include
// chain: this header and the one that holds the check (as rowkey/rowkey.hpp).
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/scan/ranges.hpp>

#include <rowkey/table/store.hpp>

#include <curl/curl.h>
#include <nlohmann/json.hpp>
#include <openssl/evp.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace rowkey::adapters {

struct etcd_options {
  std::vector<std::string> endpoints{};           // "http://127.0.0.1:2379", ...
  std::chrono::milliseconds request_timeout{3000};  // one HTTP request
  std::chrono::milliseconds connect_timeout{500};
  std::size_t attempts = 8;                       // per request, across the endpoints
  std::chrono::milliseconds retry_backoff{50};    // doubled after each failed attempt, up to 1 s
  std::size_t page_size = 1000;                   // keys per range request of a scan
  std::size_t max_request_bytes = 1572864;        // etcd's default --max-request-bytes (1.5 MiB)
  std::size_t max_txn_ops = 128;                  // etcd's default --max-txn-ops: puts and deletes, or compares, per Txn
  std::string key_prefix{};                       // before every table's prefix: several stores in one cluster
};

namespace detail::etcd {

inline std::string base64(std::string_view bytes) {
  std::string out(4 * ((bytes.size() + 2) / 3), '\0');
  const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

// False when `text` is not base64.
inline bool unbase64(std::string_view text, std::string& out) {
  if (text.size() % 4 != 0) return false;
  out.resize(text.size() / 4 * 3);
  const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                reinterpret_cast<const unsigned char*>(text.data()), static_cast<int>(text.size()));
  if (n < 0) return false;
  std::size_t padding = 0;
  while (padding < 2 && padding < text.size() && text[text.size() - 1 - padding] == '=') ++padding;
  out.resize(static_cast<std::size_t>(n) - padding);
  return true;
}

// The smallest key above every key starting with `prefix`; empty when there is none.
inline std::string successor(std::string prefix) {
  while (!prefix.empty() && static_cast<unsigned char>(prefix.back()) == 0xFF) prefix.pop_back();
  if (!prefix.empty()) prefix.back() = static_cast<char>(static_cast<unsigned char>(prefix.back()) + 1);
  return prefix;
}

// An answer's fields, read without throwing whatever the JSON holds: the
// empty value when a field is absent or of another type.
inline const nlohmann::json* field(const nlohmann::json& j, const char* name) {
  if (!j.is_object()) return nullptr;
  const auto it = j.find(name);
  return it == j.end() ? nullptr : &*it;
}
inline std::string_view text(const nlohmann::json& j, const char* name) {
  const nlohmann::json* f = field(j, name);
  return f != nullptr && f->is_string() ? std::string_view(f->get_ref<const std::string&>()) : std::string_view();
}
inline bool flag(const nlohmann::json& j, const char* name) {
  const nlohmann::json* f = field(j, name);
  return f != nullptr && f->is_boolean() && f->get<bool>();
}
// A 64-bit integer, which etcd's JSON writes as a string.
inline std::int64_t integer(const nlohmann::json& j, const char* name) {
  const nlohmann::json* f = field(j, name);
  if (f == nullptr) return 0;
  if (f->is_number_integer()) return f->get<std::int64_t>();
  const std::string_view digits = f->is_string() ? std::string_view(f->get_ref<const std::string&>()) : "";
  std::int64_t v = 0;
  std::from_chars(digits.data(), digits.data() + digits.size(), v);
  return v;
}
// The revision an answer was read at.
inline std::int64_t header_revision(const nlohmann::json& answer) {
  const nlohmann::json* header = field(answer, "header");
  return header != nullptr ? integer(*header, "revision") : 0;
}
// The key-value pairs of a range answer (none when absent).
inline const nlohmann::json& pairs(const nlohmann::json& answer) {
  static const nlohmann::json none = nlohmann::json::array();
  const nlohmann::json* f = field(answer, "kvs");
  return f != nullptr && f->is_array() ? *f : none;
}

// One HTTP client per thread (libcurl handles are not shared between
// threads), reused so that connections stay open.
class http_client {
 public:
  http_client() : handle_(curl_easy_init()) {}
  http_client(const http_client&) = delete;
  http_client& operator=(const http_client&) = delete;
  ~http_client() {
    if (handle_ != nullptr) curl_easy_cleanup(handle_);
  }

  struct response {
    CURLcode transport = CURLE_OK;
    long status = 0;
    std::string body;
    bool connected = false;  // a connection was made (so the request may have been sent)
  };

  // `fresh`: on a connection of its own. libcurl sends a request again,
  // without telling, when a connection it reused turns out to have been
  // reset, since that usually means the server closed it while idle; but the
  // member may have received the request and died before answering, so a
  // write that must not be sent twice never goes over a reused connection.
  response post(const std::string& url, const std::string& body, const etcd_options& options, bool fresh = false) {
    response r;
    if (handle_ == nullptr) {
      r.transport = CURLE_FAILED_INIT;
      return r;
    }
    curl_easy_reset(handle_);
    curl_easy_setopt(handle_, CURLOPT_URL, url.c_str());
    curl_easy_setopt(handle_, CURLOPT_POST, 1L);
    curl_easy_setopt(handle_, CURLOPT_POSTFIELDS, body.data());
    curl_easy_setopt(handle_, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
    curl_easy_setopt(handle_, CURLOPT_HTTPHEADER, headers());
    curl_easy_setopt(handle_, CURLOPT_TIMEOUT_MS, static_cast<long>(options.request_timeout.count()));
    curl_easy_setopt(handle_, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(options.connect_timeout.count()));
    curl_easy_setopt(handle_, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(handle_, CURLOPT_WRITEFUNCTION, &http_client::collect);
    curl_easy_setopt(handle_, CURLOPT_WRITEDATA, &r.body);
    if (fresh) curl_easy_setopt(handle_, CURLOPT_FRESH_CONNECT, 1L);
    r.transport = curl_easy_perform(handle_);
    if (r.transport == CURLE_OK) curl_easy_getinfo(handle_, CURLINFO_RESPONSE_CODE, &r.status);
    // On a fresh connection, none was made when the time to connect is 0
    // and not a byte of the request went out (a reused connection reports 0
    // as well, which is why only a fresh one is asked).
    curl_off_t connect_time = 1;
    long sent = 1;
    if (curl_easy_getinfo(handle_, CURLINFO_CONNECT_TIME_T, &connect_time) != CURLE_OK) connect_time = 1;
    if (curl_easy_getinfo(handle_, CURLINFO_REQUEST_SIZE, &sent) != CURLE_OK) sent = 1;
    r.connected = !fresh || connect_time > 0 || sent > 0;
    return r;
  }

  static http_client& for_this_thread() {
    thread_local http_client client;
    return client;
  }

 private:
  static curl_slist* headers() {
    static curl_slist* const list = curl_slist_append(nullptr, "Content-Type: application/json");
    return list;
  }
  static std::size_t collect(char* data, std::size_t size, std::size_t count, void* out) {
    static_cast<std::string*>(out)->append(data, size * count);
    return size * count;
  }
  CURL* handle_;
};

// Endpoints given where the options go: a URL, or a list of them.
template <class Given>
concept endpoints_for_options = std::is_convertible_v<const Given&, std::string_view> ||
                                std::is_convertible_v<const Given&, std::vector<std::string>>;

}  // namespace detail::etcd

// What etcd_store is built from, as its compile error names it (the argument
// given). Only ever instantiated false.
template <class Given>
inline constexpr bool etcd_store_is_built_from_etcd_options = false;

class etcd_store {
 public:
  explicit etcd_store(etcd_options options) : shared_(std::make_shared<shared>(std::move(options))) {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  }
  // etcd_store("http://127.0.0.1:2379"): one error that shows the options,
  // where overload resolution listed the constructors. (In the body, so that
  // the error is one line below the user's; explicit, so that no type trait
  // reads a URL as convertible to a store.)
  template <detail::etcd::endpoints_for_options Given>
  explicit etcd_store(const Given&) {
    static_assert(etcd_store_is_built_from_etcd_options<Given>,
                  "rowkey etcd: etcd_store is built from rowkey::adapters::etcd_options, which hold the endpoints "
                  "and the timeouts: etcd_store store(etcd_options{.endpoints = {\"http://127.0.0.1:2379\"}}); "
                  "(docs/engines.md, etcd)");
  }

  const etcd_options& options() const noexcept { return shared_->options; }

  // A table: its key prefix (the name and a 0x00 byte, which no name holds).
  struct table_ref {
    std::string prefix;
    std::string_view name{};
  };
  table_ref table(std::string_view name) const {
    table_ref t;
    t.prefix = shared_->options.key_prefix;
    t.prefix.append(name);
    t.prefix.push_back('\0');
    t.name = name;
    return t;
  }

  // One request to the cluster, failing over between endpoints: the parsed
  // answer, or the error. `idempotent`: safe to send again after any failure.
  store_errc call(const std::string& path, const nlohmann::json& request, bool idempotent, nlohmann::json& answer,
                  store_error& error) const {
    const std::string body = request.dump();
    if (body.size() > shared_->options.max_request_bytes) {
      error = store_error(store_errc::too_large, "request of " + std::to_string(body.size()) +
                                                     " bytes, over the limit of " +
                                                     std::to_string(shared_->options.max_request_bytes));
      return error.code;
    }
    const etcd_options& o = shared_->options;
    if (o.endpoints.empty()) {
      error = store_error(store_errc::unavailable, "no endpoints");
      return error.code;
    }
    auto backoff = o.retry_backoff;
    std::string last;
    for (std::size_t attempt = 0; attempt < o.attempts; ++attempt) {
      const std::size_t turn = shared_->preferred.load();
      const std::string& endpoint = o.endpoints[turn % o.endpoints.size()];
      auto r = detail::etcd::http_client::for_this_thread().post(endpoint + path, body, o, !idempotent);
      bool may_retry = false;
      store_errc code = store_errc::io_error;
      if (r.transport != CURLE_OK) {
        last = endpoint + ": " + curl_easy_strerror(r.transport);
        // Nothing was sent when no connection was made: safe to send again.
        // (A connect that timed out is CURLE_OPERATION_TIMEDOUT too, as is a
        // request sent and not answered in time: the connection tells them
        // apart.)
        const bool unsent = r.transport == CURLE_COULDNT_CONNECT || r.transport == CURLE_COULDNT_RESOLVE_HOST ||
                            !r.connected;
        code = r.transport == CURLE_OPERATION_TIMEDOUT ? store_errc::timed_out : store_errc::unavailable;
        may_retry = unsent || idempotent;
      } else {
        nlohmann::json parsed = nlohmann::json::parse(r.body, nullptr, false);
        if (r.status == 200 && !parsed.is_discarded()) {
          answer = std::move(parsed);
          return store_errc::ok;
        }
        const std::string message = detail::etcd::text(parsed, "error").empty()
                                        ? "HTTP " + std::to_string(r.status)
                                        : std::string(detail::etcd::text(parsed, "error"));
        last = endpoint + ": " + message;
        const auto says = [&](const char* words) { return message.find(words) != std::string::npos; };
        if (says("too large") || says("too many operations")) {  // over --max-request-bytes or --max-txn-ops
          error = store_error(store_errc::too_large, last);
          return error.code;
        }
        const auto grpc = detail::etcd::integer(parsed, "code");  // 4: deadline exceeded, 14: unavailable
        const bool timed_out = grpc == 4 || says("timed out");
        // Refused before it was proposed to Raft: never applied. ("raft
        // proposal dropped": a member without a leader, during an election or
        // a leader transfer, dropped it before it entered the log.)
        const bool unproposed = says("no leader") || says("not capable") || says("too many requests") ||
                                says("leader changed") || says("proposal dropped");
        if (!timed_out && !unproposed && grpc != 14 && r.status != 503) {
          // Not a passing state of the cluster (a compacted revision, the
          // space quota reached, a malformed request): no use sending again.
          error = store_error(store_errc::io_error, last);
          return error.code;
        }
        code = timed_out ? store_errc::timed_out : store_errc::unavailable;
        may_retry = unproposed || idempotent;
      }
      if (!may_retry) {
        // Sent, and neither answered nor refused before Raft took it.
        error = store_error(store_errc::outcome_unknown,
                            std::string(code == store_errc::timed_out ? "timed out: " : "") + last);
        return error.code;
      }
      // Every thread moves on to the next member (once, however many saw
      // this one fail), after a pause that grows.
      std::size_t expected = turn;
      shared_->preferred.compare_exchange_strong(expected, turn + 1);
      std::this_thread::sleep_for(backoff);
      backoff = std::min(backoff * 2, std::chrono::milliseconds(1000));
    }
    error = store_error(store_errc::unavailable, "no member answered after " + std::to_string(o.attempts) +
                                                     " attempts; last: " + last);
    return error.code;
  }

  // Deletes every key of one table (a range delete on its prefix, applied
  // whole or not at all).
  store_error clear(std::string_view table_name) const {
    const std::string prefix = table(table_name).prefix;
    nlohmann::json answer;
    store_error error;
    call("/v3/kv/deleterange",
         {{"key", detail::etcd::base64(prefix)}, {"range_end", detail::etcd::base64(detail::etcd::successor(prefix))}},
         true, answer, error);
    return error;
  }

  class reader;

  // A cursor over one table's keys in a range, at a revision: forward, or in
  // reverse from the last key down.
  class cursor {
   public:
    bool valid() const noexcept { return at_ < page_.size(); }
    std::string_view key() const noexcept { return page_[at_].first; }
    std::string_view value() const noexcept { return page_[at_].second; }
    void next() {
      if (++at_ == page_.size() && more_) fetch();
    }
    store_error status() const { return status_; }

   private:
    friend class reader;
    cursor(const etcd_store& store, const table_ref& table, byte_range range, std::shared_ptr<std::int64_t> revision,
           cursor_options options)
        : store_(&store), prefix_(table.prefix), revision_(std::move(revision)), options_(options) {
      if (range.empty()) return;
      begin_ = prefix_ + std::string(range.begin);
      end_ = range.has_end ? prefix_ + std::string(range.end) : detail::etcd::successor(prefix_);
      more_ = true;
      fetch();
    }

    void fetch() {
      page_.clear();
      at_ = 0;
      more_ = false;
      // The first page no larger than the reader means to take.
      std::size_t limit = store_->options().page_size;
      if (options_.expected != 0) limit = std::min(limit, options_.expected);
      options_.expected = 0;
      nlohmann::json request{
          {"key", detail::etcd::base64(begin_)}, {"range_end", detail::etcd::base64(end_)}, {"limit", limit}};
      if (options_.order == scan_order::reverse) {
        request["sort_order"] = "DESCEND";
        request["sort_target"] = "KEY";
      }
      if (*revision_ != 0) request["revision"] = std::to_string(*revision_);
      nlohmann::json answer;
      store_error error;
      if (store_->call("/v3/kv/range", request, true, answer, error) != store_errc::ok) {
        status_ = error;
        return;
      }
      if (*revision_ == 0) *revision_ = detail::etcd::header_revision(answer);
      std::string key, value;
      for (const nlohmann::json& kv : detail::etcd::pairs(answer)) {
        if (!detail::etcd::unbase64(detail::etcd::text(kv, "key"), key) ||
            !detail::etcd::unbase64(detail::etcd::text(kv, "value"), value) ||
            key.compare(0, prefix_.size(), prefix_) != 0) {
          status_ = store_error(store_errc::corruption, "a range answer that does not decode");
          page_.clear();
          return;
        }
        page_.emplace_back(key.substr(prefix_.size()), value);
      }
      more_ = detail::etcd::flag(answer, "more");
      if (!page_.empty()) {
        if (options_.order == scan_order::reverse) {
          end_ = prefix_ + page_.back().first;  // the next page ends before the last key read
        } else {
          begin_ = prefix_ + page_.back().first + std::string(1, '\0');  // the next key on
        }
      }
      if (page_.empty()) more_ = false;
    }

    const etcd_store* store_;
    std::string prefix_, begin_, end_;
    std::shared_ptr<std::int64_t> revision_;
    cursor_options options_;
    std::vector<std::pair<std::string, std::string>> page_;
    std::size_t at_ = 0;
    bool more_ = false;
    store_error status_{};
  };

  // Reads at one revision: the first read's, shared by every later read and
  // cursor of this reader.
  class reader {
   public:
    store_errc get(const table_ref& table, std::string_view key, std::string& value) const {
      nlohmann::json request{{"key", detail::etcd::base64(table.prefix + std::string(key))}};
      if (*revision_ != 0) request["revision"] = std::to_string(*revision_);
      nlohmann::json answer;
      if (const store_errc e = store_->call("/v3/kv/range", request, true, answer, last_); e != store_errc::ok) return e;
      if (*revision_ == 0) *revision_ = detail::etcd::header_revision(answer);
      const nlohmann::json& kvs = detail::etcd::pairs(answer);
      if (kvs.empty()) return store_errc::not_found;
      if (!detail::etcd::unbase64(detail::etcd::text(kvs[0], "value"), value)) {
        last_ = store_error(store_errc::corruption, "a value that is not base64");
        return last_.code;
      }
      return store_errc::ok;
    }
    // Many rows of one table at the reader's revision: one read-only Txn of
    // range requests per max_txn_ops keys, a round trip each.
    store_errc get_many(const table_ref& table, std::span<const std::string> keys, std::span<std::string> values,
                        std::span<store_errc> codes) const {
      const std::size_t chunk = std::max<std::size_t>(store_->options().max_txn_ops, 1);
      for (std::size_t first = 0; first < keys.size(); first += chunk) {
        const std::size_t n = std::min(chunk, keys.size() - first);
        nlohmann::json ranges = nlohmann::json::array();
        for (std::size_t i = first; i < first + n; ++i) {
          nlohmann::json range{{"key", detail::etcd::base64(table.prefix + keys[i])}};
          if (*revision_ != 0) range["revision"] = std::to_string(*revision_);
          ranges.push_back({{"request_range", std::move(range)}});
        }
        nlohmann::json answer;
        if (const store_errc e = store_->call("/v3/kv/txn", {{"success", std::move(ranges)}}, true, answer, last_);
            e != store_errc::ok) {
          return e;
        }
        if (*revision_ == 0) *revision_ = detail::etcd::header_revision(answer);
        const nlohmann::json* responses = detail::etcd::field(answer, "responses");
        if (responses == nullptr || !responses->is_array() || responses->size() != n) {
          last_ = store_error(store_errc::corruption, "a Txn answer without one response per read");
          return last_.code;
        }
        static const nlohmann::json no_answer;
        for (std::size_t i = 0; i < n; ++i) {
          const nlohmann::json* range = detail::etcd::field((*responses)[i], "response_range");
          const nlohmann::json& kvs = detail::etcd::pairs(range != nullptr ? *range : no_answer);
          if (kvs.empty()) {
            codes[first + i] = store_errc::not_found;
          } else if (!detail::etcd::unbase64(detail::etcd::text(kvs[0], "value"), values[first + i])) {
            last_ = store_error(store_errc::corruption, "a value that is not base64");
            return last_.code;
          } else {
            codes[first + i] = store_errc::ok;
          }
        }
      }
      return store_errc::ok;
    }
    cursor scan(const table_ref& table, byte_range range) const { return scan(table, range, {}); }
    cursor scan(const table_ref& table, byte_range range, cursor_options options) const {
      return cursor(*store_, table, range, revision_, options);
    }
    store_error error() const { return last_; }
    std::int64_t revision() const noexcept { return *revision_; }

   private:
    friend class etcd_store;
    explicit reader(const etcd_store& store) : store_(&store), revision_(std::make_shared<std::int64_t>(0)) {}
    const etcd_store* store_;
    std::shared_ptr<std::int64_t> revision_;
    mutable store_error last_;
  };

  // Reads checked at commit against each key's mod_revision; writes applied
  // by one etcd Txn.
  class optimistic_transaction {
   public:
    store_errc get(const table_ref& table, std::string_view key, std::string& value) {
      std::string full = table.prefix + std::string(key);
      nlohmann::json answer;
      if (const store_errc e = store_->call("/v3/kv/range", {{"key", detail::etcd::base64(full)}}, true, answer, last_);
          e != store_errc::ok) {
        return e;
      }
      const nlohmann::json& kvs = detail::etcd::pairs(answer);
      if (kvs.empty()) {
        reads_.emplace(std::move(full), 0);
        return store_errc::not_found;
      }
      reads_.emplace(std::move(full), detail::etcd::integer(kvs[0], "mod_revision"));
      if (!detail::etcd::unbase64(detail::etcd::text(kvs[0], "value"), value)) {
        last_ = store_error(store_errc::corruption, "a value that is not base64");
        return last_.code;
      }
      return store_errc::ok;
    }
    store_errc put(const table_ref& table, std::string_view key, std::string_view value) {
      writes_.insert_or_assign(table.prefix + std::string(key), std::optional<std::string>(std::string(value)));
      return store_errc::ok;
    }
    store_errc erase(const table_ref& table, std::string_view key) {
      writes_.insert_or_assign(table.prefix + std::string(key), std::optional<std::string>());
      return store_errc::ok;
    }

    store_errc commit() {
      if (writes_.empty()) return store_errc::ok;
      nlohmann::json compare = nlohmann::json::array();
      for (const auto& [key, revision] : reads_) {
        if (revision == 0) {
          compare.push_back({{"target", "CREATE"}, {"key", detail::etcd::base64(key)}, {"create_revision", "0"},
                             {"result", "EQUAL"}});
        } else {
          compare.push_back({{"target", "MOD"}, {"key", detail::etcd::base64(key)},
                             {"mod_revision", std::to_string(revision)}, {"result", "EQUAL"}});
        }
      }
      nlohmann::json success = nlohmann::json::array();
      for (const auto& [key, value] : writes_) {
        if (value) {
          success.push_back({{"request_put", {{"key", detail::etcd::base64(key)}, {"value", detail::etcd::base64(*value)}}}});
        } else {
          success.push_back({{"request_delete_range", {{"key", detail::etcd::base64(key)}}}});
        }
      }
      if (std::max(compare.size(), success.size()) > store_->options().max_txn_ops) {
        last_ = store_error(store_errc::too_large, "a transaction of " + std::to_string(success.size()) + " writes and " +
                                                      std::to_string(compare.size()) + " reads, over etcd's limit of " +
                                                      std::to_string(store_->options().max_txn_ops) + " of each");
        return last_.code;
      }
      nlohmann::json answer;
      const store_errc e =
          store_->call("/v3/kv/txn", {{"compare", compare}, {"success", success}}, false, answer, last_);
      if (e != store_errc::ok) return e;
      if (!detail::etcd::flag(answer, "succeeded")) {
        last_ = store_error(store_errc::conflict, "a key read by the transaction changed before it committed");
        return last_.code;
      }
      return store_errc::ok;
    }
    store_error error() const { return last_; }

   private:
    friend class etcd_store;
    explicit optimistic_transaction(const etcd_store& store) : store_(&store) {}
    const etcd_store* store_;
    std::map<std::string, std::int64_t> reads_;                     // key -> mod_revision seen (0: absent)
    std::map<std::string, std::optional<std::string>> writes_;      // key -> value (none: delete); one op a key
    store_error last_;
  };

  reader snapshot() const { return reader(*this); }
  optimistic_transaction transaction() const { return optimistic_transaction(*this); }

 private:
  struct shared {
    explicit shared(etcd_options o) : options(std::move(o)) {}
    etcd_options options;
    std::atomic<std::size_t> preferred{0};  // the endpoint to try first, modulo their number
  };
  std::shared_ptr<shared> shared_;
};

}  // namespace rowkey::adapters

#endif
