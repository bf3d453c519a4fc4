// The bytes of one encoded key, held inline: its capacity is the key's
// maximum encoded size, known at compile time, so encoding never allocates.
// When every key has that size (FixedSize: a key whose parts are all fixed
// width), size() is the constant Capacity and no size is stored.
// Converts to std::string_view (which compares bytes as unsigned, the order
// storage engines use).
#ifndef ROWKEY_KEY_BUFFER_HPP
#define ROWKEY_KEY_BUFFER_HPP

#include <rowkey/detail/for_overwrite.hpp>
#include <rowkey/detail/lifetimebound.hpp>

#include <array>
#include <compare>
#include <concepts>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace rowkey {

template <std::size_t Capacity, bool FixedSize = false>
class key_buffer {
 public:
  static constexpr std::size_t capacity = Capacity;
  static constexpr bool fixed_size = FixedSize;

  // Bytes past size() stay uninitialized at run time: an encode writes each
  // byte once. In constant evaluation they are zeroed, as the language asks.
  constexpr key_buffer() noexcept : size_() {
    if (__builtin_is_constant_evaluated()) bytes_.fill(0);
  }
  // For writers that set the size (detail/for_overwrite.hpp).
  constexpr explicit key_buffer(detail::for_overwrite_t) noexcept {
    if (__builtin_is_constant_evaluated()) {
      bytes_.fill(0);
      size_ = {};
    }
  }

  constexpr const char* data() const noexcept ROWKEY_LIFETIMEBOUND { return bytes_.data(); }
  constexpr std::size_t size() const noexcept {
    if constexpr (FixedSize) {
      return Capacity;
    } else {
      return size_;
    }
  }
  constexpr bool empty() const noexcept { return size() == 0; }
  constexpr const char* begin() const noexcept ROWKEY_LIFETIMEBOUND { return bytes_.data(); }
  constexpr const char* end() const noexcept ROWKEY_LIFETIMEBOUND { return bytes_.data() + size(); }
  constexpr std::string_view view() const noexcept ROWKEY_LIFETIMEBOUND { return {bytes_.data(), size()}; }
  constexpr operator std::string_view() const noexcept ROWKEY_LIFETIMEBOUND { return view(); }

  friend constexpr bool operator==(const key_buffer& a, const key_buffer& b) noexcept { return a.view() == b.view(); }
  friend constexpr std::strong_ordering operator<=>(const key_buffer& a, const key_buffer& b) noexcept {
    const int c = a.view().compare(b.view());
    return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
  }

  // For writers in rowkey: the storage, and the size once written.
  constexpr char* storage() noexcept { return bytes_.data(); }
  // (With FixedSize, n is Capacity: writers write whole keys.)
  constexpr void set_size([[maybe_unused]] std::size_t n) noexcept {
    if constexpr (!FixedSize) size_ = n;
  }

  // What a default buffer holds, again: for result.hpp's reset of a key
  // whose encode failed (detail/for_overwrite.hpp), shared by the keys of one
  // capacity. A hidden friend, found only for a key_buffer or a type built
  // on one (encoded_key<K>).
  friend constexpr void reset_unwritten_storage(key_buffer& b) noexcept {
    if (__builtin_is_constant_evaluated()) b.bytes_.fill(0);
    b.set_size(0);
  }

 private:
  struct no_size {};
  std::array<char, Capacity> bytes_;
  [[no_unique_address]] std::conditional_t<FixedSize, no_size, std::size_t> size_;
};

namespace detail {
// A key_buffer, or a type built on one (encoded_key<K>): what hashes as its bytes.
template <class T>
concept key_bytes = requires {
  T::capacity;
  T::fixed_size;
} && std::derived_from<T, key_buffer<T::capacity, T::fixed_size>>;
}  // namespace detail

}  // namespace rowkey

// A key_buffer, and an encoded_key built on one, hashes as its bytes, as
// std::string_view does: a set of the keys a batch wrote, say.
template <class T>
  requires rowkey::detail::key_bytes<T>
struct std::hash<T> {
  std::size_t operator()(const T& key) const noexcept { return std::hash<std::string_view>{}(key.view()); }
};

#endif
