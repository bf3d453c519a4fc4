// Differential test of Format<fdb_tuple> against an independent tuple-layer
// implementation, the npm package fdb-tuple (tests/interop/fdb_tuple_peer.js;
// run_fdb_tuple_interop.sh drives both sides).
//
//   rowkey_fdb_tuple_interop schemas             the schema table, one line each
//   rowkey_fdb_tuple_interop emit SEED COUNT     COUNT random rows per schema,
//                                                encoded by rowkey, and prefix ranges
//   rowkey_fdb_tuple_interop decode FILE         rows the peer packed: rowkey must
//                                                decode them to exactly their values and
//                                                encode those values back to the same
//                                                bytes; keys the peer marks `reject`
//                                                must be refused
//
// Line format (fields separated by one space; a value token never holds one):
//
//   schema NAME SUBSPACE_HEX|- PART...     PART: column:type, hash<N>(column), bucket<N>(column)
//   row NAME KEY_HEX VALUE...              one value per stored column, in key order
//   range NAME BEGIN_HEX END_HEX|- VALUE... prefix<K>(the first stored columns), their values
//   reject NAME KEY_HEX WHY                (peer output only) a key rowkey must refuse
//
//   VALUE: i:DECIMAL (integers, enums, time points: their count)   b:0|1
//          f:8 hex digits of the float's bits   d:16 hex digits of the double's bits
//          t:hex of the UTF-8 bytes (unicode string)   y:hex of the bytes (byte string)
//
// Values are written as rowkey decodes them: -0.0 as 0.0 and every NaN as the
// canonical quiet NaN.
#include <rowkey/formats/fdb_tuple.hpp>
#include <rowkey/rowkey.hpp>

#include <array>
#include <bit>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace interop {

enum class Level : std::int16_t { lowest = -3, none = 0, highest = 300 };

}  // namespace interop

template <>
struct rowkey::enum_range<interop::Level> {
  static constexpr interop::Level first = interop::Level::lowest, last = interop::Level::highest;
};

