// Exact scan ranges, computed from column values. Values are spelled as their
// columns, the key's leading stored columns in key order, like encode's.
//
//   rowkey::prefix<Events>(Host{"web-1"}, Event{7})
//       the keys whose host is "web-1" and event 7 (never host "web-12");
//       with every column bound, the one key encode gives.
//   rowkey::range<Events>(Host{"web-1"}, Event{7}, rowkey::at_least(Ts{t0}))
//       those keys, with ts >= t0: a condition on the column right after the
//       bound ones (see rowkey/scan/bounds.hpp), in its own order, Desc or not.
//   rowkey::range<Events>(rowkey::starts_with(Host{"web-"}))
//       the keys whose host begins with "web-" (string columns).
//
// Hash and Bucket prefixes are recomputed from the bound columns they derive
// from. A scan the key cannot serve does not compile, and says why: it skips
// a column, or ranges over a Hash-prefixed, Bucket-prefixed (see
// rowkey::bucket_ranges) or Reverse column.
//
// Each returns range_result<K>, a result<key_range<K>, encode_error>: a value
// too long for its type is an error, as in encode (and for a key none of whose
// columns can refuse a value, the result has no status). Ranges are exact: a
// key falls in one exactly when its decoded values meet the scan's conditions
// (docs/scans.md).
#ifndef ROWKEY_SCAN_RANGES_HPP
#define ROWKEY_SCAN_RANGES_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key/detail/compiled_key.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>
#include <rowkey/scan/detail/scan_plan.hpp>
#include <rowkey/detail/value_refs.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/error.hpp>
#include <rowkey/result.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/rules/diagnostic.hpp>

#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey {

// As encode_result: when no column of K can reject a value, no scan of K can
// fail, and the result stores no status.
template <key_declaration K>
using range_result = result<key_range<K>, encode_error, detail::key_can_reject<K>>;

// What a scan requires, as a compile error names it (rowkey::scans::...).
// Only ever instantiated false. Key is the key as declared.
namespace scans {
// The last argument of range<K>() or bucket_ranges<K>(), called with none.
struct no_argument {};
template <class Key, class UnboundPrefix, class BoundColumn>
inline constexpr bool bound_columns_are_contiguous = false;
template <class Key, class NextColumn, class ConditionColumn>
inline constexpr bool condition_on_next_column = false;
template <class Key, class Column>
inline constexpr bool ranged_column_has_no_hash_prefix = false;
template <class Key, class Column>
inline constexpr bool ranged_column_has_no_bucket_prefix = false;
template <class Key, class Column>
inline constexpr bool ranged_column_is_not_reversed = false;
template <class Key, class Column, class UnboundPrefix>
inline constexpr bool no_unbound_prefix_before_ranged_column = false;
template <class Key, class Column>
inline constexpr bool starts_with_on_a_string_column = false;
template <class Key, class LastArgument>
inline constexpr bool last_argument_is_a_condition = false;
template <class Key, class Column>
inline constexpr bool a_column_is_left_for_the_condition = false;
}  // namespace scans

