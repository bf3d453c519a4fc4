// Bytes for decoders to refuse: random bytes rich in the string encoding's
// special values, and one-step breakages of a valid key (shared by the
// property tests that hold two decoders to the same answers).
#ifndef ROWKEY_TESTS_BYTE_MUTATIONS_HPP
#define ROWKEY_TESTS_BYTE_MUTATIONS_HPP

#include <cstddef>
#include <iterator>
#include <random>
#include <string>

namespace rowkey_test {

// A byte: 0x00, 0xFF, 0x01 or 0xFE (the escape, the escaped zero, the
// terminator and its descending twin) with probability `special_percent` in
// all, any byte otherwise.
inline char random_byte(std::mt19937_64& rng, unsigned special_percent) {
  if (rng() % 100 < special_percent) {
    static constexpr char special[] = {'\x00', '\x00', '\xFF', '\xFF', '\x01', '\xFE'};
    return special[rng() % std::size(special)];
  }
  return static_cast<char>(rng());
}

// One way to break a key: change, drop, insert or cut bytes.
inline std::string broken(std::mt19937_64& rng, std::string key) {
  switch (rng() % 4) {
    case 0:
      if (!key.empty()) key[rng() % key.size()] = random_byte(rng, 60);
      break;
    case 1:
      if (!key.empty()) key.erase(rng() % key.size(), 1);
      break;
    case 2:
      key.insert(key.begin() + static_cast<std::ptrdiff_t>(rng() % (key.size() + 1)), random_byte(rng, 60));
      break;
    default:
      key.resize(rng() % (key.size() + 1));
  }
  return key;
}

}  // namespace rowkey_test

#endif