namespace interop {

using rowkey::AllowLeading;
using rowkey::Bucket;
using rowkey::fdb_tuple;
using rowkey::Hash;
using rowkey::Key;
using rowkey::MaxColumns;
using rowkey::Subspace;
using Tuple = rowkey::Format<fdb_tuple>;
using micros = std::chrono::duration<std::int64_t, std::micro>;
using time_us = std::chrono::time_point<std::chrono::system_clock, micros>;

struct I8 : rowkey::Column<"i8", std::int8_t> {};
struct I16 : rowkey::Column<"i16", std::int16_t> {};
struct I32 : rowkey::Column<"i32", std::int32_t> {};
struct I64 : rowkey::Column<"i64", std::int64_t> {};
struct U8 : rowkey::Column<"u8", std::uint8_t> {};
struct U16 : rowkey::Column<"u16", std::uint16_t> {};
struct U32 : rowkey::Column<"u32", std::uint32_t> {};
struct U64 : rowkey::Column<"u64", std::uint64_t> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct Ratio : rowkey::Column<"ratio", float> {};
struct Score : rowkey::Column<"score", double> {};
struct Lvl : rowkey::Column<"level", Level> {};
struct Ts : rowkey::Column<"ts", time_us> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<24>> {};
struct Country : rowkey::Column<"country", rowkey::padded_string<8>> {};
struct Blob : rowkey::Column<"blob", rowkey::bounded_bytes<20>> {};
struct Uuid : rowkey::Column<"uuid", std::array<std::uint8_t, 16>> {};

// The schemas. The peer declares the same table (fdb_tuple_peer.js) and each
// side checks the other's `schema` lines against its own.
struct signed_ints {
  static constexpr std::string_view name = "signed_ints";
  using key = Key<I8, I16, I32, I64, Tuple, MaxColumns<4>, Subspace<fdb_tuple::pack("rowkey", "interop", 1)>>;
};
struct unsigned_ints {
  static constexpr std::string_view name = "unsigned_ints";
  using key = Key<U64, U32, U16, U8, Tuple, MaxColumns<4>>;
};
struct hash1_text {
  static constexpr std::string_view name = "hash1_text";
  using key = Key<Hash<1, Name>, Name, Flag, Tuple>;
};
struct hash4_bytes {
  static constexpr std::string_view name = "hash4_bytes";
  using key = Key<Hash<4, Blob>, Blob, Score, Tuple, Subspace<fdb_tuple::pack("shop", -7, true)>>;
};
struct hash8_uuid {
  static constexpr std::string_view name = "hash8_uuid";
  using key = Key<Hash<8, Uuid>, Uuid, Ratio, Tuple>;
};
struct bucket64_i32 {
  static constexpr std::string_view name = "bucket64_i32";
  using key = Key<Bucket<64, I32>, I32, Country, Tuple, Subspace<fdb_tuple::pack("app", 7)>>;
};
struct bucket1000_time {
  static constexpr std::string_view name = "bucket1000_time";
  using key = Key<Bucket<1000, Ts>, Ts, Lvl, Tuple>;
};
struct bucket200_text {
  static constexpr std::string_view name = "bucket200_text";
  using key = Key<Bucket<200, Name>, Name, Uuid, Tuple>;
};
struct text_lead {
  static constexpr std::string_view name = "text_lead";
  using key = Key<Name, Blob, Country, Tuple, Subspace<fdb_tuple::pack("t", 0, false, -300)>>;
};
struct level_lead {
  static constexpr std::string_view name = "level_lead";
  using key = Key<Lvl, Ts, Score, Tuple, AllowLeading<Lvl>>;
};
struct time_lead {
  static constexpr std::string_view name = "time_lead";
  using key = Key<Ts, Ratio, Flag, Tuple, AllowLeading<Ts>>;
};

using all_schemas = std::tuple<signed_ints, unsigned_ints, hash1_text, hash4_bytes, hash8_uuid, bucket64_i32,
                               bucket1000_time, bucket200_text, text_lead, level_lead, time_lead>;

// ---------------------------------------------------------------------------
// Type descriptions, for the schema table.

template <class T>
struct is_bounded_string : std::false_type {};
template <std::size_t M>
struct is_bounded_string<rowkey::bounded_string<M>> : std::true_type {};
template <class T>
struct is_padded_string : std::false_type {};
template <std::size_t M>
struct is_padded_string<rowkey::padded_string<M>> : std::true_type {};
template <class T>
struct is_bounded_bytes : std::false_type {};
template <std::size_t M>
struct is_bounded_bytes<rowkey::bounded_bytes<M>> : std::true_type {};
template <class T>
struct is_byte_array : std::false_type {};
template <std::size_t N>
struct is_byte_array<std::array<std::uint8_t, N>> : std::true_type {};

template <class T>
constexpr bool is_text = is_bounded_string<T>::value || is_padded_string<T>::value;
template <class T>
constexpr bool is_int = std::is_integral_v<T> && !std::is_same_v<T, bool>;

template <class T>
std::string int_type_name() {
  return std::string(std::is_signed_v<T> ? "int" : "uint") + std::to_string(8 * sizeof(T));
}

template <class T>
std::string type_name() {
  if constexpr (std::is_same_v<T, bool>) {
    return "bool";
  } else if constexpr (is_int<T>) {
    return int_type_name<T>();
  } else if constexpr (std::is_same_v<T, float>) {
    return "float";
  } else if constexpr (std::is_same_v<T, double>) {
    return "double";
  } else if constexpr (std::is_enum_v<T>) {
    using U = std::underlying_type_t<T>;
    return "enum<" + int_type_name<U>() + "," +
           std::to_string(static_cast<std::int64_t>(rowkey::enum_range<T>::first)) + "," +
           std::to_string(static_cast<std::int64_t>(rowkey::enum_range<T>::last)) + ">";
  } else if constexpr (std::is_same_v<T, time_us>) {
    return "time_us";
  } else if constexpr (is_bounded_string<T>::value) {
    return "string<" + std::to_string(T::max_size) + ">";
  } else if constexpr (is_padded_string<T>::value) {
    return "padded<" + std::to_string(T::max_size) + ">";
  } else if constexpr (is_bounded_bytes<T>::value) {
    return "bytes<" + std::to_string(T::max_size) + ">";
  } else {
    static_assert(is_byte_array<T>::value);
    return "array<" + std::to_string(std::tuple_size_v<T>) + ">";
  }
}

template <class P>
std::optional<std::string> part_text() {
  if constexpr (rowkey::declared_column<P>) {
    return std::string(P::name) + ":" + type_name<typename P::value_type>();
  } else {
    return std::nullopt;
  }
}
template <class P>
struct describe_part {
  static std::optional<std::string> text() { return part_text<P>(); }
};
template <std::size_t N, class C, class F>
struct describe_part<Hash<N, C, F>> {
  static std::optional<std::string> text() { return "hash<" + std::to_string(N) + ">(" + std::string(C::name) + ")"; }
};
template <std::size_t N, class C>
struct describe_part<Bucket<N, C>> {
  static std::optional<std::string> text() {
    return "bucket<" + std::to_string(N) + ">(" + std::string(C::name) + ")";
  }
};

template <class P>
struct subspace_of {
  static constexpr std::string_view bytes{};
};
template <rowkey::subspace_bytes B>
struct subspace_of<Subspace<B>> {
  static constexpr std::string_view bytes = Subspace<B>::subspace;
};

// A key's stored columns, as a std::tuple<C...>, its subspace and its parts.
template <class K>
struct key_info;
template <class... Parts>
struct key_info<Key<Parts...>> {
  using stored = decltype(std::tuple_cat(
      std::declval<std::conditional_t<rowkey::declared_column<Parts>, std::tuple<Parts>, std::tuple<>>>()...));
  static std::string_view subspace() {
    std::string_view s;
    ((s = subspace_of<Parts>::bytes.empty() ? s : subspace_of<Parts>::bytes), ...);
    return s;
  }
  static std::vector<std::string> parts() {
    std::vector<std::string> out;
    (
        [&] {
          if (auto t = describe_part<Parts>::text()) out.push_back(*t);
        }(),
        ...);
    return out;
  }
};

// ---------------------------------------------------------------------------
// Hex and value tokens.

std::string hex(std::string_view bytes) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * bytes.size());
  for (const char c : bytes) {
    const auto b = static_cast<unsigned char>(c);
    out += digits[b >> 4];
    out += digits[b & 15];
  }
  return out;
}