namespace detail {

// The last of a call's arguments, its condition; scans::no_argument for none.
template <class... Args>
struct last_argument {
  using type = scans::no_argument;
};
template <class First, class... Rest>
struct last_argument<First, Rest...> {
  using type = type_at<sizeof...(Rest), First, Rest...>;
};

// A scan whose B bound values leave a gap: a later bound column comes after
// the Hash or Bucket prefix of an unbound one, so its rows are not together.
template <class K, std::size_t B>
constexpr void require_contiguous() {
  if constexpr (!scan_plan<K, B>::binds_contiguously) {
    using L = layout<K>;
    static_assert(scans::bound_columns_are_contiguous<K, typename L::template part<scan_plan<K, B>::stop>,
                                                      typename L::template stored_column<B - 1>>,
                  "rowkey: the scan binds a column (the last named here) that comes after the Hash or Bucket "
                  "prefix of a column it leaves unbound, so its rows are not contiguous; bind the prefix's "
                  "column too (docs/scans.md)");
  }
}

// The checks behind range<K> and starts_with, once the B bound values passed.
template <class K, std::size_t B, class Condition>
constexpr bool range_allowed() {
  using plan = scan_plan<K, B>;
  using L = layout<K>;
  using C = typename Condition::column;
  if constexpr (B >= L::stored_count) {
    static_assert(scans::a_column_is_left_for_the_condition<K, C>,
                  "rowkey: range<K> binds every column of the key, so no column is left for its condition (on the "
                  "column named here); pass one bound value fewer (docs/scans.md)");
    return false;
  } else if constexpr (!std::is_same_v<C, typename L::template stored_column<B>>) {
    static_assert(scans::condition_on_next_column<K, column_at<K, B>, C>,
                  "rowkey: a range's condition is on the first column after the bound ones (the first named "
                  "here), and the scan's is on another (the second); a scan cannot skip a column (docs/scans.md)");
    return false;
  } else if constexpr (plan::refusal == range_refusal::hashed) {
    static_assert(scans::ranged_column_has_no_hash_prefix<K, C>,
                  "rowkey: cannot range over a column that a Hash prefix is derived from: its rows lie in hash "
                  "order; only equality on it can be scanned (bind it), or scan an index ordered by it "
                  "(docs/scans.md)");
    return false;
  } else if constexpr (plan::refusal == range_refusal::bucketed) {
    static_assert(scans::ranged_column_has_no_bucket_prefix<K, C>,
                  "rowkey: cannot range over a bucketed column with one range: its rows are spread over the "
                  "Bucket prefix; use rowkey::bucket_ranges, one range per bucket (docs/scans.md)");
    return false;
  } else if constexpr (plan::refusal == range_refusal::reversed) {
    static_assert(scans::ranged_column_is_not_reversed<K, C>,
                  "rowkey: cannot range over a Reverse column: its bytes do not follow its order; only equality "
                  "on it can be scanned (bind it) (docs/scans.md)");
    return false;
  } else if constexpr (plan::refusal == range_refusal::after_unbound_prefix) {
    static_assert(scans::no_unbound_prefix_before_ranged_column<K, C, typename L::template part<plan::stop>>,
                  "rowkey: cannot range over this column: the Hash or Bucket prefix of a later, unbound column "
                  "(the last named here) comes before it; bind that column first, or scan an index ordered by "
                  "this one (docs/scans.md)");
    return false;
  } else {
    return true;
  }
}

// range_allowed's answer without its diagnostics: false exactly where one of
// its static_asserts fires (its branches, negated, in the same order).
template <class K, std::size_t B, class Condition>
constexpr bool range_served() {
  using L = layout<K>;
  if constexpr (B >= L::stored_count) {
    return false;
  } else {
    constexpr range_refusal refusal = scan_plan<K, B>::refusal;
    return std::is_same_v<typename Condition::column, typename L::template stored_column<B>> &&
           refusal != range_refusal::hashed && refusal != range_refusal::bucketed &&
           refusal != range_refusal::reversed && refusal != range_refusal::after_unbound_prefix;
  }
}

template <class K, class Condition>
constexpr bool condition_allowed() {
  if constexpr (requires { typename Condition::column; }) {
    using C = typename Condition::column;
    if constexpr (std::is_same_v<Condition, text_prefix<C>> &&
                  !std::is_same_v<typename C::argument_type, std::string_view>) {
      static_assert(scans::starts_with_on_a_string_column<K, C>,
                    "rowkey: starts_with needs a string column (bounded_string, bounded_bytes or padded_string); "
                    "for a number, range with rowkey::between (docs/scans.md)");
      return false;
    } else {
      return true;
    }
  } else {
    return true;
  }
}

// condition_allowed's answer without its diagnostic.
template <class K, class Condition>
constexpr bool condition_served() {
  if constexpr (requires { typename Condition::column; }) {
    using C = typename Condition::column;
    return !std::is_same_v<Condition, text_prefix<C>> || std::is_same_v<typename C::argument_type, std::string_view>;
  } else {
    return true;
  }
}

// Whether prefix<K>(args...) and range<K>(args...) are calls rowkey serves:
// each has one overload that every such call reaches, which builds the range
// (with a single return, so that g++ builds the result where the caller
// keeps it), and one that reports what is wrong with any other call. Both
// answers are worked out once per call's types.
template <class K, class... Args>
constexpr bool prefix_call_served() {
  if constexpr (check_call<K, binding::leading_columns, Args...>()) {
    return false;
  } else {
    return scan_plan<K, sizeof...(Args)>::binds_contiguously;
  }
}
template <class K, class... Args>
inline constexpr bool serves_prefix_call = prefix_call_served<K, Args...>();

template <class K, class... Args>
constexpr bool range_call_served() {
  using Condition = typename last_argument<Args...>::type;
  constexpr std::size_t B = sizeof...(Args) == 0 ? 0 : sizeof...(Args) - 1;
  if constexpr (is_refused_condition<Condition> || !is_column_condition<Condition> ||
                check_first_values<K, binding::leading_columns, B, Args...>()) {
    return false;
  } else if constexpr (!scan_plan<K, B>::binds_contiguously) {
    return false;
  } else {
    return range_served<K, B, Condition>() && condition_served<K, Condition>();
  }
}
template <class K, class... Args>
inline constexpr bool serves_range_call = range_call_served<K, Args...>();

// A call the served overload should have taken: the checks above and the
// diagnostics below disagree, a defect in rowkey.
template <class K>
inline constexpr bool checks_agree = false;

// A condition as the shape-level scan code reads it: its bounds' values by
// their argument type, not by their column, so that keys of one shape share
// that code (detail::part_shape).
template <class A>
struct value_bound {
  bound_kind kind;
  A value;
};
template <class A>
struct value_interval {
  value_bound<A> lower;
  value_bound<A> upper;
};
template <class A>
struct value_prefix {
  A value;
};
template <class C>
constexpr value_interval<typename C::argument_type> condition_values(const interval<C>& c) noexcept {
  return {{c.lower.kind, c.lower.value}, {c.upper.kind, c.upper.value}};
}
template <class C>
constexpr value_prefix<typename C::argument_type> condition_values(const text_prefix<C>& c) noexcept {
  return {c.value};
}

// (The error names no column: the key's scan names it.) Nothing to compile
// for a codec that refuses no value (codec_can_reject), as in
// detail::check_parts_values.
template <class Traits, class A>
constexpr encode_error check_condition(const value_interval<A>& c, std::size_t part) noexcept {
  if constexpr (codec_can_reject<typename Traits::codec>) {
    for (const auto* side : {&c.lower, &c.upper}) {
      if (side->kind == bound_kind::unbounded) continue;
      const encode_errc e = Traits::codec::check(side->value);
      if (e != encode_errc::ok) return {e, part, {}};
    }
  }
  return {};
}

template <class Traits, class A>
constexpr encode_error check_condition(const value_prefix<A>& c, std::size_t part) noexcept {
  if constexpr (codec_can_reject<typename Traits::codec>) {
    const encode_errc e = Traits::codec::check(c.value);
    if (e != encode_errc::ok) return {e, part, {}};
  }
  return {};
}

// A memcpy at run time; nothing when the prefix was written in place.
constexpr void copy_prefix(char* out, std::string_view prefix) noexcept {
  if (out != prefix.data()) copy_bytes<false>(out, prefix.data(), prefix.size());
}

// A codec whose every value is one big-endian word (1, 2, 4 or 8 bytes).
// (Only where a successor is the last byte incremented.)
template <class Traits, bool SuccessorAppends0xff>
inline constexpr bool word_sized = !SuccessorAppends0xff && Traits::codec::fixed_width &&
                                   (Traits::codec::max_size == 1 || Traits::codec::max_size == 2 ||
                                    Traits::codec::max_size == 4 || Traits::codec::max_size == 8);

// The range of keys that start with `prefix` and whose next part (Traits)
// meets the condition.
// Always inlined: only inlined do the bound kinds and the prefix's length
// fold into its tests and copies (clang otherwise tests the kinds at run time
// and calls memcpy for the prefixes).
template <class Traits, std::size_t N, bool F, class A>
[[gnu::always_inline]] constexpr void fill_condition(range_bytes<N, F>& r, std::string_view prefix,
                                                     const value_interval<A>& c) noexcept {
  constexpr direction D = Traits::order;
  // The bounds in byte order: a Desc column's upper value bound comes first.
  const value_bound<A>& low = D == direction::ascending ? c.lower : c.upper;
  const value_bound<A>& high = D == direction::ascending ? c.upper : c.lower;
  // Begin after the keys holding low; end after the keys holding high (after
  // every key with the prefix when unbounded).
  const bool low_after = low.kind == bound_kind::exclusive;
  const bool high_after = high.kind != bound_kind::exclusive;

  // Both copies first: the prefix may lie in the begin key, whose successor
  // below can change it.
  char* begin = range_writer::begin_storage(r);
  char* end = range_writer::end_storage(r);
  copy_prefix(begin, prefix);
  copy_prefix(end, prefix);
  std::size_t n = prefix.size();
  std::size_t m = prefix.size();
  if (low.kind != bound_kind::unbounded) {
    n = static_cast<std::size_t>(Traits::codec::template write<D>(begin + n, low.value) - begin);
  }
  if (high.kind != bound_kind::unbounded) {
    m = static_cast<std::size_t>(Traits::codec::template write<D>(end + m, high.value) - end);
  }

  // Whether the range is empty (begin >= end once the successors are taken),
  // decided before they change a byte: 1 empty, 0 not, -1 compare the keys.
  // Unbounded below, the begin key is the prefix itself, below every end.
  int empty = low.kind == bound_kind::unbounded ? 0 : -1;
  if constexpr (word_sized<Traits, F>) {
    // A word whose last byte is not 0xFF has as successor the word plus one,
    // of the same length, so begin and end are the prefix and one word each,
    // and compare as the words do. (Read back from where they were just
    // stored whole; after the successors' byte stores, reading them would
    // stall the CPU's store forwarding.)
    using word = uint_of_size<Traits::codec::max_size>;
    if (empty == -1) {
      const word l = load_big_endian<word>(begin + prefix.size());
      const word h = high.kind == bound_kind::unbounded ? word{0} : load_big_endian<word>(end + prefix.size());
      const bool low_whole = !low_after || (l & 0xFF) != 0xFF;
      const bool high_whole = high.kind == bound_kind::unbounded || !high_after || (h & 0xFF) != 0xFF;
      if (low_whole && high_whole) {
        bool inverted = static_cast<word>(l + low_after) >= static_cast<word>(h + high_after);
        if constexpr (codec_has_less<typename Traits::codec>) {
          // With a successor on both sides or on neither, the words compare
          // as the values do, and compared as values the test folds away
          // where the compiler sees how the bounds relate (t and t + an
          // hour), as it does in hand-written code.
          using codec = typename Traits::codec;
          if (low_after == high_after) {
            inverted = D == direction::ascending ? !codec::less(low.value, high.value)
                                                 : !codec::less(high.value, low.value);
          }
        }
        // Unbounded above, the end key is the prefix's successor, above a
        // begin that keeps the prefix.
        empty = high.kind != bound_kind::unbounded && inverted;
      }
    }
  }

  // No encoding prefixes another, so the keys holding a value v are exactly
  // those starting with prefix + enc(v), and the successor of that skips them.
  const bool has_begin = range_writer::set_begin(r, n, low_after);
  range_writer::set_end(r, m, high_after);
  if (empty == 1 || (empty == -1 && (!has_begin || r.empty()))) range_writer::make_empty(r);
}

// (Always inlined too: called, it took g++'s starts_with from 69.82 to 98.77
// instructions.)
template <class Traits, std::size_t N, bool F, class A>
[[gnu::always_inline]] constexpr void fill_condition(range_bytes<N, F>& r, std::string_view prefix,
                                                     const value_prefix<A>& c) noexcept {
  constexpr direction D = Traits::order;
  char* begin = range_writer::begin_storage(r);
  copy_prefix(begin, prefix);
  const char* written = Traits::codec::template write<D>(begin + prefix.size(), c.value);
  // The value's bytes without what ends it: the padding of a padded_string,
  // the terminator of an escaped string (terminator_size bytes). What is left
  // begins the encoding of exactly the values that begin with c.value.
  std::size_t n;
  if constexpr (Traits::codec::fixed_width) {
    n = prefix.size() + c.value.size();
  } else {
    n = static_cast<std::size_t>(written - begin) - Traits::codec::terminator_size;
  }
  char* end = range_writer::end_storage(r);
  copy_prefix(end, std::string_view(begin, n));
  range_writer::set_begin(r, n, false);
  range_writer::set_end_past_bytes(r, n, true);
}

template <std::size_t N, bool F>
constexpr void fill_prefix(range_bytes<N, F>& r, std::string_view prefix) noexcept {
  copy_prefix(range_writer::begin_storage(r), prefix);
  copy_prefix(range_writer::end_storage(r), prefix);
  range_writer::set_begin(r, prefix.size(), false);
  range_writer::set_end(r, prefix.size(), true);
}

// The shape-level parts of prefix and range: the bound values (get) written
// as parts [0, Stop), then the condition, if any, on part Stop. The error
// names no column (the key's wrappers below name it).
template <class S, std::size_t Stop, std::size_t N, bool F, class Get>
[[gnu::always_inline]] constexpr encode_error fill_prefix_range(range_bytes<N, F>& r, const Get& get) noexcept {
  if (const encode_error e = detail::check_shape_arguments<S, Stop>(get); e.code != encode_errc::ok) return e;
  char* begin = range_writer::begin_storage(r);
  const std::size_t n = static_cast<std::size_t>(detail::shape_write_parts<S, Stop>(begin, get) - begin);
  fill_prefix(r, std::string_view(begin, n));
  return encode_error{};
}
template <class S, std::size_t Stop, std::size_t N, bool F, class Get, class Condition>
[[gnu::always_inline]] constexpr encode_error fill_condition_range(range_bytes<N, F>& r, const Get& get,
                                                                   const Condition& condition) noexcept {
  using T = typename S::template part_traits<Stop>;
  if (const encode_error e = detail::check_shape_arguments<S, Stop>(get); e.code != encode_errc::ok) return e;
  if (const encode_error e = detail::check_condition<T>(condition, Stop); e.code != encode_errc::ok) return e;
  // The bound prefix written straight into the begin key.
  char* begin = range_writer::begin_storage(r);
  const std::size_t n = static_cast<std::size_t>(detail::shape_write_parts<S, Stop>(begin, get) - begin);
  detail::fill_condition<T>(r, std::string_view(begin, n), condition);
  return encode_error{};
}

// The prefix of K binding its first N stored columns, and the range binding
// B of them with a condition on the next: what prefix<K> and range<K> do,
// inlined into them, or compiled once for a key compiled once.
template <class K, std::size_t N, class Get>
[[gnu::always_inline]] constexpr range_result<K> prefix_in_place(const Get& get) noexcept {
  range_result<K> result(detail::for_overwrite);
  detail::result_access::keep(
      result, detail::name_column(detail::fill_prefix_range<detail::shape_of<K>, detail::scan_plan<K, N>::stop>(
                                      result.*detail::result_access::value<range_result<K>>, get),
                                  detail::column_names<K>));
  return result;
}
template <class K, std::size_t B, class Get, class Condition>
[[gnu::always_inline]] constexpr range_result<K> range_in_place(const Get& get, const Condition& condition) noexcept {
  range_result<K> result(detail::for_overwrite);
  key_range<K>& range = result.*detail::result_access::value<range_result<K>>;
  using S = detail::shape_of<K>;
  constexpr std::size_t stop = detail::scan_plan<K, B>::stop;
  // Nothing to refuse (as in encode<K>): no constant error for the optimizer
  // to fold per key. prefix<K> keeps keep(): skipped there too, g++ laid out
  // two other rows of the instruction table one to three instructions
  // longer (docs/benchmarks.md, "Compile time").
  if constexpr (!detail::key_can_reject<K>) {
    (void)detail::fill_condition_range<S, stop>(range, get, condition);
    detail::result_access::keep_success(result);
  } else {
    detail::result_access::keep(
        result, detail::name_column(detail::fill_condition_range<S, stop>(range, get, condition),
                                    detail::column_names<K>));
  }
  return result;
}

// prefix<K> and range<K> of a key compiled once (ROWKEY_EXTERN_KEY,
// rowkey/compiled.hpp), as compiled_encode (rowkey/encode.hpp): one class
// per number of bound columns and kind of condition. ROWKEY_INSTANTIATE_KEY
// names every one up to compiled_max_columns; those of a scan K does not
// serve are empty.
template <class K, std::size_t N>
constexpr bool compiled_prefix_served() {
  if constexpr (N > layout<K>::stored_count) {
    return false;
  } else {
    return scan_plan<K, N>::binds_contiguously;
  }
}
template <class K, std::size_t N, bool Served = compiled_prefix_served<K, N>()>
struct compiled_prefix {};
template <class K, std::size_t N>
struct compiled_prefix<K, N, true> {
  static range_result<K> prefix(const leading_getter<K, N>& get) noexcept;
};
template <class K, std::size_t N>
range_result<K> compiled_prefix<K, N, true>::prefix(const leading_getter<K, N>& get) noexcept {
  return detail::prefix_in_place<K, N>(get);
}

template <class Condition>
inline constexpr condition_kind condition_kind_of = condition_kind::interval;
template <class A>
inline constexpr condition_kind condition_kind_of<value_prefix<A>> = condition_kind::text_prefix;

template <class K, std::size_t B, condition_kind Kind>
constexpr bool compiled_range_served() {
  if constexpr (B >= layout<K>::stored_count) {
    return false;
  } else {
    using C = typename layout<K>::template stored_column<B>;
    using Condition = std::conditional_t<Kind == condition_kind::interval, interval<C>, text_prefix<C>>;
    return scan_plan<K, B>::binds_contiguously && range_served<K, B, Condition>() && condition_served<K, Condition>();
  }
}
template <class K, std::size_t B, condition_kind Kind>
struct compiled_condition {
  using argument = typename layout<K>::template stored_column<B>::argument_type;
  using type = std::conditional_t<Kind == condition_kind::interval, value_interval<argument>, value_prefix<argument>>;
};
template <class K, std::size_t B, condition_kind Kind, bool Served = compiled_range_served<K, B, Kind>()>
struct compiled_range {};
template <class K, std::size_t B, condition_kind Kind>
struct compiled_range<K, B, Kind, true> {
  using condition = typename compiled_condition<K, B, Kind>::type;
  static range_result<K> range(const leading_getter<K, B>& get, const condition& c) noexcept;
};
template <class K, std::size_t B, condition_kind Kind>
range_result<K> compiled_range<K, B, Kind, true>::range(const leading_getter<K, B>& get, const condition& c) noexcept {
  return detail::range_in_place<K, B>(get, c);
}

}  // namespace detail

