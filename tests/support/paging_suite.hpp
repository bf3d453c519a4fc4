// Pages of scans, on any store (part of the table suite): with no writers,
// the pages of every scan shape, forward and reverse, with random page sizes
// from 1 up, concatenate to the unlimited scan exactly; with writers changing
// the table between pages, every record that exists unchanged throughout
// appears exactly once, no key appears twice, and the order holds across
// page boundaries (docs/tables.md, section 5).
#ifndef ROWKEY_TESTS_PAGING_SUITE_HPP
#define ROWKEY_TESTS_PAGING_SUITE_HPP

#include "random_values.hpp"
#include "table_schema.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace table_test {

// Reads a whole scan in pages of random sizes (1 to max_page), each resumed
// from the last one's continuation (half the time through its text form),
// calling between() after each page.
template <class Open, class Between>
std::vector<Order> read_in_pages(Open&& open, rowkey::scan_order order, rowkey_test::random_source& r,
                                 std::size_t max_page, Between&& between) {
  rowkey::page_options page{.limit = 1 + r.below(max_page), .order = order};
  std::vector<Order> all;
  for (std::size_t pages = 0;; ++pages) {
    REQUIRE(pages < 100000);
    auto scan = open(page);
    std::size_t n = 0;
    for (const Order& o : scan) {
      all.push_back(o);
      ++n;
    }
    REQUIRE(scan.error().ok());
    REQUIRE(n <= page.limit);
    const auto next = scan.continuation();
    if (!next) break;
    CHECK(n == page.limit);  // only a full page offers a continuation
    page.after = r.percent(50) ? rowkey::continuation::from_text(next->text()).value() : *next;
    page.limit = 1 + r.below(max_page);
    between();
  }
  return all;
}

// One scan shape: how to open a page of it, which records it covers, and
// each record's position in its order (its key in the table or index, after
// the bucket for a bucket-merged scan).
template <class Open, class Keep, class Position>
struct paged_shape {
  const char* name;
  Open open;
  Keep keep;
  Position position;
};
template <class Open, class Keep, class Position>
paged_shape(const char*, Open, Keep, Position) -> paged_shape<Open, Keep, Position>;

template <class Shape>
std::vector<Order> expected_scan(const Shape& shape, const oracle& model, rowkey::scan_order order) {
  std::vector<std::pair<std::string, Order>> rows;
  for (const auto& [no, o] : model.records()) {
    if (shape.keep(o)) rows.emplace_back(shape.position(o), o);
  }
  std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  if (order == rowkey::scan_order::reverse) std::reverse(rows.begin(), rows.end());
  std::vector<Order> out;
  for (auto& [position, o] : rows) out.push_back(o);
  return out;
}

template <class Handle, class Shape>
void check_shape_pages(Handle& orders, oracle& model, const Shape& shape, rowkey_test::random_source& r,
                       std::size_t max_page, generator& gen, std::uint64_t& next_no) {
  for (const rowkey::scan_order order : {rowkey::scan_order::forward, rowkey::scan_order::reverse}) {
    INFO("shape " << shape.name << ", " << rowkey::describe(order));
    // No writers: the pages are the unlimited scan, which is the oracle's.
    std::vector<Order> whole;
    for (const Order& o : shape.open(rowkey::page_options{.order = order})) whole.push_back(o);
    CHECK(whole == expected_scan(shape, model, order));
    CHECK(read_in_pages(shape.open, order, r, max_page, [] {}) == whole);

    // Writers between pages: inserts, erases, and updates that move index entries.
    const std::map<std::uint64_t, Order> before = model.records();
    std::set<std::uint64_t> touched;
    const auto write = [&] {
      for (std::uint64_t w = 1 + r.below(3); w > 0; --w) {
        const auto& records = model.records();
        const unsigned what = records.empty() ? 0 : static_cast<unsigned>(r.below(3));
        if (what == 0) {
          Order o = gen.order(next_no++);
          o.code = *rowkey::padded_string<8>::from("n" + std::to_string(o.order_no));
          o.item = std::string("bookcase").substr(0, r.below(9));
          REQUIRE(orders.insert(o));
          REQUIRE(model.insert(o) == rowkey::table_errc::ok);
          touched.insert(o.order_no);
          continue;
        }
        auto at = records.begin();
        std::advance(at, static_cast<std::ptrdiff_t>(r.below(records.size())));
        const std::uint64_t no = at->first;
        touched.insert(no);
        if (what == 1) {
          REQUIRE(orders.erase(OrderNo{no}).value());
          REQUIRE(model.erase(no));
        } else {
          const Order fresh = gen.order(no);
          const auto change = [&](Order& o) {
            o.buyer_id = fresh.buyer_id;
            o.seller_id = fresh.seller_id;
            o.ts = fresh.ts;
            o.item = std::string("bookcase").substr(0, fresh.quantity % 9);
            o.quantity = fresh.quantity;
          };
          REQUIRE(orders.update(OrderNo{no}, change).value());
          REQUIRE(model.update(no, change).second);
        }
      }
    };
    const std::vector<Order> paged = read_in_pages(shape.open, order, r, max_page, write);
    // The order holds across pages, so no key appears twice.
    for (std::size_t i = 1; i < paged.size(); ++i) {
      INFO("record " << i << " of " << paged.size());
      if (order == rowkey::scan_order::forward) {
        CHECK(shape.position(paged[i - 1]) < shape.position(paged[i]));
      } else {
        CHECK(shape.position(paged[i - 1]) > shape.position(paged[i]));
      }
    }
    std::map<std::uint64_t, std::size_t> seen;
    for (const Order& o : paged) ++seen[o.order_no];
    std::size_t unchanged = 0;
    for (const auto& [no, o] : before) {
      if (touched.contains(no) || !shape.keep(o)) continue;
      ++unchanged;
      INFO("order " << no << ", unchanged throughout");
      CHECK(seen[no] == 1);
    }
    CHECK(unchanged > 0);  // the check saw records to check
  }
}