std::optional<std::string> unhex(std::string_view text) {
  if (text.size() % 2 != 0) return std::nullopt;
  std::string out;
  out.reserve(text.size() / 2);
  for (std::size_t i = 0; i < text.size(); i += 2) {
    unsigned v = 0;
    const auto [p, ec] = std::from_chars(text.data() + i, text.data() + i + 2, v, 16);
    if (ec != std::errc{} || p != text.data() + i + 2) return std::nullopt;
    out += static_cast<char>(v);
  }
  return out;
}

template <class U>
std::string bits_hex(U bits) {
  std::string out(2 * sizeof(U), '0');
  for (std::size_t i = 0; i < out.size(); ++i) out[out.size() - 1 - i] = "0123456789abcdef"[(bits >> (4 * i)) & 15];
  return out;
}

template <class T>
std::string token(const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    return v ? "b:1" : "b:0";
  } else if constexpr (is_int<T>) {
    return "i:" + std::to_string(v);
  } else if constexpr (std::is_enum_v<T>) {
    return "i:" + std::to_string(static_cast<std::int64_t>(v));
  } else if constexpr (std::is_same_v<T, time_us>) {
    return "i:" + std::to_string(v.time_since_epoch().count());
  } else if constexpr (std::is_same_v<T, float>) {
    return "f:" + bits_hex(std::bit_cast<std::uint32_t>(v));
  } else if constexpr (std::is_same_v<T, double>) {
    return "d:" + bits_hex(std::bit_cast<std::uint64_t>(v));
  } else if constexpr (is_text<T>) {
    return "t:" + hex(v.view());
  } else if constexpr (is_bounded_bytes<T>::value) {
    return "y:" + hex(v.view());
  } else {
    static_assert(is_byte_array<T>::value);
    std::string bytes(v.begin(), v.end());
    return "y:" + hex(bytes);
  }
}

template <class T>
std::optional<T> parse_integer(std::string_view digits) {
  T v{};
  const auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, 10);
  if (ec != std::errc{} || p != digits.data() + digits.size()) return std::nullopt;
  return v;
}

template <class U>
std::optional<U> parse_bits(std::string_view digits) {
  if (digits.size() != 2 * sizeof(U)) return std::nullopt;
  U v{};
  const auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, 16);
  if (ec != std::errc{} || p != digits.data() + digits.size()) return std::nullopt;
  return v;
}

