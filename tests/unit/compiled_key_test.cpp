// Keys compiled once (rowkey/compiled.hpp): every call of a compiled key's
// encode, decode, prefix and range gives what the same call gives inlined,
// on the same keys with another name (compiled_schema.hpp's twins): the same
// bytes, the same values, the same errors, over thousands of random values
// and broken keys.
#include "byte_mutations.hpp"
#include "compiled_schema.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>

namespace {

namespace cs = compiled_schema;
using tw = compiled_schema::twin;

static_assert(rowkey::detail::compiled_key<cs::Users> && rowkey::detail::compiled_key<cs::HashedEvents>);
static_assert(!rowkey::detail::compiled_key<tw::Users> && !rowkey::detail::compiled_key<tw::HashedEvents>);

struct random_row {
  std::uint64_t user;
  std::string host;  // up to 18 bytes: one in seven too long for the key
  std::uint16_t event;
  cs::time_ms ts;
};

random_row random_values(std::mt19937_64& rng) {
  random_row r{rng(), {}, static_cast<std::uint16_t>(rng()), cs::time_ms{std::chrono::milliseconds{static_cast<std::int64_t>(rng())}}};
  for (std::uint64_t n = rng() % 19; n > 0; --n) r.host += rowkey_test::random_byte(rng, 30);
  return r;
}

void require_same_error(const rowkey::encode_error& a, const rowkey::encode_error& b) {
  CHECK(a.code == b.code);
  CHECK(a.part == b.part);
  CHECK(a.column == b.column);
}
void require_same_error(const rowkey::decode_error& a, const rowkey::decode_error& b) {
  CHECK(a.code == b.code);
  CHECK(a.offset == b.offset);
  CHECK(a.part == b.part);
  CHECK(a.column == b.column);
}

template <class Compiled, class Inlined>
void require_same_key(const Compiled& compiled, const Inlined& inlined) {
  REQUIRE(compiled.has_value() == inlined.has_value());
  if (compiled) {
    CHECK(compiled->view() == inlined->view());
  } else {
    require_same_error(compiled.error(), inlined.error());
  }
}

template <class Compiled, class Inlined>
void require_same_range(const Compiled& compiled, const Inlined& inlined) {
  REQUIRE(compiled.has_value() == inlined.has_value());
  if (compiled) {
    CHECK(compiled->begin_key() == inlined->begin_key());
    CHECK(compiled->has_end_key() == inlined->has_end_key());
    if (compiled->has_end_key()) CHECK(compiled->end_key() == inlined->end_key());
  } else {
    require_same_error(compiled.error(), inlined.error());
  }
}

// Decodes broken copies of a key through both and compares: the values by
// re-encoding them (equal values encode alike), or the errors.
template <class KC, class KI>
std::size_t require_same_decodes(std::mt19937_64& rng, std::string_view key) {
  std::size_t refused = 0;
  for (int i = 0; i < 4; ++i) {
    const std::string bytes = i == 0 ? std::string(key) : rowkey_test::broken(rng, std::string(key));
    const auto compiled = rowkey::decode<KC>(bytes);
    const auto inlined = rowkey::decode<KI>(bytes);
    REQUIRE(compiled.has_value() == inlined.has_value());
    if (compiled) {
      CHECK(rowkey::encode<KC>(*compiled)->view() == rowkey::encode<KI>(*inlined)->view());
    } else {
      ++refused;
      require_same_error(compiled.error(), inlined.error());
    }
  }
  return refused;
}

TEST_CASE("a compiled key encodes, decodes and scans as the same key inlined", "[compiled]") {
  std::mt19937_64 rng(20261207);
  std::size_t refused_values = 0;
  std::size_t refused_keys = 0;
  for (int i = 0; i < 5000; ++i) {
    const random_row r = random_values(rng);
    const std::string_view host = r.host;
    const cs::time_ms other{std::chrono::milliseconds{static_cast<std::int64_t>(rng())}};

    // Users: Key<UserId, Desc<Ts>>
    const auto user = rowkey::encode<cs::Users>(cs::UserId{r.user}, cs::Ts{r.ts});
    require_same_key(user, rowkey::encode<tw::Users>(tw::UserId{r.user}, tw::Ts{r.ts}));
    refused_keys += require_same_decodes<cs::Users, tw::Users>(rng, user->view());
    require_same_range(rowkey::prefix<cs::Users>(cs::UserId{r.user}), rowkey::prefix<tw::Users>(tw::UserId{r.user}));
    require_same_range(rowkey::prefix<cs::Users>(), rowkey::prefix<tw::Users>());
    require_same_range(rowkey::range<cs::Users>(cs::UserId{r.user}, rowkey::at_least(cs::Ts{r.ts})),
                       rowkey::range<tw::Users>(tw::UserId{r.user}, rowkey::at_least(tw::Ts{r.ts})));
    require_same_range(
        rowkey::range<cs::Users>(cs::UserId{r.user}, rowkey::between(rowkey::inclusive(cs::Ts{r.ts}), rowkey::exclusive(cs::Ts{other}))),
        rowkey::range<tw::Users>(tw::UserId{r.user}, rowkey::between(rowkey::inclusive(tw::Ts{r.ts}), rowkey::exclusive(tw::Ts{other}))));
    require_same_range(rowkey::range<cs::Users>(rowkey::at_most(cs::UserId{r.user})),
                       rowkey::range<tw::Users>(rowkey::at_most(tw::UserId{r.user})));

    // Events: Key<Host, Event, Desc<Ts>>; a host too long is refused alike.
    const auto event = rowkey::encode<cs::Events>(cs::Host{host}, cs::Event{r.event}, cs::Ts{r.ts});
    require_same_key(event, rowkey::encode<tw::Events>(tw::Host{host}, tw::Event{r.event}, tw::Ts{r.ts}));
    if (event) {
      refused_keys += require_same_decodes<cs::Events, tw::Events>(rng, event->view());
    } else {
      ++refused_values;
    }
    require_same_range(rowkey::prefix<cs::Events>(cs::Host{host}), rowkey::prefix<tw::Events>(tw::Host{host}));
    require_same_range(rowkey::prefix<cs::Events>(cs::Host{host}, cs::Event{r.event}),
                       rowkey::prefix<tw::Events>(tw::Host{host}, tw::Event{r.event}));
    require_same_range(rowkey::range<cs::Events>(rowkey::starts_with(cs::Host{host.substr(0, 3)})),
                       rowkey::range<tw::Events>(rowkey::starts_with(tw::Host{host.substr(0, 3)})));
    require_same_range(rowkey::range<cs::Events>(cs::Host{host}, rowkey::at_least(cs::Event{r.event})),
                       rowkey::range<tw::Events>(tw::Host{host}, rowkey::at_least(tw::Event{r.event})));
    require_same_range(rowkey::range<cs::Events>(cs::Host{host}, cs::Event{r.event}, rowkey::at_most(cs::Ts{r.ts})),
                       rowkey::range<tw::Events>(tw::Host{host}, tw::Event{r.event}, rowkey::at_most(tw::Ts{r.ts})));

    // HashedEvents: Key<Hash<2, Host>, Host, Event, Ts>
    const auto hashed = rowkey::encode<cs::HashedEvents>(cs::Host{host}, cs::Event{r.event}, cs::Ts{r.ts});
    require_same_key(hashed, rowkey::encode<tw::HashedEvents>(tw::Host{host}, tw::Event{r.event}, tw::Ts{r.ts}));
    if (hashed) refused_keys += require_same_decodes<cs::HashedEvents, tw::HashedEvents>(rng, hashed->view());
    require_same_range(rowkey::prefix<cs::HashedEvents>(cs::Host{host}), rowkey::prefix<tw::HashedEvents>(tw::Host{host}));
    require_same_range(rowkey::range<cs::HashedEvents>(cs::Host{host}, cs::Event{r.event}, rowkey::greater_than(cs::Ts{r.ts})),
                       rowkey::range<tw::HashedEvents>(tw::Host{host}, tw::Event{r.event}, rowkey::greater_than(tw::Ts{r.ts})));

    // Buckets: Key<Bucket<8, Ts>, Ts, Host>
    const auto bucketed = rowkey::encode<cs::Buckets>(cs::Ts{r.ts}, cs::Host{host});
    require_same_key(bucketed, rowkey::encode<tw::Buckets>(tw::Ts{r.ts}, tw::Host{host}));
    if (bucketed) refused_keys += require_same_decodes<cs::Buckets, tw::Buckets>(rng, bucketed->view());
    require_same_range(rowkey::prefix<cs::Buckets>(cs::Ts{r.ts}), rowkey::prefix<tw::Buckets>(tw::Ts{r.ts}));
    require_same_range(rowkey::range<cs::Buckets>(cs::Ts{r.ts}, rowkey::starts_with(cs::Host{host.substr(0, 2)})),
                       rowkey::range<tw::Buckets>(tw::Ts{r.ts}, rowkey::starts_with(tw::Host{host.substr(0, 2)})));
  }
  // Both ways were exercised: refused values and refused keys.
  CHECK(refused_values > 100);
  CHECK(refused_keys > 1000);
}

}  // namespace
