// bucket_ranges builds bucket 0's range and gives every other bucket a copy
// with its own bucket bytes, unless a successor carried into the bucket bytes
// (a bound whose bytes are all 0xFF), where it builds each bucket on its own.
// Both ways must give, for each bucket b, exactly the range rowkey::range
// gives on a twin key that stores the bucket number as a plain column: its
// bytes are the same (one byte, or two big-endian, ascending).
#include <rowkey/rowkey.hpp>

#include "edge_values.hpp"
#include "random_values.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

using rowkey::Bucket;
using rowkey::Desc;
using rowkey::Key;
using namespace std::chrono;

struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};
struct Delta : rowkey::Column<"delta", std::int16_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<12>> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct Tenant : rowkey::Column<"tenant", std::uint64_t> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Bucket8 : rowkey::Column<"bucket", std::uint8_t, rowkey::HighCardinality> {};
struct Bucket16 : rowkey::Column<"bucket", std::uint16_t, rowkey::HighCardinality> {};

// A bucketed key, its twin with the bucket stored, and how many leading
// columns a scan binds before the bucket.
template <class K, class Twin, class BucketColumn, std::size_t Buckets, std::size_t Bound>
struct pair_of {
  using key = K;
  using twin = Twin;
  using bucket_column = BucketColumn;
  static constexpr std::size_t buckets = Buckets;
  static constexpr std::size_t bound = Bound;
};

using Pairs = std::tuple<
    // The benchmark's shape: fixed-width ranged column, a string after it.
    pair_of<Key<Bucket<16, Ts>, Ts, Host>, Key<Bucket8, Ts, Host>, Bucket8, 16, 0>,
    // Two bucket bytes; a column short enough for its 0xFF values to come up often.
    pair_of<Key<Bucket<300, Delta>, Delta, Name>, Key<Bucket16, Delta, Name>, Bucket16, 300, 0>,
    // A descending ranged column, a fixed-width bound column before the bucket.
    pair_of<Key<Tenant, Bucket<8, Delta>, Desc<Delta>>, Key<Tenant, Bucket8, Desc<Delta>>, Bucket8, 8, 1>,
    // A string bound column (a prefix of run-time length) and a string ranged column.
    pair_of<Key<Host, Bucket<5, Name>, Name, Desc<Ts>, rowkey::MaxColumns<4>>,
            Key<Host, Bucket8, Name, Desc<Ts>, rowkey::MaxColumns<4>>, Bucket8, 5, 1>,
    // A descending string ranged column.
    pair_of<Key<Bucket<3, Name>, Desc<Name>, Ts>, Key<Bucket8, Desc<Name>, Ts>, Bucket8, 3, 0>,
    // The logs example's time key (g++ -O3 once dropped the last buckets'
    // ends of this shape, reached through a pointer to the ranges).
    pair_of<Key<Bucket<16, Ts>, Ts, Host, Event, rowkey::MaxColumns<4>>,
            Key<Bucket8, Ts, Host, Event, rowkey::MaxColumns<4>>, Bucket8, 16, 0>>;

template <class C>
using value_of = typename C::value_type;

// The argument a column's value is passed as (strings as string_view).
template <class C>
typename C::argument_type argument(const value_of<C>& v) {
  if constexpr (requires { v.view(); }) {
    return v.view();
  } else {
    return v;
  }
}

template <class C>
rowkey::bound<C> make_bound(rowkey_test::random_source& r, const std::vector<value_of<C>>& edges,
                            value_of<C>& storage) {
  storage = r.percent(40) ? edges[r.below(edges.size())] : rowkey_test::random_values<value_of<C>>::one(r);
  const C column{argument<C>(storage)};
  switch (r.below(3)) {
    case 0: return rowkey::unbounded;
    case 1: return rowkey::inclusive(column);
    default: return rowkey::exclusive(column);
  }
}

std::string text(std::string_view begin, bool has_end, std::string_view end) {
  std::string out = rowkey::to_hex(begin);
  out += " .. ";
  out += has_end ? rowkey::to_hex(end) : std::string("(none)");
  return out;
}

