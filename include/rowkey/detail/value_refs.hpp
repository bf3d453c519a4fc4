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
using type_at = typename decltype(detail::type_at_of<I>(std::declval<const value_refs<T...>&>()))::type;

// get(i) is the i-th value (i a std::integral_constant or hana::size_c). A
// class typed by the values' types alone, not by the columns they came in,
// so that keys of one shape share the code that reads them
// (key/detail/part_io.hpp).
template <class Refs>
struct values_getter {
  Refs refs;
  template <class I>
  [[gnu::always_inline]] constexpr decltype(auto) operator()(I) const noexcept {
    return detail::ref_at<I::value>(refs);
  }
};

// The values of a call's columns, read by position: encode's values and a
// scan's bound columns. (A column's argument_type is its value as encode
// takes it, the string_view of a string column.)
template <class... Columns>
constexpr auto argument_getter(const Columns&... columns) noexcept {
  using values = value_refs<typename Columns::argument_type...>;
  return values_getter<values>{values{{columns.value}...}};
}

// The base of value_refs<T...> that holds its I-th value: read with a cast,
// so that reading a call's values instantiates no function per value.
template <std::size_t I, class... T>
using value_ref_at = value_ref<I, type_at<I, T...>>;

// The column values of args[0, N) (the indices 0 to N - 1 given): a range's
// bound columns, ahead of its condition.
template <class... Args, std::size_t... I>
constexpr auto column_values_getter(const value_refs<Args...>& args, std::index_sequence<I...>) noexcept {
  using values = value_refs<typename type_at<I, Args...>::argument_type...>;
  return values_getter<values>{values{{static_cast<const value_ref_at<I, Args...>&>(args).ref.value}...}};
}

}  // namespace rowkey::detail

#endif