// The keys whose leading stored columns equal the given values.
// A range_result<K>, built in place.
template <key_declaration K, class... Args>
  requires(detail::serves_prefix_call<K, Args...>)
[[gnu::always_inline]] constexpr range_result<K> prefix(const Args&... values) noexcept {
  if constexpr (detail::compiled_key<K>) {
    return detail::compiled_prefix<K, sizeof...(Args)>::prefix(detail::argument_getter(values...));
  } else {
    return detail::prefix_in_place<K, sizeof...(Args)>(detail::argument_getter(values...));
  }
}

// Any other prefix<K>(...): the one error that says what is wrong. (The type
// is deduced, as encode's (rowkey/encode.hpp), so that a key that breaks a
// rule reports it before the type is worked out.)
template <key_declaration K, class... Args>
  requires(!detail::serves_prefix_call<K, Args...>)
constexpr auto prefix(const Args&...) noexcept {
  constexpr detail::argument_check check = detail::check_call<K, detail::binding::leading_columns, Args...>();
  if constexpr (check.what == detail::call_mistake::key_rule) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
  } else if constexpr (check) {
    using reported [[maybe_unused]] =
        decltype(detail::rejected_call<K, detail::binding::leading_columns, check, Args...>{});
  } else {
    detail::require_contiguous<K, sizeof...(Args)>();
    static_assert(!detail::scan_plan<K, sizeof...(Args)>::binds_contiguously || detail::checks_agree<K>,
                  "rowkey: internal error: prefix<K>'s checks disagree; please report it");
  }
  return detail::rejected<range_result<K>>();
}

