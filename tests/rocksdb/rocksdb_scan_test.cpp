// rowkey's ranges on a real RocksDB: random rows are written to a database in
// a temporary directory, and scans read back through iterate_lower_bound /
// iterate_upper_bound (rowkey/adapters/rocksdb.hpp) must return exactly the
// rows a linear filter over the decoded values returns, in key order; bucket
// ranges are read through one iterator per bucket and merged.
#include "scan_oracle.hpp"

#include <rowkey/adapters/rocksdb.hpp>
#include <rowkey/rowkey.hpp>

#include <rocksdb/db.h>
#include <rocksdb/options.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace {

using namespace std::chrono;
using scan_oracle::below;
using scan_oracle::engine;
using scan_oracle::table;

struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Amount : rowkey::Column<"amount", std::int32_t> {};
struct Code : rowkey::Column<"code", std::array<std::uint8_t, 2>> {};

using Metrics = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
using Orders = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Amount>>;
using Logs = rowkey::Key<rowkey::Bucket<8, Ts>, Ts, Host>;
// More buckets than open_cursors keeps in an array (256) and bucket_merge
// keeps inline (16,384): cursors in a vector, ranges and merge heap on the heap.
using WideLogs = rowkey::Key<rowkey::Bucket<20000, Ts>, Ts, Host>;
using Codes = rowkey::Key<Code, Event>;  // 0xFF-heavy: prefixes without a successor

int failures = 0;
int scans = 0;

void check(bool ok, const std::string& what) {
  ++scans;
  if (!ok && ++failures <= 10) std::cerr << "FAILED: " << what << '\n';
}

// The same range read by the user's own iterator, its options pointed at
// the range by rocksdb_bounds.
std::vector<std::string> read_with_bounds(rocksdb::DB& db, const auto& range) {
  const rowkey::adapters::rocksdb_bounds bounds(range);
  rocksdb::ReadOptions options;
  bounds.apply(options);
  std::vector<std::string> out;
  const std::unique_ptr<rocksdb::Iterator> it(db.NewIterator(options));
  for (it->Seek(bounds.lower); it->Valid(); it->Next()) out.emplace_back(it->key().ToString());
  check(it->status().ok(), "iterator status: " + it->status().ToString());
  return out;
}

std::vector<std::string> read(rocksdb::DB& db, const auto& range) {
  std::vector<std::string> out;
  rowkey::adapters::rocksdb_cursor c(db, range);
  for (; c.valid(); c.next()) out.emplace_back(c.key());
  check(c.status().ok(), "iterator status: " + c.status().ToString());
  check(read_with_bounds(db, range) == out, "rocksdb_bounds reads what rocksdb_cursor reads");
  return out;
}

// rocksdb_bounds points into the range's bytes and the options into its own
// slices: neither a temporary range nor a temporary rocksdb_bounds can be
// used, since either would be gone before the iterator reads.
// (Bounds is a parameter, so that each expression is checked where the
// concept is used, not where it is written.)
template <class Bounds, class Range>
concept bounds_of_temporary_range = requires(Range r) { Bounds(std::move(r)); };
template <class Bounds, class Range>
concept apply_of_temporary_bounds = requires(Range r, rocksdb::ReadOptions o) { Bounds(r).apply(o); };
template <class Bounds, class Range>
concept apply_of_kept_bounds = requires(const Range r, const Bounds b, rocksdb::ReadOptions o) {
  Bounds(r);
  b.apply(o);
};
using metrics_range = rowkey::key_range<Metrics>;
static_assert(!bounds_of_temporary_range<rowkey::adapters::rocksdb_bounds, metrics_range>);
static_assert(!apply_of_temporary_bounds<rowkey::adapters::rocksdb_bounds, metrics_range>);
static_assert(apply_of_kept_bounds<rowkey::adapters::rocksdb_bounds, metrics_range>);

// A fresh database holding the table's rows, some in an SST file, some in the memtable.
template <class K>
std::unique_ptr<rocksdb::DB> open_with(const std::filesystem::path& dir, const table<K>& t) {
  rocksdb::Options options;
  options.create_if_missing = true;
  rocksdb::DB* raw = nullptr;
  const rocksdb::Status s = rocksdb::DB::Open(options, dir.string(), &raw);
  if (!s.ok()) {
    std::cerr << "cannot open RocksDB at " << dir << ": " << s.ToString() << '\n';
    std::exit(2);
  }
  std::unique_ptr<rocksdb::DB> db(raw);
  for (const auto& [key, row] : t.rows()) db->Put(rocksdb::WriteOptions(), key, "v");
  db->Flush(rocksdb::FlushOptions());
  for (std::size_t i = 0; i < t.rows().size(); i += 2) db->Put(rocksdb::WriteOptions(), t.rows()[i].first, "w");
  return db;
}

