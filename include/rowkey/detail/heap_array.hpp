// N values of T that a scan returns or keeps by value (a bucket fan-out's
// ranges, a bucket merge's heap of cursor indexes), held inline, with no
// allocation, while they take at most max_inline_array_bytes, and on the heap
// above that: inline, Bucket<65536, Ts> on a key with a 64-byte string would
// be 20 MB in the caller's frame and overflow an 8 MB thread stack.
//
// 64 KiB keeps every shape the benchmarks, examples and lab use inline (the
// logs example's 16 ranges take about 2 KB) and stays well below the smallest
// default thread stack a service is likely to run on (musl's 128 KiB).
#ifndef ROWKEY_DETAIL_HEAP_ARRAY_HPP
#define ROWKEY_DETAIL_HEAP_ARRAY_HPP

#include <cstddef>

namespace rowkey::detail {

inline constexpr std::size_t max_inline_array_bytes = 64 * 1024;

template <class T, std::size_t N>
inline constexpr bool fits_inline = N * sizeof(T) <= max_inline_array_bytes;

// N values of T in one allocation (new[], usable in constant evaluation),
// value-initialized; copied value by value, moved by handing the allocation
// over. A moved-from heap_array holds nothing: data() is null.
template <class T, std::size_t N>
class heap_array {
 public:
  constexpr heap_array() : values_(new T[N]()) {}
  constexpr heap_array(const heap_array& other) : values_(new T[N]) { copy_from(other); }
  constexpr heap_array(heap_array&& other) noexcept : values_(other.values_) { other.values_ = nullptr; }
  constexpr heap_array& operator=(const heap_array& other) {
    if (this != &other) {
      if (values_ == nullptr) values_ = new T[N];
      copy_from(other);
    }
    return *this;
  }
  constexpr heap_array& operator=(heap_array&& other) noexcept {
    if (this != &other) {
      delete[] values_;
      values_ = other.values_;
      other.values_ = nullptr;
    }
    return *this;
  }
  constexpr ~heap_array() { delete[] values_; }

  constexpr T* data() noexcept { return values_; }
  constexpr const T* data() const noexcept { return values_; }
  constexpr T& operator[](std::size_t i) noexcept { return values_[i]; }
  constexpr const T& operator[](std::size_t i) const noexcept { return values_[i]; }

 private:
  constexpr void copy_from(const heap_array& other) {
    if (other.values_ == nullptr) {
      delete[] values_;
      values_ = nullptr;
      return;
    }
    for (std::size_t i = 0; i < N; ++i) values_[i] = other.values_[i];
  }

  T* values_;
};

}  // namespace rowkey::detail

#endif
