// The per-part loops behind encode and decode. A "getter" hands each part the
// encode argument of the stored column it reads, by that column's index among
// the stored columns, so that encode from column values and re-encode from
// decoded key_values share one path.
#ifndef ROWKEY_KEY_DETAIL_PART_IO_HPP
#define ROWKEY_KEY_DETAIL_PART_IO_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/detail/bytes.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/error.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

template <std::size_t I>
using index_c = std::integral_constant<std::size_t, I>;

template <class K, std::size_t I>
constexpr std::size_t source_index() {
  using L = layout<K>;
  constexpr std::size_t s = L::template stored_index<typename L::template part_traits<I>::column>;
  static_assert(s < L::stored_count,
                "rowkey: a derived part (Hash, Bucket) needs its column stored later in the key; "
                "see docs/rules.md");
  return s;
}

template <class K, class F>
[[gnu::always_inline]] constexpr void for_each_part(F&& f) {
  [&]<std::size_t... I>(std::index_sequence<I...>) __attribute__((always_inline)) { (f(index_c<I>{}), ...); }(
      std::make_index_sequence<layout<K>::part_count>{});
}

// Whether some value of K's columns can be refused by encode (see
// codec_can_reject); derived parts read a stored column and refuse nothing.
// (Plain function templates: clang 16 crashes on nested generic lambdas here.)
template <class T>
constexpr bool part_can_reject() {
  if constexpr (T::kind == part_kind::stored) {
    return codec_can_reject<typename T::codec>;
  } else {
    return false;
  }
}

// Whether one of parts I... of Parts (a key's layout or a shape) can refuse
// a value.
template <class Parts, std::size_t... I>
constexpr bool parts_can_reject(std::index_sequence<I...>) {
  return (detail::part_can_reject<typename Parts::template part_traits<I>>() || ...);
}

// False for a key that breaks a rule: naming its result type (encode_result,
// range_result) does not lay it out, so that the error comes from the call,
// which reports the rule first, not from the call's declared return type.
template <class K>
constexpr bool key_parts_can_reject() {
  if constexpr (static_cast<bool>(rules::detail::violation_for<K>)) {
    return false;
  } else {
    return detail::parts_can_reject<layout<K>>(std::make_index_sequence<layout<K>::part_count>{});
  }
}
template <class K>
inline constexpr bool key_can_reject = key_parts_can_reject<K>();

// The name of each part's column, for errors.
template <class K, std::size_t... I>
constexpr std::array<std::string_view, sizeof...(I)> part_column_names(std::index_sequence<I...>) noexcept {
  return {layout<K>::template part_traits<I>::column::name...};
}
template <class K>
inline constexpr auto column_names = part_column_names<K>(std::make_index_sequence<layout<K>::part_count>{});

// Encode, like decode, is instantiated per key shape (layout.hpp's
// part_shape): with a getter shared by keys of one shape too (the
// arguments' values read by their value types alone, values_getter below),
// the code of check_shape_arguments, shape_encoded_size and
// shape_write_parts is worked out and optimized once per shape. The key's
// operations name the column of an error (name_column, below).

// The stored value part I of shape S reads. (A function: index_c of the
// part's own constant, in the lambdas below, crashes clang 16.)
template <class S, std::size_t I>
constexpr std::size_t source_of() noexcept {
  return S::template part_traits<I>::source;
}

// One part's steps of the encode, functions of the part (its codec, order,
// column and place), not of the shape: keys of other shapes that hold the
// same part share them, where a lambda per part in each shape's fold was
// one more function per part per shape, with its captures, for the compiler
// to work through (docs/benchmarks.md, "Compile time"). Derived parts refuse
// nothing.
template <class T, std::size_t Part, class V>
constexpr bool check_part_value(const V& value, encode_error& error) noexcept {
  if constexpr (T::kind == part_kind::stored) {
    const encode_errc e = T::codec::check(value);
    if (e != encode_errc::ok) {
      error = {e, Part, {}};
      return false;
    }
  }
  return true;
}
template <class T, class V>
constexpr std::size_t encoded_part_size(const V& value) noexcept {
  if constexpr (T::kind == part_kind::stored) {
    return T::codec::size(value);
  } else {
    return T::width;
  }
}
template <class T, class V>
[[gnu::always_inline]] constexpr char* write_part(char* out, const V& value) noexcept {
  if constexpr (T::kind == part_kind::stored) {
    return T::codec::template write<T::order>(out, value);
  } else {
    T::derive(out, value);
    return out + T::width;
  }
}

