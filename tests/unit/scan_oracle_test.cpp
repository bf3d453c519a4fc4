// Every scan shape, checked against a brute-force oracle: for each schema,
// thousands of random rows are encoded into an ordered set (what a store
// keeps), and thousands of random scans must return exactly the rows a linear
// filter over the decoded values returns: none missing, none extra, in key
// order. Fifteen schemas cover every modifier (Hash, Bucket, Reverse), both
// directions and every value type.
#include "scan_oracle.hpp"

#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace std::chrono;
using scan_oracle::below;
using scan_oracle::engine;
using scan_oracle::table;

enum class Level : std::int8_t { debug = -2, info, warn, error, fatal };
}  // namespace

template <>
struct rowkey::enum_range<Level> {
  static constexpr Level first = Level::debug, last = Level::fatal;
};

namespace {

struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<6>> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<5>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<3>> {};
struct Uuid : rowkey::Column<"uuid", std::array<std::uint8_t, 3>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Seq : rowkey::Column<"seq", std::uint64_t, rowkey::Monotonic> {};
struct Amount : rowkey::Column<"amount", std::int32_t> {};
struct Delta : rowkey::Column<"delta", std::int16_t> {};
struct Tag : rowkey::Column<"tag", std::int8_t> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct Severity : rowkey::Column<"severity", Level> {};
struct Score : rowkey::Column<"score", double> {};
struct Ratio : rowkey::Column<"ratio", float> {};
struct Elapsed : rowkey::Column<"elapsed", duration<std::int32_t, std::micro>> {};
struct Ts : rowkey::Column<"ts", sys_time<milliseconds>> {};

// A plugged-in hash of the value itself (splitmix64's finalizer), as a user
// whose data was hashed another way would supply.
struct splitmix_value_hash {
  static constexpr std::uint64_t hash_value(std::int8_t v) noexcept {
    std::uint64_t z = static_cast<std::uint64_t>(static_cast<std::int64_t>(v)) + 0x9E3779B97F4A7C15u;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
  }
};

using rowkey::Bucket;
using rowkey::Desc;
using rowkey::Hash;
using rowkey::Key;
using rowkey::Reverse;

using Schemas = std::tuple<                                   //
    Key<Host, Event, Ts>,                                     // variable-length lead, ascending
    Key<Host, Event, Desc<Ts>>,                               // newest first
    Key<Hash<4, UserId>, UserId, Desc<Amount>>,               // hash prefix, signed descending
    Key<Hash<2, Name>, Name, Score>,                          // hash of a string, doubles
    Key<Bucket<8, Ts>, Ts, Host>,                             // time buckets, negative times
    Key<Bucket<300, Delta>, Delta, Desc<Blob>>,               // two-byte buckets, negatives, descending bytes
    Key<Reverse<Seq>, Desc<Severity>, Flag>,                  // reversed sequence, enum, bool
    Key<Uuid, Desc<Country>, Ratio>,                          // byte array, padded string, float
    Key<Desc<Blob>, Elapsed, Desc<Ratio>>,                    // descending bytes lead, durations
    Key<Bucket<5, Name>, Name, Desc<Ts>>,                     // hashed bucket of a string
    Key<Hash<8, Tag, splitmix_value_hash>, Tag, Country>,     // a plugged-in value hash
    Key<Reverse<Name>, Desc<Score>>,                          // reversed string
    Key<UserId, Hash<1, Name>, Name>,                         // a hash prefix after a bound column
    Key<Bucket<4, Ratio>, Ratio, Desc<Event>>,                // hashed bucket of a float
    Key<Bucket<6, Elapsed>, Desc<Elapsed>, Uuid>>;            // a descending bucketed column

template <class K>
struct checker {
  using T = table<K>;
  using row = typename T::row;
  static constexpr std::size_t columns = T::columns;

  const T& t;
  engine& g;
  std::size_t scans = 0;
  std::vector<std::string> failures;

