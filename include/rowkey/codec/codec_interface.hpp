// The contract between a value type and the byte format. Each supported value
// type T has a specialization of value_codec<T> with:
//
//   using value_type    = T;            // what decode produces
//   using argument_type = ...;          // what encode reads (std::string_view for strings)
//   static constexpr std::size_t max_size;     // most bytes one value takes
//   static constexpr bool fixed_width;         // every value takes max_size bytes
//   static constexpr encode_errc check(argument_type);        // run before anything is written
//   static constexpr std::size_t size(argument_type);         // exact encoded size
//   template <direction D> static constexpr char* write(char*, argument_type);  // no checks
//   template <direction D> static constexpr decode_errc read(reader&, value_type&);
//   static constexpr argument_type argument(const value_type&);  // to re-encode a decoded value
//
// docs/format.md specifies the bytes each codec writes.
#ifndef ROWKEY_CODEC_CODEC_INTERFACE_HPP
#define ROWKEY_CODEC_CODEC_INTERFACE_HPP

#include <rowkey/error.hpp>

#include <concepts>
#include <cstddef>

namespace rowkey {

enum class direction : bool { ascending, descending };

// Specialized per supported value type (see codec/*.hpp); unsupported types
// leave it undefined.
template <class T>
struct value_codec;

// Decode's cursor over the input. The offsets in decode errors come from here.
struct reader {
  const char* begin;
  const char* pos;
  const char* end;

  constexpr std::size_t remaining() const noexcept { return static_cast<std::size_t>(end - pos); }
  constexpr std::size_t offset() const noexcept { return static_cast<std::size_t>(pos - begin); }
};

template <class T>
concept value_type_supported = requires { value_codec<T>::max_size; };

}  // namespace rowkey

#endif
