// "Hash<4>", "Bucket<16>": a modifier's name with its number, as a constant
// std::string_view for part_codec<...>::modifier.
#ifndef ROWKEY_DSL_DETAIL_MODIFIER_TEXT_HPP
#define ROWKEY_DSL_DETAIL_MODIFIER_TEXT_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace rowkey::detail {

template <std::size_t NameSize>
struct modifier_text {
  std::array<char, NameSize + 24> chars{};
  std::size_t size = 0;

  consteval modifier_text(const char (&name)[NameSize], std::uint64_t n) {
    for (std::size_t i = 0; i + 1 < NameSize; ++i) chars[size++] = name[i];
    chars[size++] = '<';
    char digits[20]{};
    std::size_t count = 0;
    do {
      digits[count++] = static_cast<char>('0' + n % 10);
      n /= 10;
    } while (n != 0);
    while (count != 0) chars[size++] = digits[--count];
    chars[size++] = '>';
  }
  constexpr std::string_view view() const noexcept { return {chars.data(), size}; }
};

}  // namespace rowkey::detail

#endif
