// The bytes of one encoded key, held inline: its capacity is the key's
// maximum encoded size, known at compile time, so encoding never allocates.
// Converts to std::string_view (which compares bytes as unsigned, the order
// storage engines use).
#ifndef ROWKEY_KEY_BUFFER_HPP
#define ROWKEY_KEY_BUFFER_HPP

#include <array>
#include <compare>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace rowkey {

template <std::size_t Capacity>
class key_buffer {
 public:
  static constexpr std::size_t capacity = Capacity;

  // Bytes past size() stay uninitialized at run time: an encode writes each
  // byte once. In constant evaluation they are zeroed, as the language asks.
  constexpr key_buffer() noexcept {
    if (std::is_constant_evaluated()) bytes_.fill(0);
  }

  constexpr const char* data() const noexcept { return bytes_.data(); }
  constexpr std::size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }
  constexpr const char* begin() const noexcept { return bytes_.data(); }
  constexpr const char* end() const noexcept { return bytes_.data() + size_; }
  constexpr std::string_view view() const noexcept { return {bytes_.data(), size_}; }
  constexpr operator std::string_view() const noexcept { return view(); }

  friend constexpr bool operator==(const key_buffer& a, const key_buffer& b) noexcept { return a.view() == b.view(); }
  friend constexpr std::strong_ordering operator<=>(const key_buffer& a, const key_buffer& b) noexcept {
    const int c = a.view().compare(b.view());
    return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
  }

  // For writers in rowkey: the storage, and the size once written.
  constexpr char* storage() noexcept { return bytes_.data(); }
  constexpr void set_size(std::size_t n) noexcept { size_ = n; }

 private:
  std::array<char, Capacity> bytes_;
  std::size_t size_ = 0;
};

}  // namespace rowkey

#endif
