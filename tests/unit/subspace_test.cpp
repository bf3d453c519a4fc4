// Subspace<"..."> in rowkey's own format: its bytes come first in every key
// and every range, decode requires them, and the Hash/Bucket bytes after them
// are those of the same key without it.
#include <rowkey/rowkey.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace std::string_view_literals;
using rowkey::decode_errc;
using rowkey::decode_error;
using rowkey::Key;

struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Seq : rowkey::Column<"seq", std::int32_t> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<8>> {};

using Plain = Key<rowkey::Bucket<4, Id>, Id, Host>;
using Spaced = Key<rowkey::Bucket<4, Id>, Id, Host, rowkey::Subspace<"t\x00\x01">>;

}  // namespace

TEST_CASE("subspace: every key and range starts with it, over random keys") {
  constexpr std::string_view space = "t\x00\x01"sv;
  std::mt19937_64 rng(3);
  std::vector<std::string> keys;
  for (int i = 0; i < 2000; ++i) {
    const Id id{rng() % 5};
    std::string host;
    for (std::size_t j = rng() % 4; j > 0; --j) host += "\0a\xff"[rng() % 3];
    const auto spaced = rowkey::encode<Spaced>(id, Host{host});
    const auto plain = rowkey::encode<Plain>(id, Host{host});
    REQUIRE(spaced);
    REQUIRE(plain);
    CHECK(spaced->view() == std::string(space) + std::string(plain->view()));
    const auto back = rowkey::decode<Spaced>(spaced->view());
    REQUIRE(back);
    CHECK(back->get<Id>() == id.value);
    CHECK(back->get<Host>().view() == host);
    keys.emplace_back(spaced->view());
  }
  const auto all = rowkey::prefix<Spaced>();
  const auto two = rowkey::prefix<Spaced>(Id{2});
  REQUIRE(all);
  REQUIRE(two);
  CHECK(all->begin_key() == space);
  CHECK(all->end_key() == "t\x00\x02"sv);
  std::size_t in_two = 0;
  for (const std::string& k : keys) {
    CHECK(all->contains(k));
    const bool id_two = rowkey::decode<Spaced>(k)->get<Id>() == 2;
    CHECK(two->contains(k) == id_two);
    in_two += id_two;
  }
  CHECK(in_two > 0);
  CHECK_FALSE(all->contains("t\x00\x02"sv));
  CHECK_FALSE(all->contains("t\x00"sv));
  const auto scans = rowkey::bucket_ranges<Spaced>(rowkey::at_least(Id{3}));
  REQUIRE(scans);
  for (const auto& r : *scans) CHECK(r.begin_key().starts_with(space));
  for (const std::string& p : rowkey::split_points<Spaced>(4)) CHECK(p.starts_with(space));
  CHECK(rowkey::split_points<Spaced>(4).size() == 3);
}

TEST_CASE("subspace: decode requires it first, and says where it differs") {
  const auto key = rowkey::encode<Spaced>(Id{1}, Host{"a"});
  REQUIRE(key);
  std::string other(key->view());
  other[1] = '\x05';
  CHECK(rowkey::decode<Spaced>(other).error() == decode_error{decode_errc::outside_subspace, 1, 0, {}});
  CHECK(rowkey::decode<Spaced>("t"sv).error() == decode_error{decode_errc::outside_subspace, 1, 0, {}});
  CHECK(rowkey::decode<Spaced>(key->view().substr(3)).error().code == decode_errc::outside_subspace);
  // After the subspace, offsets count from the start of the key.
  CHECK(rowkey::decode<Spaced>(key->view().substr(0, 5)).error() == decode_error{decode_errc::truncated, 5, 1, "id"});
  CHECK(rowkey::render<Spaced>(key->view()).starts_with("id=1 host=\"a\"  [74 00 01 | "));
  CHECK(rowkey::describe<Spaced>().starts_with("key of 3 parts, at most 30 bytes, in subspace 74 00 01\n"));
  CHECK(rowkey::max_encoded_size<Spaced> == rowkey::max_encoded_size<Plain> + 3);
}
