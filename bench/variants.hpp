// The benchmark schemas and, for each operation on each schema, the rowkey
// variant and the hand-written one. A variant is a type with
//   name      "operation/schema/implementation"
//   input     what one call consumes, and inputs(n) to make n of them
//   run(in)   does the work once and hands the result to keep_*() so that
//             the compiler must produce it, as a store or a caller would use
//             it; always inlined into the timing loop, so that no variant
//             pays for a call the others do not.
// runtime.cpp times every variant with Google Benchmark; instructions.cpp runs
// one of them under callgrind. Both first call check_equivalence().
#ifndef ROWKEY_BENCH_VARIANTS_HPP
#define ROWKEY_BENCH_VARIANTS_HPP

#include "by_hand.hpp"

#include <rowkey/decode.hpp>
#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/ranges.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace bench {

// The result escapes to "memory": every byte must really be written.
inline void keep_bytes(const char* data, std::size_t size) { asm volatile("" : : "r"(data), "r"(size) : "memory"); }
inline void keep_object(const void* p) { asm volatile("" : : "r"(p) : "memory"); }
// Two values handed on in registers, as a loop that reads them uses them:
// they must be computed, but nothing has to be in memory.
inline void keep_values(std::uint64_t a, std::int64_t b) { asm volatile("" : : "r"(a), "r"(b)); }

using milliseconds = std::chrono::milliseconds;
using time_ms = std::chrono::sys_time<milliseconds>;
inline time_ms as_time(std::int64_t ms) { return time_ms{milliseconds{ms}}; }

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Ts : rowkey::Column<"ts", time_ms> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};

using UserTime = rowkey::Key<UserId, rowkey::Desc<Ts>>;
using HostEventTime = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
using Hashed = rowkey::Key<rowkey::Hash<4, UserId>, UserId, rowkey::Desc<Ts>>;
using Bucketed = rowkey::Key<rowkey::Bucket<16, Ts>, Ts, Host>;
// The same columns as FoundationDB tuples (ts ascending: the tuple layer has
// no descending order), against rowkey's own format; no hand-written twin.
using HostEventTimeTuple = rowkey::Key<Host, Event, Ts, rowkey::Format<rowkey::fdb_tuple>>;

constexpr std::int64_t hour_ms = 3'600'000;

// ---- inputs: fixed seeds, so every run and every binary sees the same keys --

