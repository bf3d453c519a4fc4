// What a Key<...> declares, worked out at compile time: its parts (policies
// set aside), their traits in the key's byte format, the columns it stores in
// order, its subspace and its maximum encoded size.
#ifndef ROWKEY_KEY_DETAIL_LAYOUT_HPP
#define ROWKEY_KEY_DETAIL_LAYOUT_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/dsl/detail/policy_marker.hpp>
#include <rowkey/key/detail/value_pack.hpp>
#include <rowkey/detail/value_refs.hpp>
#include <rowkey/dsl/format.hpp>
#include <rowkey/dsl/fwd.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/dsl/column_hash.hpp>
#include <rowkey/rules/diagnostic.hpp>

#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

// The layout is worked out for every key a translation unit uses, so it is
// written as plain pack expansions over rules::detail::type_list: the same
// lists through Hana's filter, transform and unpack cost about 7% more
// compile time per key, and 10% more for the header (docs/benchmarks.md).

// The columns a list of parts stores, in order (derived parts store none).
template <class Part>
using stored_column_list =
    std::conditional_t<part_codec<Part>::kind == part_kind::stored,
                       rules::detail::type_list<typename part_codec<Part>::column>, rules::detail::type_list<>>;
template <class... Parts>
typename rules::detail::concat<stored_column_list<Parts>...>::type stored_columns_of(
    rules::detail::type_list<Parts...>);

// Lookups in a list of types by plain pack expansion: cheaper to compile than
// Hana's index_if and at_c, and done for every column a call names.
template <class C, class... T>
constexpr std::size_t index_in(rules::detail::type_list<T...>) noexcept {
  constexpr bool same[] = {std::is_same_v<T, C>..., true};
  std::size_t i = 0;
  while (!same[i]) ++i;
  return i;  // sizeof...(T) when C is absent
}
template <std::size_t I, class... T>
std::type_identity<type_at<I, T...>> type_in(rules::detail::type_list<T...>);
// The plain value types: a const or reference one (rule 2 refuses it) still
// gives key_values a layout, so that rule 2 is the one error.
template <class... C>
value_pack<std::remove_cvref_t<typename C::value_type>...> value_pack_of_columns(rules::detail::type_list<C...>);
template <class Stored, std::size_t... I>
rules::detail::type_list<typename decltype(type_in<I>(Stored{}))::type...> leading_columns_of(
    std::index_sequence<I...>);

inline constexpr std::size_t variable_width = static_cast<std::size_t>(-1);

// A part's width, when every value gives it the same (else variable_width).
template <class Traits>
constexpr std::size_t part_fixed_width() {
  if constexpr (Traits::kind == part_kind::derived) {
    return Traits::width;
  } else if constexpr (Traits::codec::fixed_width) {
    return Traits::codec::max_size;
  } else {
    return variable_width;
  }
}

// A part's largest width.
template <class Traits>
constexpr std::size_t part_max_size() {
  if constexpr (Traits::kind == part_kind::stored) {
    return Traits::codec::max_size;
  } else {
    return Traits::width;
  }
}

template <class... T>
constexpr std::size_t list_size(rules::detail::type_list<T...>) noexcept {
  return sizeof...(T);
}
template <class Format, class... Parts>
constexpr std::size_t parts_max_size(std::size_t subspace_size, rules::detail::type_list<Parts...>) noexcept {
  return (subspace_size + ... + part_max_size<typename Format::template part_traits<Parts>>());
}
template <class Format, class... Parts>
constexpr bool parts_fixed_width(rules::detail::type_list<Parts...>) noexcept {
  return ((part_fixed_width<typename Format::template part_traits<Parts>>() != variable_width) && ...);
}

// A key as encode and decode see it, its columns' names left out: each part's
// codec and order (or, for a derived part, its traits), which stored value
// it reads or derives from, the subspace and the stored value types. Keys
// that differ only in their columns' names and identities have the same
// shape, and the encode and decode code (key/detail/part_io.hpp) is
// instantiated once per shape, not once per key: most of a schema's compile
// time is instantiating and optimizing that code, and a service's keys
// repeat a few shapes (docs/benchmarks.md). An error names no column there;
// the key's wrappers name it.
template <class Codec, direction Order, std::size_t Source>
struct stored_part {
  static constexpr part_kind kind = part_kind::stored;
  using codec = Codec;
  static constexpr direction order = Order;
  static constexpr std::size_t source = Source;  // its index among the stored values
};
template <class Traits, std::size_t Source>
struct derived_part : Traits {
  static constexpr std::size_t source = Source;  // the stored value it is derived from
};
struct no_subspace {
  static constexpr std::string_view subspace{};
};
template <class SubspacePolicy, class StoredValues, class... Parts>
struct part_shape {
  static constexpr std::size_t part_count = sizeof...(Parts);
  static constexpr std::size_t stored_count = (std::size_t{0} + ... + (Parts::kind == part_kind::stored));
  static constexpr std::string_view subspace = SubspacePolicy::subspace;
  using stored_values = StoredValues;
  template <std::size_t I>
  using part_traits = type_at<I, Parts...>;
  static constexpr bool fixed_width = ((part_fixed_width<Parts>() != variable_width) && ...);
  static constexpr std::size_t max_size = (subspace.size() + ... + part_max_size<Parts>());
  // Whether a part is derived (Hash, Bucket): decode checks derived
  // prefixes only in such a shape, and instantiates nothing for it otherwise.
  static constexpr bool has_derived = stored_count != part_count;
};

