// Scan ranges: the worked examples of docs/scans.md, byte for byte, and the
// edges: prefixes ending in 0xFF, empty ranges, the bound helpers, and split
// points.
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace std::chrono;

struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", sys_time<seconds>> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct OrderId : rowkey::Column<"order_id", std::uint64_t> {};
struct Code : rowkey::Column<"code", std::array<std::uint8_t, 2>> {};

using Metrics = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
using Orders = rowkey::Key<rowkey::Hash<4, UserId>, UserId, OrderId>;
using Logs = rowkey::Key<rowkey::Bucket<4, Ts>, Ts, Host>;
using Codes = rowkey::Key<Code, Event>;

constexpr Code code(std::uint8_t a, std::uint8_t b) { return Code{std::array<std::uint8_t, 2>{a, b}}; }

const Ts t0{sys_time<seconds>{1'700'000'000s}};
const Ts t1{sys_time<seconds>{1'700'003'600s}};

// "[begin] [end]" (appends only: g++ 12 misreads chains of string + in -Wrestrict)
std::string brackets(const std::string& begin, const std::string& end) {
  std::string out("[");
  out += begin;
  out += "] [";
  out += end;
  out += ']';
  return out;
}

template <class K>
std::string bytes_of(const rowkey::range_result<K>& r) {
  REQUIRE(r);
  return brackets(rowkey::to_hex(r->begin_key()), r->has_end_key() ? rowkey::to_hex(r->end_key()) : std::string("none"));
}

}  // namespace

TEST_CASE("the worked examples of docs/scans.md", "[scan]") {
  // host="web-1": 77 65 62 2d 31 00 01; event=7: 00 07; ts=t0 descending: 7f ff ff ff 9a ac 0e ff
  CHECK(bytes_of(rowkey::prefix<Metrics>(Host{"web-1"})) == "[77 65 62 2d 31 00 01] [77 65 62 2d 31 00 02]");
  CHECK(bytes_of(rowkey::prefix<Metrics>(Host{"web-1"}, Event{7})) ==
        "[77 65 62 2d 31 00 01 00 07] [77 65 62 2d 31 00 01 00 08]");
  CHECK(bytes_of(rowkey::prefix<Metrics>(Host{"web-1"}, Event{7}, t0)) ==
        "[77 65 62 2d 31 00 01 00 07 7f ff ff ff 9a ac 0e ff] [77 65 62 2d 31 00 01 00 07 7f ff ff ff 9a ac 0f]");
  CHECK(bytes_of(rowkey::range<Metrics>(Host{"web-1"},
                                        rowkey::between(rowkey::inclusive(Event{7}), rowkey::exclusive(Event{9})))) ==
        "[77 65 62 2d 31 00 01 00 07] [77 65 62 2d 31 00 01 00 09]");
  // Desc: the upper bound t1 (exclusive) gives the begin, the lower bound t0 (inclusive) the end.
  CHECK(bytes_of(rowkey::range<Metrics>(Host{"web-1"}, Event{7},
                                        rowkey::between(rowkey::inclusive(t0), rowkey::exclusive(t1)))) ==
        "[77 65 62 2d 31 00 01 00 07 7f ff ff ff 9a ac 00 f0] [77 65 62 2d 31 00 01 00 07 7f ff ff ff 9a ac 0f]");
  CHECK(bytes_of(rowkey::range<Metrics>(Host{"web-1"}, Event{7}, rowkey::greater_than(t0))) ==
        "[77 65 62 2d 31 00 01 00 07] [77 65 62 2d 31 00 01 00 07 7f ff ff ff 9a ac 0e ff]");
  CHECK(bytes_of(rowkey::range<Metrics>(rowkey::starts_with(Host{"web-"}))) == "[77 65 62 2d] [77 65 62 2e]");
  CHECK(bytes_of(rowkey::range<Metrics>(rowkey::less_than(Host{"web-1"}))) == "[] [77 65 62 2d 31 00 01]");
  CHECK(bytes_of(rowkey::prefix<Orders>(UserId{42})) ==
        "[a2 c3 96 22 00 00 00 00 00 00 00 2a] [a2 c3 96 22 00 00 00 00 00 00 00 2b]");
  CHECK(bytes_of(rowkey::range<Orders>(UserId{42}, rowkey::at_least(OrderId{1000}))) ==
        "[a2 c3 96 22 00 00 00 00 00 00 00 2a 00 00 00 00 00 00 03 e8] [a2 c3 96 22 00 00 00 00 00 00 00 2b]");

  const auto logs = rowkey::bucket_ranges<Logs>(rowkey::between(rowkey::inclusive(t0), rowkey::exclusive(t1)));
  REQUIRE(logs);
  STATIC_REQUIRE(std::remove_cvref_t<decltype(*logs)>::size() == 4);
  for (std::size_t b = 0; b < 4; ++b) {
    std::string bucket = rowkey::to_hex(std::string(1, static_cast<char>(b)));
    CHECK(brackets(rowkey::to_hex((*logs)[b].begin_key()), rowkey::to_hex((*logs)[b].end_key())) ==
          brackets(bucket + " 80 00 00 00 65 53 f1 00", bucket + " 80 00 00 00 65 53 ff 10"));
  }
  CHECK(logs->order_offset() == 1);
}

TEST_CASE("a prefix ending in 0xFF bytes: the successor, or no end", "[scan]") {
  CHECK(bytes_of(rowkey::prefix<Codes>(code(0x01, 0xFF))) == "[01 ff] [02]");
  CHECK(bytes_of(rowkey::prefix<Codes>(code(0xFF, 0xFF))) == "[ff ff] [none]");
  CHECK(bytes_of(rowkey::prefix<Codes>(code(0xFF, 0xFF), Event{0xFFFF})) == "[ff ff ff ff] [none]");
  CHECK(bytes_of(rowkey::range<Codes>(code(0xFF, 0xFF), rowkey::at_least(Event{3}))) == "[ff ff 00 03] [none]");
  CHECK(bytes_of(rowkey::range<Codes>(rowkey::at_most(code(0xFF, 0xFF)))) == "[] [none]");
  // Nothing follows ff ff ff ff: the range is empty, begin == end.
  const auto none = rowkey::range<Codes>(code(0xFF, 0xFF), rowkey::greater_than(Event{0xFFFF}));
  REQUIRE(none);
  CHECK(none->empty());
  CHECK(none->begin_key() == none->end_key());
  CHECK_FALSE(none->contains("\xff\xff\xff\xff"));
  // The whole key space: no bound at all.
  const auto all = rowkey::prefix<Codes>();
  REQUIRE(all);
  CHECK(all->begin_key().empty());
  CHECK_FALSE(all->has_end_key());
  CHECK(all->contains("\xff\xff\xff\xff"));
}

TEST_CASE("empty ranges are reported as empty", "[scan]") {
  const auto crossed = rowkey::range<Codes>(code(1, 2), rowkey::between(rowkey::inclusive(Event{9}), rowkey::exclusive(Event{3})));
  REQUIRE(crossed);
  CHECK(crossed->empty());
  CHECK(crossed->begin_key() == crossed->end_key());
  const auto point = rowkey::range<Codes>(code(1, 2), rowkey::between(rowkey::exclusive(Event{5}), rowkey::exclusive(Event{5})));
  CHECK(point->empty());
  const auto single = rowkey::range<Codes>(code(1, 2), rowkey::between(rowkey::inclusive(Event{5}), rowkey::inclusive(Event{5})));
  CHECK_FALSE(single->empty());
  CHECK(single->contains(rowkey::encode<Codes>(code(1, 2), Event{5}).value().view()));
  CHECK_FALSE(single->contains(rowkey::encode<Codes>(code(1, 2), Event{6}).value().view()));
}

TEST_CASE("the bound helpers spell the same intervals", "[scan]") {
  const auto same = [](const auto& a, const auto& b) { return a.value() == b.value(); };
  using rowkey::between;
  using rowkey::exclusive;
  using rowkey::inclusive;
  using rowkey::unbounded;
  CHECK(same(rowkey::range<Codes>(code(1, 2), rowkey::at_least(Event{5})),
             rowkey::range<Codes>(code(1, 2), between(inclusive(Event{5}), unbounded))));
  CHECK(same(rowkey::range<Codes>(code(1, 2), rowkey::greater_than(Event{5})),
             rowkey::range<Codes>(code(1, 2), between(exclusive(Event{5}), unbounded))));
  CHECK(same(rowkey::range<Codes>(code(1, 2), rowkey::at_most(Event{5})),
             rowkey::range<Codes>(code(1, 2), between(unbounded, inclusive(Event{5})))));
  CHECK(same(rowkey::range<Codes>(code(1, 2), rowkey::less_than(Event{5})),
             rowkey::range<Codes>(code(1, 2), between(unbounded, exclusive(Event{5})))));
  // An interval open on both sides is the prefix.
  CHECK(same(rowkey::range<Codes>(code(1, 2), rowkey::interval<Event>{}), rowkey::prefix<Codes>(code(1, 2))));
}

TEST_CASE("a value too long for its type is an error, as in encode", "[scan]") {
  const std::string long_host(65, 'h');
  const auto r = rowkey::prefix<Metrics>(Host{std::string_view(long_host)});
  REQUIRE_FALSE(r);
  CHECK(r.error().code == rowkey::encode_errc::too_long);
  CHECK(r.error().column == "host");
  const auto s = rowkey::range<Metrics>(rowkey::at_most(Host{std::string_view(long_host)}));
  REQUIRE_FALSE(s);
  CHECK(s.error().code == rowkey::encode_errc::too_long);
}

TEST_CASE("ranges are constant expressions", "[scan]") {
  constexpr auto r = rowkey::prefix<Orders>(UserId{42});
  STATIC_REQUIRE(r.has_value());
  STATIC_REQUIRE(r->begin_key() == std::string_view("\xa2\xc3\x96\x22\0\0\0\0\0\0\0\x2a", 12));
}

TEST_CASE("split points: golden values", "[scan][split]") {
  const auto hex_all = [](const std::vector<std::string>& points) {
    std::string out;
    for (const auto& p : points) {
      if (!out.empty()) out += " | ";
      out += rowkey::to_hex(p);
    }
    return out;
  };
  CHECK(hex_all(rowkey::split_points<Orders>(4)) == "40 00 00 00 | 80 00 00 00 | c0 00 00 00");
  CHECK(hex_all(rowkey::split_points<Orders>(1)).empty());
  CHECK(hex_all(rowkey::split_points<rowkey::Key<rowkey::Hash<8, UserId>, UserId>>(3)) ==
        "55 55 55 55 55 55 55 55 | aa aa aa aa aa aa aa aa");
  CHECK(hex_all(rowkey::split_points<rowkey::Key<rowkey::Hash<1, UserId>, UserId>>(1000)).size() == 255 * 5 - 3);
  CHECK(hex_all(rowkey::split_points<Logs>(2)) == "02");
  CHECK(hex_all(rowkey::split_points<rowkey::Key<rowkey::Bucket<16, Ts>, Ts>>(5)) == "03 | 06 | 09 | 0c");
  CHECK(rowkey::split_points<rowkey::Key<rowkey::Bucket<16, Ts>, Ts>>(100).size() == 15);
  CHECK(hex_all(rowkey::split_points<rowkey::Key<rowkey::Bucket<300, Ts>, Ts>>(3)) == "00 64 | 00 c8");
}

TEST_CASE("split points: the number of regions is checked, not narrowed to 32 bits", "[scan][split]") {
  using Small = rowkey::Key<rowkey::Hash<1, UserId>, UserId>;
  // Any integer type; a count above the prefix's values is capped there.
  CHECK(rowkey::split_points<Small>(std::size_t{16}).size() == 15);
  CHECK(rowkey::split_points<Small>(std::int64_t{16}).size() == 15);
  CHECK(rowkey::split_points<Small>(std::uint8_t{16}).size() == 15);
  CHECK(rowkey::split_points<Small>(std::uint64_t{0xFFFF'FFFF}).size() == 255);
  CHECK(rowkey::split_points<Small>(0).empty());
  // 2^32 + 16 is not 16 regions, and -1 is not 2^32 - 1: both are refused.
  CHECK_THROWS_AS(rowkey::split_points<Small>((std::size_t{1} << 32) + 16), std::invalid_argument);
  CHECK_THROWS_AS(rowkey::split_points<Small>(-1), std::invalid_argument);
  CHECK_THROWS_AS(rowkey::split_points<Logs>(std::int64_t{-16}), std::invalid_argument);
  CHECK_THROWS_WITH(rowkey::split_points<Small>(-3),
                    "rowkey::split_points: the number of regions is -3; it is not negative and at most 2^32 - 1");
}

TEST_CASE("split points cut hashed keys into evenly loaded regions", "[scan][split]") {
  std::mt19937_64 g(0x5917);
  for (const std::uint32_t regions : {2u, 3u, 7u, 16u, 100u}) {
    const auto points = rowkey::split_points<Orders>(regions);
    REQUIRE(points.size() == regions - 1);
    for (std::size_t i = 1; i < points.size(); ++i) REQUIRE(points[i - 1] < points[i]);
    std::vector<std::size_t> load(regions);
    constexpr std::size_t keys = 200'000;
    for (std::size_t i = 0; i < keys; ++i) {
      // Sequential user ids: the case the hash prefix exists for.
      const auto key = rowkey::encode<Orders>(UserId{i}, OrderId{g()}).value();
      const auto region = static_cast<std::size_t>(
          std::upper_bound(points.begin(), points.end(), key.view(),
                           [](std::string_view k, const std::string& p) { return k < p; }) -
          points.begin());
      ++load[region];
    }
    const double mean = static_cast<double>(keys) / regions;
    for (const std::size_t l : load) {
      INFO(regions << " regions, load " << l << ", mean " << mean);
      CHECK(static_cast<double>(l) > mean * 0.9);
      CHECK(static_cast<double>(l) < mean * 1.1);
    }
  }
}