inline std::vector<by_hand::user_time> user_time_rows(std::size_t n) {
  std::mt19937_64 rng(20261121);
  std::vector<by_hand::user_time> rows(n);
  for (auto& r : rows) {
    r.user = rng();
    r.ts = 1'700'000'000'000 + static_cast<std::int64_t>(rng() % 100'000'000'000);
  }
  return rows;
}

// Host names of 6 to 24 bytes ("web-17.eu-west-3" and the like), a few with a
// 0x00 byte so that the escape path is taken too (1 in 16).
inline std::vector<std::string> host_pool(std::size_t n) {
  std::mt19937_64 rng(5);
  static constexpr std::string_view alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-.";
  std::vector<std::string> hosts(n);
  for (auto& h : hosts) {
    const std::size_t size = 6 + rng() % 19;
    for (std::size_t i = 0; i < size; ++i) h += alphabet[rng() % alphabet.size()];
    if (rng() % 16 == 0) h[rng() % size] = '\0';
  }
  return hosts;
}

// The rows keep string_views into this pool, which lives as long as the program.
inline const std::vector<std::string>& hosts() {
  static const std::vector<std::string> pool = host_pool(4096);
  return pool;
}

inline std::vector<by_hand::host_event_time> host_event_time_rows(std::size_t n) {
  std::mt19937_64 rng(7);
  std::vector<by_hand::host_event_time> rows(n);
  for (std::size_t i = 0; i < n; ++i) {
    rows[i].host = hosts()[i % hosts().size()];
    rows[i].event = static_cast<std::uint16_t>(rng());
    rows[i].ts = 1'700'000'000'000 + static_cast<std::int64_t>(rng() % 100'000'000'000);
  }
  return rows;
}

// The escape-heavy mix: host names of 0 to 32 bytes in which one byte in
// eight is 0x00 or 0xFF (half each), so that about 40% of 8-byte words hold
// an escape: the case that makes escaping and unescaping slow.
inline std::vector<std::string> escape_heavy_host_pool(std::size_t n) {
  std::mt19937_64 rng(13);
  static constexpr std::string_view alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-.";
  std::vector<std::string> hosts(n);
  for (auto& h : hosts) {
    const std::size_t size = rng() % 33;
    for (std::size_t i = 0; i < size; ++i) {
      const std::uint64_t x = rng() % 16;
      h += x == 0 ? '\x00' : x == 1 ? '\xFF' : alphabet[rng() % alphabet.size()];
    }
  }
  return hosts;
}
inline const std::vector<std::string>& escape_heavy_hosts() {
  static const std::vector<std::string> pool = escape_heavy_host_pool(4096);
  return pool;
}
// The same for FoundationDB's tuple layer, whose text must be UTF-8 (0xFF
// never is) and whose only escaped byte is 0x00: each 0xFF of the mix made a
// 0x00, so one byte in eight is an escape.
inline const std::vector<std::string>& tuple_escape_heavy_hosts() {
  static const std::vector<std::string> pool = [] {
    std::vector<std::string> hosts = escape_heavy_hosts();
    for (auto& h : hosts) {
      for (char& c : h) c = c == '\xFF' ? '\0' : c;
    }
    return hosts;
  }();
  return pool;
}
inline std::vector<by_hand::host_event_time> host_event_time_escape_rows(
    std::size_t n, const std::vector<std::string>& pool = escape_heavy_hosts()) {
  std::mt19937_64 rng(17);
  std::vector<by_hand::host_event_time> rows(n);
  for (std::size_t i = 0; i < n; ++i) {
    rows[i].host = pool[i % pool.size()];
    rows[i].event = static_cast<std::uint16_t>(rng());
    rows[i].ts = 1'700'000'000'000 + static_cast<std::int64_t>(rng() % 100'000'000'000);
  }
  return rows;
}

inline std::vector<by_hand::time_host> time_host_rows(std::size_t n) {
  std::mt19937_64 rng(11);
  std::vector<by_hand::time_host> rows(n);
  for (std::size_t i = 0; i < n; ++i) {
    rows[i].ts = 1'700'000'000'000 + static_cast<std::int64_t>(rng() % 100'000'000'000);
    rows[i].host = hosts()[(i * 7) % hosts().size()];
  }
  return rows;
}

// The bucketed key's rows with the escape-heavy hosts; its string is the
// key's last part, so its decode takes another path than host_event_time's.
inline std::vector<by_hand::time_host> time_host_escape_rows(std::size_t n) {
  std::mt19937_64 rng(19);
  std::vector<by_hand::time_host> rows(n);
  for (std::size_t i = 0; i < n; ++i) {
    rows[i].ts = 1'700'000'000'000 + static_cast<std::int64_t>(rng() % 100'000'000'000);
    rows[i].host = escape_heavy_hosts()[(i * 7) % escape_heavy_hosts().size()];
  }
  return rows;
}

template <class Row, class Encode>
std::vector<std::string> encoded(const std::vector<Row>& rows, Encode encode) {
  std::vector<std::string> keys;
  keys.reserve(rows.size());
  for (const Row& r : rows) keys.push_back(encode(r));
  return keys;
}

inline std::string hand_key(const by_hand::user_time& r) {
  char buf[by_hand::user_time_size];
  by_hand::encode_user_time(buf, r);
  return std::string(buf, sizeof buf);
}
inline std::string hand_key(const by_hand::host_event_time& r) {
  char buf[by_hand::host_event_time_max];
  const char* end = by_hand::encode_host_event_time(buf, r);
  return std::string(static_cast<const char*>(buf), end);
}

inline std::string hashed_key(const by_hand::user_time& r) {
  char buf[by_hand::hashed_size];
  by_hand::encode_hashed(buf, r);
  return std::string(buf, sizeof buf);
}
inline std::string hand_key(const by_hand::time_host& r) {
  char buf[by_hand::time_host_max];
  const char* end = by_hand::encode_time_host(buf, r);
  return std::string(static_cast<const char*>(buf), end);
}
template <std::size_t Capacity>
std::string hand_range_text(const by_hand::range<Capacity>& r) {
  return std::string(r.begin, r.begin_size) + "|" + (r.has_end ? std::string(r.end, r.end_size) : "(none)");
}
template <class K>
std::string range_text(const rowkey::key_range<K>& r) {
  return std::string(r.begin_key()) + "|" + (r.has_end_key() ? std::string(r.end_key()) : "(none)");
}

// ---- [user_id][ts DESC] -----------------------------------------------------

struct user_time_input {
  using input = by_hand::user_time;
  static std::vector<input> inputs(std::size_t n) { return user_time_rows(n); }
};

struct encode_user_time_rowkey : user_time_input {
  static constexpr const char* name = "encode/user_time/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto key = rowkey::encode<UserTime>(UserId{r.user}, Ts{as_time(r.ts)});
    keep_bytes(key->data(), key->size());
  }
};
struct encode_user_time_rowkey_into : user_time_input {
  static constexpr const char* name = "encode/user_time/rowkey_into";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[rowkey::max_encoded_size<UserTime>];
    const auto n = rowkey::encode_into<UserTime>(buf, UserId{r.user}, Ts{as_time(r.ts)});
    keep_bytes(buf, *n);
  }
};
struct encode_user_time_hand : user_time_input {
  static constexpr const char* name = "encode/user_time/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[by_hand::user_time_size];
    by_hand::encode_user_time(buf, r);
    keep_bytes(buf, sizeof buf);
  }
};

struct user_time_keys {
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) {
    return encoded(user_time_rows(n), [](const auto& r) { return hand_key(r); });
  }
};

struct decode_user_time_rowkey : user_time_keys {
  static constexpr const char* name = "decode/user_time/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) {
    const auto values = rowkey::decode<UserTime>(bytes);
    keep_object(values ? &*values : nullptr);
  }
};
struct decode_user_time_rowkey_into : user_time_keys {
  static constexpr const char* name = "decode/user_time/rowkey_into";
  // One key_values reused across keys, as a scan loop uses decode_into.
  static inline rowkey::key_values<UserTime> values;
  [[gnu::always_inline]] static void run(const input& bytes) {
    const bool ok = rowkey::decode_into<UserTime>(bytes, values).code == rowkey::decode_errc::ok;
    keep_object(ok ? &values : nullptr);
  }
};
// decode<K> returns the values with their status, as a function returning
// std::optional does: against such a function the two pay for the same
// stores (the values and the flag), where the out-parameter decoder above
// stores only the values.
struct decode_returned_user_time_rowkey : user_time_keys {
  static constexpr const char* name = "decode_returned/user_time/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) { decode_user_time_rowkey::run(bytes); }
};
struct decode_returned_user_time_hand : user_time_keys {
  static constexpr const char* name = "decode_returned/user_time/hand";
  [[gnu::always_inline]] static void run(const input& bytes) {
    const auto values = by_hand::decode_user_time_returned(bytes);
    keep_object(values ? &*values : nullptr);
  }
};
// The values read, as a loop that uses them reads them: passed on in
// registers, the result never taken by address. keep_object above makes the
// whole result escape, so the flag that decode<K> returns beside the values
// must be stored with them, where the out-parameter decoder returns its flag
// in a register; a caller that reads the values lets the compiler keep both
// flags in registers, and then the two decoders are compared on their work.
struct decode_used_user_time_rowkey : user_time_keys {
  static constexpr const char* name = "decode_used/user_time/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) {
    const auto values = rowkey::decode<UserTime>(bytes);
    if (values) keep_values(values->get<UserId>(), values->get<Ts>().time_since_epoch().count());
  }
};
struct decode_used_user_time_hand : user_time_keys {
  static constexpr const char* name = "decode_used/user_time/hand";
  [[gnu::always_inline]] static void run(const input& bytes) {
    by_hand::user_time values;
    if (by_hand::decode_user_time(bytes, values)) keep_values(values.user, values.ts);
  }
};
struct decode_user_time_hand : user_time_keys {
  static constexpr const char* name = "decode/user_time/hand";
  [[gnu::always_inline]] static void run(const input& bytes) {
    by_hand::user_time values;
    const bool ok = by_hand::decode_user_time(bytes, values);
    keep_object(ok ? &values : nullptr);
  }
};