template <class P>
void check_pair(std::uint64_t seed, std::size_t rounds) {
  using K = typename P::key;
  using L = rowkey::detail::layout<K>;
  using Ranged = typename L::template stored_column<P::bound>;
  rowkey_test::random_source r(seed);
  const auto edges = rowkey_test::edge_values<value_of<Ranged>>::get();
  const auto tenants = rowkey_test::edge_values<value_of<typename L::template stored_column<0>>>::get();

  std::size_t carried = 0;  // rounds where a successor reached the bucket bytes
  for (std::size_t round = 0; round < rounds; ++round) {
    value_of<Ranged> low_value{}, high_value{};
    const auto low = make_bound<Ranged>(r, edges, low_value);
    const auto high = make_bound<Ranged>(r, edges, high_value);
    const auto iv = rowkey::between(low, high);
    using Lead = typename L::template stored_column<0>;
    value_of<Lead> lead{};
    if constexpr (P::bound == 1) lead = tenants[r.below(tenants.size())];

    const auto scan = [&] {
      if constexpr (P::bound == 0) {
        return rowkey::bucket_ranges<K>(iv);
      } else {
        return rowkey::bucket_ranges<K>(Lead{argument<Lead>(lead)}, iv);
      }
    }();
    REQUIRE(scan);
    REQUIRE(scan->size() == P::buckets);
    for (std::size_t b = 0; b < P::buckets; ++b) {
      using BC = typename P::bucket_column;
      const BC bucket{static_cast<typename BC::value_type>(b)};
      const auto want = [&] {
        if constexpr (P::bound == 0) {
          return rowkey::range<typename P::twin>(bucket, iv);
        } else {
          return rowkey::range<typename P::twin>(Lead{argument<Lead>(lead)},
                                                  bucket, iv);
        }
      }();
      REQUIRE(want);
      const auto& got = (*scan)[b];
      if (text(got.begin_key(), got.has_end_key(), got.end_key()) !=
          text(want->begin_key(), want->has_end_key(), want->end_key())) {
        FAIL("seed " << seed << ", round " << round << ", bucket " << b << ": got "
                     << text(got.begin_key(), got.has_end_key(), got.end_key()) << ", want "
                     << text(want->begin_key(), want->has_end_key(), want->end_key()));
      }
      if (b == 0) {
        const std::size_t n = scan->order_offset();
        const bool begin_moved = want->begin_key().size() < n || want->begin_key()[n - 1] != 0;
        const bool end_moved = !want->has_end_key() || want->end_key().size() < n || want->end_key()[n - 1] != 0;
        if (begin_moved || end_moved) ++carried;
      }
    }
  }
  // The test reaches both ways of building the ranges.
  CHECK(carried > 0);
  CHECK(carried < rounds / 2);
}

// Both ways in constant evaluation: the copies, and a bound whose bytes are
// all 0xFF, whose successor carries into the bucket byte.
constexpr bool bucket_ranges_are_constant_expressions() {
  using K = Key<Bucket<4, Delta>, Delta, Name>;
  using std::string_view;
  const auto copied =
      rowkey::bucket_ranges<K>(rowkey::between(rowkey::inclusive(Delta{-5}), rowkey::exclusive(Delta{7})));
  const auto carried = rowkey::bucket_ranges<K>(rowkey::greater_than(Delta{32767}));
  bool ok = copied && carried;
  for (char b = 0; b < 4; ++b) {
    const char begin[] = {b, '\x7f', '\xfb'}, end[] = {b, '\x80', '\x07'}, next[] = {static_cast<char>(b + 1)};
    ok = ok && (*copied)[static_cast<std::size_t>(b)].begin_key() == string_view(begin, 3) &&
         (*copied)[static_cast<std::size_t>(b)].end_key() == string_view(end, 3) &&
         (*carried)[static_cast<std::size_t>(b)].begin_key() == string_view(next, 1) &&
         (*carried)[static_cast<std::size_t>(b)].empty();
  }
  return ok;
}

}  // namespace

TEST_CASE("bucket_ranges in constant evaluation", "[scan][bucket]") {
  STATIC_REQUIRE(bucket_ranges_are_constant_expressions());
}

TEST_CASE("bucket_ranges: each bucket's range is rowkey::range on the bucket number", "[scan][bucket]") {
  std::uint64_t seed = 2026;
  std::apply([&]<class... P>(P...) { (check_pair<P>(seed++, 4000), ...); }, Pairs{});
}

namespace {
// More buckets than 64 KiB of ranges hold: the scan keeps them in one
// allocation (rowkey/detail/heap_array.hpp), built the same two ways.
using HeapPair = pair_of<Key<Bucket<1000, Delta>, Delta, Host>, Key<Bucket16, Delta, Host>, Bucket16, 1000, 0>;
}  // namespace

