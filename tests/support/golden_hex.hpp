// Golden-vector helpers: keys written as spaced hex ("00 2a ff"), checked
// both ways (encode gives the bytes, decode of the bytes gives the values).
#ifndef ROWKEY_TESTS_GOLDEN_HEX_HPP
#define ROWKEY_TESTS_GOLDEN_HEX_HPP

#include <rowkey/decode.hpp>
#include <rowkey/describe.hpp>
#include <rowkey/encode.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

namespace golden {

// Parses "00 2a ff" into bytes.
inline std::string bytes_of(std::string_view hex) {
  std::string out;
  for (std::size_t i = 0; i < hex.size(); i += 3) {
    out += static_cast<char>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16));
  }
  return out;
}

template <class K, class... Columns>
std::string hex_of(const Columns&... columns) {
  const auto key = rowkey::encode<K>(columns...);
  REQUIRE(key);
  return rowkey::to_hex(key->view());
}

template <class K>
rowkey::key_values<K> decoded(std::string_view hex) {
  const auto values = rowkey::decode<K>(bytes_of(hex));
  INFO(hex);
  REQUIRE(values);
  return *values;
}

}  // namespace golden

#endif
