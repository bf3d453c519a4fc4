// A constructor tag for rowkey's own value types (key_buffer, key_range): the
// object is about to be written whole, so nothing is initialized first, not
// even the sizes. Only result's in-place constructor uses it, and it leaves
// no such object behind unwritten (see result.hpp).
#ifndef ROWKEY_DETAIL_FOR_OVERWRITE_HPP
#define ROWKEY_DETAIL_FOR_OVERWRITE_HPP

#include <type_traits>

namespace rowkey::detail {

struct for_overwrite_t {
  explicit for_overwrite_t() = default;
};
inline constexpr for_overwrite_t for_overwrite{};

template <class T>
inline constexpr bool overwritable = std::is_constructible_v<T, for_overwrite_t>;

}  // namespace rowkey::detail

#endif