// Runs before anything is written: the first of parts [0, Stop) whose value
// its type cannot hold. (Scans check only the parts they bind.) The fold is
// over the caller's index pack, not in an immediately called lambda (one
// more function per shape and key, with its captures, for the compiler to
// work through), and parts none of which can refuse a value (integers,
// times: codec_can_reject) instantiate no step at all (docs/benchmarks.md,
// "Folds without lambdas").
template <class S, class Get, std::size_t... I>
constexpr encode_error check_parts_values(const Get& get, std::index_sequence<I...>) noexcept {
  encode_error error{};
  if constexpr (detail::parts_can_reject<S>(std::index_sequence<I...>{})) {
    (void)(detail::check_part_value<typename S::template part_traits<I>, I>(get(index_c<source_of<S, I>()>{}),
                                                                            error) &&
           ...);
  }
  return error;
}
template <class S, std::size_t Stop = S::part_count, class Get>
constexpr encode_error check_shape_arguments(const Get& get) noexcept {
  return detail::check_parts_values<S>(get, std::make_index_sequence<Stop>{});
}

template <class S, class Get>
constexpr std::size_t shape_encoded_size(const Get& get) noexcept {
  if constexpr (S::fixed_width) {
    return S::max_size;
  } else {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (S::subspace.size() + ... +
              detail::encoded_part_size<typename S::template part_traits<I>>(get(index_c<source_of<S, I>()>{})));
    }(std::make_index_sequence<S::part_count>{});
  }
}

// Writes the key's subspace and parts [0, Stop) (scans write only the parts
// they bind); the caller has checked the arguments and the room.
// Always inlined, as read_parts is: left to g++'s judgement, it saved 1 to 2
// million compiler instructions per key, but g++ called it from a large
// function (docs/benchmarks.md, "Compile time"). The fold over the caller's
// index pack, as check_parts_values's.
template <class S, class Get, std::size_t... I>
[[gnu::always_inline]] constexpr char* write_parts(char* out, const Get& get, std::index_sequence<I...>) noexcept {
  ((out = detail::write_part<typename S::template part_traits<I>>(out, get(index_c<source_of<S, I>()>{}))), ...);
  return out;
}
template <class S, std::size_t Stop = S::part_count, class Get>
[[gnu::always_inline]] constexpr char* shape_write_parts(char* out, const Get& get) noexcept {
  if constexpr (!S::subspace.empty()) {
    copy_bytes<false>(out, S::subspace.data(), S::subspace.size());
    out += S::subspace.size();
  }
  return detail::write_parts<S>(out, get, std::make_index_sequence<Stop>{});
}

// An encode error is always in a part: `names` (the key's column_names)
// names the part's column. A function of the part count, not of the key, as
// the checks, sizes and writes it names are functions of the shape: each
// function instantiated per key is one more the optimizer works through
// (docs/benchmarks.md, "Compile time"), so the key's operations call the
// shape's code directly: check_shape_arguments<shape_of<K>, Stop>,
// shape_encoded_size<shape_of<K>>, shape_write_parts<shape_of<K>, Stop>.
template <std::size_t N>
[[gnu::always_inline]] constexpr encode_error name_column(encode_error e,
                                                          const std::array<std::string_view, N>& names) noexcept {
  if (e.code != encode_errc::ok) [[unlikely]] e.column = names[e.part];
  return e;
}

