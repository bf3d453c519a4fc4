// The row value: a record's fields that its primary key does not hold,
// stored as the primary row's value (docs/format.md, section 11).
//
//   row value := 0x01 field*          format version 1, then the fields
//   field     := id type payload      id: 4 bytes, little-endian, the low 32
//                                     bits of XXH64 (seed 0) of the field's name
//
// A field is found by its name's id, not its position, so a record may gain
// fields (old rows read them as the field's default), lose them (their bytes
// are skipped) or reorder them, and rows written before the change still
// read. rowkey writes the fields in declaration order, which the reader
// takes in one pass; another order takes a slower path. Anything that is
// not a row value is a typed value_error, never undefined behaviour.
#ifndef ROWKEY_TABLE_ROW_VALUE_HPP
#define ROWKEY_TABLE_ROW_VALUE_HPP

#include <rowkey/error.hpp>
#include <rowkey/hashing/xxh64.hpp>
#include <rowkey/table/detail/field_codec.hpp>
#include <rowkey/table/record.hpp>
#include <rowkey/table/value_error.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace rowkey {

inline constexpr std::uint8_t row_value_version = 0x01;

// A field's id in a row value: the low 32 bits of XXH64 (seed 0) of its name.
constexpr std::uint32_t field_id(std::string_view name) noexcept { return static_cast<std::uint32_t>(xxh64(name)); }

namespace detail {

inline constexpr std::size_t field_header_size = 5;  // id, type

// Reads one field payload into field K of the row codec's list.
template <class R, std::size_t Field>
value_errc read_field(std::uint8_t type, const char*& p, const char* end, R& record) {
  return field_codec<field_type<R, Field>>::read(type, p, end, detail::field<Field>(record));
}

}  // namespace detail

// The row value of record R made of the fields at positions Fields...
// (rowkey::table_layout chooses them: the fields the primary key does not hold).
template <class R, std::size_t... Fields>
struct row_codec {
  static constexpr std::size_t count = sizeof...(Fields);
  static constexpr std::array<std::string_view, count> names{detail::record_fields<R>::names[Fields]...};
  static constexpr std::array<std::uint32_t, count> ids{field_id(detail::record_fields<R>::names[Fields])...};
  static constexpr std::array<std::uint8_t, count> types{detail::field_codec<detail::field_type<R, Fields>>::type...};
  static_assert(
      [] {
        for (std::size_t i = 0; i < count; ++i) {
          for (std::size_t j = 0; j < i; ++j) {
            if (ids[i] == ids[j]) return false;
          }
        }
        return true;
      }(),
      "rowkey: two fields of this record have names with the same 32-bit field id (docs/format.md, section 11); "
      "rename one of them");

  // The first field whose value its type cannot hold (an enum outside its
  // range): part is the field's place in the record.
  static constexpr encode_error check(const R& record) noexcept {
    encode_error error{};
    (void)([&] {
      const encode_errc e = detail::field_codec<detail::field_type<R, Fields>>::check(detail::field<Fields>(record));
      if (e != encode_errc::ok) error = {e, Fields, detail::record_fields<R>::names[Fields]};
      return e == encode_errc::ok;
    }() && ...);
    return error;
  }

  static std::size_t size(const R& record) noexcept {
    return 1 + (std::size_t{0} + ... +
                (detail::field_header_size +
                 detail::field_codec<detail::field_type<R, Fields>>::size(detail::field<Fields>(record))));
  }

  // Writes size(record) bytes; the caller has checked the record.
  static char* write(char* out, const R& record) noexcept {
    *out++ = static_cast<char>(row_value_version);
    ([&] {
      constexpr std::size_t k = index_of<Fields>();
      detail::store_little_endian<std::uint32_t>(out, ids[k]);
      out[4] = static_cast<char>(types[k]);
      out = detail::field_codec<detail::field_type<R, Fields>>::write(out + detail::field_header_size,
                                                                     detail::field<Fields>(record));
    }(), ...);
    return out;
  }

