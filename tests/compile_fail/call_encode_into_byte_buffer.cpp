// encode_into<K> into a buffer of std::uint8_t: it does come first, and only
// its kind is wrong, so the error says a key is written as char (it said
// "the buffer comes first"). The twin's buffer is of char.
// expect-first-error: rowkey: encode_into<K> writes a key's bytes as char
// expect: buffer_holds_char<rowkey::Key<rowkey::Hash<4, shop::UserId
// expect: std::array<unsigned char, 64>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <array>
#include <cstdint>

#include "call_schema.hpp"

int main() {
  using namespace shop;
#ifdef ROWKEY_COMPILE_FAIL
  std::array<std::uint8_t, 64> buffer{};
#else
  std::array<char, 64> buffer{};
#endif
  (void)rowkey::encode_into<Orders>(buffer, UserId{7}, Ts{t0}, OrderId{9});
  return 0;
}
