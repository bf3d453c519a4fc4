// The fuzzer's bytes as a sequence of table operations (insert, upsert,
// update moving indexed fields, erase, get, and scans of every shape) on the
// orders table with five indexes (tests/support/table_schema.hpp), applied
// to the table layer over the store in memory and to a plain oracle.
//
// Properties (any violation aborts, and libFuzzer keeps the input):
//   - every operation answers as the oracle does: the same error code, the
//     same "found" or "replaced", the same record;
//   - every scan yields exactly the records the oracle's filter does, in the
//     index's key order;
//   - at the end of the input, every index equals a rebuild from the primary
//     rows.
// The number of operations run is printed at exit (docs/reliability.md).
#include "table_schema.hpp"

#include <fuzzer/FuzzedDataProvider.h>

#include <rowkey/adapters/memory_store.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using namespace table_test;

std::uint64_t operations = 0;

[[noreturn]] void fail(const char* what, std::size_t step) {
  std::fprintf(stderr, "PROPERTY FAILED at operation %zu: %s\n", step, what);
  std::abort();
}

Order draw_order(FuzzedDataProvider& in, std::uint64_t no) {
  static const char* const items[] = {"", "a", "ab", "book", "books", "bookcase", "pen"};
  Order o;
  o.order_no = no;
  o.buyer_id = in.ConsumeIntegralInRange<std::uint64_t>(0, 5);
  o.seller_id = in.ConsumeIntegralInRange<std::uint32_t>(0, 3);
  o.ts = time_ms(std::chrono::milliseconds(t0 + in.ConsumeIntegralInRange<std::int64_t>(0, 199) * 1000));
  const unsigned item = in.ConsumeIntegralInRange<unsigned>(0, 8);
  o.item = item < 7 ? items[item] : in.ConsumeBytesAsString(in.ConsumeIntegralInRange<std::size_t>(0, 16));
  o.code = *rowkey::padded_string<8>::from(in.ConsumeBool() ? "u" + std::to_string(no)
                                                            : "c" + std::to_string(in.ConsumeIntegral<std::uint8_t>() % 6));
  o.status = static_cast<Status>(in.ConsumeIntegralInRange<std::uint8_t>(0, 4));  // 4: out of its enum_range
  o.quantity = in.ConsumeIntegral<std::int32_t>();
  o.price = in.ConsumeFloatingPoint<double>();
  o.gift = in.ConsumeBool();
  o.note = *rowkey::bounded_string<24>::from(in.ConsumeBytesAsString(in.ConsumeIntegralInRange<std::size_t>(0, 24)));
  o.ttl = std::chrono::seconds(in.ConsumeIntegral<std::int32_t>());
  return o;
}