// ---- [host][event][ts DESC] -------------------------------------------------

struct host_event_time_input {
  using input = by_hand::host_event_time;
  static std::vector<input> inputs(std::size_t n) { return host_event_time_rows(n); }
};

struct encode_host_event_time_rowkey : host_event_time_input {
  static constexpr const char* name = "encode/host_event_time/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto key = rowkey::encode<HostEventTime>(Host{r.host}, Event{r.event}, Ts{as_time(r.ts)});
    if (key) {
      keep_bytes(key->data(), key->size());
    } else {
      keep_bytes(nullptr, 0);
    }
  }
};
struct encode_host_event_time_rowkey_into : host_event_time_input {
  static constexpr const char* name = "encode/host_event_time/rowkey_into";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[rowkey::max_encoded_size<HostEventTime>];
    const auto n = rowkey::encode_into<HostEventTime>(buf, Host{r.host}, Event{r.event}, Ts{as_time(r.ts)});
    if (n) {
      keep_bytes(buf, *n);
    } else {
      keep_bytes(nullptr, 0);
    }
  }
};
struct encode_host_event_time_hand : host_event_time_input {
  static constexpr const char* name = "encode/host_event_time/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[by_hand::host_event_time_max];
    if (const char* end = by_hand::encode_host_event_time(buf, r)) {
      keep_bytes(buf, static_cast<std::size_t>(end - buf));
    } else {
      keep_bytes(nullptr, 0);
    }
  }
};

struct host_event_time_keys {
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) {
    return encoded(host_event_time_rows(n), [](const auto& r) { return hand_key(r); });
  }
};

struct decode_host_event_time_rowkey : host_event_time_keys {
  static constexpr const char* name = "decode/host_event_time/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) {
    const auto values = rowkey::decode<HostEventTime>(bytes);
    keep_object(values ? &*values : nullptr);
  }
};
struct decode_host_event_time_hand : host_event_time_keys {
  static constexpr const char* name = "decode/host_event_time/hand";
  [[gnu::always_inline]] static void run(const input& bytes) {
    by_hand::decoded_host_event_time values;
    const bool ok = by_hand::decode_host_event_time(bytes, values);
    keep_object(ok ? &values : nullptr);
  }
};

