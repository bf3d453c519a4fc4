// decode: key bytes in, typed values out.
//
//   auto values = rowkey::decode<Events>(it->key().ToStringView());
//   if (!values) log(values.error().message());   // what, where, which column
//
// Any byte string is safe to pass: malformed input gives a decode_error
// (truncated, bad escape, trailing bytes, a value too long for its type, a
// byte out of range, a non-canonical spelling, a derived prefix that does not
// match). Only the bytes encode writes are accepted.
#ifndef ROWKEY_DECODE_HPP
#define ROWKEY_DECODE_HPP

#include <rowkey/detail/part_io.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/error.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/result.hpp>

#include <string_view>
#include <utility>

namespace rowkey {

template <key_declaration K>
using decode_result = result<key_values<K>, decode_error>;

template <key_declaration K>
constexpr decode_result<K> decode(std::string_view bytes) noexcept {
  return decode_result<K>(std::in_place,
                          [bytes](key_values<K>& values) { return detail::read_parts<K>(bytes, values.tuple()); });
}

}  // namespace rowkey

#endif