// The last part of variable width, when every part after it is fixed width
// and its codec can read a value whose end is known (read_framed, on a codec
// that names itself its framed_reader: not one derived from it that writes
// other bytes): then, in a well-formed key, that value ends where the
// fixed-width tail begins, a known number of bytes before the input's end.
// part_count when there is no such part.
template <class T>
concept framed_readable = T::kind == part_kind::stored && requires(const char* p, typename T::codec::value_type& v) {
  requires std::same_as<typename T::codec::framed_reader, typename T::codec>;
  { T::codec::template read_framed<T::order, 0, T::codec::terminator_size>(p, p, p, v) } -> std::same_as<bool>;
  { T::codec::framed_max } -> std::convertible_to<std::size_t>;
};

template <class S, std::size_t... I>
constexpr std::size_t last_variable_part(std::index_sequence<I...>) {
  std::size_t last = S::part_count;
  ((part_fixed_width<typename S::template part_traits<I>>() == variable_width ? (void)(last = I) : (void)0),
   ...);
  return last;
}

template <class S>
constexpr std::size_t framed_part() {
  constexpr std::size_t last = last_variable_part<S>(std::make_index_sequence<S::part_count>{});
  if constexpr (last == S::part_count) {
    return last;
  } else if constexpr (framed_readable<typename S::template part_traits<last>>) {
    return last;
  } else {
    return S::part_count;
  }
}

// The width of parts [From, To), all fixed width.
template <class S, std::size_t From, std::size_t To = S::part_count>
constexpr std::size_t width_of_parts() {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return (std::size_t{0} + ... + part_fixed_width<typename S::template part_traits<From + I>>());
  }(std::make_index_sequence<To - From>{});
}

// A variable-width part's general read as a call, one function per codec
// and order, shared by every shape that has that part: what the framed
// read's cold way out and constant evaluation use (read_parts_checked with
// OutOfLine), so that neither holds the whole general read of a string
// again in each shape's code for the compiler to work through. (About 13
// million compiler instructions less per schema of bench/compile_time.sh,
// docs/benchmarks.md; no hot path calls it.)
template <class Codec, direction Order, class Value>
[[gnu::noinline, gnu::cold]] constexpr decode_errc read_part_out_of_line(reader& in, Value& value) noexcept {
  return Codec::template read<Order>(in, value);
}

// One part's read, a function of the part, as the encode's steps are
// (check_part_value, above). `value` is the stored value the part reads (a
// derived part's: its column's, which it does not write).
template <class T, std::size_t Part, bool OutOfLine, class V>
[[gnu::always_inline]] constexpr bool read_part(reader& in, V& value, std::size_t& start,
                                                decode_error& error) noexcept {
  start = in.offset();
  decode_errc e;
  if constexpr (T::kind == part_kind::stored) {
    if constexpr (OutOfLine && !T::codec::fixed_width) {
      e = detail::read_part_out_of_line<typename T::codec, T::order>(in, value);
    } else {
      e = T::codec::template read<T::order>(in, value);
    }
    // Fixed-width codecs stop at the column's start; report every
    // truncation where it is found, at the end of the input.
    if (e == decode_errc::truncated) in.pos = in.end;
  } else if (in.remaining() < T::width) {
    in.pos = in.end;
    e = decode_errc::truncated;
  } else {
    in.pos += T::width;
    e = decode_errc::ok;
  }
  if (e != decode_errc::ok) error = {e, in.offset(), Part, {}};
  return e == decode_errc::ok;
}

// Reads parts [From, From + sizeof...(J)), J the caller's
// std::make_index_sequence (a fold over the caller's pack, as
// check_parts_values's): false, with `error` set, at the first that fails.
// OutOfLine: variable-width parts through read_part_out_of_line.
template <class S, std::size_t From, bool OutOfLine = false, std::size_t... J>
[[gnu::always_inline]] constexpr bool read_part_range(reader& in, typename S::stored_values& values,
                                                      std::array<std::size_t, S::part_count>& starts,
                                                      decode_error& error, std::index_sequence<J...>) noexcept {
  return (detail::read_part<typename S::template part_traits<From + J>, From + J, OutOfLine>(
              in, detail::stored_at<source_of<S, From + J>()>(values), starts[From + J], error) &&
          ...);
}