struct decode_host_event_time_rowkey_into : host_event_time_keys {
  static constexpr const char* name = "decode/host_event_time/rowkey_into";
  static inline rowkey::key_values<HostEventTime> values;
  [[gnu::always_inline]] static void run(const input& bytes) {
    const bool ok = rowkey::decode_into<HostEventTime>(bytes, values).code == rowkey::decode_errc::ok;
    keep_object(ok ? &values : nullptr);
  }
};

// ---- [host][event][ts DESC], one byte in eight of the host 0x00 or 0xFF ------

struct host_event_time_escapes_input {
  using input = by_hand::host_event_time;
  static std::vector<input> inputs(std::size_t n) { return host_event_time_escape_rows(n); }
};
struct encode_host_event_time_escapes_rowkey : host_event_time_escapes_input {
  static constexpr const char* name = "encode/host_event_time_escapes/rowkey";
  [[gnu::always_inline]] static void run(const input& r) { encode_host_event_time_rowkey::run(r); }
};
struct encode_host_event_time_escapes_rowkey_into : host_event_time_escapes_input {
  static constexpr const char* name = "encode/host_event_time_escapes/rowkey_into";
  [[gnu::always_inline]] static void run(const input& r) { encode_host_event_time_rowkey_into::run(r); }
};
struct encode_host_event_time_escapes_hand : host_event_time_escapes_input {
  static constexpr const char* name = "encode/host_event_time_escapes/hand";
  [[gnu::always_inline]] static void run(const input& r) { encode_host_event_time_hand::run(r); }
};
struct host_event_time_escapes_keys {
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) {
    return encoded(host_event_time_escape_rows(n), [](const auto& r) { return hand_key(r); });
  }
};
struct decode_host_event_time_escapes_rowkey : host_event_time_escapes_keys {
  static constexpr const char* name = "decode/host_event_time_escapes/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) { decode_host_event_time_rowkey::run(bytes); }
};
struct decode_host_event_time_escapes_rowkey_into : host_event_time_escapes_keys {
  static constexpr const char* name = "decode/host_event_time_escapes/rowkey_into";
  [[gnu::always_inline]] static void run(const input& bytes) { decode_host_event_time_rowkey_into::run(bytes); }
};
struct decode_host_event_time_escapes_hand : host_event_time_escapes_keys {
  static constexpr const char* name = "decode/host_event_time_escapes/hand";
  [[gnu::always_inline]] static void run(const input& bytes) { decode_host_event_time_hand::run(bytes); }
};

// ---- [hash4(user_id)][user_id][ts DESC] ---------------------------------------

struct encode_hashed_rowkey : user_time_input {
  static constexpr const char* name = "encode/hashed/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto key = rowkey::encode<Hashed>(UserId{r.user}, Ts{as_time(r.ts)});
    keep_bytes(key->data(), key->size());
  }
};
struct encode_hashed_rowkey_into : user_time_input {
  static constexpr const char* name = "encode/hashed/rowkey_into";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[rowkey::max_encoded_size<Hashed>];
    const auto n = rowkey::encode_into<Hashed>(buf, UserId{r.user}, Ts{as_time(r.ts)});
    keep_bytes(buf, *n);
  }
};
struct encode_hashed_hand : user_time_input {
  static constexpr const char* name = "encode/hashed/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[by_hand::hashed_size];
    by_hand::encode_hashed(buf, r);
    keep_bytes(buf, sizeof buf);
  }
};

struct hashed_keys {
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) {
    return encoded(user_time_rows(n), [](const auto& r) { return hashed_key(r); });
  }
};
struct decode_hashed_rowkey : hashed_keys {
  static constexpr const char* name = "decode/hashed/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) {
    const auto values = rowkey::decode<Hashed>(bytes);
    keep_object(values ? &*values : nullptr);
  }
};
struct decode_hashed_rowkey_into : hashed_keys {
  static constexpr const char* name = "decode/hashed/rowkey_into";
  // One key_values reused across keys, as a scan loop uses decode_into.
  static inline rowkey::key_values<Hashed> values;
  [[gnu::always_inline]] static void run(const input& bytes) {
    const bool ok = rowkey::decode_into<Hashed>(bytes, values).code == rowkey::decode_errc::ok;
    keep_object(ok ? &values : nullptr);
  }
};
struct decode_hashed_hand : hashed_keys {
  static constexpr const char* name = "decode/hashed/hand";
  [[gnu::always_inline]] static void run(const input& bytes) {
    by_hand::user_time values;
    const bool ok = by_hand::decode_hashed(bytes, values);
    keep_object(ok ? &values : nullptr);
  }
};