  // Whether each stored column is stored descending, by stored index.
  static constexpr std::array<bool, columns> descending = [] {
    std::array<bool, columns> d{};
    rowkey::detail::for_each_part<K>([&](auto i) {
      using P = typename T::layout::template part_traits<i>;
      if constexpr (P::kind == rowkey::part_kind::stored) {
        d[T::layout::template stored_index<typename P::column>] = P::order == rowkey::direction::descending;
      }
    });
    return d;
  }();

  void expect(std::string what, const std::vector<std::string>& got, const std::vector<std::string>& want) {
    ++scans;
    if (got != want && failures.size() < 5) {
      failures.push_back(what + ": got " + std::to_string(got.size()) + " rows, want " + std::to_string(want.size()) +
                         (got.empty() ? "" : ", first got " + rowkey::render<K>(got.front())) +
                         (want.empty() ? "" : ", first want " + rowkey::render<K>(want.front())));
    }
  }

  template <std::size_t B>
  void prefix_scan(const row& p) {
    const auto r = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return rowkey::prefix<K>(typename T::template column<I>{scan_oracle::argument(std::get<I>(p))}...);
    }(std::make_index_sequence<B>{});
    if (!r) {
      failures.push_back("prefix scan refused: " + r.error().message());
      return;
    }
    const auto got = t.read(*r);
    expect("prefix of " + std::to_string(B) + " [" + rowkey::to_hex(r->begin_key()) + ", " +
               rowkey::to_hex(r->end_key()) + ")",
           got, t.filter([&](const row& x) { return T::template same_leading<B>(x, p); }));
    for (const auto& k : got) {
      if (!r->contains(k)) failures.push_back("contains() disagrees with the range");
    }
  }

  template <std::size_t B>
  static bool meets(const row& x, rowkey::bound_kind lk, const row& lo, rowkey::bound_kind uk, const row& hi) {
    const auto& v = std::get<B>(x);
    const auto& a = std::get<B>(lo);
    const auto& b = std::get<B>(hi);
    if (lk == rowkey::bound_kind::inclusive && v < a) return false;
    if (lk == rowkey::bound_kind::exclusive && !(a < v)) return false;
    if (uk == rowkey::bound_kind::inclusive && b < v) return false;
    if (uk == rowkey::bound_kind::exclusive && !(v < b)) return false;
    return true;
  }

  static rowkey::bound_kind random_kind(engine& g) { return static_cast<rowkey::bound_kind>(below(g, 3)); }

  template <std::size_t B>
  auto random_interval(const row& lo, const row& hi, rowkey::bound_kind lk, rowkey::bound_kind uk) {
    using C = typename T::template column<B>;
    return rowkey::interval<C>{{lk, scan_oracle::argument(std::get<B>(lo))},
                               {uk, scan_oracle::argument(std::get<B>(hi))}};
  }

