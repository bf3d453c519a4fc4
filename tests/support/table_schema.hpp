// The record, table and indexes the table tests write, with the oracle they
// are checked against and a check of a store's raw tables.
//
// The record has a field of every kind the row value stores; its primary key
// is hashed (an order number is monotonic); five indexes cover every scan
// shape: a prefix and a descending range (buyer), an ascending range
// (seller), a bucket fan-out (time), starts_with on a string (item), and a
// Unique index (code). Values come from small pools so that records collide
// on index values, strings prefix each other, and updates move entries.
#ifndef ROWKEY_TESTS_TABLE_SCHEMA_HPP
#define ROWKEY_TESTS_TABLE_SCHEMA_HPP

#include "random_values.hpp"

#include <rowkey/rowkey.hpp>
#include <rowkey/table.hpp>

#include <boost/hana/adapt_struct.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace table_test {

using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;

enum class Status : std::uint8_t { placed, paid, shipped, cancelled };

struct Order {
  std::uint64_t order_no = 0;
  std::uint64_t buyer_id = 0;
  std::uint32_t seller_id = 0;
  time_ms ts{};
  std::string item;
  rowkey::padded_string<8> code;
  Status status = Status::placed;
  std::int32_t quantity = 1;
  double price = 0;
  bool gift = false;
  std::array<std::uint8_t, 16> token{};
  rowkey::bounded_string<24> note;
  std::chrono::seconds ttl{0};

  friend bool operator==(const Order& a, const Order& b) {
    // Compared by bits, so that NaN prices compare equal to themselves.
    return a.order_no == b.order_no && a.buyer_id == b.buyer_id && a.seller_id == b.seller_id && a.ts == b.ts &&
           a.item == b.item && a.code == b.code && a.status == b.status && a.quantity == b.quantity &&
           std::bit_cast<std::uint64_t>(a.price) == std::bit_cast<std::uint64_t>(b.price) && a.gift == b.gift &&
           a.token == b.token && a.note == b.note && a.ttl == b.ttl;
  }
};

}  // namespace table_test

BOOST_HANA_ADAPT_STRUCT(table_test::Order, order_no, buyer_id, seller_id, ts, item, code, status, quantity, price, gift,
                        token, note, ttl);

template <>
struct rowkey::enum_range<table_test::Status> {
  static constexpr table_test::Status first = table_test::Status::placed, last = table_test::Status::cancelled;
};

namespace table_test {

struct OrderNo : rowkey::Column<"order_no", std::uint64_t, rowkey::Monotonic> {};
struct BuyerId : rowkey::Column<"buyer_id", std::uint64_t> {};
struct SellerId : rowkey::Column<"seller_id", std::uint32_t> {};
struct Ts : rowkey::Column<"ts", time_ms> {};
struct Item : rowkey::Column<"item", rowkey::bounded_string<12>> {};
struct Code : rowkey::Column<"code", rowkey::padded_string<8>> {};

struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
struct ByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>> {};
struct BySeller : rowkey::Index<"orders_by_seller", Orders, rowkey::Key<SellerId, Ts, OrderNo>> {};
struct ByTime : rowkey::Index<"orders_by_time", Orders, rowkey::Key<rowkey::Bucket<8, Ts>, Ts, OrderNo>> {};
struct ByItem : rowkey::Index<"orders_by_item", Orders, rowkey::Key<Item, OrderNo>> {};
struct ByCode : rowkey::Index<"orders_by_code", Orders, rowkey::Key<Code>, rowkey::Unique> {};

inline std::vector<std::string> all_tables() { return rowkey::table_names<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>(); }

template <class Store>
auto attach_all(Store& store, rowkey::retry_policy retry = {}) {
  return rowkey::attach<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>(store, retry);
}

using keys_of = rowkey::record_keys<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>;

inline constexpr std::int64_t t0 = 1'700'000'000'000;

// ---- generators ---------------------------------------------------------------

struct generator {
  rowkey_test::random_source& r;
  std::uint64_t order_pool = 64;

