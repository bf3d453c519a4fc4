// Declares the valid values of an enum used in a key, so that decode rejects a
// byte outside them and encode rejects a value outside them:
//
//   template <> struct rowkey::enum_range<Side> {
//     static constexpr Side first = Side::buy, last = Side::sell;
//   };
//
// Without it every value of the enum's underlying type is accepted.
#ifndef ROWKEY_TYPES_ENUM_RANGE_HPP
#define ROWKEY_TYPES_ENUM_RANGE_HPP

#include <concepts>
#include <type_traits>

namespace rowkey {

template <class E>
struct enum_range;

template <class E>
concept enum_with_range = std::is_enum_v<E> && requires {
  { enum_range<E>::first } -> std::convertible_to<E>;
  { enum_range<E>::last } -> std::convertible_to<E>;
};

}  // namespace rowkey

#endif
