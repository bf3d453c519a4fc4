// Text for values and value types, used by rowkey/print/describe.hpp.
#ifndef ROWKEY_PRINT_DETAIL_FORMAT_VALUE_HPP
#define ROWKEY_PRINT_DETAIL_FORMAT_VALUE_HPP

#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/padded_string.hpp>

#include <array>
#include <charconv>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <ratio>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace rowkey::detail {

inline void append_hex(std::string& out, std::string_view bytes, bool spaced) {
  constexpr char digits[] = "0123456789abcdef";
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (spaced && i != 0) out += ' ';
    const auto b = static_cast<unsigned char>(bytes[i]);
    out += digits[b >> 4];
    out += digits[b & 0xF];
  }
}

template <class Period>
constexpr std::string_view period_suffix() {
  if constexpr (std::is_same_v<Period, std::nano>) return "ns";
  else if constexpr (std::is_same_v<Period, std::micro>) return "us";
  else if constexpr (std::is_same_v<Period, std::milli>) return "ms";
  else if constexpr (std::is_same_v<Period, std::ratio<1>>) return "s";
  else if constexpr (std::is_same_v<Period, std::ratio<60>>) return "min";
  else if constexpr (std::is_same_v<Period, std::ratio<3600>>) return "h";
  else if constexpr (std::is_same_v<Period, std::ratio<86400>>) return "d";
  else return "";
}

template <class Period>
std::string period_name() {
  if (!period_suffix<Period>().empty()) return std::string(period_suffix<Period>());
  return "(" + std::to_string(Period::num) + "/" + std::to_string(Period::den) + ")s";
}

template <class T>
std::string number_type_name() {
  if constexpr (std::is_same_v<T, float>) return "float";
  else if constexpr (std::is_same_v<T, double>) return "double";
  else return (std::is_signed_v<T> ? "int" : "uint") + std::to_string(8 * sizeof(T));
}

// Only reached for a value type that design rule 2 has already refused.
template <class T>
struct type_namer {
  static std::string name() { return "unsupported"; }
};

template <class T>
std::string type_name() { return type_namer<T>::name(); }

template <class T>
  requires std::is_arithmetic_v<T> && (!std::is_same_v<T, bool>)
struct type_namer<T> { static std::string name() { return number_type_name<T>(); } };
template <> struct type_namer<bool> { static std::string name() { return "bool"; } };
template <class E>
  requires std::is_enum_v<E>
struct type_namer<E> { static std::string name() { return "enum<" + number_type_name<std::underlying_type_t<E>>() + ">"; } };
template <class R, class P>
struct type_namer<std::chrono::duration<R, P>> {
  static std::string name() { return "duration<" + number_type_name<R>() + ", " + period_name<P>() + ">"; }
};
template <class C, class D>
struct type_namer<std::chrono::time_point<C, D>> {
  static std::string name() {
    using R = typename D::rep;
    using P = typename D::period;
    const std::string clock = std::is_same_v<C, std::chrono::system_clock> ? "sys_time" : "time_point";
    return clock + "<" + number_type_name<R>() + ", " + period_name<P>() + ">";
  }
};
template <class B, std::size_t N>
struct type_namer<std::array<B, N>> { static std::string name() { return "bytes[" + std::to_string(N) + "]"; } };
template <std::size_t N>
struct type_namer<bounded_string<N>> { static std::string name() { return "bounded_string<" + std::to_string(N) + ">"; } };
template <std::size_t N>
struct type_namer<bounded_bytes<N>> { static std::string name() { return "bounded_bytes<" + std::to_string(N) + ">"; } };
template <std::size_t N>
struct type_namer<padded_string<N>> { static std::string name() { return "padded_string<" + std::to_string(N) + ">"; } };

template <class T>
void append_number(std::string& out, T v) {
  std::array<char, 64> buf{};
  if constexpr (sizeof(T) == 1 && std::is_integral_v<T>) {
    append_number(out, static_cast<int>(v));
    return;
  } else {
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    out.append(buf.data(), r.ec == std::errc{} ? r.ptr : buf.data());
  }
}

inline void append_quoted(std::string& out, std::string_view text) {
  out += '"';
  for (const char c : text) {
    const auto b = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (b < 0x20 || b >= 0x7F) {
      out += "\\x";
      append_hex(out, std::string_view(&c, 1), false);
    } else {
      out += c;
    }
  }
  out += '"';
}

constexpr std::intmax_t power_of_ten(int n) noexcept {
  std::intmax_t p = 1;
  for (int i = 0; i < n; ++i) p *= 10;
  return p;
}
// The decimal places that write every multiple of Unit below a second
// exactly (3 for milliseconds, 10 for 1/1024 s), or -1 when some has no
// exact decimal (1/3 s) or needs more than 18.
template <class Unit>
constexpr int decimal_digits_of() noexcept {
  std::intmax_t den = Unit::den;
  int twos = 0, fives = 0;
  while (den % 2 == 0) den /= 2, ++twos;
  while (den % 5 == 0) den /= 5, ++fives;
  const int width = twos > fives ? twos : fives;
  return den == 1 && width <= 18 ? width : -1;
}

