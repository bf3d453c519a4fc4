#!/usr/bin/env bash
# Compile time of translation units that declare and fully use S distinct
# schemas (encode into the inline buffer, encode into a caller's buffer,
# decode, one scan range), written with rowkey and written by hand, for S in
# 0 1 10 50 and for each compiler; median of 3 compiles at -O2. S = 0 is the
# header cost alone.
#
#   bash bench/compile_time.sh [g++ clang++-16 ...]
#
# Three TUs: "hand" (hand-written, including the standard headers a user of
# the same column types includes anyway: <chrono>, <string>, <array>,
# <cstdint>), "core" (<rowkey/core.hpp>, the key layer) and "rowkey"
# (<rowkey/rowkey.hpp>, everything).
#
# Prints CPU seconds per TU and milliseconds per schema: (t(S) - t(0)) / S.
# Environment: COUNTS="0 1 10 50", REPEATS=3 and TUS="hand core rowkey"
# change the runs; STATISTIC=min reports the fastest of the REPEATS
# compiles, not the median; KEEP=DIR keeps the generated translation units
# in DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
compilers=("$@")
[[ ${#compilers[@]} -eq 0 ]] && compilers=(g++ clang++-16)
read -r -a counts <<<"${COUNTS:-0 1 10 50}"
repeats=${REPEATS:-3}
read -r -a tus <<<"${TUS:-hand core rowkey}"
work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT

# Schema i has shape i % 3, each with its own column types (distinct schemas):
#   0: [id][ts DESC]   1: [host][event][ts DESC]   2: [id][host]
rowkey_tu() {
  local n=$1 header=$2 i
  echo "#include <rowkey/${header}.hpp>"
  cat <<'EOF'

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

using time_ms = std::chrono::sys_time<std::chrono::milliseconds>;
EOF
  for ((i = 0; i < n; ++i)); do
    cat <<EOF
namespace s${i} {
struct Id : rowkey::Column<"id${i}", std::uint64_t> {};
struct Host : rowkey::Column<"host${i}", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event${i}", std::uint16_t> {};
struct Ts : rowkey::Column<"ts${i}", time_ms> {};
EOF
    case $((i % 3)) in
      0) cat <<'EOF'
using K = rowkey::Key<Id, rowkey::Desc<Ts>>;
std::size_t use(std::uint64_t id, std::string_view, std::uint16_t, std::int64_t ts, std::span<char, 256> out) {
  const auto key = rowkey::encode<K>(Id{id}, Ts{time_ms{std::chrono::milliseconds{ts}}});
  const auto n = rowkey::encode_into<K>(out, Id{id}, Ts{time_ms{std::chrono::milliseconds{ts}}});
  const auto values = rowkey::decode<K>(key->view());
  const auto scan = rowkey::range<K>(Id{id}, rowkey::at_least(Ts{time_ms{std::chrono::milliseconds{ts}}}));
  return key->size() + *n + values->get<Id>() + static_cast<std::size_t>(values->get<Ts>().time_since_epoch().count()) +
         scan->end_key().size();
}
EOF
      ;;
      1) cat <<'EOF'
using K = rowkey::Key<Host, Event, rowkey::Desc<Ts>>;
std::size_t use(std::uint64_t, std::string_view host, std::uint16_t event, std::int64_t ts, std::span<char, 256> out) {
  const auto key = rowkey::encode<K>(Host{host}, Event{event}, Ts{time_ms{std::chrono::milliseconds{ts}}});
  const auto n = rowkey::encode_into<K>(out, Host{host}, Event{event}, Ts{time_ms{std::chrono::milliseconds{ts}}});
  if (!key || !n) return 0;
  const auto values = rowkey::decode<K>(key->view());
  const auto scan = rowkey::prefix<K>(Host{host});
  return key->size() + *n + values->get<Host>().size() + values->get<Event>() +
         static_cast<std::size_t>(values->get<Ts>().time_since_epoch().count()) + scan->end_key().size();
}
EOF
      ;;
      2) cat <<'EOF'
using K = rowkey::Key<Id, Host>;
std::size_t use(std::uint64_t id, std::string_view host, std::uint16_t, std::int64_t, std::span<char, 256> out) {
  const auto key = rowkey::encode<K>(Id{id}, Host{host});
  const auto n = rowkey::encode_into<K>(out, Id{id}, Host{host});
  if (!key || !n) return 0;
  const auto values = rowkey::decode<K>(key->view());
  const auto scan = rowkey::range<K>(Id{id}, rowkey::starts_with(Host{host.substr(0, 2)}));
  return key->size() + *n + values->get<Id>() + values->get<Host>().size() + scan->end_key().size();
}
EOF
      ;;
    esac
    echo "}  // namespace s${i}"
  done
}

# What a careful engineer writes by hand: shared helpers once, then an encode
# and a decode per schema, validating what rowkey validates.
hand_tu() {
  local n=$1 i
  cat <<'EOF'
#include <array>
#include <chrono>
#include <string>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

namespace hand {
inline void put64(char* o, std::uint64_t v) { v = __builtin_bswap64(v); std::memcpy(o, &v, 8); }
inline void put16(char* o, std::uint16_t v) { v = __builtin_bswap16(v); std::memcpy(o, &v, 2); }
inline std::uint64_t get64(const char* i) { std::uint64_t v; std::memcpy(&v, i, 8); return __builtin_bswap64(v); }
inline std::uint16_t get16(const char* i) { std::uint16_t v; std::memcpy(&v, i, 2); return __builtin_bswap16(v); }
inline constexpr std::uint64_t sign = std::uint64_t{1} << 63;
inline char* put_string(char* o, std::string_view s) {
  for (const char c : s) { *o++ = c; if (c == '\0') *o++ = '\xFF'; }
  *o++ = '\0'; *o++ = '\x01';
  return o;
}
struct string64 { char chars[64]; std::size_t size; };
struct range { char begin[140]; std::size_t begin_size; char end[140]; std::size_t end_size; bool has_end; };
inline void end_after(range& r, std::size_t n) {
  while (n != 0 && r.end[n - 1] == '\xFF') --n;
  r.has_end = n != 0;
  if (n != 0) r.end[n - 1] = static_cast<char>(static_cast<unsigned char>(r.end[n - 1]) + 1);
  r.end_size = n;
}
inline const char* get_string(const char* p, const char* end, string64& out) {
  std::size_t n = 0;
  for (;;) {
    if (p == end) return nullptr;
    const char c = *p++;
    if (c != '\0') { if (n == 64) return nullptr; out.chars[n++] = c; continue; }
    if (p == end) return nullptr;
    const char e = *p++;
    if (e == '\x01') break;
    if (e != '\xFF' || n == 64) return nullptr;
    out.chars[n++] = '\0';
  }
  out.size = n;
  return p;
}
}  // namespace hand
EOF
  for ((i = 0; i < n; ++i)); do
    echo "namespace s${i} {"
    case $((i % 3)) in
      0) cat <<'EOF'
struct row { std::uint64_t id; std::int64_t ts; };
inline void encode(char* o, const row& r) { hand::put64(o, r.id); hand::put64(o + 8, ~(static_cast<std::uint64_t>(r.ts) ^ hand::sign)); }
inline std::optional<row> decode(std::string_view in) {
  if (in.size() != 16) return std::nullopt;
  return row{hand::get64(in.data()), static_cast<std::int64_t>(~hand::get64(in.data() + 8) ^ hand::sign)};
}
std::size_t use(std::uint64_t id, std::string_view, std::uint16_t, std::int64_t ts, char* out) {
  char key[16];
  encode(key, {id, ts});
  encode(out, {id, ts});
  const auto values = decode({key, 16});
  hand::range scan;
  hand::put64(scan.begin, id);
  scan.begin_size = 8;
  std::memcpy(scan.end, scan.begin, 8);
  hand::put64(scan.end + 8, ~(static_cast<std::uint64_t>(ts) ^ hand::sign));
  hand::end_after(scan, 16);
  return 16 + 16 + values->id + static_cast<std::size_t>(values->ts) + scan.end_size;
}
EOF
      ;;
      1) cat <<'EOF'
