// The table layer against hand-written code on the same RocksDB: one order
// record with a primary key and two indexes (the guide's transaction design),
//   orders            [hash4(order_no)][order_no]
//   orders_by_buyer   [buyer_id][ts DESC][order_no]
//   orders_by_seller  [seller_id][ts][order_no]
// written with one optimistic transaction (read the primary key, refuse it if
// taken, put the three rows, commit), and read back by an index scan (each
// index entry's primary row read and decoded into a record).
//
// The hand-written code is what a careful engineer writes for exactly this
// schema: byte swaps and XORs for the keys, the row value format written
// field by field with its ids as constants, column family handles held, and
// buffers reused. Both sides make the same RocksDB calls; check_equivalence()
// holds their bytes and records equal before anything is measured.
#ifndef ROWKEY_BENCH_TABLES_WORKLOAD_HPP
#define ROWKEY_BENCH_TABLES_WORKLOAD_HPP

#include <rowkey/adapters/rocksdb_store.hpp>
#include <rowkey/rowkey.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <rocksdb/utilities/optimistic_transaction_db.h>
#include <rocksdb/utilities/transaction.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace bench_tables {

using seconds_time = std::chrono::sys_time<std::chrono::seconds>;

struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::uint64_t seller_id = 0;
  seconds_time ts{};
  std::string item;
  std::uint32_t quantity = 1;
  std::int64_t price_cents = 0;

  friend bool operator==(const Order&, const Order&) = default;
};

}  // namespace bench_tables

BOOST_HANA_ADAPT_STRUCT(bench_tables::Order, order_no, buyer_id, seller_id, ts, item, quantity, price_cents);