template <class K, std::size_t B>
void scans_of(rocksdb::DB& db, const table<K>& t, engine& g, int rounds) {
  using T = table<K>;
  using row = typename T::row;
  for (int i = 0; i < rounds; ++i) {
    const row p = t.probe(g);
    const auto bound = [&]<std::size_t... I>(std::index_sequence<I...>, auto... last) {
      return std::tuple{typename T::template column<I>{scan_oracle::argument(std::get<I>(p))}..., last...};
    };
    const auto prefix = std::apply([](const auto&... v) { return rowkey::prefix<K>(v...); },
                                   bound(std::make_index_sequence<B>{}));
    check(read(db, prefix.value()) == t.filter([&](const row& x) { return T::template same_leading<B>(x, p); }),
          "prefix scan");
    using plan = rowkey::detail::scan_plan<K, B>;
    if constexpr (plan::refusal == rowkey::detail::range_refusal::none || plan::bucket_fan_out) {
      const row lo = t.probe(g), hi = t.probe(g);
      const auto lk = static_cast<rowkey::bound_kind>(below(g, 3));
      const auto uk = static_cast<rowkey::bound_kind>(below(g, 3));
      using C = typename T::template column<B>;
      const rowkey::interval<C> iv{{lk, scan_oracle::argument(std::get<B>(lo))},
                                   {uk, scan_oracle::argument(std::get<B>(hi))}};
      const auto want = t.filter([&](const row& x) {
        const auto& v = std::get<B>(x);
        return T::template same_leading<B>(x, p) &&
               !(lk == rowkey::bound_kind::inclusive && v < std::get<B>(lo)) &&
               !(lk == rowkey::bound_kind::exclusive && !(std::get<B>(lo) < v)) &&
               !(uk == rowkey::bound_kind::inclusive && std::get<B>(hi) < v) &&
               !(uk == rowkey::bound_kind::exclusive && !(v < std::get<B>(hi)));
      });
      if constexpr (plan::bucket_fan_out) {
        const auto scan = std::apply([](const auto&... v) { return rowkey::bucket_ranges<K>(v...); },
                                     bound(std::make_index_sequence<B>{}, iv))
                              .value();
        auto cursors = rowkey::adapters::open_cursors(db, scan);
        std::vector<std::string> merged;
        for (rowkey::bucket_merge m(scan, std::span(cursors)); m.valid(); m.next()) merged.emplace_back(m.key());
        // Merged order is the ranged column's order: decode and compare.
        bool ordered = true;
        for (std::size_t k = 1; k < merged.size(); ++k) {
          const auto a = rowkey::to_tuple(rowkey::decode<K>(merged[k - 1]).value());
          const auto b = rowkey::to_tuple(rowkey::decode<K>(merged[k]).value());
          ordered = ordered && (std::get<B>(a) < std::get<B>(b) ||
                                (std::get<B>(a) == std::get<B>(b) && merged[k - 1] < merged[k]));
        }
        check(ordered, "bucket merge order");
        std::sort(merged.begin(), merged.end());
        check(merged == want, "bucket ranges");
      } else {
        const auto r = std::apply([](const auto&... v) { return rowkey::range<K>(v...); },
                                  bound(std::make_index_sequence<B>{}, iv));
        check(read(db, r.value()) == want, "range scan");
      }
    }
  }
}

template <class K>
void run(const std::filesystem::path& root, const char* name, std::uint64_t seed, int rounds = 150) {
  engine g(seed);
  table<K> t;
  if (!t.fill(g, 2000)) {
    check(false, std::string(name) + ": rows do not round-trip");
    return;
  }
  auto db = open_with(root / name, t);
  [&]<std::size_t... B>(std::index_sequence<B...>) { (scans_of<K, B>(*db, t, g, rounds), ...); }(
      std::make_index_sequence<table<K>::columns + 1>{});
}

}  // namespace

int main() {
  std::string pattern = (std::filesystem::temp_directory_path() / "rowkey-rocksdb-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) {
    std::cerr << "cannot create a temporary directory\n";
    return 2;
  }
  const std::filesystem::path root(pattern);
  run<Metrics>(root, "metrics", 1);
  run<Orders>(root, "orders", 2);
  run<Logs>(root, "logs", 3);
  run<Codes>(root, "codes", 4);
  run<WideLogs>(root, "wide_logs", 5, 12);  // each bucket scan opens 20,000 iterators
  std::filesystem::remove_all(root);
  std::cout << scans << " scans checked against RocksDB, " << failures << " failed\n";
  return failures == 0 && scans > 1000 ? 0 : 1;
}
