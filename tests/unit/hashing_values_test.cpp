// rowkey's keys and string values in unordered containers: std::hash of each
// is std::hash of its bytes, so equal values hash alike and a set of them
// holds each value once, over thousands of random values with many 0x00 and
// 0xFF bytes (which a hash of C strings would cut short).
#include "random_values.hpp"

#include <rowkey/core.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace {

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Path : rowkey::Column<"path", rowkey::bounded_string<12>> {};
using K = rowkey::Key<UserId, Path>;

template <class T>
void check_hash_is_bytes(const T& value) {
  REQUIRE(std::hash<T>{}(value) == std::hash<std::string_view>{}(std::string_view(value)));
}

}  // namespace

TEST_CASE("string values and keys hash as their bytes and key unordered containers", "[types]") {
  rowkey_test::random_source random(2026);
  std::set<std::string> distinct;
  std::unordered_set<rowkey::bounded_string<12>> strings;
  std::unordered_set<rowkey::bounded_bytes<12>> bytes;
  std::unordered_set<rowkey::encoded_key<K>> keys;
  std::unordered_map<rowkey::padded_string<4>, int> by_country;
  for (int i = 0; i < 5000; ++i) {
    const std::string text = rowkey_test::random_bytes(random, 12);
    distinct.insert(text);
    const auto s = rowkey::bounded_string<12>::from(text).value();
    const auto b = rowkey::bounded_bytes<12>::from(text).value();
    const auto key = rowkey::encode<K>(UserId{7}, Path{text}).value();
    check_hash_is_bytes(s);
    check_hash_is_bytes(b);
    check_hash_is_bytes(key);
    check_hash_is_bytes(static_cast<const rowkey::key_buffer<rowkey::max_encoded_size<K>, false>&>(key));
    strings.insert(s);
    bytes.insert(b);
    keys.insert(key);
    // A second copy, built another way, is found, not added.
    REQUIRE(strings.count(rowkey::bounded_string<12>::from(std::string(text)).value()) == 1);
    REQUIRE(keys.count(rowkey::encode<K>(UserId{7}, Path{std::string(text)}).value()) == 1);
    if (const auto country = rowkey::padded_string<4>::from(text.substr(0, 4))) {
      check_hash_is_bytes(*country);
      ++by_country[*country];
    }
  }
  CHECK(strings.size() == distinct.size());
  CHECK(bytes.size() == distinct.size());
  CHECK(keys.size() == distinct.size());
  CHECK(!by_country.empty());
}
