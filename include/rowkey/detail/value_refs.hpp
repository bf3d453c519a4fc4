// A call's values held by reference and read by position, for encode and the
// scans. A flat aggregate with one base per value: the compiler instantiates
// one small class per value and no constructor, where std::tuple<const
// Args&...> costs a chain of recursive bases, constrained constructors and
// their traits at every call site (docs/benchmarks.md, "Compile time").
#ifndef ROWKEY_DETAIL_VALUE_REFS_HPP
#define ROWKEY_DETAIL_VALUE_REFS_HPP

#include <cstddef>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

template <std::size_t I, class T>
struct value_ref {
  const T& ref;
};

template <class Indices, class... T>
struct value_refs_of;
template <std::size_t... I, class... T>
struct value_refs_of<std::index_sequence<I...>, T...> : value_ref<I, T>... {};

// Built as value_refs<Args...>{{args}...}.
template <class... T>
using value_refs = value_refs_of<std::index_sequence_for<T...>, T...>;

// The I-th value: T is deduced from the one base value_ref<I, T>.
template <std::size_t I, class T>
constexpr const T& ref_at(const value_ref<I, T>& r) noexcept {
  return r.ref;
}

template <std::size_t I, class T>
std::type_identity<T> type_at_of(const value_ref<I, T>&);

// The I-th of T..., without instantiating std::tuple.
template <std::size_t I, class... T>
using type_at = typename decltype(type_at_of<I>(std::declval<const value_refs<T...>&>()))::type;

// get(i) reads the column value of the i-th argument (i a std::integral_constant
// or hana::size_c).
template <class Refs>
constexpr auto column_value_getter(const Refs& refs) noexcept {
  return [&refs](auto i) -> decltype(auto) { return (ref_at<decltype(i)::value>(refs).value); };
}

}  // namespace rowkey::detail

#endif
