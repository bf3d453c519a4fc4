// decode: key bytes in, typed values out.
//
//   auto values = rowkey::decode<Events>(it->key().ToStringView());
//   if (!values) log(values.error().message());   // what, where, which column
//
//   rowkey::key_values<Events> row;                 // one object for a whole scan
//   for (; it->Valid(); it->Next()) {
//     const rowkey::decode_error e = rowkey::decode_into<Events>(it->key().ToStringView(), row);
//     if (e.code != rowkey::decode_errc::ok) break;
//   }
//
// Any byte string is safe to pass: malformed input gives a decode_error
// (truncated, bad escape, trailing bytes, a value too long for its type, a
// byte out of range, a non-canonical spelling, a derived prefix that does not
// match). Only the bytes encode writes are accepted.
#ifndef ROWKEY_DECODE_HPP
#define ROWKEY_DECODE_HPP

#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key/detail/compiled_key.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/error.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/result.hpp>
#include <rowkey/rules/diagnostic.hpp>

#include <array>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey {

template <key_declaration K>
using decode_result = result<key_values<K>, decode_error>;

namespace detail {

// A fixed-width key of the wrong length: the error the general path reports
// (where the input runs out or goes on), never decode_errc::ok; the key
// names the column, so that keys of one shape share it. Out of line and
// cold, so that the decoder around it keeps the shape of a hand-written one:
// one length test, then the loads. The error comes back in two registers and
// the function is pure, so that a caller that only asks whether the decode
// succeeded drops the call: clang keeps a call whose result comes back
// through memory. (Not read_parts_checked_cold_call, the framed read's way
// out, which writes its error through a reference: a call that writes
// memory stays.)
struct short_decode_error {
  std::size_t offset;
  std::uint32_t part;
  decode_errc code;
};
template <class S>
[[gnu::noinline, gnu::cold, gnu::pure]] constexpr short_decode_error wrong_length_error(
    std::string_view bytes) noexcept {
  typename S::stored_values scratch{};
  const decode_error e = detail::read_parts<S>(bytes, scratch);
  return {e.offset, static_cast<std::uint32_t>(e.part), e.code};
}

// decode_into's work for a shape, shared by the keys of that shape, their
// column names passed in (the key's column_names) to name the column of an
// error. Each per-key function with the whole read inlined in it is one more
// body g++'s early passes work through, per key (docs/benchmarks.md,
// "Compile time"), and so is each always-inlined layer of the shape:
// decode<K>'s framed read is called from here, not through read_parts.
// (decode_into goes through read_parts, and the fixed-width read keeps
// read_fixed_parts: without that layer g++ took one instruction more per
// hashed key's decode.) The column is named on each path, not once where they
// join: joined, g++ took one instruction more per fixed-width decode and
// clang ten more on the hashed key's.
//
// With DropGeneralReadEarly, the test for constant evaluation is the
// builtin, which the compiler folds at once: the general read (kept for
// constant evaluation) then leaves every layer's body before g++'s early
// passes work through it, 9 to 10 million compiler instructions less per
// string key's decode<K>. decode<K> asks for it; decode_into keeps the
// library's test, which folds later: with the builtin, g++ laid out the
// decode_into loop of bucketed_escapes 4 instructions longer, above its
// encode_into (docs/benchmarks.md, "Compile time").
template <class S, bool DropGeneralReadEarly = false>
[[gnu::always_inline]] constexpr decode_error decode_shape(
    std::string_view bytes, typename S::stored_values& stored,
    const std::array<std::string_view, S::part_count>& names) noexcept {
  if constexpr (S::fixed_width) {
    // One length test instead of one per column: with the length known, the
    // compiler drops every per-column bounds check.
    if (bytes.size() == S::max_size) [[likely]]
      return name_column(detail::read_fixed_parts<S>(bytes.data(), stored), names);
    // Never ok: every fixed-width codec reads exactly its width, so the
    // general path finds the input short or long. Made sure of here, where
    // the compiler sees it (so only the path above reaches the caller's
    // success branch), even for a codec that broke that rule.
    const short_decode_error s = wrong_length_error<S>(bytes);
    decode_error e{s.code, s.offset, s.part, {}};
    if (e.code == decode_errc::ok) e.code = decode_errc::trailing_bytes;
    return name_column(e, names);
  } else if constexpr (DropGeneralReadEarly && framed_part<S>() < S::part_count) {
    constexpr bool one_cold_call = true;  // (detail::read_parts_framed)
    if (!__builtin_is_constant_evaluated()) {
      return detail::read_parts_framed<S, one_cold_call>(bytes, stored, &names);  // (names the column itself)
    }
    return name_column(detail::read_parts_checked<S, true>(bytes, stored), names);  // constant evaluation
  } else {
    return name_column(detail::read_parts<S>(bytes, stored), names);
  }
}

}  // namespace detail