// A value token back into T; nullopt when it is malformed or T cannot hold it.
template <class T>
std::optional<T> parse_token(std::string_view tok) {
  if (tok.size() < 2 || tok[1] != ':') return std::nullopt;
  const char tag = tok[0];
  const std::string_view body = tok.substr(2);
  if constexpr (std::is_same_v<T, bool>) {
    if (tag != 'b' || (body != "0" && body != "1")) return std::nullopt;
    return body == "1";
  } else if constexpr (is_int<T>) {
    if (tag != 'i') return std::nullopt;
    return parse_integer<T>(body);
  } else if constexpr (std::is_enum_v<T>) {
    if (tag != 'i') return std::nullopt;
    const auto u = parse_integer<std::underlying_type_t<T>>(body);
    if (!u) return std::nullopt;
    return static_cast<T>(*u);
  } else if constexpr (std::is_same_v<T, time_us>) {
    if (tag != 'i') return std::nullopt;
    const auto c = parse_integer<std::int64_t>(body);
    if (!c) return std::nullopt;
    return time_us(micros(*c));
  } else if constexpr (std::is_same_v<T, float>) {
    if (tag != 'f') return std::nullopt;
    const auto b = parse_bits<std::uint32_t>(body);
    if (!b) return std::nullopt;
    return std::bit_cast<float>(*b);
  } else if constexpr (std::is_same_v<T, double>) {
    if (tag != 'd') return std::nullopt;
    const auto b = parse_bits<std::uint64_t>(body);
    if (!b) return std::nullopt;
    return std::bit_cast<double>(*b);
  } else if constexpr (is_text<T> || is_bounded_bytes<T>::value) {
    if (tag != (is_text<T> ? 't' : 'y')) return std::nullopt;
    const auto bytes = unhex(body);
    if (!bytes) return std::nullopt;
    auto v = T::from(*bytes);
    if (!v) return std::nullopt;
    return *v;
  } else {
    static_assert(is_byte_array<T>::value);
    if (tag != 'y') return std::nullopt;
    const auto bytes = unhex(body);
    if (!bytes || bytes->size() != std::tuple_size_v<T>) return std::nullopt;
    T v{};
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = static_cast<std::uint8_t>((*bytes)[i]);
    return v;
  }
}

// What a column takes: a view for strings, the value otherwise.
template <class T>
auto argument(const T& v) {
  if constexpr (is_text<T> || is_bounded_bytes<T>::value) {
    return v.view();
  } else {
    return v;
  }
}

// ---------------------------------------------------------------------------
// Random values.

using rng_t = std::mt19937_64;

bool coin(rng_t& rng, unsigned one_in) { return rng() % one_in == 0; }

// Magnitudes at every byte boundary: 0, 1, 2^(8k) and 2^(8k - 1), each +-1.
std::vector<std::uint64_t> boundary_magnitudes() {
  std::vector<std::uint64_t> m = {0, 1, 2};
  for (unsigned k = 1; k <= 8; ++k) {
    const std::uint64_t half = std::uint64_t{1} << (8 * k - 1);
    m.insert(m.end(), {half - 1, half, half + 1});
    if (k < 8) {
      const std::uint64_t full = std::uint64_t{1} << (8 * k);
      m.insert(m.end(), {full - 1, full, full + 1});
    } else {
      m.insert(m.end(), {~std::uint64_t{0} - 1, ~std::uint64_t{0}});
    }
  }
  return m;
}

template <class T>
std::vector<T> integer_boundaries() {
  std::vector<T> out = {std::numeric_limits<T>::min(), std::numeric_limits<T>::max()};
  constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  for (const std::uint64_t m : boundary_magnitudes()) {
    if (m <= max) out.push_back(static_cast<T>(m));
    if constexpr (std::is_signed_v<T>) {
      if (m != 0 && m <= max + 1) out.push_back(static_cast<T>(-static_cast<std::int64_t>(m - 1) - 1));
    }
  }
  return out;
}

template <class T>
T random_integer(rng_t& rng) {
  static const std::vector<T> edges = integer_boundaries<T>();
  if (coin(rng, 2)) return edges[rng() % edges.size()];
  const unsigned shift = static_cast<unsigned>(rng() % 64);
  if constexpr (std::is_signed_v<T>) {
    return static_cast<T>(static_cast<std::int64_t>(rng()) >> shift);
  } else {
    return static_cast<T>(rng() >> shift);
  }
}

template <class F, class U>
F random_floating(rng_t& rng) {
  using lim = std::numeric_limits<F>;
  static const std::vector<F> specials = {
      F(0), -F(0), F(1), F(-1), lim::infinity(), -lim::infinity(), lim::quiet_NaN(), -lim::quiet_NaN(),
      lim::signaling_NaN(), lim::denorm_min(), -lim::denorm_min(), lim::min(), -lim::min(), lim::max(), lim::lowest(),
      lim::epsilon(), std::bit_cast<F>(~U{0}),  // a negative NaN with every payload bit set
      std::bit_cast<F>(std::bit_cast<U>(lim::min()) - 1),   // the largest denormal
      std::bit_cast<F>(std::bit_cast<U>(lim::infinity()) + 1),  // a signalling NaN with payload 1
      F(0.5), F(-2.5), F(1e-3), F(123456.75)};
  switch (rng() % 4) {
    case 0:
    case 1:
      return specials[rng() % specials.size()];
    case 2:
      return std::bit_cast<F>(static_cast<U>(rng()));  // any bit pattern: NaN payloads included
    default: {
      std::uniform_real_distribution<F> d(F(-1), F(1));
      const F mantissa = d(rng);  // before the exponent: the same numbers from every compiler
      return std::ldexp(mantissa, static_cast<int>(rng() % 80) - 40);
    }
  }
}

