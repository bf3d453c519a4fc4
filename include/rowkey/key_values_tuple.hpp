// A decoded key's values as a std::tuple of the stored values, and back:
// for code that handles values generically (compares them, sorts rows by
// them, generates them in a test).
//
//   const auto row = rowkey::to_tuple(*rowkey::decode<Events>(bytes));   // std::tuple<bounded_string<64>, ...>
//   const auto values = rowkey::values_from_tuple<Events>(row);          // key_values<Events>
//
// A header of its own, which rowkey/rowkey.hpp includes and rowkey/core.hpp
// does not: <tuple> is about 60 million instructions of g++'s work in every
// translation unit that includes it, 14% of what core.hpp costs above a
// hand-written translation unit (docs/benchmarks.md, "Compile time").
// Reading the values by position needs no tuple: auto [host, event, ts] =
// values works with key_values.hpp alone.
#ifndef ROWKEY_KEY_VALUES_TUPLE_HPP
#define ROWKEY_KEY_VALUES_TUPLE_HPP

#include <rowkey/key/detail/layout.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/key_values.hpp>

#include <cstddef>
#include <tuple>
#include <utility>

namespace rowkey {

namespace detail {
template <class... C>
std::tuple<typename C::value_type...> value_tuple_of(rules::detail::type_list<C...>);
}  // namespace detail

// std::tuple of the values key_values<K> stores, in key order (a Hash or
// Bucket prefix is computed, not stored, and has no element).
template <key_declaration K>
using key_values_tuple = decltype(detail::value_tuple_of(typename detail::layout<K>::stored_list{}));

// A copy of the values.
template <key_declaration K>
constexpr key_values_tuple<K> to_tuple(const key_values<K>& values) {
  return [&values]<std::size_t... I>(std::index_sequence<I...>) {
    return key_values_tuple<K>(values.template get<I>()...);
  }(std::make_index_sequence<key_values<K>::size>{});
}

// The values of a key, from its stored values: what decode<K> would give
// for the key that encode<K> makes of them.
template <key_declaration K>
constexpr key_values<K> values_from_tuple(const key_values_tuple<K>& stored) {
  key_values<K> values;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((values.template get<I>() = std::get<I>(stored)), ...);
  }(std::make_index_sequence<key_values<K>::size>{});
  return values;
}

}  // namespace rowkey

#endif