TEST_CASE("bucket_ranges over 1000 buckets, held on the heap: each bucket's range is rowkey::range on the bucket number",
          "[scan][bucket]") {
  STATIC_REQUIRE_FALSE(rowkey::bucket_scan<HeapPair::key, 1000>::stored_inline);
  STATIC_REQUIRE(rowkey::bucket_scan<Key<Bucket<300, Delta>, Delta, Name>, 300>::stored_inline);
  check_pair<HeapPair>(2126, 400);
}

namespace {
// Bounds the compiler knows, as a service's code often has: the scan is
// folded at compile time, along a path the random bounds above never take.
struct LongHost : rowkey::Column<"host", rowkey::bounded_string<64>> {};

// Fills the stack below the caller with `byte`, so that a store the compiler
// dropped shows as that byte in the next call's frame, not as whatever an
// earlier call left there (g++ -O3 was once seen to lose the last buckets'
// ends in this case; see copy_to_buckets).
[[gnu::noinline]] void poison_stack(unsigned char byte) {
  volatile unsigned char bytes[1 << 16];
  for (auto& b : bytes) b = byte;
}

template <std::size_t B, class H>
[[gnu::noinline]] void check_constant_bounds() {
  using K = Key<Bucket<B, Ts>, Ts, H, Event, rowkey::MaxColumns<4>>;
  constexpr auto t0 = sys_time<milliseconds>{1'700'000'000'000ms};
  const auto scan = rowkey::bucket_ranges<K>(rowkey::between(rowkey::inclusive(Ts{t0 + 2min}),
                                                             rowkey::exclusive(Ts{t0 + 5min})))
                        .value();
  for (std::size_t b = 0; b < B; ++b) {
    INFO("bucket " << b << " of " << B << ": " << scan[b]);
    const auto begin = rowkey::encode<Key<Bucket8, Ts>>(Bucket8{static_cast<std::uint8_t>(b)}, Ts{t0 + 2min}).value();
    const auto end = rowkey::encode<Key<Bucket8, Ts>>(Bucket8{static_cast<std::uint8_t>(b)}, Ts{t0 + 5min}).value();
    CHECK(scan[b].begin_key() == begin.view());
    REQUIRE(scan[b].has_end_key());
    CHECK(scan[b].end_key() == end.view());
  }
  // Read as services read a scan: a range-for, and pointers from begin().
  // (With the ranges in a std::array read through data(), g++ 12 deleted
  // the copy of the result into `scan` and both of these read the stack;
  // docs/reliability.md, section 6.)
  std::size_t bucket = 0;
  for (const auto& r : scan) {
    INFO("range-for, bucket " << bucket << " of " << B << ": " << r);
    REQUIRE(r.has_end_key());
    CHECK(static_cast<std::size_t>(static_cast<unsigned char>(r.begin_key()[0])) == bucket);
    CHECK(static_cast<std::size_t>(static_cast<unsigned char>(r.end_key()[0])) == bucket);
    ++bucket;
  }
  CHECK(bucket == B);
  const auto* first = scan.begin();
  for (std::size_t b = 0; b < B; ++b) {
    INFO("begin()[b], bucket " << b << " of " << B);
    REQUIRE(first[b].has_end_key());
    CHECK(first[b].end_key().size() == scan[B - 1].end_key().size());
  }
}
}  // namespace

TEST_CASE("bucket_ranges over 65536 buckets: every bucket's range, copied and moved", "[scan][bucket]") {
  // Inline, these ranges would be about 20 MB in this frame, past an 8 MB
  // stack: the call crashed before the ranges went to the heap.
  using K = Key<Bucket<65536, Ts>, Ts, LongHost>;
  using Twin = Key<Bucket16, Ts>;
  constexpr std::size_t B = 65536;
  STATIC_REQUIRE_FALSE(rowkey::bucket_scan<K, B>::stored_inline);
  STATIC_REQUIRE(sizeof(rowkey::bucket_scan<K, B>) < 64);
  constexpr auto t0 = sys_time<milliseconds>{1'700'000'000'000ms};
  const auto check = [&](const rowkey::bucket_scan<K, B>& scan, std::string_view what) {
    REQUIRE(scan.end() - scan.begin() == static_cast<std::ptrdiff_t>(B));
    std::size_t wrong = 0;
    for (std::size_t b = 0; b < B; ++b) {
      const Bucket16 bucket{static_cast<std::uint16_t>(b)};
      const auto begin = rowkey::encode<Twin>(bucket, Ts{t0 + 2min}).value();
      const auto end = rowkey::encode<Twin>(bucket, Ts{t0 + 5min}).value();
      if (scan[b].begin_key() != begin.view() || !scan[b].has_end_key() || scan[b].end_key() != end.view()) {
        if (wrong++ == 0) FAIL_CHECK(what << ": bucket " << b << ": " << scan[b]);
      }
    }
    CHECK(wrong == 0);
  };
  const auto scan = rowkey::bucket_ranges<K>(rowkey::between(rowkey::inclusive(Ts{t0 + 2min}),
                                                             rowkey::exclusive(Ts{t0 + 5min})))
                        .value();
  check(scan, "returned");
  CHECK(scan.order_offset() == 2);
  rowkey::bucket_scan<K, B> copy = scan;
  check(copy, "copied");
  rowkey::bucket_scan<K, B> moved = std::move(copy);
  check(moved, "moved");
  CHECK(copy.begin() == copy.end());  // a moved-from scan holds no ranges
  copy = moved;                      // and takes a copy again
  check(copy, "assigned to the moved-from scan");
  rowkey::bucket_scan<K, B> assigned;
  assigned = std::move(copy);
  check(assigned, "move-assigned");
  CHECK(copy.begin() == copy.end());  // move assignment leaves the source empty too
  rowkey::bucket_scan<K, B>& same = assigned;
  assigned = std::move(same);  // and moving into itself keeps the ranges
  check(assigned, "move-assigned to itself");
}

