// Which way a scan reads its range: forward, in byte order (the key's logical
// order), or in reverse, from the last key down (newest first from a key that
// stores time ascending).
#ifndef ROWKEY_SCAN_SCAN_ORDER_HPP
#define ROWKEY_SCAN_SCAN_ORDER_HPP

#include <cstdint>
#include <string_view>

namespace rowkey {

enum class scan_order : std::uint8_t { forward, reverse };

constexpr std::string_view describe(scan_order o) noexcept { return o == scan_order::forward ? "forward" : "reverse"; }

}  // namespace rowkey

#endif