// Into the caller's key_values (the contract of a hand-written decoder): the
// error, whose code is decode_errc::ok on success. On an error, `values` holds
// valid but unspecified values. Always inlined (as encode is), so that a
// scan's loop decodes with the reader in registers.
template <key_declaration K>
[[gnu::always_inline]] constexpr decode_error decode_into(std::string_view bytes, key_values<K>& values) noexcept {
  return detail::decode_shape<detail::shape_of<K>>(bytes, values.*detail::key_values_access::stored<K>,
                                                  detail::column_names<K>);
}

// A decode_result<K>: the values, or the error. This one for a key that
// breaks a rule: the rule is reported before the result's type is worked
// out (see rules/diagnostic.hpp), and the type is deduced.
template <key_declaration K>
  requires(static_cast<bool>(rules::detail::violation_for<K>))
constexpr auto decode(std::string_view) noexcept {
  using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
  return decode_result<K>(decode_error{});
}

// Every other key: the result is built in place (result_access, no fill
// callback) and returned by its single return. Each always-inlined layer is
// one more function per key that the optimizer works through with the
// whole decode inlined (docs/benchmarks.md, "Compile time"), so
// decode_into<K> is written out here. g++ keeps the named return value only
// in a function whose every return is of it (in a branch beside returns of
// other objects it copied the result, 15 instructions per key). The return
// type is declared, as the constraint allows: deduced, clang copied the
// result (about 30).
namespace detail {
template <class K>
[[gnu::always_inline]] constexpr decode_result<K> decode_in_place(std::string_view bytes) noexcept {
  using shape = detail::shape_of<K>;
  constexpr bool flag_first = true;  // (detail::result_access::keep)
  decode_result<K> result(detail::for_overwrite);
  auto& values = result.*detail::result_access::value<decode_result<K>>.*detail::key_values_access::stored<K>;
  if constexpr (shape::fixed_width) {
    // Read first, into a local that nothing else can see, then copied into
    // the result: the values are stored once, after the loads, and the
    // compilers keep the local in registers. (Read straight into the
    // result, g++ took 23 instructions per key against 21 on a two-column
    // key: the input, read through char pointers, may alias the result.)
    typename shape::stored_values read;
    const decode_error e = detail::decode_shape<shape>(bytes, read, detail::column_names<K>);
    if (e.code != decode_errc::ok) [[unlikely]] {
      detail::result_access::keep<flag_first>(result, e);
      return result;
    }
    values = read;
    detail::result_access::keep_success(result);
  } else {
    constexpr bool drop_general_read_early = true;  // (detail::decode_shape)
    detail::result_access::keep<flag_first>(
        result, detail::decode_shape<shape, drop_general_read_early>(bytes, values, detail::column_names<K>));
  }
  return result;
}

// decode<K> of a key compiled once (ROWKEY_EXTERN_KEY, rowkey/compiled.hpp),
// as compiled_encode (rowkey/encode.hpp).
template <class K>
struct compiled_decode {
  static decode_result<K> decode(std::string_view bytes) noexcept;
};
template <class K>
decode_result<K> compiled_decode<K>::decode(std::string_view bytes) noexcept {
  return detail::decode_in_place<K>(bytes);
}
}  // namespace detail

template <key_declaration K>
  requires(!static_cast<bool>(rules::detail::violation_for<K>))
[[gnu::always_inline]] constexpr decode_result<K> decode(std::string_view bytes) noexcept {
  if constexpr (detail::compiled_key<K>) {
    return detail::compiled_decode<K>::decode(bytes);
  } else {
    return detail::decode_in_place<K>(bytes);
  }
}

// decode<K>(42): what is given is not key bytes. One error that shows the
// call, not "no matching function". (The argument is taken as it was
// passed, as decode's own overloads would convert it.)
template <key_declaration K, class Given>
  requires(!std::is_convertible_v<Given, std::string_view>)
constexpr auto decode(Given&&) noexcept {
  static_assert(arguments::decode_reads_bytes<K, std::remove_cvref_t<Given>>,
                "rowkey: decode<K> reads a key's bytes: decode<K>(bytes), the bytes a std::string_view "
                "or anything that converts to one (docs/rules.md, mistakes in a call's values)");
  return decode_result<K>(decode_error{});
}

// decode_into<K>(bytes, values) with values of another key, or const: one
// error that shows the call, not "no matching function".
template <key_declaration K, class Values>
  requires(!std::is_same_v<Values, key_values<K>>)
constexpr decode_error decode_into(std::string_view, Values&) noexcept {
  static_assert(arguments::decode_into_fills_key_values_of_its_key<K, Values>,
                "rowkey: decode_into<K>(bytes, values) fills a key_values<K> of the same key K, which it changes "
                "(not const): rowkey::key_values<K> values; decode_into<K>(bytes, values) "
                "(docs/rules.md, mistakes in a call's values)");
  return decode_error{};
}

// decode<Orders>(bytes), decode_into<Orders>(...): not a key
// (detail::rejected_key_argument).
template <detail::misplaced_key_argument NotAKey, class... Given>
constexpr auto decode(const Given&...) noexcept {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return detail::rejected_for_key_of<NotAKey, decode_result>();
}
template <detail::misplaced_key_argument NotAKey, class... Given>
constexpr decode_error decode_into(const Given&...) noexcept {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return decode_error{};
}

}  // namespace rowkey

#endif
