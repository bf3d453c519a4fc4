// encode: column values in, key bytes out, without heap allocation.
//
//   auto key = rowkey::encode<Events>(Host{"web-1"}, Event{7}, Ts{now});
//   if (!key) log(key.error().message());
//   db.Put(opts, key->view(), value);
//
// Values are passed as their column types, one per stored column in key order
// (derived prefixes are computed). A value its type cannot hold is reported
// before any byte is written. With constant inputs, encode is a constant
// expression.
#ifndef ROWKEY_ENCODE_HPP
#define ROWKEY_ENCODE_HPP

#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key/detail/compiled_key.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>
#include <rowkey/detail/value_refs.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/error.hpp>
#include <rowkey/key_buffer.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/result.hpp>
#include <rowkey/rules/diagnostic.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey {

// The inline buffer that holds any key of K; for a fixed-width key its size
// is a constant, not stored. It knows its key type, so that it prints as
// its columns (rowkey/print.hpp).
template <key_declaration K>
class encoded_key : public key_buffer<detail::layout<K>::max_size, detail::layout<K>::fixed_width> {
  using buffer = key_buffer<detail::layout<K>::max_size, detail::layout<K>::fixed_width>;

 public:
  using key = K;
  using buffer::buffer;
};

template <key_declaration K>
inline constexpr std::size_t max_encoded_size = detail::layout<K>::max_size;

// When no column of K can reject a value (integers, floats, chrono types, byte
// arrays, bool, enums without an enum_range, and Hash/Bucket of those), the
// result always holds a key and stores no status; its error() is always
// encode_error{}.
template <key_declaration K>
using encode_result = result<encoded_key<K>, encode_error, detail::key_can_reject<K>>;

namespace detail {

// A buffer of unsigned char, signed char or std::byte: refused by encode_into
// with its own message, since it does come first and only its kind is wrong.
template <class Element>
inline constexpr bool is_byte_not_char = std::is_same_v<Element, unsigned char> ||
                                         std::is_same_v<Element, signed char> ||
                                         std::is_same_v<Element, std::byte>;
template <class Buffer>
concept byte_buffer = requires(Buffer& buffer) { std::data(buffer); } &&
                      is_byte_not_char<std::remove_cvref_t<decltype(*std::data(std::declval<Buffer&>()))>>;

// Decoded values, read as encode arguments; shared by keys of one shape, as
// values_getter is.
template <class StoredValues>
struct stored_values_getter {
  const StoredValues& values;
  template <class I>
  [[gnu::always_inline]] constexpr auto operator()(I) const noexcept {
    using V = std::remove_cvref_t<decltype(detail::stored_at<I::value>(values))>;
    return value_codec<V>::argument(detail::stored_at<I::value>(values));
  }
};

template <class K>
constexpr auto argument_getter(const key_values<K>& values) noexcept {
  using stored = typename layout<K>::stored_values;
  return stored_values_getter<stored>{values.*key_values_access::stored<K>};
}

// The result is built in place (result_access): a fill callback would be one
// more always-inlined layer per key, which the optimizer works through with
// the whole body inlined (docs/benchmarks.md, "Compile time"). Always
// inlined, as encode<K> is, and as decode<K>, prefix<K> and range<K> are:
// left to g++ at -O2, a key with a Hash prefix was encoded by a call, 55
// instructions against 38 by hand (36 inlined), and a tuple-format key by
// a call on both compilers, 19 to 40 instructions more.
template <class K, class Get>
[[gnu::always_inline]] constexpr encode_result<K> encode_with(const Get& get) noexcept {
  using S = shape_of<K>;
  encode_result<K> result(for_overwrite);
  encoded_key<K>& key = result.*result_access::value<encode_result<K>>;
  // A key none of whose columns can refuse a value has no check to make:
  // leaving the check's constant error to the optimizer was GIMPLE it
  // folded per key (1.7 million g++ instructions per schema of
  // bench/compile_time.sh's 10-schema TU; docs/benchmarks.md, "Compile
  // time").
  if constexpr (!key_can_reject<K>) {
    key.set_size(static_cast<std::size_t>(detail::shape_write_parts<S>(key.storage(), get) - key.storage()));
    result_access::keep_success(result);
  } else {
    const encode_error error = name_column(detail::check_shape_arguments<S>(get), column_names<K>);
    if (error.code == encode_errc::ok) {
      key.set_size(static_cast<std::size_t>(detail::shape_write_parts<S>(key.storage(), get) - key.storage()));
    }
    constexpr bool flag_first = true;  // (result_access::keep)
    result_access::keep<flag_first>(result, error);
  }
  return result;
}

// encode<K> of a key compiled once (ROWKEY_EXTERN_KEY, rowkey/compiled.hpp):
// defined here, instantiated only where ROWKEY_INSTANTIATE_KEY(K) stands.
// (Not inline, so that the extern declaration keeps every other translation
// unit from instantiating it.)
template <class K>
struct compiled_encode {
  static encode_result<K> encode(const leading_getter<K, layout<K>::stored_count>& get) noexcept;
};
template <class K>
encode_result<K> compiled_encode<K>::encode(const leading_getter<K, layout<K>::stored_count>& get) noexcept {
  return detail::encode_with<K>(get);
}

// encode_into's and encode_append's work, by shape (S) rather than by key:
// the keys of one shape share it, their column names passed in (the key's
// column_names) to name the column of an error. Each per-key function with
// the whole write inlined in it is one more body g++'s early passes work
// through, per key (docs/benchmarks.md, "Compile time").
template <class S, class Get>
constexpr result<std::size_t, encode_error> encode_into_with(
    std::span<char> out, const Get& get, const std::array<std::string_view, S::part_count>& names) noexcept {
  if (const encode_error e = name_column(detail::check_shape_arguments<S>(get), names); e.code != encode_errc::ok) {
    return e;
  }
  if (out.size() < S::max_size && out.size() < detail::shape_encoded_size<S>(get)) {
    return encode_error{encode_errc::buffer_too_small, 0, {}};
  }
  return static_cast<std::size_t>(detail::shape_write_parts<S>(out.data(), get) - out.data());
}

template <class S, class Get>
result<std::size_t, encode_error> encode_append_with(std::string& out, const Get& get,
                                                     const std::array<std::string_view, S::part_count>& names) {
  if (const encode_error e = name_column(detail::check_shape_arguments<S>(get), names); e.code != encode_errc::ok) {
    return e;
  }
  const std::size_t old_size = out.size();
  const std::size_t n = detail::shape_encoded_size<S>(get);
  out.resize(old_size + n);
  detail::shape_write_parts<S>(out.data() + old_size, get);
  return n;
}

}  // namespace detail

