// What a refused call returns after its one compile error (a get<C> of a
// column the key does not store, a get on a result rather than its value):
// it compares with, converts to and is assigned any value, so that the
// caller's use of it (values.get<5>() == Event{0}) adds no second error.
// Its operators are declared, never defined: no program that calls them
// compiles.
#ifndef ROWKEY_DETAIL_UNUSABLE_VALUE_HPP
#define ROWKEY_DETAIL_UNUSABLE_VALUE_HPP

namespace rowkey::detail {

struct unusable_value {
  template <class T>
  operator T&() const noexcept;
  template <class T>
  unusable_value& operator=(const T&) noexcept;
  template <class T>
  friend bool operator==(const unusable_value&, const T&) noexcept;
};
inline unusable_value unusable_slot{};

}  // namespace rowkey::detail

#endif