// A code point whose UTF-8 form takes n bytes (U+0000 only when allowed).
std::uint32_t random_code_point(rng_t& rng, std::size_t n, bool allow_nul) {
  static constexpr std::uint32_t low[] = {0, 0x00, 0x80, 0x800, 0x10000};
  static constexpr std::uint32_t high[] = {0, 0x7f, 0x7ff, 0xffff, 0x10ffff};
  if (n == 1 && allow_nul && coin(rng, 3)) return 0;
  const std::uint32_t lo = n == 1 ? 1 : low[n];
  for (;;) {
    std::uint32_t cp;
    if (coin(rng, 4)) {
      static constexpr std::uint32_t edges[] = {0x01, 0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xe000,
                                                0xfeff, 0xfffd, 0xffff, 0x10000, 0x10ffff};
      cp = edges[rng() % std::size(edges)];
      if (cp < lo || cp > high[n]) continue;
    } else {
      cp = lo + static_cast<std::uint32_t>(rng() % (high[n] - lo + 1));
    }
    if (cp >= 0xd800 && cp <= 0xdfff) continue;  // surrogates are not text
    return cp;
  }
}

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xc0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xe0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  }
}

// Valid UTF-8 of exactly `length` bytes, in sequences of 1 to 4 bytes.
std::string random_utf8(rng_t& rng, std::size_t length, bool allow_nul) {
  std::string out;
  while (out.size() < length) {
    const std::size_t n = 1 + rng() % std::min<std::size_t>(length - out.size(), 4);
    append_utf8(out, random_code_point(rng, n, allow_nul));
  }
  return out;
}

// Bytes, many of them 0x00 and 0xFF.
std::string random_bytes(rng_t& rng, std::size_t length) {
  std::string out;
  for (std::size_t i = 0; i < length; ++i) {
    const auto r = rng() % 5;
    out += r < 2 ? '\0' : r == 2 ? '\xff' : static_cast<char>(rng());
  }
  return out;
}

// Small pools, so that prefix ranges meet values that equal their bound or
// extend it (a 0x00 of the value, escaped as 00 FF, against the terminator).
using namespace std::string_view_literals;
const std::vector<std::string_view> text_pool = {""sv,       "\0"sv,     "\0\0"sv,  "a"sv,       "a\0"sv,
                                                 "a\0a"sv,   "ab"sv,     "b"sv,     "\x7f"sv,    "\xc3\xa9"sv,
                                                 "\xc3\xa9\0"sv, "\xf4\x8f\xbf\xbf"sv};
const std::vector<std::string_view> padded_pool = {""sv, "a"sv, "ab"sv, "a\x01"sv, "\x7f"sv, "\xc3\xa9"sv,
                                                   "\xc3\xa9\x01"sv, "\xf4\x8f\xbf\xbf"sv};
const std::vector<std::string_view> bytes_pool = {""sv,     "\0"sv,     "\0\0"sv,   "\0\xff"sv, "\xff"sv,
                                                  "\xff\0"sv, "\xff\xff"sv, "a"sv,     "a\0"sv,    "a\xff"sv,
                                                  "a\0\xff"sv, "\x01"sv};

template <class T>
T random_value(rng_t& rng) {
  if constexpr (std::is_same_v<T, bool>) {
    return coin(rng, 2);
  } else if constexpr (is_int<T>) {
    return random_integer<T>(rng);
  } else if constexpr (std::is_enum_v<T>) {
    using U = std::underlying_type_t<T>;
    constexpr auto lo = static_cast<std::int64_t>(rowkey::enum_range<T>::first);
    constexpr auto hi = static_cast<std::int64_t>(rowkey::enum_range<T>::last);
    if (coin(rng, 2)) {
      static constexpr std::int64_t edges[] = {lo, lo + 1, -1, 0, 1, 127, 128, 255, 256, hi - 1, hi};
      for (;;) {
        const std::int64_t v = edges[rng() % std::size(edges)];
        if (v >= lo && v <= hi) return static_cast<T>(static_cast<U>(v));
      }
    }
    return static_cast<T>(static_cast<U>(lo + static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(hi - lo + 1))));
  } else if constexpr (std::is_same_v<T, time_us>) {
    return time_us(micros(random_integer<std::int64_t>(rng)));
  } else if constexpr (std::is_same_v<T, float>) {
    return random_floating<float, std::uint32_t>(rng);
  } else if constexpr (std::is_same_v<T, double>) {
    return random_floating<double, std::uint64_t>(rng);
  } else if constexpr (is_bounded_string<T>::value) {
    if (coin(rng, 4)) return *T::from(text_pool[rng() % text_pool.size()]);
    return *T::from(random_utf8(rng, rng() % (T::max_size + 1), true));
  } else if constexpr (is_padded_string<T>::value) {
    if (coin(rng, 4)) return *T::from(padded_pool[rng() % padded_pool.size()]);
    return *T::from(random_utf8(rng, rng() % (T::max_size + 1), false));
  } else if constexpr (is_bounded_bytes<T>::value) {
    if (coin(rng, 4)) return *T::from(bytes_pool[rng() % bytes_pool.size()]);
    return *T::from(random_bytes(rng, rng() % (T::max_size + 1)));
  } else {
    static_assert(is_byte_array<T>::value);
    T v{};
    if (coin(rng, 4)) {
      // A few arrays that differ only at their ends.
      const auto pick = rng() % 4;
      v.fill(pick == 0 ? 0x00 : 0xff);
      if (pick == 2) v.back() = 0x00;
      if (pick == 3) v.front() = 0x00;
      return v;
    }
    const std::string bytes = random_bytes(rng, v.size());
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = static_cast<std::uint8_t>(bytes[i]);
    return v;
  }
}