struct prefix_hashed_rowkey : user_time_input {
  static constexpr const char* name = "prefix/hashed/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto range = rowkey::prefix<Hashed>(UserId{r.user});
    keep_object(&*range);
  }
};
struct prefix_hashed_hand : user_time_input {
  static constexpr const char* name = "prefix/hashed/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    by_hand::range<by_hand::hashed_size> range;
    by_hand::prefix_hashed(range, r.user);
    keep_object(&range);
  }
};
struct range_hashed_rowkey : user_time_input {
  static constexpr const char* name = "range/hashed/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto range = rowkey::range<Hashed>(
        UserId{r.user}, rowkey::between(rowkey::inclusive(Ts{as_time(r.ts)}), rowkey::exclusive(Ts{as_time(r.ts + hour_ms)})));
    keep_object(&*range);
  }
};
struct range_hashed_hand : user_time_input {
  static constexpr const char* name = "range/hashed/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    by_hand::range<by_hand::hashed_size> range;
    by_hand::range_hashed(range, r.user, r.ts, r.ts + hour_ms);
    keep_object(&range);
  }
};

// ---- scans of [host][event][ts DESC] -------------------------------------------

struct prefix_host_event_time_rowkey : host_event_time_input {
  static constexpr const char* name = "prefix/host_event_time/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto range = rowkey::prefix<HostEventTime>(Host{r.host});
    keep_object(range ? &*range : nullptr);
  }
};
struct prefix_host_event_time_hand : host_event_time_input {
  static constexpr const char* name = "prefix/host_event_time/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    by_hand::range<by_hand::host_event_time_max> range;
    const bool ok = by_hand::prefix_host(range, r.host);
    keep_object(ok ? &range : nullptr);
  }
};
struct starts_with_host_event_time_rowkey : host_event_time_input {
  static constexpr const char* name = "starts_with/host_event_time/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto range = rowkey::range<HostEventTime>(rowkey::starts_with(Host{r.host.substr(0, 4)}));
    keep_object(range ? &*range : nullptr);
  }
};
struct starts_with_host_event_time_hand : host_event_time_input {
  static constexpr const char* name = "starts_with/host_event_time/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    by_hand::range<by_hand::host_event_time_max> range;
    const bool ok = by_hand::starts_with_host(range, r.host.substr(0, 4));
    keep_object(ok ? &range : nullptr);
  }
};
struct range_host_event_time_rowkey : host_event_time_input {
  static constexpr const char* name = "range/host_event_time/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto range = rowkey::range<HostEventTime>(Host{r.host}, Event{r.event}, rowkey::at_least(Ts{as_time(r.ts)}));
    keep_object(range ? &*range : nullptr);
  }
};
struct range_host_event_time_hand : host_event_time_input {
  static constexpr const char* name = "range/host_event_time/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    by_hand::range<by_hand::host_event_time_max> range;
    const bool ok = by_hand::since_host_event(range, r.host, r.event, r.ts);
    keep_object(ok ? &range : nullptr);
  }
};

// ---- [ts % 16][ts][host] ---------------------------------------------------------

struct time_host_input {
  using input = by_hand::time_host;
  static std::vector<input> inputs(std::size_t n) { return time_host_rows(n); }
};
struct encode_bucketed_rowkey : time_host_input {
  static constexpr const char* name = "encode/bucketed/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto key = rowkey::encode<Bucketed>(Ts{as_time(r.ts)}, Host{r.host});
    if (key) {
      keep_bytes(key->data(), key->size());
    } else {
      keep_bytes(nullptr, 0);
    }
  }
};
struct encode_bucketed_rowkey_into : time_host_input {
  static constexpr const char* name = "encode/bucketed/rowkey_into";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[rowkey::max_encoded_size<Bucketed>];
    const auto n = rowkey::encode_into<Bucketed>(buf, Ts{as_time(r.ts)}, Host{r.host});
    if (n) {
      keep_bytes(buf, *n);
    } else {
      keep_bytes(nullptr, 0);
    }
  }
};
struct encode_bucketed_hand : time_host_input {
  static constexpr const char* name = "encode/bucketed/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    char buf[by_hand::time_host_max];
    if (const char* end = by_hand::encode_time_host(buf, r)) {
      keep_bytes(buf, static_cast<std::size_t>(end - buf));
    } else {
      keep_bytes(nullptr, 0);
    }
  }
};
struct bucketed_keys {
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) {
    return encoded(time_host_rows(n), [](const auto& r) { return hand_key(r); });
  }
};
struct decode_bucketed_rowkey : bucketed_keys {
  static constexpr const char* name = "decode/bucketed/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) {
    const auto values = rowkey::decode<Bucketed>(bytes);
    keep_object(values ? &*values : nullptr);
  }
};
struct decode_bucketed_rowkey_into : bucketed_keys {
  static constexpr const char* name = "decode/bucketed/rowkey_into";
  static inline rowkey::key_values<Bucketed> values;
  [[gnu::always_inline]] static void run(const input& bytes) {
    const bool ok = rowkey::decode_into<Bucketed>(bytes, values).code == rowkey::decode_errc::ok;
    keep_object(ok ? &values : nullptr);
  }
};
struct decode_bucketed_hand : bucketed_keys {
  static constexpr const char* name = "decode/bucketed/hand";
  [[gnu::always_inline]] static void run(const input& bytes) {
    by_hand::decoded_time_host values;
    const bool ok = by_hand::decode_time_host(bytes, values);
    keep_object(ok ? &values : nullptr);
  }
};

