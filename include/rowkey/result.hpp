// The return type of encode and decode: a value or the error that says why
// there is none. (std::expected is C++23; this is the part of it rowkey needs.)
#ifndef ROWKEY_RESULT_HPP
#define ROWKEY_RESULT_HPP

#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace rowkey {

// Thrown by result::value() when there is no value; what() is the error's message.
class bad_result_access : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

template <class T, class E>
class result {
  static_assert(std::is_default_constructible_v<T> && std::is_default_constructible_v<E>);

 public:
  using value_type = T;
  using error_type = E;

  constexpr result(T value) noexcept(std::is_nothrow_move_constructible_v<T>)
      : value_(std::move(value)), error_(), ok_(true) {}
  constexpr result(E error) noexcept : value_(), error_(error), ok_(false) {}

  // Builds the value in place: `fill(value)` writes it and returns E{} on
  // success or the error. Encode and decode use this so that the value (a key
  // buffer, a decoded row) is never copied on its way to the caller.
  template <class Fill>
  constexpr result(std::in_place_t, Fill&& fill) : value_(), error_(), ok_(false) {
    error_ = std::forward<Fill>(fill)(value_);
    ok_ = error_ == E{};
  }

  constexpr bool has_value() const noexcept { return ok_; }
  constexpr explicit operator bool() const noexcept { return ok_; }

  // Precondition: has_value(). Checked by value(), which throws instead.
  constexpr const T& operator*() const& noexcept { return value_; }
  constexpr T& operator*() & noexcept { return value_; }
  constexpr const T* operator->() const noexcept { return &value_; }
  constexpr T* operator->() noexcept { return &value_; }

  constexpr const T& value() const& {
    if (!ok_) throw bad_result_access(error_.message());
    return value_;
  }
  constexpr T& value() & {
    if (!ok_) throw bad_result_access(error_.message());
    return value_;
  }
  constexpr T value() && {
    if (!ok_) throw bad_result_access(error_.message());
    return std::move(value_);
  }

  // Precondition: !has_value().
  constexpr const E& error() const noexcept { return error_; }

 private:
  T value_;
  E error_;
  bool ok_;
};

}  // namespace rowkey

#endif
