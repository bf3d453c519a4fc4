// The measured operations, each a function of (store, input) that the
// wall-clock benchmark and the callgrind driver both call:
//   insert/table   rowkey::table_handle::insert            one record, three rows, one transaction
//   insert/hand    the same RocksDB calls, written by hand
//   scan/table     rowkey::table_handle::scan<ByBuyer>       records through an index, from primary rows
//   scan/hand      the same iterator and point reads, decoded by hand
#ifndef ROWKEY_BENCH_TABLES_OPERATIONS_HPP
#define ROWKEY_BENCH_TABLES_OPERATIONS_HPP

#include "workload.hpp"

#include <cstddef>
#include <cstdint>

namespace bench_tables {

inline void keep(const void* p) { asm volatile("" : : "r"(p) : "memory"); }

// One database, seen through the table layer and by the hand-written code.
struct database {
  by_hand::store hand;
  rowkey::table_handle<rowkey::adapters::rocksdb_store, Orders, ByBuyer, BySeller> orders;

  explicit database(const std::string& dir) : hand(open_store(dir)), orders(hand.db) {}
};

// Writes one record; false when it was not written.
[[gnu::noinline]] inline bool insert_table(database& d, const Order& o) { return d.orders.insert(o).has_value(); }
[[gnu::noinline]] inline bool insert_hand(database& d, const Order& o) { return by_hand::insert(d.hand, o); }

// Reads every record of one buyer; the number read.
[[gnu::noinline]] inline std::size_t scan_table(database& d, std::uint64_t buyer) {
  std::size_t n = 0;
  auto scan = d.orders.scan<ByBuyer>(BuyerId{buyer});
  for (const Order& o : scan) {
    keep(&o);
    ++n;
  }
  return scan.error().ok() ? n : 0;
}
[[gnu::noinline]] inline std::size_t scan_hand(database& d, std::uint64_t buyer) {
  Order o;
  std::size_t n = 0;
  const bool ok = by_hand::scan_buyer(d.hand, buyer, o, [&](const Order& r) {
    keep(&r);
    ++n;
  });
  return ok ? n : 0;
}

constexpr std::uint64_t scan_buyers = 64;        // buyers in the scanned database
constexpr std::size_t scan_records = 64 * 1000;  // about 1000 records each

// Fills a database for the scans.
inline void fill_for_scans(database& d) {
  for (const Order& o : make_orders(scan_records, 1, scan_buyers)) by_hand::insert(d.hand, o);
}

}  // namespace bench_tables

#endif
