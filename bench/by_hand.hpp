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
#include <optional>
#include <string_view>

#define XXH_INLINE_ALL
#include <xxhash.h>  // the reference XXH64 (Debian: libxxhash-dev)

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
// The same decoder in the shape of rowkey::decode<K>, which returns the
// values and whether there are any in one object.
inline std::optional<user_time> decode_user_time_returned(std::string_view in) {
  if (in.size() != user_time_size) return std::nullopt;
  return user_time{load_be64(in.data()), load_desc_i64(in.data() + 8)};
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
inline char* escape_host(char* out, std::string_view host) {
  for (const char c : host) {
    *out++ = c;
    if (c == '\0') *out++ = '\xFF';
  }
  *out++ = '\0';
  *out++ = '\x01';
  return out;
}

// Its inverse, rejecting what rowkey rejects: a missing terminator, a bad
// escape, a host longer than 64 bytes. Leaves p after the terminator.
inline bool unescape_host(const char*& p, const char* const end, char (&host)[64], std::uint8_t& host_size) {
  std::size_t n = 0;
  for (;;) {
    if (p == end) return false;
    const char c = *p++;
    if (c != '\0') {
      if (n == host_max) return false;
      host[n++] = c;
      continue;
    }
    if (p == end) return false;
    const char e = *p++;
    if (e == '\x01') break;
    if (e != '\xFF' || n == host_max) return false;
    host[n++] = '\0';
  }
  host_size = static_cast<std::uint8_t>(n);
  return true;
}

// Returns the end of the key, or nullptr when the host is too long.
inline char* encode_host_event_time(char* out, const host_event_time& r) {
  if (r.host.size() > host_max) return nullptr;
  out = escape_host(out, r.host);
  store_be16(out, r.event);
  store_desc_i64(out + 2, r.ts);
  return out + 10;
}

// Rejects what rowkey rejects: a missing terminator, a bad escape, a host
// longer than 64 bytes, a short or long tail.
inline bool decode_host_event_time(std::string_view in, decoded_host_event_time& out) {
  const char* p = in.data();
  const char* const end = p + in.size();
  if (!unescape_host(p, end, out.host, out.host_size)) return false;
  if (end - p != 10) return false;
  out.event = load_be16(p);
  out.ts = load_desc_i64(p + 2);
  return true;
}


// ---- scan ranges: [begin, end) byte strings -----------------------------------
template <std::size_t Capacity>
struct range {
  char begin[Capacity];
  std::size_t begin_size;
  char end[Capacity];
  std::size_t end_size;
  bool has_end;
};
constexpr std::size_t no_successor = static_cast<std::size_t>(-1);

// The shortest string above every string that starts with bytes[0, n).
inline std::size_t successor(char* bytes, std::size_t n) {
  while (n != 0 && bytes[n - 1] == '\xFF') --n;
  if (n == 0) return no_successor;
  bytes[n - 1] = static_cast<char>(static_cast<unsigned char>(bytes[n - 1]) + 1);
  return n;
}
template <std::size_t Capacity>
void set_end_after(range<Capacity>& r, std::size_t n) {
  r.end_size = successor(r.end, n);
  r.has_end = r.end_size != no_successor;
  if (!r.has_end) r.end_size = 0;
}
// No key in the range: rowkey then sets end = begin.
template <std::size_t Capacity>
void make_empty(range<Capacity>& r) {
  std::memcpy(r.end, r.begin, r.begin_size);
  r.end_size = r.begin_size;
  r.has_end = true;
}

// ---- [hash4(user_id)][user_id][ts DESC]: 20 bytes ---------------------------
// The prefix: the first 4 bytes, big-endian, of XXH64 (seed 0) of the user id's
// 8 big-endian bytes (rowkey's documented default hash).
inline std::uint32_t user_hash(std::uint64_t user) {
  char be[8];
  store_be64(be, user);
  return static_cast<std::uint32_t>(XXH64(be, 8, 0) >> 32);
}
inline void store_be32(char* out, std::uint32_t v) {
  v = __builtin_bswap32(v);
  std::memcpy(out, &v, 4);
}
inline std::uint32_t load_be32(const char* in) {
  std::uint32_t v;
  std::memcpy(&v, in, 4);
  return __builtin_bswap32(v);
}
constexpr std::size_t hashed_size = 20;

inline void encode_hashed(char* out, const user_time& r) {
  store_be32(out, user_hash(r.user));
  store_be64(out + 4, r.user);
  store_desc_i64(out + 12, r.ts);
}
inline bool decode_hashed(std::string_view in, user_time& out) {
  if (in.size() != hashed_size) return false;
  out.user = load_be64(in.data() + 4);
  out.ts = load_desc_i64(in.data() + 12);
  return load_be32(in.data()) == user_hash(out.user);
}
// Every key of one user.
inline void prefix_hashed(range<hashed_size>& r, std::uint64_t user) {
  store_be32(r.begin, user_hash(user));
  store_be64(r.begin + 4, user);
  r.begin_size = 12;
  std::memcpy(r.end, r.begin, 12);
  set_end_after(r, 12);
}
// One user's keys with t0 <= ts < t1; ts is descending, so t1 bounds the start.
inline void range_hashed(range<hashed_size>& r, std::uint64_t user, std::int64_t t0, std::int64_t t1) {
  store_be32(r.begin, user_hash(user));
  store_be64(r.begin + 4, user);
  std::memcpy(r.end, r.begin, 12);
  store_desc_i64(r.begin + 12, t1);
  r.begin_size = successor(r.begin, 20);  // after every key with ts == t1
  const bool has_begin = r.begin_size != no_successor;
  if (!has_begin) r.begin_size = 20;
  store_desc_i64(r.end + 12, t0);
  set_end_after(r, 20);  // through every key with ts == t0
  if (!has_begin || t1 <= t0) make_empty(r);
}

// ---- [ts % 16][ts][host] ----------------------------------------------------
struct time_host {
  std::int64_t ts;
  std::string_view host;
};
struct decoded_time_host {
  std::int64_t ts;
  char host[64];
  std::uint8_t host_size;
};
constexpr std::size_t time_host_max = 1 + 8 + 2 * host_max + 2;

// Floored modulo 16 of a two's complement value: its low 4 bits.
inline char bucket16(std::int64_t ts) { return static_cast<char>(static_cast<std::uint64_t>(ts) & 15); }

inline char* encode_time_host(char* out, const time_host& r) {
  if (r.host.size() > host_max) return nullptr;
  out[0] = bucket16(r.ts);
  store_be64(out + 1, static_cast<std::uint64_t>(r.ts) ^ sign64);
  return escape_host(out + 9, r.host);
}
inline bool decode_time_host(std::string_view in, decoded_time_host& out) {
  if (in.size() < 9) return false;
  const char* p = in.data();
  const char* const end = p + in.size();
  out.ts = static_cast<std::int64_t>(load_be64(p + 1) ^ sign64);
  p += 9;
  if (!unescape_host(p, end, out.host, out.host_size)) return false;
  return p == end && in[0] == bucket16(out.ts);
}
// t0 <= ts < t1: one range per bucket, [b][t0], [b][t1). The ranges differ
// only in the bucket byte, so the time bytes are computed once, and so is
// whether the range is empty (t1 <= t0; then every end is its begin).
constexpr std::size_t buckets = 16;
inline void bucket_ranges_time_host(range<time_host_max> (&rs)[buckets], std::int64_t t0, std::int64_t t1) {
  const std::uint64_t low = __builtin_bswap64(static_cast<std::uint64_t>(t0) ^ sign64);
  const std::uint64_t high = t1 <= t0 ? low : __builtin_bswap64(static_cast<std::uint64_t>(t1) ^ sign64);
  for (std::size_t b = 0; b < buckets; ++b) {
    range<time_host_max>& r = rs[b];
    r.begin[0] = static_cast<char>(b);
    std::memcpy(r.begin + 1, &low, 8);
    r.begin_size = 9;
    r.end[0] = static_cast<char>(b);
    std::memcpy(r.end + 1, &high, 8);
    r.end_size = 9;
    r.has_end = true;
  }
}

// ---- scans of [host][event][ts DESC] -----------------------------------------
// Every key of one host (never of a longer host it prefixes: the terminator).
inline bool prefix_host(range<host_event_time_max>& r, std::string_view host) {
  if (host.size() > host_max) return false;
  const auto n = static_cast<std::size_t>(escape_host(r.begin, host) - r.begin);
  r.begin_size = n;
  std::memcpy(r.end, r.begin, n);
  set_end_after(r, n);
  return true;
}
// Every key whose host starts with `text`: the escaped bytes without terminator.
inline bool starts_with_host(range<host_event_time_max>& r, std::string_view text) {
  if (text.size() > host_max) return false;
  const auto n = static_cast<std::size_t>(escape_host(r.begin, text) - r.begin) - 2;
  r.begin_size = n;
  std::memcpy(r.end, r.begin, n);
  set_end_after(r, n);
  return true;
}
// One host's and event's keys with ts >= t0: ts is descending, so from the
// first key of (host, event) through the last with ts == t0.
inline bool since_host_event(range<host_event_time_max>& r, std::string_view host, std::uint16_t event,
                             std::int64_t t0) {
  if (host.size() > host_max) return false;
  char* p = escape_host(r.begin, host);
  store_be16(p, event);
  const auto n = static_cast<std::size_t>(p + 2 - r.begin);
  r.begin_size = n;
  std::memcpy(r.end, r.begin, n);
  store_desc_i64(r.end + n, t0);
  set_end_after(r, n + 8);  // never empty: the end lies above every key of (host, event)
  return true;
}

}  // namespace by_hand

#endif
