// The table layer on a three-member etcd cluster on loopback (started here,
// data on /dev/shm), against hand-written code making the same requests:
//   insert   read the primary key (refuse it if taken), then one Txn that
//            puts the primary row and two index entries, guarded by the read
//   scan     the whole table in pages of 1000 keys at one revision, each
//            row decoded into a record
//   index    a buyer's orders: the index entries in pages, their primary
//            rows read a batch at a time (one read-only Txn each) and decoded
// The hand-written side builds keys and values by hand (bench/tables/
// workload.hpp) and sends the JSON requests itself, through the same HTTP
// connection code. Rounds alternate between the two sides; the median round
// is quoted. Informational: a loopback cluster on a shared machine is noisy.
//
//   rowkey_etcd_bench [--records N] [--clients C] [--rounds R]
#include "etcd_cluster.hpp"
#include "tables/workload.hpp"

#include <rowkey/adapters/etcd.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace bench_tables;
using rowkey::adapters::etcd_options;
using rowkey::adapters::etcd_store;
using json = nlohmann::json;
namespace b64 = rowkey::adapters::detail::etcd;

// ---- by hand ------------------------------------------------------------------

struct hand_tables {
  std::string orders, by_buyer, by_seller;  // each table's key prefix
  explicit hand_tables(const std::string& root)
      : orders(root + "orders" + '\0'), by_buyer(root + "orders_by_buyer" + '\0'),
        by_seller(root + "orders_by_seller" + '\0') {}
};

bool hand_insert(const etcd_store& s, const hand_tables& t, const Order& o, std::string& value) {
  char pk[by_hand::primary_size], bk[by_hand::index_size], sk[by_hand::index_size];
  by_hand::primary_key(pk, o.order_no);
  by_hand::buyer_key(bk, o);
  by_hand::seller_key(sk, o);
  by_hand::row_value(o, value);
  const std::string key = b64::base64(t.orders + std::string(pk, sizeof pk));
  json answer;
  rowkey::store_error error;
  if (s.call("/v3/kv/range", {{"key", key}}, true, answer, error) != rowkey::store_errc::ok) return false;
  if (answer.contains("kvs") && !answer["kvs"].empty()) return false;
  const json txn = {
      {"compare", json::array({{{"target", "CREATE"}, {"key", key}, {"create_revision", "0"}, {"result", "EQUAL"}}})},
      {"success", json::array({
                      {{"request_put", {{"key", key}, {"value", b64::base64(value)}}}},
                      {{"request_put", {{"key", b64::base64(t.by_buyer + std::string(bk, sizeof bk))}, {"value", ""}}}},
                      {{"request_put", {{"key", b64::base64(t.by_seller + std::string(sk, sizeof sk))}, {"value", ""}}}},
                  })}};
  if (s.call("/v3/kv/txn", txn, false, answer, error) != rowkey::store_errc::ok) return false;
  return answer.value("succeeded", false);
}

// Every key and value in [begin, end) at `revision` (0: the newest, then
// fixed), in pages; `use(key, value)` sees each.
bool hand_range(const etcd_store& s, std::string begin, const std::string& end, std::int64_t& revision,
                const std::function<bool(const std::string&, const std::string&)>& use) {
  std::string key, value;
  for (;;) {
    json request{{"key", b64::base64(begin)}, {"range_end", b64::base64(end)}, {"limit", 1000}};
    if (revision != 0) request["revision"] = std::to_string(revision);
    json answer;
    rowkey::store_error error;
    if (s.call("/v3/kv/range", request, true, answer, error) != rowkey::store_errc::ok) return false;
    if (revision == 0) revision = std::stoll(answer["header"]["revision"].get<std::string>());
    const auto kvs = answer.find("kvs");
    if (kvs == answer.end() || kvs->empty()) return true;
    for (const json& kv : *kvs) {
      if (!b64::unbase64(kv.value("key", ""), key) || !b64::unbase64(kv.value("value", ""), value)) return false;
      if (!use(key, value)) return false;
    }
    if (!answer.value("more", false)) return true;
    begin = key + '\0';
  }
}

std::size_t hand_scan_table(const etcd_store& s, const hand_tables& t) {
  std::size_t n = 0;
  std::int64_t revision = 0;
  Order o;
  const bool ok = hand_range(s, t.orders, b64::successor(t.orders), revision, [&](const std::string& k, const std::string& v) {
    if (k.size() != t.orders.size() + by_hand::primary_size) return false;
    o.order_no = by_hand::load_be64(k.data() + t.orders.size() + 4);
    n += by_hand::read_row_value(v, o);
    return true;
  });
  return ok ? n : 0;
}