// Derived prefixes are checked once the columns they come from are known:
// those whose column is stored column [StoredFrom, StoredTo) of the key
// (stored columns are in part order, so a range of parts is a range of them).
// A shape without derived parts instantiates none of its per-part steps.
template <class S, std::size_t StoredFrom = 0, std::size_t StoredTo = S::stored_count>
[[gnu::always_inline]] constexpr decode_error check_derived_parts(
    std::string_view bytes, const typename S::stored_values& values,
    const std::array<std::size_t, S::part_count>& starts) noexcept {
  decode_error error{};
  if constexpr (S::has_derived) [&]<std::size_t... I>(std::index_sequence<I...>) __attribute__((always_inline)) {
    ([&]() __attribute__((always_inline)) {
      using T = typename S::template part_traits<I>;
      if constexpr (T::kind == part_kind::derived) {
        constexpr std::size_t source = source_of<S, I>();
        if constexpr (source < StoredFrom || source >= StoredTo) return;
        if (error.code != decode_errc::ok) return;
        using C = typename T::column;
        std::array<char, T::width> expected{};
        T::derive(expected.data(), value_codec<typename C::value_type>::argument(detail::stored_at<source>(values)));
        if (!equal_bytes(expected.data(), bytes.data() + starts[I], T::width)) {
          error = {decode_errc::prefix_mismatch, starts[I], I, {}};
        }
      }
    }(), ...);
  }(std::make_index_sequence<S::part_count>{});
  return error;
}

// The definition of a decode: part after part, each bounded by what is left
// of the input. Always inlined, with its per-part steps: a decode is then one
// straight run of code with the reader in registers, where clang otherwise
// calls it and a lambda per key with the reader and the values in memory.
template <class S, bool OutOfLine = false>
[[gnu::always_inline]] constexpr decode_error read_parts_checked(std::string_view bytes,
                                                                typename S::stored_values& values) noexcept {
  reader in{bytes.data(), bytes.data(), bytes.data() + bytes.size()};
  std::array<std::size_t, S::part_count> starts;  // where each part starts; each written before it is read
  decode_error error{};
  if constexpr (!S::subspace.empty()) {
    const std::size_t matched = common_prefix_size(bytes, S::subspace);
    if (matched != S::subspace.size()) return {decode_errc::outside_subspace, matched, 0, {}};
    in.pos += matched;
  }
  if (!detail::read_part_range<S, 0, OutOfLine>(in, values, starts, error, std::make_index_sequence<S::part_count>{}))
    return error;
  if (in.pos != in.end) return {decode_errc::trailing_bytes, in.offset(), S::part_count, {}};
  return detail::check_derived_parts<S>(bytes, values, starts);
}

// The shape's decode names no column: the key's column_names do, for an
// error in one of its parts (not for bytes outside its subspace or after its
// last part). By part count, as encode's (above).
// (Inline: out of line, clang kept the error in memory on the fast path,
// 20 instructions per key more.)
template <std::size_t N>
[[gnu::always_inline]] constexpr decode_error name_column(decode_error e,
                                                          const std::array<std::string_view, N>& names) noexcept {
  if (e.code != decode_errc::ok && e.code != decode_errc::outside_subspace && e.part < N) [[unlikely]] {
    e.column = names[e.part];
  }
  return e;
}

