// The fuzzer's bytes as continuations given to resumed scans of every shape
// (table, index prefix, descending range, range between bounds, buckets
// merged, starts_with), forward and reverse, signed or not, over a table of
// 150 orders in the store in memory. A token is the input's bytes as they
// are, a real scan's token altered (bits flipped, cut, bytes added), or a
// well-formed one made by hand for any key of the index.
//
// Properties (any violation aborts, and libFuzzer keeps the input):
//   - a resumed scan yields only records inside the bounds its arguments
//     give, in its order, at most its limit;
//   - a refused continuation yields nothing and offers no continuation;
//   - a real token, unaltered, resumes exactly after the record it ended at;
//   - a signed scan accepts no token it did not sign;
//   - nothing crashes (AddressSanitizer and UBSan watch).
// The number of scans run is printed at exit (docs/reliability.md).
#include "table_schema.hpp"

#include <fuzzer/FuzzedDataProvider.h>

#include <rowkey/adapters/memory_store.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace table_test;

std::uint64_t scans = 0;

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "PROPERTY FAILED: %s\n", what);
  std::abort();
}

Ts at(std::int64_t second) { return Ts{time_ms(std::chrono::milliseconds(t0 + second * 1000))}; }

struct table {
  rowkey::adapters::memory_store store{all_tables()};
  decltype(attach_all(store)) orders = attach_all(store);
  table() {
    rowkey_test::random_source r(150);
    generator gen{r, 150};
    for (std::uint64_t no = 0; no < 150; ++no) {
      Order o = gen.order(no);
      o.code = *rowkey::padded_string<8>::from("u" + std::to_string(no));
      o.item = std::string("bookcase").substr(0, r.below(9));
      if (!orders.insert(o)) fail("filling the table");
    }
  }
};

const rowkey::siphash_key secret{7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1};