// Reads the rows under `keys` at `revision` in one read-only Txn and decodes
// each into `o`; the number decoded, or none when a read fails.
bool hand_read_rows(const etcd_store& s, const hand_tables& t, const std::vector<std::string>& keys,
                    std::int64_t revision, std::size_t& n) {
  json ranges = json::array();
  for (const std::string& pk : keys) {
    ranges.push_back({{"request_range", {{"key", b64::base64(t.orders + pk)}, {"revision", std::to_string(revision)}}}});
  }
  json answer;
  rowkey::store_error error;
  if (s.call("/v3/kv/txn", {{"success", std::move(ranges)}}, true, answer, error) != rowkey::store_errc::ok ||
      !answer.contains("responses") || answer["responses"].size() != keys.size()) {
    return false;
  }
  Order o;
  std::string value;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const json& range = answer["responses"][i]["response_range"];
    if (!range.contains("kvs") || range["kvs"].empty() || !b64::unbase64(range["kvs"][0].value("value", ""), value)) {
      return false;
    }
    o.order_no = by_hand::load_be64(keys[i].data() + 4);
    n += by_hand::read_row_value(value, o);
  }
  return true;
}

// The index entries in pages; their primary rows a batch at a time, in one
// Txn each, batches of 64 entries, then twice as many each time (as the
// table layer reads them).
std::size_t hand_scan_buyer(const etcd_store& s, const hand_tables& t, std::uint64_t buyer) {
  char be[8];
  by_hand::store_be64(be, buyer);
  const std::string prefix = t.by_buyer + std::string(be, 8);
  std::size_t n = 0, batch = 64;
  std::int64_t revision = 0;
  std::vector<std::string> keys;
  bool ok = hand_range(s, prefix, b64::successor(prefix), revision, [&](const std::string& k, const std::string&) {
    char pk[by_hand::primary_size];
    by_hand::primary_key(pk, by_hand::load_be64(k.data() + k.size() - 8));
    keys.emplace_back(pk, sizeof pk);
    if (keys.size() < batch) return true;
    const bool read = hand_read_rows(s, t, keys, revision, n);
    keys.clear();
    batch = std::min<std::size_t>(2 * batch, 128);
    return read;
  });
  if (ok && !keys.empty()) ok = hand_read_rows(s, t, keys, revision, n);
  return ok ? n : 0;
}

// ---- measuring ------------------------------------------------------------------