template <class S>
[[gnu::noinline, gnu::cold]] decode_errc read_parts_checked_cold_call(std::string_view bytes,
                                                                     typename S::stored_values& values,
                                                                     decode_error& error) noexcept {
  error = detail::read_parts_checked<S, true>(bytes, values);
  return error.code;
}
// The general way, out of line and cold, for what a fast read does not
// accept. Its code comes back in a register and the rest of the error in a
// local of its own: returned whole, the error would come back in the
// caller's return slot (the compiler passes that slot down), and clang would
// then keep the caller's error in memory on the fast path too, a store and a
// load per key.
template <class S>
[[gnu::always_inline]] inline decode_error read_parts_checked_cold(std::string_view bytes,
                                                                  typename S::stored_values& values) noexcept {
  decode_error error;
  const decode_errc code = detail::read_parts_checked_cold_call<S>(bytes, values, error);
  return {code, error.offset, error.part, error.column};
}
// The same with the column named, for decode<K>'s framed read (see
// read_parts_framed).
template <class S>
[[gnu::noinline, gnu::cold]] decode_errc read_parts_named_cold_call(
    std::string_view bytes, typename S::stored_values& values, decode_error& error,
    const std::array<std::string_view, S::part_count>& names) noexcept {
  error = name_column(detail::read_parts_checked<S, true>(bytes, values), names);
  return error.code;
}

// A key with a framed part (see framed_part): where a well-formed key's
// framed value ends is known from the input's length, so the value is read
// with that end (its codec's read_framed) and the fixed-width tail after it
// with exactly its width left, which lets the compiler drop the tail's
// bounds checks and the trailing-bytes check. When every part before it is
// fixed width too, one length test covers them all. Any input the fast way
// does not accept whole is decoded again from the start by the general way,
// out of line, which finds the error and its offset: the errors are exactly
// read_parts_checked's. With OneColdCall (decode<K>'s), every way out jumps
// to one call of the general read, where decode_into keeps a call at each:
// one call site is less code in every decode<K> for the compiler to work
// through (about 6 million instructions per schema of the CI check), but
// g++ laid out string keys' decode_into loops 2 to 6 instructions longer
// with it (docs/benchmarks.md, "Compile time"). That call also names the
// column (`names`, the key's column_names, given with OneColdCall only;
// without it the caller names the column), and so do the fixed-width tail's
// failures, which go the general way too: the naming of those errors is not
// in each key's inlined code (2.8 million compiler instructions per schema).
// A failure in the fixed-width head is named where it is found: sent the
// general way as well, it took clang 3.4 instructions more per bucketed
// decode.
template <class S, bool OneColdCall = false>
[[gnu::always_inline]] inline decode_error read_parts_framed(
    std::string_view bytes, typename S::stored_values& values,
    const std::array<std::string_view, S::part_count>* names = nullptr) noexcept {
  constexpr std::size_t framed = framed_part<S>();
  using T = typename S::template part_traits<framed>;
  constexpr std::size_t tail = width_of_parts<S, framed + 1>();
  constexpr std::size_t frame = tail + T::codec::terminator_size;
  constexpr bool fixed_head = last_variable_part<S>(std::make_index_sequence<framed>{}) == S::part_count;
  constexpr std::size_t framed_column = T::source;  // its place among the stored columns
  reader in{bytes.data(), bytes.data(), bytes.data() + bytes.size()};
  std::array<std::size_t, S::part_count> starts;  // where each part starts; each written before it is read
  decode_error error{};
  if constexpr (!S::subspace.empty()) {
    const std::size_t matched = common_prefix_size(bytes, S::subspace);
    if (matched != S::subspace.size()) return {decode_errc::outside_subspace, matched, 0, {}};
    in.pos += matched;
  }
  {  // (a block: the jumps to general_read pass no initialization)
    if constexpr (fixed_head && frame < 8) {
      // One unsigned test for both ends: room for the head and the frame, and
      // no more escaped bytes than the fast read takes (framed_max; a shorter
      // input wraps around to a large difference). With a frame of 8 bytes or
      // more the fast read tests a tighter bound of its own, and this would
      // be one test more.
      if (in.remaining() - (width_of_parts<S, 0, framed>() + frame) > T::codec::framed_max) [[unlikely]] {
        if constexpr (OneColdCall) goto general_read;
        else return detail::read_parts_checked_cold<S>(bytes, values);
      }
    } else if constexpr (fixed_head) {
      if (in.remaining() < width_of_parts<S, 0, framed>() + frame) [[unlikely]] {
        if constexpr (OneColdCall) goto general_read;
        else return detail::read_parts_checked_cold<S>(bytes, values);
      }
    }
    if (!detail::read_part_range<S, 0>(in, values, starts, error, std::make_index_sequence<framed>{})) {
      if constexpr (OneColdCall) return name_column(error, *names);
      else return error;
    }
    // A derived part whose column comes before the framed part is checked
    // now, while that column's value is at hand: checked at the end, the value
    // is read back from `values`, which the framed part's byte stores may
    // alias. A mismatch goes the general way, which finds the first error.
    if (detail::check_derived_parts<S, 0, framed_column>(bytes, values, starts).code != decode_errc::ok) [[unlikely]] {
      if constexpr (OneColdCall) goto general_read;
      else return detail::read_parts_checked_cold<S>(bytes, values);
    }
    if (!fixed_head && in.remaining() < frame) [[unlikely]] {
      if constexpr (OneColdCall) goto general_read;
      else return detail::read_parts_checked_cold<S>(bytes, values);
    }
    starts[framed] = in.offset();
    // Bytes known to come before the framed part.
    constexpr std::size_t before = S::subspace.size() + (fixed_head ? width_of_parts<S, 0, framed>() : 0);
    // (The framed part's end as its start plus its size: the compilers then
    // see its size as the input's size less constants.)
    if (!T::codec::template read_framed<T::order, before, frame>(in.begin, in.pos, in.pos + (in.remaining() - frame),
                                                                 detail::stored_at<framed_column>(values)))
        [[unlikely]] {
      if constexpr (OneColdCall) goto general_read;
      else return detail::read_parts_checked_cold<S>(bytes, values);
    }
    in.pos = in.end - tail;
    if (!detail::read_part_range<S, framed + 1>(in, values, starts, error,
                                                std::make_index_sequence<S::part_count - framed - 1>{})) {
      if constexpr (OneColdCall) goto general_read;
      else return error;
    }
    if constexpr (OneColdCall) {
      return name_column(detail::check_derived_parts<S, framed_column>(bytes, values, starts), *names);
    } else {
      return detail::check_derived_parts<S, framed_column>(bytes, values, starts);
    }
  }
[[maybe_unused]] general_read:
  if constexpr (OneColdCall) {
    decode_error named;  // (its own local, as read_parts_checked_cold's)
    const decode_errc code = detail::read_parts_named_cold_call<S>(bytes, values, named, *names);
    return {code, named.offset, named.part, named.column};
  } else {
    return detail::read_parts_checked_cold<S>(bytes, values);
  }
}

