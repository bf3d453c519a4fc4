// Where a decoded key's values live (key_values<K>, and the scratch values of
// the renderers): one member per stored column, read by position.
//
// Not std::tuple: a decode that writes every value builds the pack for
// overwrite, with nothing initialized first. A std::tuple value-initializes
// its elements, and since the input bytes (read through char pointers) may
// alias them, those zeros were stored on every decode. One base per value,
// found by deduction against it, as in detail/value_refs.hpp.
#ifndef ROWKEY_KEY_DETAIL_VALUE_PACK_HPP
#define ROWKEY_KEY_DETAIL_VALUE_PACK_HPP

#include <rowkey/detail/for_overwrite.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

template <std::size_t I, class T>
struct value_slot {
  T value;

  // Value-initialized, as a std::tuple's element is.
  constexpr value_slot() : value() {}
  template <class U>
  constexpr explicit value_slot(std::in_place_t, U&& v) : value(std::forward<U>(v)) {}
  // For a decode that writes the value: unwritten at run time (a value type
  // of rowkey's own is built for overwrite in turn). In constant
  // evaluation, where a value never written could not even be copied, a
  // default value.
  constexpr explicit value_slot(for_overwrite_t) noexcept
    requires(!overwritable<T>)
  {
    if (__builtin_is_constant_evaluated()) value = T();
  }
  constexpr explicit value_slot(for_overwrite_t f) noexcept
    requires(overwritable<T>)
      : value(f) {}

  friend constexpr bool operator==(const value_slot&, const value_slot&) = default;
};

// A value whose default constructor writes it (a std::chrono time or
// duration starts at zero), held in a union: a decode that writes it does
// not store a zero first. (Both compilers kept that store, one instruction
// per key, since the general decode a fast read falls back to is out of
// line and takes the values.) For trivially copyable values only, whose
// copies copy bytes.
template <class T>
concept zeroed_by_default = !overwritable<T> && std::is_trivially_copyable_v<T> &&
                            std::is_trivially_destructible_v<T> && !std::is_trivially_default_constructible_v<T>;

template <std::size_t I, class T>
  requires zeroed_by_default<T>
struct value_slot<I, T> {
  union {
    T value;
  };

  constexpr value_slot() : value() {}
  template <class U>
  constexpr explicit value_slot(std::in_place_t, U&& v) : value(std::forward<U>(v)) {}
  // Unwritten at run time; a default value in constant evaluation.
  constexpr explicit value_slot(for_overwrite_t) noexcept {
    if (__builtin_is_constant_evaluated()) value = T();
  }

  friend constexpr bool operator==(const value_slot& a, const value_slot& b) { return a.value == b.value; }
};

template <class Indices, class... T>
struct value_pack_of;
template <std::size_t... I, class... T>
struct value_pack_of<std::index_sequence<I...>, T...> : value_slot<I, T>... {
  constexpr value_pack_of() = default;
  constexpr explicit value_pack_of(for_overwrite_t f) noexcept : value_slot<I, T>(f)... {}
  template <class... U>
  constexpr explicit value_pack_of(std::in_place_t, U&&... v) : value_slot<I, T>(std::in_place, std::forward<U>(v))... {}

  friend constexpr bool operator==(const value_pack_of&, const value_pack_of&) = default;
};

template <class... T>
using value_pack = value_pack_of<std::index_sequence_for<T...>, T...>;

// The I-th value: T is deduced from the one base value_slot<I, T>.
template <std::size_t I, class T>
[[gnu::always_inline]] constexpr T& stored_at(value_slot<I, T>& slot) noexcept {
  return slot.value;
}
template <std::size_t I, class T>
[[gnu::always_inline]] constexpr const T& stored_at(const value_slot<I, T>& slot) noexcept {
  return slot.value;
}

}  // namespace rowkey::detail

#endif