  template <std::size_t B>
  void interval_scan(const row& p) {
    const row lo = t.probe(g), hi = t.probe(g);
    const auto lk = random_kind(g), uk = random_kind(g);
    const auto iv = random_interval<B>(lo, hi, lk, uk);
    const auto r = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return rowkey::range<K>(typename T::template column<I>{scan_oracle::argument(std::get<I>(p))}..., iv);
    }(std::make_index_sequence<B>{});
    if (!r) {
      failures.push_back("range refused: " + r.error().message());
      return;
    }
    expect("range on column " + std::to_string(B) + " [" + rowkey::to_hex(r->begin_key()) + ", " +
               rowkey::to_hex(r->end_key()) + ")",
           t.read(*r), t.filter([&](const row& x) {
             return T::template same_leading<B>(x, p) && meets<B>(x, lk, lo, uk, hi);
           }));
  }

  template <std::size_t B>
  void starts_with_scan(const row& p) {
    using C = typename T::template column<B>;
    const row source = t.probe(g);
    std::string text(std::string_view(std::get<B>(source)));
    text.resize(below(g, text.size() + 1));
    const auto r = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return rowkey::range<K>(typename T::template column<I>{scan_oracle::argument(std::get<I>(p))}...,
                              rowkey::starts_with(C{std::string_view(text)}));
    }(std::make_index_sequence<B>{});
    if (!r) {
      failures.push_back("starts_with refused: " + r.error().message());
      return;
    }
    expect("starts_with on column " + std::to_string(B), t.read(*r), t.filter([&](const row& x) {
      return T::template same_leading<B>(x, p) && std::string_view(std::get<B>(x)).starts_with(text);
    }));
  }

  // Lexicographic over the stored columns, each in its direction.
  static bool logically_before(const row& a, const row& b) {
    int c = 0;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (void)((c = std::get<I>(a) < std::get<I>(b)   ? (descending[I] ? 1 : -1)
                  : std::get<I>(b) < std::get<I>(a) ? (descending[I] ? -1 : 1)
                                                    : 0,
              c == 0) &&
             ...);
    }(std::make_index_sequence<columns>{});
    return c < 0;
  }

  struct set_cursor {
    std::set<std::string>::const_iterator it, end;
    bool valid() const { return it != end; }
    std::string_view key() const { return *it; }
    void next() { ++it; }
  };

  template <std::size_t B>
  void bucket_scan(const row& p) {
    const row lo = t.probe(g), hi = t.probe(g);
    const auto lk = random_kind(g), uk = random_kind(g);
    const auto iv = random_interval<B>(lo, hi, lk, uk);
    const auto scan = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return rowkey::bucket_ranges<K>(typename T::template column<I>{scan_oracle::argument(std::get<I>(p))}..., iv);
    }(std::make_index_sequence<B>{});
    if (!scan) {
      failures.push_back("bucket_ranges refused: " + scan.error().message());
      return;
    }
    std::array<set_cursor, std::remove_cvref_t<decltype(*scan)>::size()> cursors;
    for (std::size_t b = 0; b < cursors.size(); ++b) {
      const auto& r = (*scan)[b];
      const auto& keys = t.keys();
      cursors[b] = {keys.lower_bound(std::string(r.begin_key())),
                    r.has_end_key() ? keys.lower_bound(std::string(r.end_key())) : keys.end()};
    }
    std::vector<std::string> merged;
    for (rowkey::bucket_merge m(*scan, std::span(cursors)); m.valid(); m.next()) merged.emplace_back(m.key());
    for (std::size_t i = 1; i < merged.size(); ++i) {
      const row a = rowkey::to_tuple(rowkey::decode<K>(merged[i - 1]).value());
      const row b = rowkey::to_tuple(rowkey::decode<K>(merged[i]).value());
      if (!logically_before(a, b)) {
        failures.push_back("bucket merge out of order: " + rowkey::render<K>(merged[i - 1]) + " then " +
                           rowkey::render<K>(merged[i]));
        break;
      }
    }
    std::sort(merged.begin(), merged.end());
    expect("bucket ranges on column " + std::to_string(B), merged, t.filter([&](const row& x) {
      return T::template same_leading<B>(x, p) && meets<B>(x, lk, lo, uk, hi);
    }));
  }

  template <std::size_t B>
  void scans_binding(int rounds) {
    using plan = rowkey::detail::scan_plan<K, B>;
    for (int i = 0; i < rounds; ++i) {
      const row p = t.probe(g);
      prefix_scan<B>(p);
      if constexpr (plan::refusal == rowkey::detail::range_refusal::none) {
        interval_scan<B>(p);
        if constexpr (rowkey::detail::text_argument<typename T::template column<B>::argument_type>) {
          starts_with_scan<B>(p);
        }
      }
      if constexpr (plan::bucket_fan_out) bucket_scan<B>(p);
    }
  }

  void run(int rounds) {
    [&]<std::size_t... B>(std::index_sequence<B...>) { (scans_binding<B>(rounds), ...); }(
        std::make_index_sequence<columns + 1>{});
  }
};

}  // namespace

TEMPLATE_LIST_TEST_CASE("scans return exactly the rows a filter over decoded values returns", "[scan][oracle]",
                        Schemas) {
  using K = TestType;
  engine g(0x5CA4'0000u + rowkey::key_values<K>::size);
  table<K> t;
  REQUIRE(t.fill(g, 3000));
  checker<K> c{t, g, 0, {}};
  c.run(400);
  INFO(rowkey::describe<K>());
  for (const auto& f : c.failures) FAIL_CHECK(f);
  CHECK(c.failures.empty());
  CHECK(c.scans >= 1000);
}
