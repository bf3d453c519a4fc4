// The key design rules themselves (docs/rules.md), evaluated on a Key<...>
// type without instantiating anything that could fail, so that a broken key
// yields a violation (data) rather than a compile error:
//
//   rules::first_violation<K>       the first broken rule, or none
//   rules::violation_of<K, R>       the first violation of rule R (1 to 5, or 7)
//
// Rule 4's structural checks (a part that is not a column or a sensible
// modifier of one) come first: the other rules read the parts' facts.
#ifndef ROWKEY_RULES_CHECK_HPP
#define ROWKEY_RULES_CHECK_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/dsl/detail/policy_marker.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/format.hpp>
#include <rowkey/dsl/fwd.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/rules/column_traits.hpp>
#include <rowkey/rules/engines.hpp>
#include <rowkey/rules/violation.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace rowkey {

namespace rules {

// The default policy.
inline constexpr std::size_t default_max_columns = 3;          // rule 1
inline constexpr std::size_t default_max_column_bytes = 2048;  // rule 2: "2 KB" is 2048 bytes of value
inline constexpr std::size_t max_leading_bytes = 256;          // rule 3: a partition prefix
inline constexpr std::size_t min_hash_bytes = 1, max_hash_bytes = 8;      // rule 4: Hash<N, C>
inline constexpr std::size_t min_buckets = 2, max_buckets = 65536;        // rule 4: Bucket<N, C>

namespace detail {

template <class... T>
struct type_list {};

template <class... Lists>
struct concat {
  using type = type_list<>;
};
template <class... A>
struct concat<type_list<A...>> {
  using type = type_list<A...>;
};
template <class... A, class... B, class... Rest>
struct concat<type_list<A...>, type_list<B...>, Rest...> : concat<type_list<A..., B...>, Rest...> {};

// ---- A modifier word named without its header --------------------------------

// The header that defines a modifier word; empty for anything else.
template <class P>
inline constexpr std::string_view word_header{};
template <std::size_t N, class C, class F>
inline constexpr std::string_view word_header<Hash<N, C, F>> = "<rowkey/dsl/hash.hpp>";
template <std::size_t N, class C>
inline constexpr std::string_view word_header<Bucket<N, C>> = "<rowkey/dsl/bucket.hpp>";
template <class C>
inline constexpr std::string_view word_header<Reverse<C>> = "<rowkey/dsl/reverse.hpp>";

// Whether T derives from Marker (a policy word's base, dsl/ and
// table/index.hpp). A modifier word never does, and is not asked:
// std::is_base_of would need it complete, and its header may be missing.
template <class T, class Marker, bool ModifierWord = !word_header<T>.empty()>
inline constexpr bool carries_marker = std::is_base_of_v<Marker, T>;
template <class T, class Marker>
inline constexpr bool carries_marker<T, Marker, true> = false;

// A policy of the key (MaxColumns, Format, Subspace...), not a part.
template <class T>
inline constexpr bool is_policy = carries_marker<T, rowkey::detail::policy_marker>;
// An Index's policy word (rowkey::Unique) written inside the Key, where it
// is not a part.
template <class T>
inline constexpr bool is_index_policy = carries_marker<T, rowkey::detail::index_policy_marker>;

// The header P's word needs and the translation unit lacks, else empty. The
// words are declared in rowkey/dsl/fwd.hpp and defined in their own headers,
// so a word is a complete type exactly when its header has been included.
template <class P>
constexpr std::string_view missing_word_header() {
  if constexpr (!word_header<P>.empty() && !requires { sizeof(P); }) {
    return word_header<P>;
  } else {
    return {};
  }
}

// ---- What a modifier word wraps, read from its spelling alone ----------------

// Hash<N, ...> and Bucket<N, ...>: the word, N, and its sensible range.
template <class P>
struct prefix_size {
  static constexpr bool is_sized = false;
  static constexpr bool in_range = true;
};
template <std::size_t N, class C, class F>
struct prefix_size<Hash<N, C, F>> {
  static constexpr bool is_sized = true;
  static constexpr std::string_view word = "Hash";
  static constexpr std::size_t n = N, low = min_hash_bytes, high = max_hash_bytes;
  static constexpr bool in_range = N >= low && N <= high;
};
template <std::size_t N, class C>
struct prefix_size<Bucket<N, C>> {
  static constexpr bool is_sized = true;
  static constexpr std::string_view word = "Bucket";
  static constexpr std::size_t n = N, low = min_buckets, high = max_buckets;
  static constexpr bool in_range = N >= low && N <= high;
};

// The word's argument, and whether the word derives a prefix (adds no column
// of its own); void for anything that is not a modifier word.
template <class P>
struct wrapped {
  using type = void;
};
template <class C>
struct wrapped<Desc<C>> {
  using type = C;
  static constexpr bool derives = false;
};
template <class C>
struct wrapped<Reverse<C>> {
  using type = C;
  static constexpr bool derives = false;
};
template <std::size_t N, class C, class F>
struct wrapped<Hash<N, C, F>> {
  using type = C;
  static constexpr bool derives = true;
};
template <std::size_t N, class C>
struct wrapped<Bucket<N, C>> {
  using type = C;
  static constexpr bool derives = true;
};

// The column a (possibly malformed) part names, however deeply wrapped; void
// when there is none.
template <class P>
struct innermost_column {
  using type = typename innermost_column<typename wrapped<P>::type>::type;
};
template <>
struct innermost_column<void> {
  using type = void;
};
template <declared_column C>
struct innermost_column<C> {
  using type = C;
};

// True when P may be handed to part_codec: a Hash or Bucket with N out of
// range is refused before its part_codec (and its own static_assert) is seen.
template <class P>
constexpr bool usable_part() {
  if constexpr (is_policy<P> || !prefix_size<P>::in_range) {
    return false;
  } else if constexpr (key_part<P>) {
    return declared_column<typename part_codec<P>::column>;
  } else {
    return false;
  }
}

// ---- Facts about one part -------------------------------------------------

struct part_facts {
  bool usable = false;           // a column or a sensible modifier of one
  std::string_view column{};     // its column's name, when one can be named
  bool derived = false;          // Hash, Bucket: computed from a column stored later
  bool disperses = false;        // Hash, Bucket, Reverse
  std::string_view word{};       // "Hash", "Bucket" for sized prefixes
  std::string_view missing_header{};  // a word's header, not included
  std::size_t size_n = 0, size_low = 0, size_high = 0;
  bool size_in_range = true;
  std::size_t value_bytes = 0;    // most bytes of the column's value (rule 2, 3)
  std::size_t encoded_bytes = 0;  // most bytes the part takes in the key (rule 5)
  bool monotonic = false;
  bool low_cardinality = false;
  bool value_supported = true;    // rowkey has a codec for the column's value type (rule 2)
  bool value_qualified = false;   // the value type is const, volatile or a reference (rule 2)
  bool index_policy = false;      // an Index's policy word (rowkey::Unique), not a part
};

// The most bytes a value of T holds: the bound of bounded/padded strings,
// the encoded width of fixed-width types.
template <class T>
constexpr std::size_t value_bytes() {
  if constexpr (requires { T::max_size; }) {
    return T::max_size;
  } else {
    return value_codec<T>::max_size;
  }
}

// Format: the key's byte format, whose traits give the part's size in the key.
template <class P, class Format>
constexpr part_facts facts_of() {
  part_facts f;
  if constexpr (prefix_size<P>::is_sized) {
    f.word = prefix_size<P>::word;
    f.size_n = prefix_size<P>::n;
    f.size_low = prefix_size<P>::low;
    f.size_high = prefix_size<P>::high;
    f.size_in_range = prefix_size<P>::in_range;
  }
  using Named = typename innermost_column<P>::type;
  if constexpr (!std::is_void_v<Named>) f.column = Named::name;
  f.missing_header = missing_word_header<P>();
  f.index_policy = is_index_policy<P>;
  if constexpr (usable_part<P>()) {
    using T = typename Format::template part_traits<P>;
    using C = typename T::column;
    f.usable = true;
    f.column = C::name;
    f.derived = T::kind == part_kind::derived;
    if constexpr (requires { T::disperses; }) f.disperses = T::disperses;
    if constexpr (T::kind == part_kind::stored) {
      f.value_bytes = value_bytes<typename C::value_type>();
      f.encoded_bytes = T::codec::max_size;
    } else {
      f.value_bytes = T::width;
      f.encoded_bytes = T::width;
    }
    f.monotonic = is_monotonic<C>;
    f.low_cardinality = is_low_cardinality<C>;
    f.value_supported = value_type_supported<typename C::value_type>;
    f.value_qualified = !std::is_same_v<typename C::value_type, std::remove_cvref_t<typename C::value_type>>;
  }
  return f;
}

// The type that identifies a part's column, for "same column" comparisons.
template <class P>
constexpr auto column_identity() {
  if constexpr (usable_part<P>()) {
    return std::type_identity<typename part_codec<P>::column>{};
  } else {
    return std::type_identity<P>{};
  }
}
template <class P>
using column_identity_t = typename decltype(column_identity<P>())::type;

// The position of the first of T... that is U (sizeof...(T) when none is).
template <class U, class... T>
constexpr std::size_t first_index_of(type_list<T...>) {
  constexpr bool same[] = {std::is_same_v<U, T>..., true};
  std::size_t i = 0;
  while (!same[i]) ++i;
  return i;
}

// ---- Policies ---------------------------------------------------------------

template <class P>
constexpr std::size_t max_columns_of() {
  if constexpr (requires { P::max_columns; }) return P::max_columns;
  else return 0;
}
template <class P>
constexpr std::size_t max_column_bytes_of() {
  if constexpr (requires { P::max_column_bytes; }) return P::max_column_bytes;
  else return 0;
}
template <class P, class Column>
constexpr bool allows_leading() {
  if constexpr (requires { typename P::leading_allowed; }) return std::is_same_v<typename P::leading_allowed, Column>;
  else return false;
}

// What Format<F> names: a byte format, one whose header is not included (a
// format is a class defined by its header, or, as fdb_tuple, one whose
// `definition` is: complete exactly when its header has been included), or
// a type that is no format (void and int among them). (byte_format is asked
// of a defined F only.)
enum class format_state : unsigned char { usable, undefined, not_a_format };
template <class F>
constexpr format_state state_of_format() {
  if constexpr (!std::is_class_v<F>) return format_state::not_a_format;
  else if constexpr (!requires { sizeof(F); }) return format_state::undefined;
  else if constexpr (requires { typename F::definition; } && !requires { sizeof(typename F::definition); })
    return format_state::undefined;
  else if constexpr (!byte_format<F>) return format_state::not_a_format;
  else return format_state::usable;
}

// Rule 4 for the Format<F> policy P: the header to include, or that F is no
// format; none when F is a byte format.
template <class P>
constexpr violation format_word_violation() {
  constexpr format_state state = state_of_format<typename P::format>();
  violation v{};
  if constexpr (state == format_state::undefined) {
    v.what = problem::format_header_not_included;
    v.detail = rowkey::detail::format_header<typename P::format>;
  } else if constexpr (state == format_state::not_a_format) {
    v.what = problem::not_a_format;
  }
  return v;
}

// A format that cannot be used is laid out in rowkey's own, so that the
// key's one error (its rule 4 violation, above) has no follow-on errors.
template <class P>
struct named_format {
  static constexpr violation word_violation = format_word_violation<P>();
  using type = std::conditional_t<!word_violation, typename P::format, native_format>;
  using word = P;
};
// The format a key's policies name (Format<F>), else rowkey's own; word is
// the Format<F> policy as declared (void for none).
template <class... Policy>
struct format_of {
  static constexpr violation word_violation{};
  using type = native_format;
  using word = void;
};
template <class P, class... Rest>
struct format_of<P, Rest...>
    : std::conditional_t<requires { typename P::format; }, named_format<P>, format_of<Rest...>> {};

template <class P>
constexpr std::string_view subspace_in() {
  if constexpr (requires { P::subspace; }) return P::subspace;
  else return {};
}
// The bytes a key's policies put before it (Subspace<...>), else none.
template <class... Policy>
constexpr std::string_view subspace_of() {
  std::string_view s{};
  ((s = s.empty() ? subspace_in<Policy>() : s), ...);
  return s;
}

// Rule 7: what the format refuses in part P.
template <class Format, class P>
constexpr violation format_check() {
  if constexpr (usable_part<P>() && requires { Format::template check_part<P>(); }) {
    return Format::template check_part<P>();
  } else {
    return {};
  }
}

// v, at part position i of its key (nothing when v is none).
constexpr violation at_part(violation v, std::size_t i) {
  if (v) v.part = i;
  return v;
}

struct engine_facts {
  bool named = false;
  std::string_view name{};
  std::size_t max_key_bytes = 0;
};
template <class P>
constexpr engine_facts engine_of() {
  if constexpr (requires { typename P::engine; }) {
    return {true, P::engine::name, P::engine::max_key_bytes};
  } else {
    return {};
  }
}

// What a key's policies set, worked out from the policies alone: every key
// with the same policies (most keys: none) shares it.
struct policy_facts {
  std::size_t max_columns = default_max_columns;
  std::size_t max_column_bytes = default_max_column_bytes;
  engine_facts engine{};  // a key that names several engines must fit the smallest limit
};
template <class... Policy>
constexpr policy_facts policy_facts_of() {
  policy_facts f;
  std::size_t columns = 0, bytes = 0;
  ((columns = max_columns_of<Policy>() > columns ? max_columns_of<Policy>() : columns), ...);
  ((bytes = max_column_bytes_of<Policy>() > bytes ? max_column_bytes_of<Policy>() : bytes), ...);
  if (columns != 0) f.max_columns = columns;
  if (bytes != 0) f.max_column_bytes = bytes;
  for (const engine_facts candidate : {engine_facts{}, engine_of<Policy>()...}) {
    if (candidate.named && (!f.engine.named || candidate.max_key_bytes < f.engine.max_key_bytes)) f.engine = candidate;
  }
  return f;
}
template <class... Policy>
inline constexpr policy_facts policies_set = policy_facts_of<Policy...>();

// Rule 7 for every part: nothing to work out per part in rowkey's own
// format, which refuses none.
template <class Format, class... P>
constexpr violation format_violation_of() {
  violation v{};
  if constexpr (!std::is_same_v<Format, native_format>) {
    std::size_t i = 0;
    ((v = v ? v : at_part(format_check<Format, P>(), i), ++i), ...);
  }
  return v;
}

// ---- A key's facts ----------------------------------------------------------

// A key's facts as plain data. The rules below read it: ordinary functions,
// evaluated for each key but instantiated once, not once per key
// (docs/benchmarks.md, "Compile time").
struct key_summary {
  const part_facts* parts;       // size of them
  const std::size_t* column_id;  // per part: the position of the first part with the same column
  std::size_t size;
  std::size_t max_columns;
  std::size_t max_column_bytes;
  bool leading_allowed;
  engine_facts engine;
  std::size_t subspace_size;
  violation format_violation;       // rule 7, worked out by the key's format
  violation format_word_violation;  // rule 4: Format<F> names a format whose header is not included, or no format
};

template <class First, class...>
struct first_type {
  using type = First;
};

template <class Parts, class Policies>
struct key_facts_of;

template <class... P, class... Policy>
struct key_facts_of<type_list<P...>, type_list<Policy...>> {
  using format = typename format_of<Policy...>::type;
  using format_word = typename format_of<Policy...>::word;  // the Format<F> policy as declared (void for none)
  static constexpr std::string_view subspace = subspace_of<Policy...>();
  static constexpr std::size_t size = sizeof...(P);
  static constexpr std::array<part_facts, size> parts{facts_of<P, format>()...};
  using identities = type_list<column_identity_t<P>...>;
  // Parts with the same column have the same id: the position of the first.
  static constexpr std::array<std::size_t, size> column_id{
      detail::first_index_of<column_identity_t<P>>(identities{})...};
  static constexpr bool leading_allowed = [] {
    if constexpr (size == 0 || sizeof...(Policy) == 0) {
      return false;
    } else {
      using Lead = column_identity_t<typename first_type<P...>::type>;
      return (false || ... || allows_leading<Policy, Lead>());
    }
  }();
  static constexpr key_summary summary{parts.data(),
                                       column_id.data(),
                                       size,
                                       policies_set<Policy...>.max_columns,
                                       policies_set<Policy...>.max_column_bytes,
                                       leading_allowed,
                                       policies_set<Policy...>.engine,
                                       subspace.size(),
                                       format_violation_of<format, P...>(),
                                       format_of<Policy...>::word_violation};
};

template <class... Declared>
using parts_of = typename concat<std::conditional_t<is_policy<Declared>, type_list<>, type_list<Declared>>...>::type;
template <class... Declared>
using policies_of = typename concat<std::conditional_t<is_policy<Declared>, type_list<Declared>, type_list<>>...>::type;

template <class K>
struct key_facts;
template <class... Declared>
struct key_facts<Key<Declared...>> : key_facts_of<parts_of<Declared...>, policies_of<Declared...>> {};

// ---- The rules ----------------------------------------------------------------

// Rule 4, structure: every part is a column or a sensible modifier of one.
constexpr violation check_structure(const key_summary& f) {
  if (f.format_word_violation) return f.format_word_violation;
  for (std::size_t i = 0; i < f.size; ++i) {
    const part_facts& p = f.parts[i];
    if (p.usable) {
      if (p.column.empty()) return at_part({problem::column_without_name, {}, i + 1}, i);
      continue;
    }
    if (!p.missing_header.empty()) {
      violation v = at_part({problem::word_header_not_included, p.column}, i);
      v.detail = p.missing_header;
      return v;
    }
    if (!p.size_in_range) {
      return at_part({problem::prefix_size_out_of_range, p.column, p.size_n, p.size_high, p.word, p.size_low}, i);
    }
    if (p.index_policy) return at_part({problem::index_policy_in_key, {}, i + 1}, i);
    if (p.column.empty()) return at_part({problem::not_a_part, {}, i + 1}, i);
    return at_part({problem::nonsense_nesting, p.column}, i);
  }
  return {};
}

// Rule 1: one to three parts, a derived prefix included.
constexpr violation check_rule_1(const key_summary& f) {
  if (f.size == 0) return {problem::no_parts};
  if (f.size > f.max_columns) {
    return at_part({problem::too_many_parts, f.parts[f.max_columns].column, f.size, f.max_columns}, f.max_columns);
  }
  return {};
}

// Rule 2: every column's value type is one rowkey can bound and order, and
// holds at most 2 KB.
constexpr violation check_rule_2(const key_summary& f) {
  for (std::size_t i = 0; i < f.size; ++i) {
    const part_facts& p = f.parts[i];
    if (p.usable && !p.value_supported) {
      const problem what = p.value_qualified ? problem::value_type_qualified : problem::unsupported_value_type;
      return at_part({what, p.column}, i);
    }
  }
  for (std::size_t i = 0; i < f.size; ++i) {
    const part_facts& p = f.parts[i];
    if (p.usable && !p.derived && p.value_bytes > f.max_column_bytes) {
      return at_part({problem::column_too_wide, p.column, p.value_bytes, f.max_column_bytes}, i);
    }
  }
  return {};
}

// Rule 3: the leading part is a good partition prefix.
constexpr violation check_rule_3(const key_summary& f) {
  if (f.size == 0 || f.leading_allowed) return {};
  const part_facts& lead = f.parts[0];
  if (!lead.usable || lead.disperses) return {};
  if (lead.monotonic) return {problem::leading_monotonic, lead.column};
  if (lead.low_cardinality) return {problem::leading_low_cardinality, lead.column};
  if (lead.value_bytes > max_leading_bytes) {
    return {problem::leading_too_wide, lead.column, lead.value_bytes, max_leading_bytes};
  }
  return {};
}

// Rule 4, relations: a derived prefix precedes the column it is derived from,
// and no column is stored twice.
constexpr violation check_relations(const key_summary& f) {
  for (std::size_t i = 0; i < f.size; ++i) {
    const part_facts& p = f.parts[i];
    if (!p.usable) continue;
    if (p.derived) {
      bool before = false, after = false;
      for (std::size_t j = 0; j < f.size; ++j) {
        if (f.parts[j].usable && !f.parts[j].derived && f.column_id[j] == f.column_id[i]) {
          (j > i ? after : before) = true;
        }
      }
      if (!after) {
        return at_part({before ? problem::prefix_after_column : problem::prefix_without_column, p.column, 0, 0, p.word}, i);
      }
    } else {
      for (std::size_t j = 0; j < i; ++j) {
        if (f.parts[j].usable && !f.parts[j].derived && f.column_id[j] == f.column_id[i]) {
          return at_part({problem::stored_twice, p.column}, i);
        }
      }
    }
  }
  return {};
}

// Rule 5: the key's maximum size fits the target engine's limit.
constexpr violation check_rule_5(const key_summary& f) {
  if (!f.engine.named) return {};
  std::size_t total = f.subspace_size;
  std::size_t widest = 0;
  for (std::size_t i = 0; i < f.size; ++i) {
    total += f.parts[i].encoded_bytes;
    if (f.parts[i].encoded_bytes > f.parts[widest].encoded_bytes) widest = i;
  }
  if (total <= f.engine.max_key_bytes) return {};
  return at_part({problem::key_too_long_for_engine, f.parts[widest].column, total, f.engine.max_key_bytes,
                  f.engine.name},
                 widest);
}

// Rule 7: every part has a faithful form in the key's byte format.
constexpr violation check_rule_7(const key_summary& f) {
  return f.format_violation;
}

// The violation a compile error reports: malformed parts first, then rules
// 1 to 5 and 7 in order.
constexpr violation first_violation_in(const key_summary& f) {
  if (const violation v = check_structure(f)) return v;
  if (const violation v = check_rule_1(f)) return v;
  if (const violation v = check_rule_2(f)) return v;
  if (const violation v = check_rule_3(f)) return v;
  if (const violation v = check_relations(f)) return v;
  if (const violation v = check_rule_5(f)) return v;
  return check_rule_7(f);
}

// The first violation of rule R (1 to 5, or 7).
constexpr violation violation_of_rule(const key_summary& f, int rule) {
  switch (rule) {
    case 1: return check_rule_1(f);
    case 2: return check_rule_2(f);
    case 3: return check_rule_3(f);
    case 4: {
      if (const violation v = check_structure(f)) return v;
      return check_relations(f);
    }
    case 5: return check_rule_5(f);
    default: return check_rule_7(f);
  }
}

// ---- The parts a broken key is laid out with -----------------------------------

// After a key's one compile error, its encode, decode and renderings are
// still instantiated; they read these parts, which are always well formed, so
// that no second error follows: a Desc or Reverse around a malformed part is
// replaced by the column it wraps, any other malformed part is left out, and
// so is a prefix whose column is not stored. A sound key keeps all its parts.
template <class P>
constexpr bool stores_through() {
  if constexpr (declared_column<P>) {
    return true;
  } else if constexpr (std::is_void_v<typename wrapped<P>::type>) {
    return false;
  } else if constexpr (wrapped<P>::derives) {
    return false;
  } else {
    return stores_through<typename wrapped<P>::type>();
  }
}

template <class P>
using repaired_part = std::conditional_t<
    is_policy<P>, type_list<>,
    std::conditional_t<usable_part<P>(), type_list<P>,
                       std::conditional_t<stores_through<P>(), type_list<typename innermost_column<P>::type>,
                                          type_list<>>>>;

template <class P>
constexpr bool is_stored() {
  return part_codec<P>::kind == part_kind::stored;
}

template <class List>
struct without_orphan_prefixes;
template <class... P>
struct without_orphan_prefixes<type_list<P...>> {
  template <class Q>
  static constexpr bool keep = is_stored<Q>() ||
                               (false || ... ||
                                (is_stored<P>() &&
                                 std::is_same_v<typename part_codec<P>::column, typename part_codec<Q>::column>));
  using type = typename concat<std::conditional_t<keep<P>, type_list<P>, type_list<>>...>::type;
};

template <class K>
struct sound_parts;
template <class... Declared>
struct sound_parts<Key<Declared...>>
    : without_orphan_prefixes<typename concat<repaired_part<Declared>...>::type> {};

}  // namespace detail

// The first violation of rule R (1 to 5, or 7) by key K, or none.
template <key_declaration K, int R>
  requires((R >= 1 && R <= 5) || R == 7)
inline constexpr violation violation_of = detail::violation_of_rule(detail::key_facts<K>::summary, R);

// The violation a compile error reports for K: malformed parts first, then
// rules 1 to 5 and 7 in order.
template <key_declaration K>
inline constexpr violation first_violation = detail::first_violation_in(detail::key_facts<K>::summary);

}  // namespace rules
}  // namespace rowkey

#endif