struct row { hand::string64 host; std::uint16_t event; std::int64_t ts; };
inline char* encode(char* o, std::string_view host, std::uint16_t event, std::int64_t ts) {
  if (host.size() > 64) return nullptr;
  o = hand::put_string(o, host);
  hand::put16(o, event);
  hand::put64(o + 2, ~(static_cast<std::uint64_t>(ts) ^ hand::sign));
  return o + 10;
}
inline std::optional<row> decode(std::string_view in) {
  row r;
  const char* p = hand::get_string(in.data(), in.data() + in.size(), r.host);
  if (p == nullptr || in.data() + in.size() - p != 10) return std::nullopt;
  r.event = hand::get16(p);
  r.ts = static_cast<std::int64_t>(~hand::get64(p + 2) ^ hand::sign);
  return r;
}
std::size_t use(std::uint64_t, std::string_view host, std::uint16_t event, std::int64_t ts, char* out) {
  char key[140];
  const char* end = encode(key, host, event, ts);
  const char* out_end = encode(out, host, event, ts);
  if (end == nullptr || out_end == nullptr) return 0;
  const auto values = decode({key, static_cast<std::size_t>(end - key)});
  hand::range scan;
  scan.begin_size = static_cast<std::size_t>(hand::put_string(scan.begin, host) - scan.begin);
  std::memcpy(scan.end, scan.begin, scan.begin_size);
  hand::end_after(scan, scan.begin_size);
  return static_cast<std::size_t>(end - key) + static_cast<std::size_t>(out_end - out) + values->host.size +
         values->event + static_cast<std::size_t>(values->ts) + scan.end_size;
}
EOF
      ;;
      2) cat <<'EOF'