// system_clock time points as UTC, ISO 8601, with the duration's precision.
// A key read back from storage may hold any count, so the day and the time
// of day are worked out in 128-bit integers, in units of 1/den of a second:
// std::chrono's conversions multiply in the count's own type (a unit of 7 s
// overflows 64 bits long before its count does), and libc++'s days count in
// an int (a far-future time wraps around to a date in 1970).
template <class D>
void append_utc(std::string& out, std::chrono::time_point<std::chrono::system_clock, D> t) {
  using namespace std::chrono;
  using period = typename D::period;
  __extension__ typedef __int128 wide;
  constexpr wide ticks_per_day = wide{86400} * period::den;
  const wide ticks = static_cast<wide>(t.time_since_epoch().count()) * period::num;
  wide day = ticks / ticks_per_day;
  wide in_day = ticks % ticks_per_day;
  if (in_day < 0) {
    in_day += ticks_per_day;
    --day;
  }
  // Outside the years a date can show, the count itself is the honest rendering.
  constexpr std::int64_t first_day = sys_days{year::min() / January / 1}.time_since_epoch().count();
  constexpr std::int64_t last_day = sys_days{year::max() / December / 31}.time_since_epoch().count();
  if (day < first_day || day > last_day) {
    append_number(out, t.time_since_epoch().count());
    out += period_name<period>();
    out += " since epoch";
    return;
  }
  const year_month_day ymd{sys_days{days{static_cast<days::rep>(day)}}};
  const auto secs = static_cast<std::int64_t>(in_day / period::den);  // of the day: below 86400
  const auto fraction = static_cast<std::intmax_t>(in_day % period::den);  // in units of 1/den s
  // ISO 8601's four digits at least, before a year's sign too (-0003).
  const int y = static_cast<int>(ymd.year());
  std::array<char, 48> buf{};
  const int n = std::snprintf(buf.data(), buf.size(), "%s%04d-%02u-%02uT%02d:%02d:%02d", y < 0 ? "-" : "",
                              y < 0 ? -y : y, static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                              static_cast<int>(secs / 3600), static_cast<int>(secs / 60 % 60),
                              static_cast<int>(secs % 60));
  out.append(buf.data(), static_cast<std::size_t>(n > 0 ? n : 0));
  if constexpr (period::den != 1) {
    // What is left below a second, in the units that hold it exactly: a
    // decimal fraction when that unit has one (milliseconds, 1/1024 s),
    // else the count of that unit after the Z (1/3 s has no exact decimal).
    using unit = std::ratio<1, period::den>;
    constexpr int width = decimal_digits_of<unit>();
    if constexpr (width >= 0) {
      constexpr std::intmax_t scale = power_of_ten(width) / unit::den;
      const std::string digits = std::to_string(fraction * scale);
      out += '.';
      out.append(static_cast<std::size_t>(width) > digits.size() ? static_cast<std::size_t>(width) - digits.size() : 0,
                 '0');
      out += digits;
      out += 'Z';
    } else {
      out += 'Z';
      if (fraction != 0) {
        out += '+';
        append_number(out, fraction);
        out += period_name<unit>();
      }
    }
  } else {
    out += 'Z';
  }
}

// Only reached for a value type that design rule 2 has already refused.
template <class T>
void append_value_of(std::string& out, const T&) {
  out += '?';
}
template <class R, class P>
void append_value_of(std::string& out, std::chrono::duration<R, P> d) {
  append_number(out, d.count());
  out += period_name<P>();
}
template <class C, class D>
void append_value_of(std::string& out, std::chrono::time_point<C, D> t) {
  using R = typename D::rep;
  // A date for system_clock counts of at most a day; a coarser unit (years,
  // say) converted to days could overflow, so its count is shown as it is.
  if constexpr (std::is_same_v<C, std::chrono::system_clock> && std::is_integral_v<R> &&
                std::ratio_less_equal_v<typename D::period, std::ratio<86400>>) {
    append_utc(out, t);
  } else {
    append_value_of(out, t.time_since_epoch());
    out += " since epoch";
  }
}
template <class B, std::size_t N>
void append_value_of(std::string& out, const std::array<B, N>& a) {
  out += "0x";
  for (const B b : a) {
    const char c = static_cast<char>(static_cast<unsigned char>(b));
    append_hex(out, std::string_view(&c, 1), false);
  }
}
// A record's text field (the table layer), quoted as a key's strings are.
inline void append_value_of(std::string& out, const std::string& s) { append_quoted(out, s); }
template <std::size_t N>
void append_value_of(std::string& out, const bounded_string<N>& s) { append_quoted(out, s.view()); }
template <std::size_t N>
void append_value_of(std::string& out, const padded_string<N>& s) { append_quoted(out, s.view()); }
template <std::size_t N>
void append_value_of(std::string& out, const bounded_bytes<N>& s) {
  out += "0x";
  append_hex(out, s.view(), false);
}

template <class T>
void append_value(std::string& out, const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    out += v ? "true" : "false";
  } else if constexpr (std::is_enum_v<T>) {
    append_number(out, static_cast<std::underlying_type_t<T>>(v));
  } else if constexpr (std::is_arithmetic_v<T>) {
    append_number(out, v);
  } else {
    append_value_of(out, v);
  }
}

}  // namespace rowkey::detail

#endif