// One shape: open(page) resumes it; keep(o) says whether o is inside its bounds;
// position(o) orders its records.
template <class Open, class Keep, class Position>
void resume(FuzzedDataProvider& in, Open&& open, Keep&& keep, Position&& position) {
  ++scans;
  rowkey::page_options page;
  page.order = in.ConsumeBool() ? rowkey::scan_order::forward : rowkey::scan_order::reverse;
  page.limit = in.ConsumeIntegralInRange<std::size_t>(0, 40);  // 0: refused
  if (in.ConsumeBool()) page.secret = secret;
  const bool forward = page.order == rowkey::scan_order::forward;

  std::optional<std::string> real_last;  // the position a real, unaltered token resumes after
  switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0:  // the input's bytes
      page.after = rowkey::continuation::from_bytes(in.ConsumeBytesAsString(in.ConsumeIntegralInRange<std::size_t>(0, 64)));
      break;
    case 1: {  // a real token, altered or not
      rowkey::page_options first = page;
      first.limit = in.ConsumeIntegralInRange<std::size_t>(1, 30);
      auto scan = open(first);
      std::optional<Order> last;
      for (const Order& o : scan) last = o;
      const auto next = scan.continuation();
      if (!next) return;
      std::string bytes(next->bytes());
      const int edits = in.ConsumeIntegralInRange<int>(0, 3);
      for (int e = 0; e < edits && !bytes.empty(); ++e) {
        const std::size_t i = in.ConsumeIntegralInRange<std::size_t>(0, bytes.size() - 1);
        switch (in.ConsumeIntegralInRange<int>(0, 2)) {
          case 0: bytes[i] = static_cast<char>(bytes[i] ^ (1 << in.ConsumeIntegralInRange<int>(0, 7))); break;
          case 1: bytes.resize(i); break;
          default: bytes.insert(i, 1, static_cast<char>(in.ConsumeIntegral<std::uint8_t>())); break;
        }
      }
      if (bytes == next->bytes() && last) real_last = position(*last);
      page.after = rowkey::continuation::from_bytes(bytes);
      break;
    }
    default: {  // well formed, made by hand for any key, unsigned
      page.secret.reset();
      auto probe = open(rowkey::page_options{.limit = 1, .order = page.order});
      for ([[maybe_unused]] const Order& o : probe) {
      }
      const auto next = probe.continuation();
      if (!next || next->bytes().size() < rowkey::detail::continuation_header) return;
      std::string bytes(next->bytes().substr(0, rowkey::detail::continuation_header));
      bytes += in.ConsumeBytesAsString(in.ConsumeIntegralInRange<std::size_t>(0, 40));
      page.after = rowkey::continuation::from_bytes(bytes);
    }
  }

  auto scan = open(page);
  std::vector<Order> got;
  for (const Order& o : scan) got.push_back(o);
  if (scan.error().code == rowkey::table_errc::invalid_continuation ||
      scan.error().code == rowkey::table_errc::invalid_limit) {
    if (!got.empty() || scan.continuation()) fail("a refused page yielded records or a continuation");
    if (real_last && page.limit != 0) fail("a real, unaltered token was refused");
    return;
  }
  if (!scan.error().ok()) fail("a scan failed");
  if (page.limit == 0) fail("a limit of 0 was taken");
  if (got.size() > page.limit) fail("a page longer than its limit");
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (!keep(got[i])) fail("a record outside the scan's bounds");
    if (i > 0 && (forward ? !(position(got[i - 1]) < position(got[i])) : !(position(got[i - 1]) > position(got[i])))) {
      fail("records out of order");
    }
    if (real_last && (forward ? !(*real_last < position(got[i])) : !(*real_last > position(got[i])))) {
      fail("a resumed page repeats or goes back");
    }
  }
  if (real_last) {  // exactly what follows: the first page after, read whole
    std::vector<Order> rest;
    for (const Order& o : open(rowkey::page_options{.order = page.order})) {
      if (forward ? *real_last < position(o) : *real_last > position(o)) rest.push_back(o);
    }
    if (rest.size() > page.limit) rest.resize(page.limit);
    if (got != rest) fail("a real token did not resume just after its record");
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::atexit([] { std::fprintf(stderr, "continuations: %llu scans\n", static_cast<unsigned long long>(scans)); });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static table t;
  auto& orders = t.orders;
  FuzzedDataProvider in(data, size);
  const auto keys = [](const Order& o) {
    return rowkey::encode_record_keys<Orders, ByBuyer, BySeller, ByTime, ByItem, ByCode>(o).value();
  };
  while (in.remaining_bytes() > 0) {
    const std::uint64_t buyer = in.ConsumeIntegralInRange<std::uint64_t>(0, 6);
    const std::uint32_t seller = in.ConsumeIntegralInRange<std::uint32_t>(0, 5);
    const std::int64_t a = in.ConsumeIntegralInRange<std::int64_t>(0, 210);
    const std::int64_t b = in.ConsumeIntegralInRange<std::int64_t>(0, 210);
    const Ts from = at(a), to = at(b);
    const auto window = rowkey::between(rowkey::inclusive(from), rowkey::exclusive(to));
    const auto in_window = [&](const Order& o) { return o.ts >= from.value && o.ts < to.value; };
    switch (in.ConsumeIntegralInRange<int>(0, 5)) {
      case 0:
        resume(
            in, [&](const rowkey::page_options& p) { return orders.scan(p); }, [](const Order&) { return true; },
            [&](const Order& o) { return std::string(keys(o).primary.view()); });
        break;
      case 1:
        resume(
            in, [&](const rowkey::page_options& p) { return orders.scan<ByBuyer>(p, BuyerId{buyer}); },
            [&](const Order& o) { return o.buyer_id == buyer; },
            [&](const Order& o) { return std::string(keys(o).index<ByBuyer>().view()); });
        break;
      case 2:
        resume(
            in, [&](const rowkey::page_options& p) { return orders.scan<ByBuyer>(p, BuyerId{buyer}, rowkey::at_least(from)); },
            [&](const Order& o) { return o.buyer_id == buyer && o.ts >= from.value; },
            [&](const Order& o) { return std::string(keys(o).index<ByBuyer>().view()); });
        break;
      case 3:
        resume(
            in, [&](const rowkey::page_options& p) { return orders.scan<BySeller>(p, SellerId{seller}, window); },
            [&](const Order& o) { return o.seller_id == seller && in_window(o); },
            [&](const Order& o) { return std::string(keys(o).index<BySeller>().view()); });
        break;
      case 4: {
        const auto ranges = rowkey::bucket_ranges<ByTime::key>(window);
        if (!ranges) break;
        const std::size_t offset = ranges->order_offset();
        resume(
            in, [&](const rowkey::page_options& p) { return orders.scan_buckets<ByTime>(p, window); }, in_window,
            [&](const Order& o) { return std::string(keys(o).index<ByTime>().view().substr(offset)); });
        break;
      }
      default: {
        const std::string prefix = std::string("book").substr(0, static_cast<std::size_t>(a % 5));
        resume(
            in, [&](const rowkey::page_options& p) { return orders.scan<ByItem>(p, rowkey::starts_with(Item{prefix})); },
            [&](const Order& o) { return std::string_view(o.item).starts_with(prefix); },
            [&](const Order& o) { return std::string(keys(o).index<ByItem>().view()); });
      }
    }
  }
  return 0;
}