  // Replaces `out` with the record's row value.
  static void write(const R& record, std::string& out) {
    out.resize(size(record));
    write(out.data(), record);
  }

  // Reads a row value into the record's fields; fields the row does not
  // hold get their defaults (R{}'s). On an error the fields are valid but
  // unspecified.
  static value_error read(std::string_view bytes, R& record) {
    if (bytes.empty() || static_cast<std::uint8_t>(bytes[0]) != row_value_version) {
      return {value_errc::bad_version, 0, {}};
    }
    const char* const begin = bytes.data();
    const char* const end = begin + bytes.size();
    const char* p = begin + 1;

    // The row as rowkey writes it: every field, in declaration order, each
    // checked against its id and type byte and read in one step.
    value_error error{};
    std::size_t in_order = 0;
    (void)([&] {
      constexpr std::size_t k = index_of<Fields>();
      using codec = detail::field_codec<detail::field_type<R, Fields>>;
      constexpr std::size_t whole = detail::field_header_size + codec::fixed_size;
      if (end - p < static_cast<std::ptrdiff_t>(whole) || detail::load_little_endian<std::uint32_t>(p) != ids[k] ||
          static_cast<std::uint8_t>(p[4]) != types[k]) {
        return false;
      }
      const char* field_start = p;
      value_errc e;
      if constexpr (codec::fixed_size != 0) {
        e = codec::load(p + detail::field_header_size, detail::field<Fields>(record));
        p += whole;
      } else {
        p += detail::field_header_size;
        e = codec::read_exact(p, end, detail::field<Fields>(record));
      }
      if (e != value_errc::ok) [[unlikely]] {
        error = {e, static_cast<std::size_t>(field_start - begin), names[k]};
        return false;
      }
      ++in_order;
      return true;
    }() && ...);
    if (error.code != value_errc::ok) return error;
    if (in_order == count && p == end) [[likely]] return {};
    return read_any_order(begin, p, end, record, in_order);
  }

 private:
  template <std::size_t Field>
  static constexpr std::size_t index_of() {
    std::size_t i = 0;
    (void)((Fields == Field ? false : (++i, true)) && ...);
    return i;
  }

  // The general path: fields in any order, unknown ones skipped, missing
  // ones set to their defaults. The first `done` fields were read in order.
  [[gnu::noinline]] static value_error read_any_order(const char* begin, const char* p, const char* end, R& record,
                                                      std::size_t done) {
    std::array<bool, count> seen{};
    for (std::size_t i = 0; i < done; ++i) seen[i] = true;
    while (p != end) {
      const char* field_start = p;
      const auto at = static_cast<std::size_t>(field_start - begin);
      if (end - p < static_cast<std::ptrdiff_t>(detail::field_header_size)) return {value_errc::truncated, at, {}};
      const std::uint32_t id = detail::load_little_endian<std::uint32_t>(p);
      const auto type = static_cast<std::uint8_t>(p[4]);
      p += detail::field_header_size;
      std::size_t k = 0;
      while (k < count && ids[k] != id) ++k;
      if (k == count) {  // a field this record does not have (any more)
        if (const value_errc e = detail::skip_payload(type, p, end); e != value_errc::ok) return {e, at, {}};
        continue;
      }
      if (seen[k]) return {value_errc::duplicate_field, at, names[k]};
      seen[k] = true;
      value_errc e = value_errc::ok;
      std::size_t i = 0;
      (void)((i++ == k ? (e = detail::read_field<R, Fields>(type, p, end, record), false) : true) && ...);
      if (e != value_errc::ok) return {e, at, names[k]};
    }
    if (done < count) set_defaults(record, seen);
    return {};
  }

  static void set_defaults(R& record, const std::array<bool, count>& seen) {
    static const R defaults = detail::default_record<R>();
    std::size_t i = 0;
    ((seen[i++] ? void() : void(detail::field<Fields>(record) = detail::field<Fields>(defaults))), ...);
  }
};

}  // namespace rowkey

#endif
