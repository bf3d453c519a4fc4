// What encode and decode report when they refuse input. Both errors name the
// key part and column involved; decode errors also give the byte offset.
#ifndef ROWKEY_ERROR_HPP
#define ROWKEY_ERROR_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rowkey {

enum class decode_errc : std::uint8_t {
  ok = 0,
  truncated,        // the input ends inside a column (a fixed width or a missing terminator)
  bad_escape,       // an escape byte is followed by a byte that is neither an escape nor a terminator
  trailing_bytes,   // bytes remain after the last column
  too_long,         // a variable-length value is longer than its type allows
  out_of_range,     // a bool or enum outside the values the type can hold; an integer outside its type's (tuple
                    // format); text that is not UTF-8 (tuple format)
  non_canonical,    // a second spelling of a value: -0.0, a non-canonical NaN, bad padding
  prefix_mismatch,  // a Hash or Bucket prefix (or a bucket number outside [0, N)) that does not match its column
  // Added with key formats and subspaces; the values above never change.
  outside_subspace,  // the key does not start with its Subspace<...> bytes
  wrong_type,        // a tuple element whose typecode is not the column's (Format<fdb_tuple>)
};

enum class encode_errc : std::uint8_t {
  ok = 0,
  too_long,          // a variable-length value is longer than its type's maximum
  invalid_value,     // a value its type cannot hold (0x00 in a padded_string, an enum outside its enum_range)
  buffer_too_small,  // the caller's buffer cannot hold the key
};

constexpr std::string_view describe(decode_errc e) noexcept {
  switch (e) {
    case decode_errc::ok: return "no error";
    case decode_errc::truncated: return "input ends inside the column";
    case decode_errc::bad_escape: return "bad escape sequence";
    case decode_errc::trailing_bytes: return "trailing bytes after the last column";
    case decode_errc::too_long: return "value longer than its type allows";
    case decode_errc::out_of_range: return "byte out of the type's range";
    case decode_errc::non_canonical: return "non-canonical encoding";
    case decode_errc::prefix_mismatch: return "derived prefix does not match its column";
    case decode_errc::outside_subspace: return "key outside its subspace";
    case decode_errc::wrong_type: return "tuple element of another type than the column's";
  }
  return "unknown error";
}

constexpr std::string_view describe(encode_errc e) noexcept {
  switch (e) {
    case encode_errc::ok: return "no error";
    case encode_errc::too_long: return "value longer than its type's maximum";
    case encode_errc::invalid_value: return "value its type cannot hold";
    case encode_errc::buffer_too_small: return "buffer too small for the key";
  }
  return "unknown error";
}

namespace detail {
// ", in part 1 (column 'host')": where an error happened, for its message.
inline void append_location(std::string& m, std::size_t part, std::string_view column) {
  if (column.empty()) return;
  m += ", in part ";
  m += std::to_string(part);
  m += " (column '";
  m += column;
  m += "')";
}
}  // namespace detail

struct decode_error {
  decode_errc code = decode_errc::ok;
  std::size_t offset = 0;     // byte at which the problem was found
  std::size_t part = 0;       // index of the key part (0-based)
  std::string_view column{};  // name of that part's column; empty for trailing bytes

  friend constexpr bool operator==(const decode_error&, const decode_error&) = default;

  // "bad escape sequence at byte 7, in part 1 (column 'host')"
  std::string message() const {
    std::string m(describe(code));
    if (code == decode_errc::ok) return m;  // "no error", at no byte
    m += " at byte ";
    m += std::to_string(offset);
    detail::append_location(m, part, column);
    return m;
  }
};

struct encode_error {
  encode_errc code = encode_errc::ok;
  std::size_t part = 0;
  std::string_view column{};

  friend constexpr bool operator==(const encode_error&, const encode_error&) = default;

  std::string message() const {
    std::string m(describe(code));
    detail::append_location(m, part, column);
    return m;
  }
};

}  // namespace rowkey

#endif