// ---- [ts % 16][ts][host], one byte in eight of the host 0x00 or 0xFF ----------

struct time_host_escapes_input {
  using input = by_hand::time_host;
  static std::vector<input> inputs(std::size_t n) { return time_host_escape_rows(n); }
};
struct encode_bucketed_escapes_rowkey : time_host_escapes_input {
  static constexpr const char* name = "encode/bucketed_escapes/rowkey";
  [[gnu::always_inline]] static void run(const input& r) { encode_bucketed_rowkey::run(r); }
};
struct encode_bucketed_escapes_rowkey_into : time_host_escapes_input {
  static constexpr const char* name = "encode/bucketed_escapes/rowkey_into";
  [[gnu::always_inline]] static void run(const input& r) { encode_bucketed_rowkey_into::run(r); }
};
struct encode_bucketed_escapes_hand : time_host_escapes_input {
  static constexpr const char* name = "encode/bucketed_escapes/hand";
  [[gnu::always_inline]] static void run(const input& r) { encode_bucketed_hand::run(r); }
};
struct bucketed_escapes_keys {
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) {
    return encoded(time_host_escape_rows(n), [](const auto& r) { return hand_key(r); });
  }
};
struct decode_bucketed_escapes_rowkey : bucketed_escapes_keys {
  static constexpr const char* name = "decode/bucketed_escapes/rowkey";
  [[gnu::always_inline]] static void run(const input& bytes) { decode_bucketed_rowkey::run(bytes); }
};
struct decode_bucketed_escapes_rowkey_into : bucketed_escapes_keys {
  static constexpr const char* name = "decode/bucketed_escapes/rowkey_into";
  [[gnu::always_inline]] static void run(const input& bytes) { decode_bucketed_rowkey_into::run(bytes); }
};
struct decode_bucketed_escapes_hand : bucketed_escapes_keys {
  static constexpr const char* name = "decode/bucketed_escapes/hand";
  [[gnu::always_inline]] static void run(const input& bytes) { decode_bucketed_hand::run(bytes); }
};

struct bucket_ranges_bucketed_rowkey : time_host_input {
  static constexpr const char* name = "bucket_ranges/bucketed/rowkey";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto scan = rowkey::bucket_ranges<Bucketed>(
        rowkey::between(rowkey::inclusive(Ts{as_time(r.ts)}), rowkey::exclusive(Ts{as_time(r.ts + hour_ms)})));
    keep_object(&*scan);
  }
};
struct bucket_ranges_bucketed_hand : time_host_input {
  static constexpr const char* name = "bucket_ranges/bucketed/hand";
  [[gnu::always_inline]] static void run(const input& r) {
    by_hand::range<by_hand::time_host_max> ranges[by_hand::buckets];
    by_hand::bucket_ranges_time_host(ranges, r.ts, r.ts + hour_ms);
    keep_object(&ranges);
  }
};

// ---- [host][event][ts] as FoundationDB tuples, against rowkey's own format --

struct encode_host_event_time_fdb_tuple : host_event_time_input {
  static constexpr const char* name = "encode/host_event_time/fdb_tuple";
  [[gnu::always_inline]] static void run(const input& r) {
    const auto key = rowkey::encode<HostEventTimeTuple>(Host{r.host}, Event{r.event}, Ts{as_time(r.ts)});
    if (key) {
      keep_bytes(key->data(), key->size());
    } else {
      keep_bytes(nullptr, 0);
    }
  }
};
inline std::string tuple_key(const by_hand::host_event_time& r) {
  return std::string(rowkey::encode<HostEventTimeTuple>(Host{r.host}, Event{r.event}, Ts{as_time(r.ts)}).value().view());
}
struct decode_host_event_time_fdb_tuple {
  static constexpr const char* name = "decode/host_event_time/fdb_tuple";
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) { return encoded(host_event_time_rows(n), tuple_key); }
  [[gnu::always_inline]] static void run(const input& bytes) {
    const auto values = rowkey::decode<HostEventTimeTuple>(bytes);
    keep_object(values ? &*values : nullptr);
  }
};
struct encode_host_event_time_escapes_fdb_tuple {
  static constexpr const char* name = "encode/host_event_time_escapes/fdb_tuple";
  using input = by_hand::host_event_time;
  static std::vector<input> inputs(std::size_t n) { return host_event_time_escape_rows(n, tuple_escape_heavy_hosts()); }
  [[gnu::always_inline]] static void run(const input& r) { encode_host_event_time_fdb_tuple::run(r); }
};
struct decode_host_event_time_escapes_fdb_tuple {
  static constexpr const char* name = "decode/host_event_time_escapes/fdb_tuple";
  using input = std::string;
  static std::vector<input> inputs(std::size_t n) {
    return encoded(host_event_time_escape_rows(n, tuple_escape_heavy_hosts()), tuple_key);
  }
  [[gnu::always_inline]] static void run(const input& bytes) { decode_host_event_time_fdb_tuple::run(bytes); }
};