  std::string item() {
    static const char* const items[] = {"", "a", "ab", "abc", "b", "book", "bookcase", "books", "pen", "pencil"};
    if (r.percent(10)) return rowkey_test::random_text(r, 14, true);  // now and then longer than Item allows
    return items[r.below(std::size(items))];
  }
  // Mostly the record's own code; now and then one of a few shared ones, which
  // the Unique index refuses to give a second record.
  rowkey::padded_string<8> code(std::uint64_t no) {
    if (r.percent(75)) return *rowkey::padded_string<8>::from("u" + std::to_string(no));
    return *rowkey::padded_string<8>::from("c" + std::to_string(r.below(6)));
  }
  Order order(std::uint64_t no) {
    Order o;
    o.order_no = no;
    o.buyer_id = r.below(6);
    o.seller_id = static_cast<std::uint32_t>(r.below(4)) + (r.percent(5) ? 0xFFFFFFF0u : 0);
    o.ts = time_ms(std::chrono::milliseconds(t0 + static_cast<std::int64_t>(r.below(200)) * 1000));
    o.item = item();
    o.code = code(no);
    o.status = rowkey_test::random_values<Status>::one(r);
    o.quantity = rowkey_test::random_values<std::int32_t>::one(r);
    o.price = rowkey_test::random_values<double>::one(r);
    o.gift = r.percent(30);
    o.token = rowkey_test::random_values<std::array<std::uint8_t, 16>>::one(r);
    o.note = rowkey_test::random_values<rowkey::bounded_string<24>>::one(r);
    o.ttl = std::chrono::seconds(static_cast<std::int64_t>(r.below(1000)));
    return o;
  }
  Order order() { return order(r.below(order_pool)); }
};

// ---- the oracle -----------------------------------------------------------------

// What a table of orders must hold after a sequence of operations, and what
// each operation must answer.
class oracle {
 public:
  const std::map<std::uint64_t, Order>& records() const { return records_; }
  // Takes a record as already stored (a store opened again).
  void load(const Order& o) { records_[o.order_no] = o; }

  // Whether a record can be stored (its keys and its row value encode): its
  // error code else.
  static rowkey::table_errc refusal(const Order& o) {
    std::string value;
    const auto keys = rowkey::encode_record<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>(o, value);
    return keys ? rowkey::table_errc::ok : keys.error().code;
  }

  // The record, other than `except`, holding o's code, if any.
  std::optional<std::uint64_t> code_holder(const Order& o, std::uint64_t except) const {
    for (const auto& [no, r] : records_) {
      if (no != except && r.code == o.code) return no;
    }
    return std::nullopt;
  }

  rowkey::table_errc insert(const Order& o) {
    if (const auto e = refusal(o); e != rowkey::table_errc::ok) return e;
    if (records_.contains(o.order_no)) return rowkey::table_errc::duplicate_key;
    if (code_holder(o, o.order_no)) return rowkey::table_errc::unique_violation;
    records_[o.order_no] = o;
    return rowkey::table_errc::ok;
  }
  // ok and whether it replaced, or the error.
  std::pair<rowkey::table_errc, bool> upsert(const Order& o) {
    if (const auto e = refusal(o); e != rowkey::table_errc::ok) return {e, false};
    if (code_holder(o, o.order_no)) return {rowkey::table_errc::unique_violation, false};
    const bool existed = records_.contains(o.order_no);
    records_[o.order_no] = o;
    return {rowkey::table_errc::ok, existed};
  }
  template <class F>
  std::pair<rowkey::table_errc, bool> update(std::uint64_t no, F&& f) {
    const auto at = records_.find(no);
    if (at == records_.end()) return {rowkey::table_errc::ok, false};
    Order changed = at->second;
    f(changed);
    if (const auto e = refusal(changed); e != rowkey::table_errc::ok) return {e, false};
    if (changed.order_no != no) return {rowkey::table_errc::primary_key_changed, false};
    if (code_holder(changed, no)) return {rowkey::table_errc::unique_violation, false};
    at->second = changed;
    return {rowkey::table_errc::ok, true};
  }
  bool erase(std::uint64_t no) { return records_.erase(no) != 0; }