double seconds_of(const std::function<bool()>& f) {
  const auto t0 = std::chrono::steady_clock::now();
  if (!f()) {
    std::cerr << "etcd bench: a request failed\n";
    std::exit(1);
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Runs insert(i) for i in [0, n) on `clients` threads, each its share.
bool on_clients(std::size_t n, std::size_t clients, const std::function<bool(std::size_t)>& insert) {
  std::atomic<bool> ok{true};
  std::vector<std::thread> threads;
  for (std::size_t c = 0; c < clients; ++c) {
    threads.emplace_back([&, c] {
      for (std::size_t i = c; i < n && ok; i += clients) {
        if (!insert(i)) ok = false;
      }
    });
  }
  for (std::thread& t : threads) t.join();
  return ok;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

std::string machine() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  }
  return "unknown CPU";
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t records = 1000, clients = 8, rounds = 3;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--records") == 0) records = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--clients") == 0) clients = std::strtoull(argv[i + 1], nullptr, 10);
    if (std::strcmp(argv[i], "--rounds") == 0) rounds = std::strtoull(argv[i + 1], nullptr, 10);
  }
  rowkey_test::etcd_cluster cluster(3);
  etcd_options options;
  options.endpoints = cluster.endpoints();
  const std::uint64_t buyers = 20;
  const std::vector<Order> orders = make_orders(records, 1'000'000, buyers);

  struct row {
    const char* name;
    std::vector<double> rowkey, hand;  // seconds per round
  };
  row insert1{"insert, 1 client", {}, {}}, insert_n{"insert, clients", {}, {}}, scan{"scan the table", {}, {}},
      index{"scan a buyer's orders", {}, {}};
  std::size_t per_buyer = 0;
  for (std::size_t round = 0; round < rounds; ++round) {
    for (const bool hand : {round % 2 == 0, round % 2 != 0}) {  // alternate which side goes first
      for (const std::size_t c : {std::size_t{1}, clients}) {
        const std::string root = (hand ? "hand-" : "rowkey-") + std::to_string(round) + "-" + std::to_string(c) + "/";
        etcd_options o = options;
        o.key_prefix = root;
        etcd_store store(o);
        const hand_tables t(root);
        auto table = rowkey::attach<Orders, ByBuyer, BySeller>(store);
        const double s = seconds_of([&] {
          return on_clients(records, c, [&](std::size_t i) {
            thread_local std::string value;
            return hand ? hand_insert(store, t, orders[i], value) : static_cast<bool>(table.insert(orders[i]));
          });
        });
        row& inserts = c == 1 ? insert1 : insert_n;
        (hand ? inserts.hand : inserts.rowkey).push_back(s);
        if (c != clients) continue;
        // Reads of what the last insert wrote.
        std::size_t n = 0;
        (hand ? scan.hand : scan.rowkey).push_back(seconds_of([&] {
          if (hand) {
            n = hand_scan_table(store, t);
          } else {
            n = 0;
            for (const Order& x : table.scan()) n += x.order_no != 0;
          }
          return n == records;
        }));
        (hand ? index.hand : index.rowkey).push_back(seconds_of([&] {
          n = 0;
          for (std::uint64_t b = 0; b < buyers; ++b) {
            if (hand) {
              n += hand_scan_buyer(store, t, b);
            } else {
              for (const Order& x : table.scan<ByBuyer>(BuyerId{b})) n += x.order_no != 0;
            }
          }
          return n == records;
        }));
        per_buyer = n / buyers;
      }
    }
    std::cerr << "round " << round + 1 << "/" << rounds << " done\n";
  }

  // Pages of 20, forward and reverse: etcd 3.4 sorts a descending range
  // read by reading all of the range that is left, each page.
  struct paging {
    const char* name;
    std::vector<double> forward, reverse;  // seconds for `page_reads` first pages
  };
  paging table_pages{"the table", {}, {}}, buyer_pages{"a buyer's orders", {}, {}};
  const std::size_t page_reads = 50;
  {
    etcd_options o = options;
    o.key_prefix = "paging/";
    etcd_store store(o);
    auto table = rowkey::attach<Orders, ByBuyer, BySeller>(store);
    if (!on_clients(records, clients, [&](std::size_t i) { return static_cast<bool>(table.insert(orders[i])); })) {
      return 1;
    }
    for (std::size_t round = 0; round < rounds; ++round) {
      for (const rowkey::scan_order order : {rowkey::scan_order::forward, rowkey::scan_order::reverse}) {
        const rowkey::page_options page{.limit = 20, .order = order};
        const auto pages_of = [&](auto&& open) {
          return seconds_of([&] {
            for (std::size_t i = 0; i < page_reads; ++i) {
              std::size_t n = 0;
              auto scan = open();
              for (const Order& x : scan) n += x.order_no != 0;
              if (n == 0 || !scan.error().ok()) return false;
            }
            return true;
          });
        };
        const bool forward = order == rowkey::scan_order::forward;
        (forward ? table_pages.forward : table_pages.reverse).push_back(pages_of([&] { return table.scan(page); }));
        (forward ? buyer_pages.forward : buyer_pages.reverse)
            .push_back(pages_of([&] { return table.scan<ByBuyer>(page, BuyerId{1}); }));
      }
    }
  }

  std::printf("etcd bench: a three-member etcd cluster on loopback (data on /dev/shm); %s, %u cores\n",
              machine().c_str(), std::thread::hardware_concurrency());
  std::printf("%zu records of three rows; median of %zu rounds; records per second\n\n", records, rounds);
  std::printf("%-28s %12s %12s %22s\n", "", "rowkey", "by hand", "time rowkey / by hand");
  for (row* r : {&insert1, &insert_n, &scan, &index}) {
    const double a = median(r->rowkey), b = median(r->hand);
    std::string name = r->name;
    if (r == &insert_n) name = "insert, " + std::to_string(clients) + " clients";
    if (r == &index) name += " (" + std::to_string(per_buyer) + " each)";
    std::printf("%-28s %12.0f %12.0f %22.2f\n", name.c_str(), static_cast<double>(records) / a,
                static_cast<double>(records) / b, a / b);
  }
  std::printf("\nfirst pages of 20 records, pages per second\n");
  std::printf("%-28s %12s %12s %22s\n", "", "forward", "reverse", "time reverse / forward");
  for (const paging* p : {&table_pages, &buyer_pages}) {
    const double f = median(p->forward), r = median(p->reverse);
    const std::string name =
        std::string(p->name) + " (" + std::to_string(p == &table_pages ? records : per_buyer) + ")";
    std::printf("%-28s %12.0f %12.0f %22.2f\n", name.c_str(), static_cast<double>(page_reads) / f,
                static_cast<double>(page_reads) / r, r / f);
  }
  return 0;
}