// The checks of encode, encode_into and encode_append are written out in
// each, so that a mistake's one error sits right under the user's call
// (key/detail/arguments.hpp). The result type is deduced: a declared one would
// be worked out from a broken key before the check could report it.

// Into an inline buffer sized for the key: an encode_result<K>.
template <key_declaration K, class... Args>
[[gnu::always_inline]] constexpr auto encode(const Args&... args) noexcept {
  constexpr detail::argument_check check = detail::check_call<K, detail::binding::every_column, Args...>();
  if constexpr (check.what == detail::call_mistake::key_rule) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
    return detail::rejected<encode_result<K>>();
  } else if constexpr (check) {
    using reported [[maybe_unused]] =
        decltype(detail::rejected_call<K, detail::binding::every_column, check, Args...>{});
    return detail::rejected<encode_result<K>>();
  } else if constexpr (detail::compiled_key<K>) {
    return detail::compiled_encode<K>::encode(detail::argument_getter(args...));
  } else {
    return detail::encode_with<K>(detail::argument_getter(args...));
  }
}

// encode<Orders>(...): not a key (detail::rejected_key_argument). Returns
// what encode of the table's key returns, so that nothing follows the error.
template <detail::misplaced_key_argument NotAKey, class... Args>
constexpr auto encode(const Args&...) noexcept {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return detail::rejected_for_key_of<NotAKey, encode_result>();
}

// Re-encodes decoded values: encode<K>(decode<K>(bytes).value()) gives bytes back.
// (Values is deduced, so that a call with column values never works out
// key_values<K>, nor encode_result<K>, before its checks.)
template <key_declaration K, std::same_as<key_values<K>> Values>
[[gnu::always_inline]] constexpr auto encode(const Values& values) noexcept {
  return detail::encode_with<K>(detail::argument_getter(values));
}

// Into the caller's buffer; the number of bytes written, or buffer_too_small.
template <key_declaration K, class... Args>
constexpr auto encode_into(std::span<char> out, const Args&... args) noexcept {
  using written = result<std::size_t, encode_error>;
  constexpr detail::argument_check check = detail::check_call<K, detail::binding::every_column, Args...>();
  if constexpr (check.what == detail::call_mistake::key_rule) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
    return detail::rejected<written>();
  } else if constexpr (check) {
    using reported [[maybe_unused]] =
        decltype(detail::rejected_call<K, detail::binding::every_column, check, Args...>{});
    return detail::rejected<written>();
  } else {
    return detail::encode_into_with<detail::shape_of<K>>(out, detail::argument_getter(args...),
                                                         detail::column_names<K>);
  }
}