// The first policy that puts bytes before the key (Subspace<...>).
template <class... Policy>
struct subspace_policy {
  using type = no_subspace;
};
template <class P, class... Rest>
struct subspace_policy<P, Rest...>
    : std::conditional_t<requires { P::subspace; }, std::type_identity<P>, subspace_policy<Rest...>> {};
template <class... Policy>
subspace_policy<Policy...> subspace_policy_in(rules::detail::type_list<Policy...>);

// The parts a key is laid out with: a key that breaks no rule as declared
// (its policy words set aside), any other with its malformed parts repaired
// (rules::detail::sound_parts), so that its one compile error has no
// follow-on errors. (A sound key skips the repair's work.)
template <class K, bool Sound = !rules::detail::violation_for<K>>
struct laid_out_parts {
  using type = typename rules::detail::sound_parts<K>::type;
};
template <class... Declared>
struct laid_out_parts<Key<Declared...>, true> {
  using type = rules::detail::parts_of<Declared...>;
};

template <class K>
struct layout;

template <class... Declared>
struct layout<Key<Declared...>> {
  // Every use of a key passes here: one that breaks a key design rule gets its
  // one compile error now, unless an entry point reported it already
  // (rules/diagnostic.hpp), and is laid out with parts that keep the rest of
  // its instantiation free of follow-on errors.
  static_assert(sizeof(rules::detail::rejected_key<Key<Declared...>>) != 0);
  using format = typename rules::detail::key_facts<Key<Declared...>>::format;
  // How a scan steps past every key that starts with given bytes (dsl/format.hpp).
  static constexpr bool successor_appends_0xff = detail::successor_appends_0xff<format>();
  // The bytes every key starts with (Subspace<...>); empty for most keys.
  static constexpr std::string_view subspace = rules::detail::key_facts<Key<Declared...>>::subspace;
  using part_list = typename laid_out_parts<Key<Declared...>>::type;
  using stored_list = decltype(detail::stored_columns_of(part_list{}));

  static constexpr std::size_t part_count = detail::list_size(part_list{});
  static constexpr std::size_t stored_count = detail::list_size(stored_list{});

  template <std::size_t I>
  using part = typename decltype(type_in<I>(part_list{}))::type;
  template <std::size_t I>
  using part_traits = typename format::template part_traits<part<I>>;
  template <std::size_t I>
  using stored_column = typename decltype(type_in<I>(stored_list{}))::type;

  // The first N stored columns, as a list (N at most stored_count): what a
  // call that binds N values passes, in order.
  template <std::size_t N>
  using leading_columns = decltype(leading_columns_of<stored_list>(std::make_index_sequence<N>{}));

  // Position of column C among the stored columns (stored_count when absent).
  template <class C>
  static constexpr std::size_t stored_index = detail::index_in<C>(stored_list{});

  static constexpr std::size_t max_size = detail::parts_max_size<format>(subspace.size(), part_list{});
  static constexpr bool fixed_width = detail::parts_fixed_width<format>(part_list{});

  // The stored columns' values: what decode fills.
  using stored_values = decltype(detail::value_pack_of_columns(stored_list{}));

  using policy_list = rules::detail::policies_of<Declared...>;
};

// The column a derived part reads, as its shape sees it: its value and
// argument types without its name, so that Hash<2, UserId> and
// Hash<2, SellerId> of one value type derive their prefixes with one piece of
// code, as the stored parts they sit beside share theirs.
template <class Value, class Argument>
struct derived_source {
  using rowkey_column_tag = void;
  using value_type = Value;
  using argument_type = Argument;
  static constexpr std::string_view name{};
};
template <class Part>
struct without_column_name {
  using type = Part;
};
// (A HashFn that is no hash for C keeps its column: part_codec's own check
// reports it, once.)
template <std::size_t N, class C, class HashFn>
  requires column_hash<HashFn, C>
struct without_column_name<Hash<N, C, HashFn>> {
  using type = Hash<N, derived_source<typename C::value_type, typename C::argument_type>, HashFn>;
};
template <std::size_t N, class C>
struct without_column_name<Bucket<N, C>> {
  using type = Bucket<N, derived_source<typename C::value_type, typename C::argument_type>>;
};

// Part I of the key laid out by L, as its shape has it.
template <class L, std::size_t I, class T = typename L::template part_traits<I>>
auto physical_part() {
  constexpr std::size_t source = L::template stored_index<typename T::column>;
  static_assert(source < L::stored_count,
                "rowkey: a derived part (Hash, Bucket) needs its column stored later in the key; "
                "see docs/rules.md");
  if constexpr (T::kind == part_kind::stored) {
    return std::type_identity<stored_part<typename T::codec, T::order, source>>{};
  } else {
    using part = typename without_column_name<typename L::template part<I>>::type;
    return std::type_identity<derived_part<typename L::format::template part_traits<part>, source>>{};
  }
}
template <class L, std::size_t... I>
auto shape_of_layout(std::index_sequence<I...>) {
  using subspace_holder = typename decltype(subspace_policy_in(typename L::policy_list{}))::type;
  static_assert(subspace_holder::subspace == L::subspace);
  using shape =
      part_shape<subspace_holder, typename L::stored_values, typename decltype(physical_part<L, I>())::type...>;
  static_assert(shape::max_size == L::max_size && shape::fixed_width == L::fixed_width);
  return std::type_identity<shape>{};
}

// Key K as encode and decode see it (part_shape above).
template <class K>
using shape_of = typename decltype(shape_of_layout<layout<K>>(std::make_index_sequence<layout<K>::part_count>{}))::type;

}  // namespace rowkey::detail

#endif