// The decode of a shape: the framed read where the shape has a framed
// part, else (and in constant evaluation) the general read. decode<K> does
// not come through here: decode_shape dispatches itself, one always-inlined
// layer fewer for its body (decode.hpp).
template <class S>
[[gnu::always_inline]] constexpr decode_error read_parts(std::string_view bytes,
                                                        typename S::stored_values& values) noexcept {
  if constexpr (framed_part<S>() < S::part_count) {
    if (!std::is_constant_evaluated()) return detail::read_parts_framed<S>(bytes, values);
  }
  return detail::read_parts_checked<S>(bytes, values);
}


// A fixed-width key of exactly its width: read_parts with the input's length
// a constant. A function of the shape: read_key<K>, which decode_into used
// here, is one more layer per key that g++ works through with the whole
// read inlined into it. Always inlined, as read_parts is (left to g++'s
// judgement it saved 2.4 million compiler instructions more per key, but
// g++ called it from a large function).
template <class S>
[[gnu::always_inline]] constexpr decode_error read_fixed_parts(const char* data,
                                                              typename S::stored_values& values) noexcept {
  return detail::read_parts_checked<S>(std::string_view(data, S::max_size), values);
}

// K's parts read into its stored values: the decode of K's shape, with the
// column named in an error.
template <class K>
[[gnu::always_inline]] constexpr decode_error read_key(std::string_view bytes,
                                                      typename layout<K>::stored_values& values) noexcept {
  return name_column(detail::read_parts<shape_of<K>>(bytes, values), column_names<K>);
}

}  // namespace rowkey::detail

#endif
