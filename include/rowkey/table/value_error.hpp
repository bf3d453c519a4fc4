// What reading a stored row value reports when its bytes are not a row value
// of the record (docs/format.md, section 11): the code, the byte offset and the
// field.
#ifndef ROWKEY_TABLE_VALUE_ERROR_HPP
#define ROWKEY_TABLE_VALUE_ERROR_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rowkey {

enum class value_errc : std::uint8_t {
  ok = 0,
  bad_version,      // empty, or a first byte other than a known format version
  truncated,        // the input ends inside a field
  bad_type,         // a type byte the format does not define
  type_mismatch,    // a field stored with a type its record field cannot take
  duplicate_field,  // the same field twice
  too_long,         // a string longer than its field's type allows
  out_of_range,     // a number its field cannot hold, a bool byte other than 0 or 1, an enum outside its range
  non_canonical,    // a length written with more bytes than it needs
};

constexpr std::string_view describe(value_errc e) noexcept {
  switch (e) {
    case value_errc::ok: return "no error";
    case value_errc::bad_version: return "not a row value of a known format version";
    case value_errc::truncated: return "input ends inside the field";
    case value_errc::bad_type: return "unknown type byte";
    case value_errc::type_mismatch: return "stored with a type the field cannot take";
    case value_errc::duplicate_field: return "field stored twice";
    case value_errc::too_long: return "value longer than its field's type allows";
    case value_errc::out_of_range: return "value out of the field's range";
    case value_errc::non_canonical: return "non-canonical length";
  }
  return "unknown error";
}

struct value_error {
  value_errc code = value_errc::ok;
  std::size_t offset = 0;    // byte at which the problem was found
  std::string_view field{};  // the record field, when known

  friend constexpr bool operator==(const value_error&, const value_error&) = default;

  // "input ends inside the field at byte 12 (field 'item')"
  std::string message() const {
    std::string m(describe(code));
    m += " at byte ";
    m += std::to_string(offset);
    if (!field.empty()) {
      m += " (field '";
      m += field;
      m += "')";
    }
    return m;
  }
};

}  // namespace rowkey

#endif