// The value rowkey decodes after encoding v: floats canonical.
template <class T>
T canonical(const T& v) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(v)) return std::numeric_limits<T>::quiet_NaN();
    if (v == T(0)) return T(0);
  }
  return v;
}

// ---------------------------------------------------------------------------
// One schema's rows.

struct failures {
  std::size_t count = 0;
  void report(const std::string& what) {
    if (++count <= 10) std::cerr << "MISMATCH " << what << "\n";
  }
};

std::vector<std::string_view> split(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i <= line.size()) {
    const std::size_t j = std::min(line.find(' ', i), line.size());
    out.push_back(line.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

template <class S>
struct schema_ops {
  using K = typename S::key;
  using info = key_info<K>;
  using stored = typename info::stored;
  static constexpr std::size_t n = std::tuple_size_v<stored>;
  template <std::size_t I>
  using column = std::tuple_element_t<I, stored>;
  template <std::size_t I>
  using value = typename column<I>::value_type;

  template <std::size_t... I>
  static auto row_type(std::index_sequence<I...>) -> std::tuple<value<I>...>;
  using row = decltype(row_type(std::make_index_sequence<n>{}));

  static std::string schema_line() {
    std::string out = "schema " + std::string(S::name) + " ";
    const std::string_view sub = info::subspace();
    out += sub.empty() ? "-" : hex(sub);
    for (const auto& p : info::parts()) out += " " + p;
    return out;
  }

  template <std::size_t... I>
  static row random_row(rng_t& rng, std::index_sequence<I...>) {
    row r;
    ((std::get<I>(r) = random_value<value<I>>(rng)), ...);
    return r;
  }

  template <std::size_t... I>
  static std::string tokens(const row& r, std::index_sequence<I...>) {
    std::string out;
    ((out += " " + token(std::get<I>(r))), ...);
    return out;
  }
  static std::string tokens(const row& r, std::size_t count = n) {
    std::string all = tokens(r, std::make_index_sequence<n>{});
    // The first `count` tokens.
    std::size_t end = 0;
    for (std::size_t k = 0; k < count; ++k) end = std::min(all.find(' ', end + 1), all.size());
    return all.substr(0, end);
  }

  template <std::size_t... I>
  static auto encode(const row& r, std::index_sequence<I...>) {
    return rowkey::encode<K>(column<I>{argument(std::get<I>(r))}...);
  }
  static auto encode(const row& r) { return encode(r, std::make_index_sequence<n>{}); }

  template <std::size_t... I>
  static auto prefix(const row& r, std::index_sequence<I...>) {
    return rowkey::prefix<K>(column<I>{argument(std::get<I>(r))}...);
  }

  template <std::size_t... I>
  static row canonical_row(const row& r, std::index_sequence<I...>) {
    return row{canonical(std::get<I>(r))...};
  }

  // The range of prefix<K>(the first Bound columns of r), bound as given (a
  // -0.0 or a NaN with a payload too), written with the values rowkey keeps.
  template <std::size_t Bound>
  static bool emit_range(const row& r, std::ostream& out, failures& fail) {
    const auto range = prefix(r, std::make_index_sequence<Bound>{});
    if (!range) {
      fail.report(std::string(S::name) + ": prefix refused:" + tokens(r, Bound) + ": " + range.error().message());
      return false;
    }
    out << "range " << S::name << ' ' << hex(range->begin_key()) << ' '
        << (range->has_end_key() ? hex(range->end_key()) : std::string("-"))
        << tokens(canonical_row(r, std::make_index_sequence<n>{}), Bound) << '\n';
    return true;
  }

  static std::size_t emit(rng_t& rng, std::size_t count, std::ostream& out, failures& fail) {
    std::size_t ranges = 0;
    for (std::size_t i = 0; i < count; ++i) {
      const row r = random_row(rng, std::make_index_sequence<n>{});
      const auto key = encode(r);
      if (!key) {
        fail.report(std::string(S::name) + ": encode refused" + tokens(r) + ": " + key.error().message());
        continue;
      }
      const auto decoded = rowkey::decode<K>(key->view());
      if (!decoded) {
        fail.report(std::string(S::name) + ": decode of its own key " + hex(key->view()) +
                    " failed: " + decoded.error().message());
        continue;
      }
      const std::string toks = tokens(rowkey::to_tuple(*decoded));
      const std::string expected = tokens(canonical_row(r, std::make_index_sequence<n>{}));
      if (toks != expected) {
        fail.report(std::string(S::name) + ": round trip changed" + expected + " into" + toks);
        continue;
      }
      out << "row " << S::name << ' ' << hex(key->view()) << toks << '\n';
      // Prefix ranges on about one row in 40: the first stored column, and
      // the first two when a third follows (so the range is a strict prefix).
      if (i % 40 == 0) {
        ranges += emit_range<1>(r, out, fail);
        if constexpr (n >= 3) ranges += emit_range<2>(r, out, fail);
      }
    }
    return ranges;
  }

  template <std::size_t... I>
  static bool parse_row(const std::vector<std::string_view>& toks, std::size_t first, row& r,
                        std::index_sequence<I...>) {
    bool ok = true;
    (
        [&] {
          auto v = parse_token<value<I>>(toks[first + I]);
          if (v) std::get<I>(r) = *v;
          else ok = false;
        }(),
        ...);
    return ok;
  }

  template <std::size_t... I>
  static std::string compare(const row& got, const row& want, std::index_sequence<I...>) {
    std::string diff;
    (
        [&] {
          const std::string g = token(std::get<I>(got));
          const std::string w = token(std::get<I>(want));
          if (g != w) diff += " " + std::string(column<I>::name) + ": got " + g + ", want " + w + ";";
        }(),
        ...);
    return diff;
  }

  // `row NAME HEX VALUE...`: decode gives the values, encode the bytes.
  static void check_row(const std::vector<std::string_view>& toks, std::string_view line, failures& fail) {
    const auto bytes = unhex(toks[2]);
    row want;
    if (toks.size() != 3 + n || !bytes || !parse_row(toks, 3, want, std::make_index_sequence<n>{})) {
      fail.report("malformed or out-of-type row: " + std::string(line));
      return;
    }
    const auto decoded = rowkey::decode<K>(*bytes);
    if (!decoded) {
      fail.report("decode refused: " + std::string(line) + ": " + decoded.error().message());
      return;
    }
    const std::string diff = compare(rowkey::to_tuple(*decoded), want, std::make_index_sequence<n>{});
    if (!diff.empty()) fail.report("decoded other values:" + diff + " in " + std::string(line));
    const auto key = encode(want);
    if (!key) {
      fail.report("encode refused: " + std::string(line) + ": " + key.error().message());
    } else if (key->view() != *bytes) {
      fail.report("encode gave " + hex(key->view()) + " for " + std::string(line));
    }
  }

  // `reject NAME HEX WHY`: decode must refuse the key.
  static void check_reject(const std::vector<std::string_view>& toks, std::string_view line, failures& fail) {
    const auto bytes = unhex(toks[2]);
    if (toks.size() != 4 || !bytes) {
      fail.report("malformed reject line: " + std::string(line));
      return;
    }
    const auto decoded = rowkey::decode<K>(*bytes);
    if (decoded) fail.report("decode accepted a key it must refuse:" + tokens(rowkey::to_tuple(*decoded)) + " from " + std::string(line));
  }
};

template <class F>
void for_each_schema(F&& f) {
  std::apply([&](auto... s) { (f(s), ...); }, all_schemas{});
}

int usage() {
  std::cerr << "usage: rowkey_fdb_tuple_interop schemas | emit SEED COUNT | decode FILE\n";
  return 2;
}

int run_schemas() {
  for_each_schema([](auto s) { std::cout << schema_ops<decltype(s)>::schema_line() << '\n'; });
  return 0;
}

// The test cases of the tuple layer's design document (design/tuple.md in
// apple/foundationdb), as parts of two of the schemas' keys; the peer checks
// that fdb-tuple packs the same tuples to the same bytes.
//   pack(-5551212) == 11 ab 4b 93          pack(-42f) == 20 3d d7 ff ff
//   pack(b"foo\x00bar") == 01 66 6f 6f 00 ff 62 61 72 00
//   pack(u"F\u00d4O\u0000bar") == 02 46 c3 94 4f 00 ff 62 61 72 00
void check_golden(failures& fail) {
  const auto check = [&](std::string_view what, const auto& key, const std::string& want) {
    if (!key) fail.report(std::string(what) + ": encode refused: " + key.error().message());
    else if (hex(key->view()) != want) fail.report(std::string(what) + ": " + hex(key->view()) + ", want " + want);
  };
  check("golden time_lead", rowkey::encode<time_lead::key>(Ts{time_us(micros(-5551212))}, Ratio{-42.0f}, Flag{true}),
        "11ab4b93" "203dd7ffff" "27");
  check("golden text_lead",
        rowkey::encode<text_lead::key>(Name{"F\xc3\x94O\0bar"sv}, Blob{"foo\0bar"sv}, Country{""sv}),
        hex(key_info<text_lead::key>::subspace()) + "0246c3944f00ff62617200" "01666f6f00ff62617200" "0200");
}

int run_emit(std::uint64_t seed, std::size_t count) {
  failures fail;
  check_golden(fail);
  std::size_t rows = 0, ranges = 0;
  std::ostringstream out;
  for_each_schema([&](auto s) {
    using ops = schema_ops<decltype(s)>;
    out << ops::schema_line() << '\n';
  });
  for_each_schema([&](auto s) {
    using ops = schema_ops<decltype(s)>;
    // One generator per schema, so that a schema's rows depend on the seed alone.
    std::uint64_t name_hash = 0xcbf29ce484222325;  // FNV-1a
    for (const char c : decltype(s)::name) name_hash = (name_hash ^ static_cast<unsigned char>(c)) * 0x100000001b3;
    rng_t rng(seed ^ name_hash);
    ranges += ops::emit(rng, count, out, fail);
    rows += count;
  });
  std::cout << out.str();
  std::cerr << "fdb_tuple interop: emitted " << rows << " rows and " << ranges << " ranges over "
            << std::tuple_size_v<all_schemas> << " schemas (seed " << seed << "), " << fail.count
            << " self-check failures\n";
  return fail.count == 0 ? 0 : 1;
}

int run_decode(const char* path) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "cannot read " << path << "\n";
    return 2;
  }
  failures fail;
  std::map<std::string, std::size_t, std::less<>> rows_of;
  std::set<std::string, std::less<>> schemas_seen;
  std::size_t rows = 0, rejects = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto toks = split(line);
    if (toks.size() < 3) {
      fail.report("malformed line: " + line);
      continue;
    }
    bool known = false;
    for_each_schema([&](auto s) {
      using S = decltype(s);
      using ops = schema_ops<S>;
      if (toks[1] != S::name) return;
      known = true;
      if (toks[0] == "schema") {
        schemas_seen.insert(std::string(S::name));
        if (line != ops::schema_line()) fail.report("the peer's schema\n  " + line + "\nis not rowkey's\n  " + ops::schema_line());
      } else if (toks[0] == "row") {
        ++rows;
        ++rows_of[std::string(S::name)];
        ops::check_row(toks, line, fail);
      } else if (toks[0] == "reject") {
        ++rejects;
        ops::check_reject(toks, line, fail);
      } else if (toks[0] != "range") {
        fail.report("unknown line: " + line);
      }
    });
    if (!known) fail.report("unknown schema: " + line);
  }
  for_each_schema([&](auto s) {
    using S = decltype(s);
    if (!schemas_seen.contains(S::name)) fail.report("the peer did not declare schema " + std::string(S::name));
    if (rows_of[std::string(S::name)] == 0) fail.report("no rows for schema " + std::string(S::name));
  });
  std::cout << "fdb_tuple interop: " << rows << " rows decoded, " << fail.count << " mismatches (" << rejects
            << " invalid keys checked to be refused, " << schemas_seen.size() << " schemas)\n";
  return fail.count == 0 ? 0 : 1;
}

}  // namespace interop

int main(int argc, char** argv) {
  if (argc < 2) return interop::usage();
  const std::string_view mode = argv[1];
  if (mode == "schemas" && argc == 2) return interop::run_schemas();
  if (mode == "emit" && argc == 4) {
    const auto seed = interop::parse_integer<std::uint64_t>(argv[2]);
    const auto count = interop::parse_integer<std::size_t>(argv[3]);
    if (!seed || !count) return interop::usage();
    return interop::run_emit(*seed, *count);
  }
  if (mode == "decode" && argc == 3) return interop::run_decode(argv[2]);
  return interop::usage();
}