namespace bench_tables {

struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct SellerId : rowkey::Column<"seller_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", seconds_time> {};

struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
struct ByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>> {};
struct BySeller : rowkey::Index<"orders_by_seller", Orders, rowkey::Key<SellerId, Ts, OrderNo>> {};

inline std::vector<std::string> tables() { return rowkey::table_names<Orders, ByBuyer, BySeller>(); }

// Orders with increasing numbers and times, spread over `buyers` buyers.
inline std::vector<Order> make_orders(std::size_t n, std::uint64_t first_no, std::uint64_t buyers) {
  static const char* const items[] = {"book", "lamp", "desk", "fountain pen", "chair", "mug"};
  std::mt19937_64 rng(first_no);
  std::vector<Order> orders(n);
  for (std::size_t i = 0; i < n; ++i) {
    Order& o = orders[i];
    o.order_no = first_no + i;
    o.buyer_id = rng() % buyers;
    o.seller_id = rng() % 40;
    o.ts = seconds_time(std::chrono::seconds(1'700'000'000 + static_cast<std::int64_t>(first_no + i)));
    o.item = items[rng() % 6];
    o.quantity = static_cast<std::uint32_t>(1 + rng() % 4);
    o.price_cents = static_cast<std::int64_t>(rng() % 100'000);
  }
  return orders;
}

// ---- by hand ---------------------------------------------------------------------

namespace by_hand {

inline void store_be64(char* out, std::uint64_t v) {
  v = __builtin_bswap64(v);
  std::memcpy(out, &v, 8);
}
inline std::uint64_t load_be64(const char* in) {
  std::uint64_t v;
  std::memcpy(&v, in, 8);
  return __builtin_bswap64(v);
}
template <class T>
inline void store_le(char* out, T v) {
  std::memcpy(out, &v, sizeof v);
}
template <class T>
inline T load_le(const char* in) {
  T v;
  std::memcpy(&v, in, sizeof v);
  return v;
}
constexpr std::uint64_t sign = std::uint64_t{1} << 63;

constexpr std::size_t primary_size = 12, index_size = 24;

inline void primary_key(char* out, std::uint64_t order_no) {
  char be[8];
  store_be64(be, order_no);
  const std::uint64_t h = XXH64(be, 8, 0);
  const std::uint32_t prefix = __builtin_bswap32(static_cast<std::uint32_t>(h >> 32));
  std::memcpy(out, &prefix, 4);
  std::memcpy(out + 4, be, 8);
}
inline void buyer_key(char* out, const Order& o) {
  store_be64(out, o.buyer_id);
  store_be64(out + 8, ~(static_cast<std::uint64_t>(o.ts.time_since_epoch().count()) ^ sign));
  store_be64(out + 16, o.order_no);
}
inline void seller_key(char* out, const Order& o) {
  store_be64(out, o.seller_id);
  store_be64(out + 8, static_cast<std::uint64_t>(o.ts.time_since_epoch().count()) ^ sign);
  store_be64(out + 16, o.order_no);
}

// The row value's field ids: XXH64 of each field's name, low 32 bits
// (docs/format.md, section 11), worked out once as an engineer would.
struct ids {
  std::uint32_t buyer_id, seller_id, ts, item, quantity, price_cents;
  static const ids& get() {
    static const ids i = [] {
      const auto id = [](const char* name) { return static_cast<std::uint32_t>(XXH64(name, std::strlen(name), 0)); };
      return ids{id("buyer_id"), id("seller_id"), id("ts"), id("item"), id("quantity"), id("price_cents")};
    }();
    return i;
  }
};

inline char* header(char* out, std::uint32_t id, unsigned char type) {
  store_le(out, id);
  out[4] = static_cast<char>(type);
  return out + 5;
}

// Version 1, then buyer_id u64, seller_id u64, ts (seconds), item text,
// quantity u32, price_cents i64.
inline void row_value(const Order& o, std::string& out) {
  const ids& id = ids::get();
  const std::size_t n = o.item.size();
  const std::size_t length_bytes = n < 0x80 ? 1 : n < 0x4000 ? 2 : n < 0x200000 ? 3 : n < 0x10000000 ? 4 : 5;
  out.resize(1 + 6 * 5 + 8 + 8 + 8 + length_bytes + n + 4 + 8);
  char* p = out.data();
  *p++ = 1;
  p = header(p, id.buyer_id, 0x04);
  store_le(p, o.buyer_id), p += 8;
  p = header(p, id.seller_id, 0x04);
  store_le(p, o.seller_id), p += 8;
  p = header(p, id.ts, 0x33);
  store_le(p, static_cast<std::int64_t>(o.ts.time_since_epoch().count())), p += 8;
  p = header(p, id.item, 0x40);
  for (std::size_t v = n; ; v >>= 7) {
    if (v < 0x80) {
      *p++ = static_cast<char>(v);
      break;
    }
    *p++ = static_cast<char>((v & 0x7F) | 0x80);
  }
  std::memcpy(p, o.item.data(), n), p += n;
  p = header(p, id.quantity, 0x03);
  store_le(p, o.quantity), p += 4;
  p = header(p, id.price_cents, 0x14);
  store_le(p, o.price_cents);
}

// Reads a row value that rowkey wrote (fields in order, as the fast path
// expects), with the checks a strict reader makes; false on anything else.
inline bool read_row_value(std::string_view v, Order& o) {
  const ids& id = ids::get();
  const char* p = v.data();
  const char* end = p + v.size();
  const auto field = [&](std::uint32_t want, unsigned char type, std::size_t size) {
    if (end - p < static_cast<std::ptrdiff_t>(5 + size) || load_le<std::uint32_t>(p) != want ||
        static_cast<unsigned char>(p[4]) != type) {
      return false;
    }
    p += 5;
    return true;
  };
  if (v.empty() || *p++ != 1) return false;
  if (!field(id.buyer_id, 0x04, 8)) return false;
  o.buyer_id = load_le<std::uint64_t>(p), p += 8;
  if (!field(id.seller_id, 0x04, 8)) return false;
  o.seller_id = load_le<std::uint64_t>(p), p += 8;
  if (!field(id.ts, 0x33, 8)) return false;
  o.ts = seconds_time(std::chrono::seconds(load_le<std::int64_t>(p))), p += 8;
  if (!field(id.item, 0x40, 1)) return false;
  std::uint64_t n = 0;
  for (unsigned shift = 0;; shift += 7) {
    if (p == end || shift > 28) return false;
    const auto b = static_cast<unsigned char>(*p++);
    n |= static_cast<std::uint64_t>(b & 0x7F) << shift;
    if ((b & 0x80) == 0) {
      if (b == 0 && shift != 0) return false;
      break;
    }
  }
  if (static_cast<std::uint64_t>(end - p) < n) return false;
  o.item.assign(p, n), p += n;
  if (!field(id.quantity, 0x03, 4)) return false;
  o.quantity = load_le<std::uint32_t>(p), p += 4;
  if (!field(id.price_cents, 0x14, 8)) return false;
  o.price_cents = load_le<std::int64_t>(p), p += 8;
  return p == end;
}

// A RocksDB with the three column families, the handles held.
struct store {
  rowkey::adapters::rocksdb_store db;  // opened by rowkey's adapter; the hand-written code uses its raw handles
  ::rocksdb::OptimisticTransactionDB* raw = nullptr;
  ::rocksdb::ColumnFamilyHandle *orders = nullptr, *by_buyer = nullptr, *by_seller = nullptr;
  ::rocksdb::WriteOptions write;
  ::rocksdb::ReadOptions read;
  std::string value, scratch;  // reused buffers

  explicit store(rowkey::adapters::rocksdb_store s) : db(std::move(s)) {
    raw = &db.db();
    orders = db.family("orders");
    by_buyer = db.family("orders_by_buyer");
    by_seller = db.family("orders_by_seller");
  }
};

// insert: refuse a taken primary key, else write the three rows in one transaction.
inline bool insert(store& s, const Order& o) {
  char pk[primary_size], bk[index_size], sk[index_size];
  primary_key(pk, o.order_no);
  buyer_key(bk, o);
  seller_key(sk, o);
  row_value(o, s.value);
  const std::unique_ptr<::rocksdb::Transaction> txn(s.raw->BeginTransaction(s.write));
  const ::rocksdb::Status found = txn->GetForUpdate(s.read, s.orders, ::rocksdb::Slice(pk, primary_size), &s.scratch);
  if (!found.IsNotFound()) return false;
  if (!txn->Put(s.orders, ::rocksdb::Slice(pk, primary_size), s.value).ok()) return false;
  if (!txn->Put(s.by_buyer, ::rocksdb::Slice(bk, index_size), ::rocksdb::Slice()).ok()) return false;
  if (!txn->Put(s.by_seller, ::rocksdb::Slice(sk, index_size), ::rocksdb::Slice()).ok()) return false;
  return txn->Commit().ok();
}

// A buyer's orders through orders_by_buyer, each read from its primary row;
// `use` sees every record. False on anything malformed or failed.
template <class Use>
bool scan_buyer(store& s, std::uint64_t buyer, Order& o, Use&& use) {
  char lower[8], upper[8];
  store_be64(lower, buyer);
  store_be64(upper, buyer + 1);
  const ::rocksdb::Slice lo(lower, 8), hi(upper, 8);
  ::rocksdb::ReadOptions options;
  options.snapshot = s.raw->GetSnapshot();
  options.iterate_lower_bound = &lo;
  options.iterate_upper_bound = &hi;
  std::unique_ptr<::rocksdb::Iterator> it(s.raw->NewIterator(options, s.by_buyer));
  ::rocksdb::ReadOptions point;
  point.snapshot = options.snapshot;
  bool ok = true;
  for (it->Seek(lo); it->Valid(); it->Next()) {
    const ::rocksdb::Slice k = it->key();
    if (k.size() != index_size) {
      ok = false;
      break;
    }
    o.buyer_id = load_be64(k.data());
    o.ts = seconds_time(std::chrono::seconds(static_cast<std::int64_t>(~load_be64(k.data() + 8) ^ sign)));
    o.order_no = load_be64(k.data() + 16);
    char pk[primary_size];
    primary_key(pk, o.order_no);
    if (!s.raw->Get(point, s.orders, ::rocksdb::Slice(pk, primary_size), &s.value).ok() ||
        !read_row_value(s.value, o)) {
      ok = false;
      break;
    }
    use(o);
  }
  ok = ok && it->status().ok();
  it.reset();
  s.raw->ReleaseSnapshot(options.snapshot);
  return ok;
}

}  // namespace by_hand

inline by_hand::store open_store(const std::string& dir) {
  rowkey::adapters::rocksdb_store_options options;
  options.db.write_buffer_size = 512 << 20;  // no flush while a benchmark runs
  return by_hand::store(rowkey::adapters::rocksdb_store::open(dir, tables(), options).value());
}

// The table layer and the hand-written code give the same bytes and records.
inline bool check_equivalence(const std::string& dir_a, const std::string& dir_b) {
  by_hand::store a = open_store(dir_a), b = open_store(dir_b);
  auto orders = rowkey::attach<Orders, ByBuyer, BySeller>(a.db);
  const auto sample = make_orders(500, 1, 7);
  for (const Order& o : sample) {
    if (!orders.insert(o) || !by_hand::insert(b, o)) {
      std::fprintf(stderr, "equivalence: an insert failed\n");
      return false;
    }
  }
  if (orders.insert(sample[3]) || by_hand::insert(b, sample[3])) {
    std::fprintf(stderr, "equivalence: a taken primary key was not refused\n");
    return false;
  }
  for (auto* family : {"orders", "orders_by_buyer", "orders_by_seller"}) {
    std::unique_ptr<::rocksdb::Iterator> x(a.raw->NewIterator({}, a.db.family(family)));
    std::unique_ptr<::rocksdb::Iterator> y(b.raw->NewIterator({}, b.db.family(family)));
    for (x->SeekToFirst(), y->SeekToFirst(); x->Valid() || y->Valid(); x->Next(), y->Next()) {
      if (!x->Valid() || !y->Valid() || x->key() != y->key() || x->value() != y->value()) {
        std::fprintf(stderr, "equivalence: %s differs\n", family);
        return false;
      }
    }
  }
  for (std::uint64_t buyer = 0; buyer < 7; ++buyer) {
    std::vector<Order> mine, theirs;
    for (const Order& o : orders.scan<ByBuyer>(BuyerId{buyer})) mine.push_back(o);
    Order scratch;
    if (!by_hand::scan_buyer(b, buyer, scratch, [&](const Order& o) { theirs.push_back(o); }) || mine != theirs ||
        mine.empty()) {
      std::fprintf(stderr, "equivalence: buyer %llu's records differ\n", static_cast<unsigned long long>(buyer));
      return false;
    }
  }
  return true;
}

}  // namespace bench_tables

#endif