template <class Handle, class Scan, class Keep>
void same_scan(Handle&, const oracle& model, Scan&& scan, Keep&& keep, std::size_t step) {
  std::vector<Order> got;
  for (const Order& o : scan) got.push_back(o);
  if (!scan.error().ok()) fail("a scan stopped on an error", step);
  using Of = typename std::remove_cvref_t<Scan>::of_type;
  if (got != model.scan<Of>(keep)) fail("a scan disagrees with the oracle", step);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::atexit([] { std::fprintf(stderr, "table_ops: %llu operations\n", static_cast<unsigned long long>(operations)); });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  rowkey::adapters::memory_store store(all_tables());
  auto orders = attach_all(store);
  oracle model;
  const auto at = [](std::int64_t second) { return Ts{time_ms(std::chrono::milliseconds(t0 + second * 1000))}; };
  for (std::size_t step = 0; in.remaining_bytes() > 0; ++step) {
    ++operations;
    const std::uint64_t no = in.ConsumeIntegralInRange<std::uint64_t>(0, 15);
    switch (in.ConsumeIntegralInRange<int>(0, 11)) {
      case 0: {
        const Order o = draw_order(in, no);
        if (orders.insert(o).error().code != model.insert(o)) fail("insert", step);
        break;
      }
      case 1: {
        const Order o = draw_order(in, no);
        const auto [want, replaced] = model.upsert(o);
        const auto got = orders.upsert(o);
        if (got.error().code != want || (got && *got != replaced)) fail("upsert", step);
        break;
      }
      case 2: {  // update: move indexed fields, or try to change the primary key
        const Order fresh = draw_order(in, no);
        const int what = in.ConsumeIntegralInRange<int>(0, 5);
        const auto change = [&](Order& o) {
          switch (what) {
            case 0: o.buyer_id = fresh.buyer_id; o.ts = fresh.ts; break;
            case 1: o.seller_id = fresh.seller_id; break;
            case 2: o.item = fresh.item; break;
            case 3: o.code = fresh.code; break;
            case 4: o.status = fresh.status; o.price = fresh.price; break;
            default: o.order_no += 1; break;
          }
        };
        const auto [want, found] = model.update(no, change);
        const auto got = orders.update(OrderNo{no}, change);
        if (got.error().code != want || (got && *got != found)) fail("update", step);
        break;
      }
      case 3: {
        const auto got = orders.erase(OrderNo{no});
        if (!got || *got != model.erase(no)) fail("erase", step);
        break;
      }
      case 4: {
        const auto got = orders.get(OrderNo{no});
        const auto it = model.records().find(no);
        if (!got || got->has_value() != (it != model.records().end()) || (got->has_value() && **got != it->second)) {
          fail("get", step);
        }
        break;
      }
      case 5:
        same_scan(orders, model, orders.scan(), [](const Order&) { return true; }, step);
        break;
      case 6: {
        const std::uint64_t buyer = in.ConsumeIntegralInRange<std::uint64_t>(0, 6);
        const Ts from = at(in.ConsumeIntegralInRange<std::int64_t>(0, 210));
        if (in.ConsumeBool()) {
          same_scan(orders, model, orders.scan<ByBuyer>(BuyerId{buyer}), [&](const Order& o) { return o.buyer_id == buyer; },
                    step);
        } else {
          same_scan(orders, model, orders.scan<ByBuyer>(BuyerId{buyer}, rowkey::at_most(from)),
                    [&](const Order& o) { return o.buyer_id == buyer && o.ts <= from.value; }, step);
        }
        break;
      }
      case 7: {
        const std::uint32_t seller = in.ConsumeIntegralInRange<std::uint32_t>(0, 4);
        const Ts a = at(in.ConsumeIntegralInRange<std::int64_t>(0, 210));
        const Ts b = at(in.ConsumeIntegralInRange<std::int64_t>(0, 210));
        same_scan(orders, model,
                  orders.scan<BySeller>(SellerId{seller}, rowkey::between(rowkey::exclusive(a), rowkey::inclusive(b))),
                  [&](const Order& o) { return o.seller_id == seller && o.ts > a.value && o.ts <= b.value; }, step);
        break;
      }
      case 8: {
        const Ts a = at(in.ConsumeIntegralInRange<std::int64_t>(0, 210));
        const Ts b = at(in.ConsumeIntegralInRange<std::int64_t>(0, 210));
        same_scan(orders, model, orders.scan_buckets<ByTime>(rowkey::between(rowkey::inclusive(a), rowkey::exclusive(b))),
                  [&](const Order& o) { return o.ts >= a.value && o.ts < b.value; }, step);
        break;
      }
      case 9: {
        const std::string prefix = in.ConsumeBytesAsString(in.ConsumeIntegralInRange<std::size_t>(0, 5));
        same_scan(orders, model, orders.scan<ByItem>(rowkey::starts_with(Item{prefix})),
                  [&](const Order& o) { return std::string_view(o.item).starts_with(prefix); }, step);
        break;
      }
      case 10: {
        const auto code = *rowkey::padded_string<8>::from("c" + std::to_string(in.ConsumeIntegral<std::uint8_t>() % 6));
        same_scan(orders, model, orders.scan<ByCode>(Code{code}), [&](const Order& o) { return o.code == code; },
                  step);
        break;
      }
      default: {
        const std::string item = in.ConsumeBytesAsString(in.ConsumeIntegralInRange<std::size_t>(0, 14));
        auto scan = orders.scan<ByItem>(Item{item});
        if (item.size() > 12) {  // longer than the column allows: refused before the scan
          if (scan.begin() != scan.end() || scan.error().code != rowkey::table_errc::invalid_value) {
            fail("an over-long bound was not refused", step);
          }
        } else {
          same_scan(orders, model, std::move(scan), [&](const Order& o) { return o.item == item; }, step);
        }
      }
    }
  }
  const consistency c = check_consistency(store);
  if (c.inconsistent() != 0 || c.records.size() != model.records().size()) fail("indexes differ from a rebuild", 0);
  return 0;
}
