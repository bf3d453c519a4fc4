// Whether a range over one column is empty is decided before the successors
// are taken when the column's bytes are one word (1, 2, 4 or 8 bytes) not
// ending in 0xFF, and by comparing the keys otherwise. Either way the range
// must hold exactly the keys whose value meets the condition (checked on the
// values around its bounds, which for an integer column is plain
// arithmetic); it is never empty() when some value meets it, and when it is
// empty() its begin and end are equal. Bounds are drawn from the edges
// (limits, values whose bytes end in 0xFF, neighbours) and at random, for
// ascending and descending columns, behind a bound prefix and without one.
#include <rowkey/rowkey.hpp>

#include "random_values.hpp"

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

namespace {

using rowkey::Desc;
using rowkey::Key;

struct Tenant : rowkey::Column<"tenant", std::uint64_t> {};
template <class T>
struct Value : rowkey::Column<"value", T> {};

// A value of T near one whose big-endian bytes end in 0xFF, either sign.
template <class T>
std::vector<T> edge_pool() {
  using L = std::numeric_limits<T>;
  std::vector<T> pool{L::min(), static_cast<T>(L::min() + 1), T{0}, T{1}, static_cast<T>(L::max() - 1), L::max()};
  for (const std::uint64_t low : {0xFFu, 0xFEu, 0x00u, 0x01u}) {
    for (const std::uint64_t high : {0x00u, 0x7Fu, 0x80u, 0xFFu}) {
      // Two's complement bit patterns; a signed value's sign bit flips in its bytes.
      const std::uint64_t bits = (high << (8 * (sizeof(T) - 1))) | low;
      pool.push_back(static_cast<T>(bits));
      pool.push_back(static_cast<T>(bits ^ (std::uint64_t{1} << (8 * sizeof(T) - 1))));
    }
  }
  return pool;
}

// v + d, wrapping around at the type's limits (no signed overflow).
template <class T>
T wrapped(T v, int d) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(static_cast<U>(v) + static_cast<U>(d)));
}

template <class T>
bool meets(rowkey::bound_kind lk, T lo, rowkey::bound_kind uk, T hi, T v) {
  using rowkey::bound_kind;
  const bool above = lk == bound_kind::unbounded || (lk == bound_kind::inclusive ? v >= lo : v > lo);
  const bool below = uk == bound_kind::unbounded || (uk == bound_kind::inclusive ? v <= hi : v < hi);
  return above && below;
}

// No value v with (lower) and (upper).
template <class T>
bool logically_empty(rowkey::bound_kind lk, T lo, rowkey::bound_kind uk, T hi) {
  using L = std::numeric_limits<T>;
  using rowkey::bound_kind;
  if (lk == bound_kind::exclusive && lo == L::max()) return true;
  if (uk == bound_kind::exclusive && hi == L::min()) return true;
  const T first = lk == bound_kind::unbounded ? L::min() : lk == bound_kind::exclusive ? static_cast<T>(lo + 1) : lo;
  const T last = uk == bound_kind::unbounded ? L::max() : uk == bound_kind::exclusive ? static_cast<T>(hi - 1) : hi;
  return first > last;
}

template <class C>
rowkey::bound<C> make_bound(rowkey::bound_kind k, typename C::value_type v) {
  switch (k) {
    case rowkey::bound_kind::inclusive: return rowkey::inclusive(C{v});
    case rowkey::bound_kind::exclusive: return rowkey::exclusive(C{v});
    default: return rowkey::unbounded;
  }
}

template <class T, bool Descending, bool Prefixed>
void check_emptiness(std::uint64_t seed, std::size_t rounds) {
  using V = Value<T>;
  using Part = std::conditional_t<Descending, Desc<V>, V>;
  using K = std::conditional_t<Prefixed, Key<Tenant, Part>, Key<Part, rowkey::AllowLeading<V>>>;
  const auto pool = edge_pool<T>();
  rowkey_test::random_source r(seed);
  auto value = [&] { return r.percent(60) ? pool[r.below(pool.size())] : static_cast<T>(r.bits()); };
  auto kind = [&] { return static_cast<rowkey::bound_kind>(r.below(3)); };
  std::size_t empties = 0;
  for (std::size_t i = 0; i < rounds; ++i) {
    const T lo = value(), hi = r.percent(30) ? wrapped(lo, static_cast<int>(r.below(3)) - 1) : value();
    const auto lk = kind(), uk = kind();
    const auto iv = rowkey::between(make_bound<V>(lk, lo), make_bound<V>(uk, hi));
    const std::uint64_t tenant = r.percent(20) ? ~std::uint64_t{0} : r.bits();
    const auto range = [&] {
      if constexpr (Prefixed) {
        return rowkey::range<K>(Tenant{tenant}, iv);
      } else {
        return rowkey::range<K>(iv);
      }
    }();
    REQUIRE(range);
    const bool want = logically_empty<T>(lk, lo, uk, hi);
    using L = std::numeric_limits<T>;
    bool exact = true;
    for (const T v : {lo, hi, wrapped(lo, -1), wrapped(lo, 1), wrapped(hi, -1), wrapped(hi, 1), L::min(), L::max(),
                      T{0}}) {
      const auto key = [&] {
        if constexpr (Prefixed) {
          return rowkey::encode<K>(Tenant{tenant}, V{v});
        } else {
          return rowkey::encode<K>(V{v});
        }
      }();
      exact = exact && range->contains(key->view()) == meets<T>(lk, lo, uk, hi, v);
    }
    if (!exact || (!want && range->empty()) || (range->empty() && range->begin_key() != range->end_key())) {
      FAIL("seed " << seed << " round " << i << ": bounds " << int(lk) << ":" << +lo << " " << int(uk) << ":" << +hi
                   << ", exact " << exact << ", empty() " << range->empty() << ", logically empty " << want
                   << ", begin " << rowkey::to_hex(range->begin_key()) << ", end "
                   << rowkey::to_hex(range->end_key()));
    }
    empties += want;
  }
  CHECK(empties > rounds / 20);  // both outcomes come up often
  CHECK(empties < rounds - rounds / 20);
}

}  // namespace

TEST_CASE("ranges over one integer column: exact, never empty() while a value meets them", "[scan]") {
  std::uint64_t seed = 11;
  [&]<class... T>(std::tuple<T...>*) {
    ((check_emptiness<T, false, false>(seed++, 4000), check_emptiness<T, true, false>(seed++, 4000),
      check_emptiness<T, false, true>(seed++, 4000), check_emptiness<T, true, true>(seed++, 4000)),
     ...);
  }(static_cast<std::tuple<std::uint8_t, std::int16_t, std::uint32_t, std::int64_t, std::uint64_t>*>(nullptr));
}
