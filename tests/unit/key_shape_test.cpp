// Keys that differ only in their columns share one instantiation of the
// encode and decode code (detail::part_shape, docs/benchmarks.md "Compile
// time"), and each key still names its own columns in its errors.
#include "byte_mutations.hpp"

#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>

namespace {

using rowkey::Desc;
using rowkey::Key;
using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;

struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
struct Ts : rowkey::Column<"ts", time_ms> {};
struct Server : rowkey::Column<"server", rowkey::bounded_string<16>> {};
struct Code : rowkey::Column<"code", std::uint16_t> {};
struct At : rowkey::Column<"at", time_ms> {};
struct Wide : rowkey::Column<"wide", rowkey::bounded_string<17>> {};

using Events = Key<Host, Event, Desc<Ts>>;
using Requests = Key<Server, Code, Desc<At>, rowkey::MaxColumns<4>>;

using rowkey::detail::shape_of;
static_assert(std::is_same_v<shape_of<Events>, shape_of<Requests>>, "same value types and orders: one shape");
static_assert(!std::is_same_v<shape_of<Events>, shape_of<Key<Host, Event, Ts>>>, "another order: another shape");
static_assert(!std::is_same_v<shape_of<Events>, shape_of<Key<Wide, Event, Desc<Ts>>>>, "another type: another shape");
static_assert(!std::is_same_v<shape_of<Events>, shape_of<Key<rowkey::Subspace<"ev">, Host, Event, Desc<Ts>>>>,
              "another subspace: another shape");

// A Hash or Bucket prefix is derived from its column's value alone: keys
// that hash or bucket columns of one value type share a shape too.
struct Crc : rowkey::xxh64_hash {};
using HashedEvents = Key<rowkey::Hash<2, Host>, Host, Event, Desc<Ts>, rowkey::MaxColumns<4>>;
using HashedRequests = Key<rowkey::Hash<2, Server>, Server, Code, Desc<At>, rowkey::MaxColumns<4>>;
static_assert(std::is_same_v<shape_of<HashedEvents>, shape_of<HashedRequests>>, "one hash of one value type: one shape");
static_assert(!std::is_same_v<shape_of<HashedEvents>, shape_of<Key<rowkey::Hash<3, Host>, Host, Event, Desc<Ts>, rowkey::MaxColumns<4>>>>,
              "another hash width: another shape");
static_assert(!std::is_same_v<shape_of<HashedEvents>, shape_of<Key<rowkey::Hash<2, Host, Crc>, Host, Event, Desc<Ts>, rowkey::MaxColumns<4>>>>,
              "another hash function: another shape");
static_assert(!std::is_same_v<shape_of<HashedEvents>, shape_of<Key<rowkey::Hash<2, Wide>, Wide, Event, Desc<Ts>, rowkey::MaxColumns<4>>>>,
              "a hash of another type: another shape");
static_assert(std::is_same_v<shape_of<Key<rowkey::Bucket<8, Ts>, Ts, Host>>, shape_of<Key<rowkey::Bucket<8, At>, At, Server>>>,
              "one bucket count of one value type: one shape");
static_assert(!std::is_same_v<shape_of<Key<rowkey::Bucket<8, Ts>, Ts, Host>>, shape_of<Key<rowkey::Bucket<9, Ts>, Ts, Host>>>,
              "another bucket count: another shape");
static_assert(std::is_same_v<shape_of<Key<rowkey::Hash<2, Event>, Event, Host, rowkey::Format<rowkey::fdb_tuple>>>,
                             shape_of<Key<rowkey::Hash<2, Code>, Code, Server, rowkey::Format<rowkey::fdb_tuple>>>>,
              "the same in the tuple format");

template <class K>
std::string_view column_of_part(std::size_t part) {
  return rowkey::detail::column_names<K>[part];
}

// Broken keys of Events' columns (Host, Event, Ts), decoded through Events
// and through Requests (Server, Code, At), two keys of one shape: the same
// values, or the same error naming each key's own column. Returns how many
// errors were in a part and how many of those were a derived prefix's.
struct decode_errors_seen {
  std::size_t in_a_part = 0;
  std::size_t prefix_mismatches = 0;
};
template <class EventsKey, class RequestsKey>
decode_errors_seen decode_through_both(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  decode_errors_seen seen;
  for (int i = 0; i < 20000; ++i) {
    std::string host;
    for (std::uint64_t n = rng() % 20; n > 0; --n) host += rowkey_test::random_byte(rng, 30);
    const auto key = rowkey::encode<EventsKey>(Host{std::string_view(host).substr(0, 16)},
                                               Event{static_cast<std::uint16_t>(rng())},
                                               Ts{time_ms{std::chrono::milliseconds{static_cast<std::int64_t>(rng())}}});
    REQUIRE(key);
    const std::string bytes = rowkey_test::broken(rng, std::string(key->view()));
    const auto events = rowkey::decode<EventsKey>(bytes);
    const auto requests = rowkey::decode<RequestsKey>(bytes);
    REQUIRE(events.has_value() == requests.has_value());
    if (events) {
      CHECK(events->template get<Host>() == requests->template get<Server>());
      CHECK(events->template get<Event>() == requests->template get<Code>());
      CHECK(events->template get<Ts>() == requests->template get<At>());
      continue;
    }
    const rowkey::decode_error a = events.error();
    const rowkey::decode_error b = requests.error();
    REQUIRE(a.code == b.code);
    REQUIRE(a.offset == b.offset);
    REQUIRE(a.part == b.part);
    if (a.code == rowkey::decode_errc::trailing_bytes) {
      CHECK(a.column.empty());
      CHECK(b.column.empty());
      continue;
    }
    ++seen.in_a_part;
    if (a.code == rowkey::decode_errc::prefix_mismatch) {
      ++seen.prefix_mismatches;
      CHECK(a.column == "host");
      CHECK(b.column == "server");
    } else {
      CHECK(a.column == column_of_part<EventsKey>(a.part));
      CHECK(b.column == column_of_part<RequestsKey>(b.part));
    }
  }
  return seen;
}

TEST_CASE("keys of one shape decode alike and each names its own column", "[shape][decode]") {
  CHECK(decode_through_both<Events, Requests>(20261124).in_a_part > 1000);  // the property was exercised
}

TEST_CASE("hashed keys of one shape decode alike and each names its own column", "[shape][decode]") {
  // The derived part's check was exercised.
  CHECK(decode_through_both<HashedEvents, HashedRequests>(20261207).prefix_mismatches > 1000);
}

TEST_CASE("keys of one shape refuse a value alike and each names its own column", "[shape][encode]") {
  const std::string too_long(17, 'x');
  const auto events = rowkey::encode<Events>(Host{too_long}, Event{1}, Ts{});
  const auto requests = rowkey::encode<Requests>(Server{too_long}, Code{1}, At{});
  REQUIRE_FALSE(events);
  REQUIRE_FALSE(requests);
  CHECK(events.error().code == rowkey::encode_errc::too_long);
  CHECK(events.error().part == 0);
  CHECK(events.error().column == "host");
  CHECK(requests.error().code == rowkey::encode_errc::too_long);
  CHECK(requests.error().column == "server");

  const auto scan = rowkey::prefix<Requests>(Server{too_long});
  REQUIRE_FALSE(scan);
  CHECK(scan.error().column == "server");
}

}  // namespace