// ---- the list ---------------------------------------------------------------

using all_variants = std::tuple<
    encode_user_time_rowkey, encode_user_time_rowkey_into, encode_user_time_hand,
    decode_user_time_rowkey, decode_user_time_rowkey_into, decode_user_time_hand,
    decode_returned_user_time_rowkey, decode_returned_user_time_hand,
    decode_used_user_time_rowkey, decode_used_user_time_hand,
    encode_host_event_time_rowkey, encode_host_event_time_rowkey_into, encode_host_event_time_hand,
    decode_host_event_time_rowkey, decode_host_event_time_rowkey_into, decode_host_event_time_hand,
    encode_host_event_time_escapes_rowkey, encode_host_event_time_escapes_rowkey_into,
    encode_host_event_time_escapes_hand,
    decode_host_event_time_escapes_rowkey, decode_host_event_time_escapes_rowkey_into,
    decode_host_event_time_escapes_hand,
    encode_hashed_rowkey, encode_hashed_rowkey_into, encode_hashed_hand,
    decode_hashed_rowkey, decode_hashed_rowkey_into, decode_hashed_hand,
    prefix_hashed_rowkey, prefix_hashed_hand, range_hashed_rowkey, range_hashed_hand,
    prefix_host_event_time_rowkey, prefix_host_event_time_hand,
    starts_with_host_event_time_rowkey, starts_with_host_event_time_hand,
    range_host_event_time_rowkey, range_host_event_time_hand,
    encode_bucketed_rowkey, encode_bucketed_rowkey_into, encode_bucketed_hand,
    decode_bucketed_rowkey, decode_bucketed_rowkey_into, decode_bucketed_hand,
    encode_bucketed_escapes_rowkey, encode_bucketed_escapes_rowkey_into, encode_bucketed_escapes_hand,
    decode_bucketed_escapes_rowkey, decode_bucketed_escapes_rowkey_into, decode_bucketed_escapes_hand,
    bucket_ranges_bucketed_rowkey, bucket_ranges_bucketed_hand,
    encode_host_event_time_fdb_tuple, decode_host_event_time_fdb_tuple, encode_host_event_time_escapes_fdb_tuple,
    decode_host_event_time_escapes_fdb_tuple>;

template <class F>
void for_each_variant(F&& f) {
  [&]<class... V>(std::tuple<V...>*) { (f.template operator()<V>(), ...); }(static_cast<all_variants*>(nullptr));
}

// ---- the comparison is honest: both sides produce the same bytes and values --