namespace {
struct set_cursor {
  std::set<std::string>::const_iterator it, end;
  bool valid() const { return it != end; }
  std::string_view key() const { return *it; }
  void next() { ++it; }
};
}  // namespace

TEST_CASE("bucket_merge over 20000 cursors, its heap allocated: rows in time order, and a moved-from merge is empty",
          "[scan][bucket]") {
  using K = Key<Bucket<20000, Ts>, Ts, Host>;
  constexpr std::size_t B = 20000;
  rowkey_test::random_source r(20000);
  constexpr auto t0 = sys_time<milliseconds>{1'700'000'000'000ms};
  std::set<std::string> keys;
  std::vector<std::pair<sys_time<milliseconds>, std::string>> rows;
  const std::string hosts[] = {"a", "web-1", "web-2", std::string("x\0y", 3), "zz"};
  for (int i = 0; i < 60000; ++i) {
    const auto ts = t0 + milliseconds(static_cast<std::int64_t>(r.below(200'000)));
    const std::string& host = hosts[r.below(5)];
    const auto [at, inserted] = keys.insert(std::string(rowkey::encode<K>(Ts{ts}, Host{host}).value().view()));
    if (inserted) rows.emplace_back(ts, *at);
  }
  const auto from = t0 + 50'000ms, to = t0 + 150'000ms;
  // The rows in the window, by time then host: their bytes after the two
  // bucket bytes, [ts][host], sort so.
  std::vector<std::string> want;
  for (const auto& row : rows) {
    if (row.first >= from && row.first < to) want.push_back(row.second.substr(2));
  }
  std::sort(want.begin(), want.end());
  REQUIRE(want.size() > 10'000);

  const auto scan = rowkey::bucket_ranges<K>(rowkey::between(rowkey::inclusive(Ts{from}), rowkey::exclusive(Ts{to})))
                        .value();
  std::vector<set_cursor> cursors;
  for (const auto& range : scan) {
    cursors.push_back({keys.lower_bound(std::string(range.begin_key())),
                       range.has_end_key() ? keys.lower_bound(std::string(range.end_key())) : keys.end()});
  }
  rowkey::bucket_merge merge(scan, std::span(cursors));
  STATIC_REQUIRE(std::is_same_v<decltype(merge), rowkey::bucket_merge<set_cursor, B>>);
  std::vector<std::string> got;
  const auto take = [&](auto& m, std::size_t n) {
    for (; m.valid() && n > 0; m.next(), --n) got.emplace_back(m.key().substr(scan.order_offset()));
  };
  take(merge, want.size() / 2);
  auto moved = std::move(merge);
  CHECK_FALSE(merge.valid());
  take(moved, want.size());
  CHECK_FALSE(moved.valid());
  CHECK(got == want);
}

TEST_CASE("bucket_ranges with bounds known at compile time: every bucket's range", "[scan][bucket]") {
  for (const unsigned char byte : {0x00, 0xFF}) {
    poison_stack(byte);
    check_constant_bounds<2, Host>();
    poison_stack(byte);
    check_constant_bounds<16, Host>();
    poison_stack(byte);
    check_constant_bounds<16, LongHost>();
    poison_stack(byte);
    check_constant_bounds<100, LongHost>();
  }
}
