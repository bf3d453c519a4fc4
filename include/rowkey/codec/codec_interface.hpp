// The contract between a value type and the byte format. Each supported value
// type T has a specialization of value_codec<T> with:
//
//   using value_type    = T;            // what decode produces
//   using argument_type = ...;          // what encode reads (std::string_view for strings)
//   static constexpr std::size_t max_size;     // most bytes one value takes
//   static constexpr bool fixed_width;         // every value takes max_size bytes
//   static constexpr encode_errc check(argument_type);        // run before anything is written
//   static constexpr bool can_reject;          // optional: whether check can return anything but
//                                              // ok; a codec that does not say is taken to
//                                              // reject (codec_can_reject), so only a codec that
//                                              // accepts every value declares false. A key none
//                                              // of whose codecs can reject encodes to a result
//                                              // with no status (result<..., false>).
//   static constexpr std::size_t size(argument_type);         // exact encoded size
//   template <direction D> static constexpr char* write(char*, argument_type);  // no checks
//   template <direction D> static constexpr decode_errc read(reader&, value_type&);
//   static constexpr argument_type argument(const value_type&);  // to re-encode a decoded value
//   static constexpr bool less(argument_type, argument_type);    // optional: a < b exactly when
//                                              // a encodes below b (ascending), stated only where
//                                              // the values' own < is that order (integers, times
//                                              // with integer counts), so that a scan compares
//                                              // values the compiler can reason about, not bytes;
//                                              // a codec that derives from another and writes
//                                              // other bytes deletes it (dsl/reverse.hpp)
//
// docs/format.md specifies the bytes each codec writes.
#ifndef ROWKEY_CODEC_CODEC_INTERFACE_HPP
#define ROWKEY_CODEC_CODEC_INTERFACE_HPP

#include <rowkey/error.hpp>

#include <concepts>
#include <cstddef>

namespace rowkey {

enum class direction : bool { ascending, descending };

struct reader;

// Specialized per supported value type (see codec/*.hpp). The primary template
// is for every other type (std::string, say): an inert codec that writes and
// reads nothing, so that a key naming such a column compiles just far enough
// for design rule 2 to report it, once, by the column's name, with no
// follow-on errors. Such a key never compiles to a program.
namespace detail {
// A codec for a type a format has no encoding for: it writes and reads
// nothing, and says `unsupported`, which a rule reports.
template <class T>
struct inert_codec {
  static constexpr bool unsupported = true;
  using value_type = T;
  // Without const or a reference, so that UserId{42} still builds for a
  // column declared with a const or reference type, and rule 2 is the one
  // error that names it.
  using argument_type = std::remove_cvref_t<T>;
  static constexpr std::size_t max_size = 0;
  static constexpr bool fixed_width = true;
  static constexpr encode_errc check(const T&) noexcept { return encode_errc::ok; }
  static constexpr std::size_t size(const T&) noexcept { return 0; }
  static constexpr const T& argument(const T& v) noexcept { return v; }
  template <direction D>
  static constexpr char* write(char* out, const T&) noexcept { return out; }
  template <direction D>
  static constexpr decode_errc read(reader&, T&) noexcept { return decode_errc::ok; }
};
}  // namespace detail

template <class T>
struct value_codec : detail::inert_codec<T> {};

// Decode's cursor over the input. The offsets in decode errors come from here.
struct reader {
  const char* begin;
  const char* pos;
  const char* end;

  // Always inlined, as detail/bytes.hpp's helpers are (it says why).
  [[gnu::always_inline]] constexpr std::size_t remaining() const noexcept {
    return static_cast<std::size_t>(end - pos);
  }
  [[gnu::always_inline]] constexpr std::size_t offset() const noexcept {
    return static_cast<std::size_t>(pos - begin);
  }
};

template <class T>
concept value_type_supported = !requires { value_codec<T>::unsupported; };

// Whether Codec::check can reject a value: Codec::can_reject, or true when the
// codec does not say (user codecs, wrappers), which is always correct.
template <class Codec>
inline constexpr bool codec_can_reject = true;
template <class Codec>
  requires requires { Codec::can_reject; }
inline constexpr bool codec_can_reject<Codec> = static_cast<bool>(Codec::can_reject);

// Whether Codec states the encoding's order of its arguments (Codec::less).
template <class Codec>
concept codec_has_less = requires(const typename Codec::argument_type& a) {
  { Codec::less(a, a) } -> std::same_as<bool>;
};

}  // namespace rowkey

#endif