inline bool check_equivalence(std::size_t n = 20000) {
  bool ok = true;
  auto fail = [&](const char* what, std::size_t i) {
    std::fprintf(stderr, "bench: %s differs from the hand-written code at row %zu\n", what, i);
    ok = false;
  };
  const auto ut = user_time_rows(n);
  for (std::size_t i = 0; i < n; ++i) {
    const auto& r = ut[i];
    const std::string hand = hand_key(r);
    const auto key = rowkey::encode<UserTime>(UserId{r.user}, Ts{as_time(r.ts)});
    if (!key || key->view() != hand) fail("encode<user_time>", i);
    const auto v = rowkey::decode<UserTime>(hand);
    by_hand::user_time h{};
    if (!v || !by_hand::decode_user_time(hand, h) || v->get<UserId>() != h.user ||
        v->get<Ts>() != as_time(h.ts) || h.user != r.user || h.ts != r.ts) {
      fail("decode<user_time>", i);
    }
    const auto returned = by_hand::decode_user_time_returned(hand);
    if (!returned || returned->user != r.user || returned->ts != r.ts) fail("decode<user_time> (returned)", i);
    if (rowkey::decode<UserTime>(hand.substr(1)) || by_hand::decode_user_time_returned(hand.substr(1))) {
      fail("decode<user_time> of a short key", i);
    }
  }
  const auto het = host_event_time_rows(n);
  const auto escapes = host_event_time_escape_rows(n);
  for (std::size_t i = 0; i < 2 * n; ++i) {
    const auto& r = i < n ? het[i] : escapes[i - n];
    const std::string hand = hand_key(r);
    const auto key = rowkey::encode<HostEventTime>(Host{r.host}, Event{r.event}, Ts{as_time(r.ts)});
    if (!key || key->view() != hand) fail("encode<host_event_time>", i);
    const auto v = rowkey::decode<HostEventTime>(hand);
    by_hand::decoded_host_event_time h{};
    if (!v || !by_hand::decode_host_event_time(hand, h) ||
        v->get<Host>().view() != std::string_view(h.host, h.host_size) || h.host_size != r.host.size() ||
        v->get<Event>() != h.event || h.event != r.event || v->get<Ts>() != as_time(h.ts) || h.ts != r.ts) {
      fail("decode<host_event_time>", i);
    }
    rowkey::key_values<HostEventTime> into;
    if (rowkey::decode_into<HostEventTime>(hand, into).code != rowkey::decode_errc::ok || !v || into != *v) {
      fail("decode_into<host_event_time>", i);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const auto& r = ut[i];
    const std::string hand = hashed_key(r);
    const auto key = rowkey::encode<Hashed>(UserId{r.user}, Ts{as_time(r.ts)});
    if (!key || key->view() != hand) fail("encode<hashed>", i);
    const auto v = rowkey::decode<Hashed>(hand);
    by_hand::user_time h{};
    if (!v || !by_hand::decode_hashed(hand, h) || v->get<UserId>() != h.user || v->get<Ts>() != as_time(h.ts) ||
        h.user != r.user || h.ts != r.ts) {
      fail("decode<hashed>", i);
    }
    std::string corrupt = hand;
    corrupt[0] = static_cast<char>(corrupt[0] ^ 1);
    if (rowkey::decode<Hashed>(corrupt) || by_hand::decode_hashed(corrupt, h)) fail("hash check<hashed>", i);
    by_hand::range<by_hand::hashed_size> hr;
    by_hand::prefix_hashed(hr, r.user);
    if (range_text(*rowkey::prefix<Hashed>(UserId{r.user})) != hand_range_text(hr)) fail("prefix<hashed>", i);
    // Both orders of the bounds, so that the empty-range path is compared too.
    for (const std::int64_t other : {r.ts + hour_ms, r.ts - hour_ms, r.ts}) {
      by_hand::range_hashed(hr, r.user, r.ts, other);
      const auto rr = rowkey::range<Hashed>(
          UserId{r.user}, rowkey::between(rowkey::inclusive(Ts{as_time(r.ts)}), rowkey::exclusive(Ts{as_time(other)})));
      if (range_text(*rr) != hand_range_text(hr)) fail("range<hashed>", i);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const auto& r = het[i];
    by_hand::range<by_hand::host_event_time_max> hr;
    if (!by_hand::prefix_host(hr, r.host) ||
        range_text(*rowkey::prefix<HostEventTime>(Host{r.host})) != hand_range_text(hr)) {
      fail("prefix<host_event_time>", i);
    }
    if (!by_hand::starts_with_host(hr, r.host.substr(0, 4)) ||
        range_text(*rowkey::range<HostEventTime>(rowkey::starts_with(Host{r.host.substr(0, 4)}))) !=
            hand_range_text(hr)) {
      fail("starts_with<host_event_time>", i);
    }
    if (!by_hand::since_host_event(hr, r.host, r.event, r.ts) ||
        range_text(*rowkey::range<HostEventTime>(Host{r.host}, Event{r.event}, rowkey::at_least(Ts{as_time(r.ts)}))) !=
            hand_range_text(hr)) {
      fail("range<host_event_time>", i);
    }
  }
  const auto th = time_host_rows(n);
  const auto th_escapes = time_host_escape_rows(n);
  for (std::size_t i = 0; i < 2 * n; ++i) {
    const auto& r = i < n ? th[i] : th_escapes[i - n];
    const std::string hand = hand_key(r);
    const auto key = rowkey::encode<Bucketed>(Ts{as_time(r.ts)}, Host{r.host});
    if (!key || key->view() != hand) fail("encode<bucketed>", i);
    const auto v = rowkey::decode<Bucketed>(hand);
    by_hand::decoded_time_host h{};
    if (!v || !by_hand::decode_time_host(hand, h) || v->get<Ts>() != as_time(h.ts) || h.ts != r.ts ||
        v->get<Host>().view() != std::string_view(h.host, h.host_size) || h.host_size != r.host.size()) {
      fail("decode<bucketed>", i);
    }
    rowkey::key_values<Bucketed> into;
    if (rowkey::decode_into<Bucketed>(hand, into).code != rowkey::decode_errc::ok || into != *v) {
      fail("decode_into<bucketed>", i);
    }
    std::string corrupt = hand;
    corrupt[0] = static_cast<char>((corrupt[0] + 1) & 15);
    if (rowkey::decode<Bucketed>(corrupt) || by_hand::decode_time_host(corrupt, h)) fail("bucket check<bucketed>", i);
    if (i % 16 == 0) {
      for (const std::int64_t other : {r.ts + hour_ms, r.ts - hour_ms}) {
        by_hand::range<by_hand::time_host_max> hrs[by_hand::buckets];
        by_hand::bucket_ranges_time_host(hrs, r.ts, other);
        const auto scan = rowkey::bucket_ranges<Bucketed>(
            rowkey::between(rowkey::inclusive(Ts{as_time(r.ts)}), rowkey::exclusive(Ts{as_time(other)})));
        for (std::size_t b = 0; b < by_hand::buckets; ++b) {
          if (!scan || range_text((*scan)[b]) != hand_range_text(hrs[b])) fail("bucket_ranges<bucketed>", i);
        }
      }
    }
  }
  return ok;
}

}  // namespace bench

#endif