// The keys whose leading stored columns equal the given values and whose next
// column meets the condition (the last argument: an interval or starts_with).
// A range_result<K>, built in place.
template <key_declaration K, class... Args>
  requires(detail::serves_range_call<K, Args...>)
[[gnu::always_inline]] constexpr range_result<K> range(const Args&... args) noexcept {
  constexpr std::size_t B = sizeof...(Args) - 1;
  const detail::value_refs<Args...> all{{args}...};
  const auto get = detail::column_values_getter(all, std::make_index_sequence<B>{});
  const auto condition =
      detail::condition_values(static_cast<const detail::value_ref_at<B, Args...>&>(all).ref);
  if constexpr (detail::compiled_key<K>) {
    return detail::compiled_range<K, B, detail::condition_kind_of<std::remove_cvref_t<decltype(condition)>>>::range(get, condition);
  } else {
    return detail::range_in_place<K, B>(get, condition);
  }
}

// Any other range<K>(...): the one error that says what is wrong.
template <key_declaration K, class... Args>
  requires(!detail::serves_range_call<K, Args...>)
constexpr auto range(const Args&...) noexcept {
  using Condition = typename detail::last_argument<Args...>::type;
  constexpr std::size_t B = sizeof...(Args) == 0 ? 0 : sizeof...(Args) - 1;
  constexpr detail::argument_check check =
      detail::check_first_values<K, detail::binding::leading_columns, B, Args...>();
  if constexpr (check.what == detail::call_mistake::key_rule) {
    using reported [[maybe_unused]] = decltype(rules::detail::rejected_key<K>{});
  } else if constexpr (detail::is_refused_condition<Condition>) {
    // reported where the condition was built
  } else if constexpr (!detail::is_column_condition<Condition>) {
    static_assert(scans::last_argument_is_a_condition<K, Condition>,
                  "rowkey: the last argument of range<K> is the condition on the next column: "
                  "rowkey::at_least(Ts{t}), rowkey::between(...), rowkey::starts_with(Host{\"a\"}), ... "
                  "(docs/scans.md)");
  } else if constexpr (check) {
    using reported [[maybe_unused]] =
        decltype(detail::rejected_call<K, detail::binding::leading_columns, check, Args...>{});
  } else {
    detail::require_contiguous<K, B>();
    static_assert(!(detail::scan_plan<K, B>::binds_contiguously && detail::range_allowed<K, B, Condition>() &&
                    detail::condition_allowed<K, Condition>()) ||
                      detail::checks_agree<K>,
                  "rowkey: internal error: range<K>'s checks disagree; please report it");
  }
  return detail::rejected<range_result<K>>();
}

// prefix<Orders>(...), range<Orders>(...): not a key
// (detail::rejected_key_argument).
template <detail::misplaced_key_argument NotAKey, class... Args>
constexpr auto prefix(const Args&...) noexcept {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return detail::rejected_for_key_of<NotAKey, range_result>();
}
template <detail::misplaced_key_argument NotAKey, class... Args>
constexpr auto range(const Args&...) noexcept {
  using reported [[maybe_unused]] = decltype(detail::rejected_key_argument<NotAKey>{});
  return detail::rejected_for_key_of<NotAKey, range_result>();
}

}  // namespace rowkey

#endif