template <key_declaration K, std::same_as<key_values<K>> Values>
constexpr auto encode_into(std::span<char> out, const Values& values) noexcept {
  return detail::encode_into_with<detail::shape_of<K>>(out, detail::argument_getter(values), detail::column_names<K>);
}

// encode_into<Orders>(...), encode_append<Orders>(...): not a key.
template <detail::misplaced_key_argument NotAKey, class... Args>
constexpr auto encode_into(const Args&...) noexcept {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return detail::rejected<result<std::size_t, encode_error>>();
}
template <detail::misplaced_key_argument NotAKey, class... Args>
auto encode_append(const Args&...) {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return detail::rejected<result<std::size_t, encode_error>>();
}

// encode_into<K>(UserId{42}, ...), the buffer left out, or a buffer that is
// const: one error that shows the call, not "no matching function". (The
// argument is taken as it was passed, so that a const buffer is seen.)
template <key_declaration K, class First, class... Args>
  requires(!std::is_convertible_v<First, std::span<char>>)
constexpr auto encode_into(First&&, const Args&...) noexcept {
  if constexpr (std::is_convertible_v<First, std::span<const char>>) {
    static_assert(arguments::buffer_is_writable<K, std::remove_reference_t<First>>,
                  "rowkey: encode_into<K> writes into its first argument, which is read-only here: "
                  "pass a char array, a std::array<char, N> or a std::span<char> that is not const "
                  "(docs/rules.md, mistakes in a call's values)");
  } else if constexpr (detail::byte_buffer<std::remove_cvref_t<First>>) {
    static_assert(arguments::buffer_holds_char<K, std::remove_cvref_t<First>>,
                  "rowkey: encode_into<K> writes a key's bytes as char, as std::string_view holds them: "
                  "its buffer is a char array, a std::array<char, N> or a std::span<char>, not a buffer of "
                  "unsigned char or std::byte (docs/rules.md, mistakes in a call's values)");
  } else {
    static_assert(arguments::buffer_comes_first<K, std::remove_cvref_t<First>>,
                  "rowkey: encode_into<K> writes into the caller's buffer, its first argument: "
                  "encode_into<K>(buffer, UserId{42}, ...), the buffer a char array or a std::span<char> "
                  "(docs/rules.md, mistakes in a call's values)");
  }
  return detail::rejected<result<std::size_t, encode_error>>();
}

// Appended to a std::string (which may allocate; the caller's choice).
template <key_declaration K, class... Args>
auto encode_append(std::string& out, const Args&... args) {
  using written = result<std::size_t, encode_error>;
  constexpr detail::argument_check check = detail::check_call<K, detail::binding::every_column, Args...>();
  if constexpr (check.what == detail::call_mistake::key_rule) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
    return detail::rejected<written>();
  } else if constexpr (check) {
    using reported [[maybe_unused]] =
        decltype(detail::rejected_call<K, detail::binding::every_column, check, Args...>{});
    return detail::rejected<written>();
  } else {
    return detail::encode_append_with<detail::shape_of<K>>(out, detail::argument_getter(args...),
                                                           detail::column_names<K>);
  }
}

// encode_append<K>(UserId{42}, ...), the string left out, or a string that
// is const or a temporary: one error that shows the call. (The argument is
// taken as it was passed, so that a const string is seen.)
template <key_declaration K, class First, class... Args>
  requires(!std::is_same_v<First, std::string&>)
auto encode_append(First&&, const Args&...) {
  if constexpr (std::is_same_v<std::remove_cvref_t<First>, std::string>) {
    static_assert(arguments::string_is_writable<K, std::remove_reference_t<First>>,
                  "rowkey: encode_append<K> appends to its first argument, which is const or a temporary "
                  "here: pass a std::string variable that is not const (docs/rules.md, mistakes in a "
                  "call's values)");
  } else {
    static_assert(arguments::string_comes_first<K, std::remove_cvref_t<First>>,
                  "rowkey: encode_append<K> appends to the caller's std::string, its first argument: "
                  "encode_append<K>(out, UserId{42}, ...) (docs/rules.md, mistakes in a call's values)");
  }
  return detail::rejected<result<std::size_t, encode_error>>();
}

template <key_declaration K, std::same_as<key_values<K>> Values>
auto encode_append(std::string& out, const Values& values) {
  return detail::encode_append_with<detail::shape_of<K>>(out, detail::argument_getter(values), detail::column_names<K>);
}

}  // namespace rowkey

#endif