struct row { std::uint64_t id; hand::string64 host; };
inline char* encode(char* o, std::uint64_t id, std::string_view host) {
  if (host.size() > 64) return nullptr;
  hand::put64(o, id);
  return hand::put_string(o + 8, host);
}
inline std::optional<row> decode(std::string_view in) {
  row r;
  if (in.size() < 8) return std::nullopt;
  r.id = hand::get64(in.data());
  const char* p = hand::get_string(in.data() + 8, in.data() + in.size(), r.host);
  if (p != in.data() + in.size()) return std::nullopt;
  return r;
}
std::size_t use(std::uint64_t id, std::string_view host, std::uint16_t, std::int64_t, char* out) {
  char key[138];
  const char* end = encode(key, id, host);
  const char* out_end = encode(out, id, host);
  if (end == nullptr || out_end == nullptr) return 0;
  const auto values = decode({key, static_cast<std::size_t>(end - key)});
  hand::range scan;
  hand::put64(scan.begin, id);
  scan.begin_size = static_cast<std::size_t>(hand::put_string(scan.begin + 8, host.substr(0, 2)) - scan.begin) - 2;
  std::memcpy(scan.end, scan.begin, scan.begin_size);
  hand::end_after(scan, scan.begin_size);
  return static_cast<std::size_t>(end - key) + static_cast<std::size_t>(out_end - out) + values->id + values->host.size +
         scan.end_size;
}
EOF
      ;;
    esac
    echo "}  // namespace s${i}"
  done
}

# CPU seconds (user + system) of the compiler: on an idle machine the same as
# wall-clock seconds for a single-threaded compile, and far less disturbed by
# other jobs sharing the cores. The median of REPEATS compiles, or with
# STATISTIC=min the fastest.
compile_seconds() {  # compile_seconds CXX FILE
  local cxx=$1 file=$2 r
  local times=()
  for ((r = 0; r < repeats; ++r)); do
    {
      TIMEFORMAT='%U %S'
      time "${cxx}" -std=c++20 -O2 -Wall -Wextra -Wpedantic -Werror -Iinclude -c "${file}" -o "${work}/out.o" \
        2>"${work}/diagnostics" || { cat "${work}/diagnostics" >&2; exit 1; }
    } 2>"${work}/time"
    times+=("$(awk '{ printf "%.3f", $1 + $2 }' "${work}/time")")
  done
  # STATISTIC=min: the fastest compile (noise only ever adds time).
  local pick=$(((repeats + 1) / 2))
  [[ ${STATISTIC:-median} == min ]] && pick=1
  printf '%s\n' "${times[@]}" | sort -n | sed -n "${pick}p"
}

for n in "${counts[@]}"; do
  rowkey_tu "${n}" rowkey >"${work}/rowkey_${n}.cpp"
  rowkey_tu "${n}" core >"${work}/core_${n}.cpp"
  hand_tu "${n}" >"${work}/hand_${n}.cpp"
done
if [[ -n ${KEEP:-} ]]; then
  mkdir -p "${KEEP}"
  cp "${work}"/*.cpp "${KEEP}/"
fi

printf '%-34s %-7s %8s %10s %14s\n' compiler tu schemas "cpu s" "ms per schema"
for cxx in "${compilers[@]}"; do
  version=$("${cxx}" --version | head -1)
  for tu in "${tus[@]}"; do
    base=
    for n in "${counts[@]}"; do
      t=$(compile_seconds "${cxx}" "${work}/${tu}_${n}.cpp")
      if [[ ${n} -eq 0 ]]; then
        base=${t}
        per=-
      else
        per=$(awk -v t="${t}" -v b="${base}" -v n="${n}" 'BEGIN { printf "%.1f", (t - b) * 1000 / n }')
      fi
      printf '%-34s %-7s %8s %10s %14s\n' "${version:0:34}" "${tu}" "${n}" "${t}" "${per}"
    done
  done
done