// Pages of every scan shape, forward and reverse, against the oracle, with
// and without writers; `records` records to begin with.
template <class MakeStore>
void check_paging(MakeStore&& make_store, std::size_t records, std::size_t max_page, std::uint64_t seed) {
  auto store = make_store();
  auto orders = attach_all(store);
  rowkey_test::random_source r(seed);
  generator gen{r, records};
  oracle model;
  for (std::uint64_t no = 0; no < records; ++no) {
    Order o = gen.order(no);
    o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
    o.item = std::string("bookcase").substr(0, r.below(9));
    REQUIRE(orders.insert(o));
    REQUIRE(model.insert(o) == rowkey::table_errc::ok);
  }
  std::uint64_t next_no = records;
  const auto keys = [](const Order& o) {
    return rowkey::encode_record_keys<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>(o).value();
  };
  const auto at = [](std::int64_t second) { return Ts{time_ms(std::chrono::milliseconds(t0 + second * 1000))}; };
  const std::uint64_t buyer = r.below(6);
  const std::uint32_t seller = static_cast<std::uint32_t>(r.below(5));
  const auto from = at(static_cast<std::int64_t>(r.below(100))), to = at(100 + static_cast<std::int64_t>(r.below(110)));
  const auto window = rowkey::between(rowkey::inclusive(from), rowkey::exclusive(to));
  const std::size_t bucket_bytes = rowkey::bucket_ranges<ByTime::key>(window)->order_offset();
  const auto in_window = [=](const Order& o) { return o.ts >= from.value && o.ts < to.value; };

  check_shape_pages(
      orders, model,
      paged_shape{"the table", [&](const rowkey::page_options& p) { return orders.scan(p); },
                  [](const Order&) { return true; }, [&](const Order& o) { return std::string(keys(o).primary.view()); }},
      r, max_page, gen, next_no);
  check_shape_pages(orders, model,
                    paged_shape{"a prefix of an index",
                                [&](const rowkey::page_options& p) { return orders.template scan<ByBuyer>(p, BuyerId{buyer}); },
                                [=](const Order& o) { return o.buyer_id == buyer; },
                                [&](const Order& o) { return std::string(keys(o).template index<ByBuyer>().view()); }},
                    r, max_page, gen, next_no);
  check_shape_pages(
      orders, model,
      paged_shape{"a range of a descending column",
                  [&](const rowkey::page_options& p) {
                    return orders.template scan<ByBuyer>(p, BuyerId{buyer}, rowkey::at_least(from));
                  },
                  [=](const Order& o) { return o.buyer_id == buyer && o.ts >= from.value; },
                  [&](const Order& o) { return std::string(keys(o).template index<ByBuyer>().view()); }},
      r, max_page, gen, next_no);
  check_shape_pages(orders, model,
                    paged_shape{"a range between two bounds",
                                [&](const rowkey::page_options& p) {
                                  return orders.template scan<BySeller>(p, SellerId{seller}, window);
                                },
                                [=](const Order& o) { return o.seller_id == seller && in_window(o); },
                                [&](const Order& o) { return std::string(keys(o).template index<BySeller>().view()); }},
                    r, max_page, gen, next_no);
  check_shape_pages(orders, model,
                    paged_shape{"buckets merged",
                                [&](const rowkey::page_options& p) { return orders.template scan_buckets<ByTime>(p, window); },
                                in_window,
                                [&](const Order& o) {
                                  return std::string(keys(o).template index<ByTime>().view().substr(bucket_bytes));
                                }},
                    r, max_page, gen, next_no);
  const std::string prefix = std::string("book").substr(0, r.below(5));
  check_shape_pages(orders, model,
                    paged_shape{"starts_with",
                                [&](const rowkey::page_options& p) {
                                  return orders.template scan<ByItem>(p, rowkey::starts_with(Item{prefix}));
                                },
                                [&](const Order& o) { return std::string_view(o.item).starts_with(prefix); },
                                [&](const Order& o) { return std::string(keys(o).template index<ByItem>().view()); }},
                    r, max_page, gen, next_no);
  check_shape_pages(orders, model,
                    paged_shape{"a Unique index", [&](const rowkey::page_options& p) { return orders.template scan<ByCode>(p); },
                                [](const Order&) { return true; },
                                [&](const Order& o) { return std::string(keys(o).template index<ByCode>().view()); }},
                    r, max_page, gen, next_no);
}

}  // namespace table_test

#endif
