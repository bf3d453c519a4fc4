// What a careful engineer writes by hand for each benchmark key, without
// rowkey: byte swaps, sign-bit flips, bitwise NOT for descending columns and
// an escaping loop for strings. Each function writes the bytes rowkey writes
// for the same key (checked at start-up by check_equivalence in variants.hpp),
// so that the benchmarks compare equal work.
#ifndef ROWKEY_BENCH_BY_HAND_HPP
#define ROWKEY_BENCH_BY_HAND_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace by_hand {

inline void store_be16(char* out, std::uint16_t v) {
  v = __builtin_bswap16(v);
  std::memcpy(out, &v, 2);
}
inline void store_be64(char* out, std::uint64_t v) {
  v = __builtin_bswap64(v);
  std::memcpy(out, &v, 8);
}
inline std::uint16_t load_be16(const char* in) {
  std::uint16_t v;
  std::memcpy(&v, in, 2);
  return __builtin_bswap16(v);
}
inline std::uint64_t load_be64(const char* in) {
  std::uint64_t v;
  std::memcpy(&v, in, 8);
  return __builtin_bswap64(v);
}

constexpr std::uint64_t sign64 = std::uint64_t{1} << 63;

// A descending signed 64-bit value: flip the sign bit, then invert.
inline void store_desc_i64(char* out, std::int64_t v) { store_be64(out, ~(static_cast<std::uint64_t>(v) ^ sign64)); }
inline std::int64_t load_desc_i64(const char* in) {
  return static_cast<std::int64_t>(~load_be64(in) ^ sign64);
}

// ---- [user_id][ts DESC]: 16 bytes ------------------------------------------
struct user_time {
  std::uint64_t user;
  std::int64_t ts;
};
constexpr std::size_t user_time_size = 16;

inline void encode_user_time(char* out, const user_time& r) {
  store_be64(out, r.user);
  store_desc_i64(out + 8, r.ts);
}
inline bool decode_user_time(std::string_view in, user_time& out) {
  if (in.size() != user_time_size) return false;
  out.user = load_be64(in.data());
  out.ts = load_desc_i64(in.data() + 8);
  return true;
}

// ---- [host][event][ts DESC], host at most 64 bytes -------------------------
struct host_event_time {
  std::string_view host;
  std::uint16_t event;
  std::int64_t ts;
};
struct decoded_host_event_time {
  char host[64];
  std::uint8_t host_size;
  std::uint16_t event;
  std::int64_t ts;
};
constexpr std::size_t host_max = 64;
constexpr std::size_t host_event_time_max = 2 * host_max + 2 + 2 + 8;

// The escaping loop: 0x00 becomes 0x00 0xFF, the string ends with 0x00 0x01.
// Returns the end of the key, or nullptr when the host is too long.
inline char* encode_host_event_time(char* out, const host_event_time& r) {
  if (r.host.size() > host_max) return nullptr;
  for (const char c : r.host) {
    *out++ = c;
    if (c == '\0') *out++ = '\xFF';
  }
  *out++ = '\0';
  *out++ = '\x01';
  store_be16(out, r.event);
  store_desc_i64(out + 2, r.ts);
  return out + 10;
}

// Rejects what rowkey rejects: a missing terminator, a bad escape, a host
// longer than 64 bytes, a short or long tail.
inline bool decode_host_event_time(std::string_view in, decoded_host_event_time& out) {
  const char* p = in.data();
  const char* const end = p + in.size();
  std::size_t n = 0;
  for (;;) {
    if (p == end) return false;
    const char c = *p++;
    if (c != '\0') {
      if (n == host_max) return false;
      out.host[n++] = c;
      continue;
    }
    if (p == end) return false;
    const char e = *p++;
    if (e == '\x01') break;
    if (e != '\xFF' || n == host_max) return false;
    out.host[n++] = '\0';
  }
  out.host_size = static_cast<std::uint8_t>(n);
  if (end - p != 10) return false;
  out.event = load_be16(p);
  out.ts = load_desc_i64(p + 2);
  return true;
}

}  // namespace by_hand

#endif