  // The records a scan of index I (or the table) must return, in its key
  // order: those `keep` accepts, sorted by their key in I.
  template <class I, class Keep>
  std::vector<Order> scan(Keep&& keep) const {
    std::vector<std::pair<std::string, Order>> rows;
    for (const auto& [no, r] : records_) {
      if (!keep(r)) continue;
      const auto keys = rowkey::encode_record_keys<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>(r).value();
      if constexpr (std::is_same_v<I, Orders>) {
        rows.emplace_back(std::string(keys.primary.view()), r);
      } else {
        rows.emplace_back(std::string(keys.template index<I>().view()), r);
      }
    }
    std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Order> out;
    for (auto& [k, r] : rows) out.push_back(std::move(r));
    return out;
  }

 private:
  std::map<std::uint64_t, Order> records_;
};

// ---- a store's raw tables ------------------------------------------------------------

// Every key and value of one table of a store, read at one snapshot.
template <class Store, class Reader>
std::map<std::string, std::string> read_table(const Store& store, Reader& reader, std::string_view table,
                                              rowkey::store_error* error) {
  std::map<std::string, std::string> rows;
  auto c = reader.scan(store.table(table), rowkey::byte_range{});
  for (; c.valid(); c.next()) rows.emplace(std::string(c.key()), std::string(c.value()));
  if (rowkey::store_error e = c.status(); !e.ok() && error != nullptr) *error = e;
  return rows;
}

struct consistency {
  std::vector<Order> records;      // the primary rows, decoded
  std::size_t undecodable = 0;     // primary rows that do not decode
  std::size_t missing_entries = 0; // index entries a record should have and has not
  std::map<std::string, std::size_t> missing_in;  // the same, by index
  std::size_t stray_entries = 0;   // index entries no record accounts for (or with a wrong value)
  rowkey::store_error error{};

  std::size_t inconsistent() const { return undecodable + missing_entries + stray_entries; }
};

// Reads every table at one snapshot and checks the indexes against a rebuild
// from the primary rows: each record has exactly its index entries, and each
// entry names a record whose fields give that entry.
template <class Store>
consistency check_consistency(Store& store) {
  consistency out;
  auto reader = store.snapshot();
  const auto primary = read_table(store, reader, Orders::name, &out.error);
  std::map<std::string, std::map<std::string, std::string>> expected;  // table -> key -> value
  for (const auto& [key, value] : primary) {
    Order o{};
    rowkey::key_values<Orders::key> scratch;
    using layout = rowkey::detail::table_layout<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>;
    rowkey::table_error error;
    if (!rowkey::detail::read_primary_row<Orders, layout::row>(key, value, o, scratch, error)) {
      ++out.undecodable;
      continue;
    }
    out.records.push_back(o);
    const auto keys = rowkey::encode_record_keys<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>(o).value();
    expected[std::string(ByBuyer::name)][std::string(keys.index<ByBuyer>().view())] = "";
    expected[std::string(BySeller::name)][std::string(keys.index<BySeller>().view())] = "";
    expected[std::string(ByTime::name)][std::string(keys.index<ByTime>().view())] = "";
    expected[std::string(ByItem::name)][std::string(keys.index<ByItem>().view())] = "";
    expected[std::string(ByCode::name)][std::string(keys.index<ByCode>().view())] = key;
  }
  for (const std::string_view table : {ByBuyer::name, BySeller::name, ByTime::name, ByItem::name, ByCode::name}) {
    const auto actual = read_table(store, reader, table, &out.error);
    const auto& want = expected[std::string(table)];
    for (const auto& [k, v] : want) {
      const auto at = actual.find(k);
      if (at == actual.end()) {
        ++out.missing_entries;
        ++out.missing_in[std::string(table)];
      } else if (at->second != v) ++out.stray_entries;
    }
    for (const auto& [k, v] : actual) {
      if (!want.contains(k)) ++out.stray_entries;
    }
  }
  return out;
}

}  // namespace table_test

#endif
