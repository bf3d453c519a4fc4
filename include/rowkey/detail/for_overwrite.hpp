// A constructor tag for rowkey's own value types (key_buffer, key_range): the
// object is about to be written whole, so nothing is initialized first, not
// even the sizes. Only result's in-place constructor uses it, and it leaves
// no such object behind unwritten (see result.hpp).
#ifndef ROWKEY_DETAIL_FOR_OVERWRITE_HPP
#define ROWKEY_DETAIL_FOR_OVERWRITE_HPP

#include <new>
#include <type_traits>

namespace rowkey::detail {

struct for_overwrite_t {
  explicit for_overwrite_t() = default;
};
inline constexpr for_overwrite_t for_overwrite{};

template <class T>
inline constexpr bool overwritable = std::is_constructible_v<T, for_overwrite_t>;

// How a value built for overwrite whose fill failed goes back to a default
// value (result.hpp's keep):
//
// - the key types (encoded_key<K>, key_range<K>, key_values<K>) reset the
//   storage they are built on, a key_buffer, range_bytes or value pack,
//   through a hidden friend, reset_unwritten_storage, found by
//   argument-dependent lookup: the reset is then instantiated per storage
//   (per shape), not per key, which took about 12 million compiler
//   instructions off each fully used schema (docs/benchmarks.md, "Compile
//   time"). keep calls the friend itself, not through a function per key;
template <class T>
concept resets_its_storage = requires(T& value) { reset_unwritten_storage(value); };

// - any other value (a value pack, a bucket fan-out) is rebuilt: at run
//   time in place, so that no unwritten byte is copied; in constant
//   evaluation, where placement new is not allowed and every rowkey value
//   type starts zeroed, by assignment. (Not std::construct_at: <memory>
//   would cost every includer about 0.05 s.)
template <class T>
constexpr void reset_unwritten(T& value) noexcept {
  if (__builtin_is_constant_evaluated()) {
    value = T();
  } else {
    value.~T();
    ::new (static_cast<void*>(&value)) T();
  }
}

}  // namespace rowkey::detail

#endif
