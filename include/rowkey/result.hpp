// The return type of encode and decode: a value or the error that says why
// there is none. (std::expected is C++23; this is the part of it rowkey needs.)
#ifndef ROWKEY_RESULT_HPP
#define ROWKEY_RESULT_HPP

#include <rowkey/detail/for_overwrite.hpp>

#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace rowkey {

namespace detail {
// rowkey's errors say "no error" with their code alone: testing it keeps the
// (string) column name out of the success path.
template <class E>
constexpr bool is_error(const E& e) noexcept {
  if constexpr (requires { e.code; }) {
    return e.code != E{}.code;
  } else {
    return !(e == E{});
  }
}
}  // namespace detail

// Thrown by result::value() when there is no value; what() is the error's message.
class bad_result_access : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// CanFail = false: a result that always holds a value (encode of a key none
// of whose columns can reject a value). It has the same interface, stores no
// flag and no error, and has_value() is a constant true.
template <class T, class E, bool CanFail = true>
class result {
  static_assert(std::is_default_constructible_v<T> && std::is_default_constructible_v<E>);
  static_assert(std::is_trivially_copyable_v<E> && std::is_trivially_destructible_v<E>,
                "rowkey: result keeps its error in a union");

 public:
  using value_type = T;
  using error_type = E;

  constexpr result(T value) noexcept(std::is_nothrow_move_constructible_v<T>)
      : value_(std::move(value)), slot_(), ok_(true) {}
  constexpr result(E error) noexcept : value_(), slot_(error), ok_(false) {}

  // Builds the value in place: `fill(value)` writes it and returns E{} on
  // success or the error. Encode, decode and the scans use this so that the
  // value (a key buffer, a decoded row, a range) is never copied on its way
  // to the caller. rowkey's key types start unwritten (for_overwrite): fill
  // writes them whole, and a failed fill leaves a default value behind.
  // Always inlined: the value is built where the caller keeps the result,
  // which clang otherwise leaves to an out-of-line call for large values.
  template <class Fill>
  [[gnu::always_inline]] constexpr result(std::in_place_t, Fill&& fill) noexcept(noexcept(fill(std::declval<T&>())))
    requires(!detail::overwritable<T>)
      : value_(), slot_(), ok_(true) {
    keep(std::forward<Fill>(fill)(value_));
  }
  template <class Fill>
  [[gnu::always_inline]] constexpr result(std::in_place_t, Fill&& fill) noexcept(noexcept(fill(std::declval<T&>())))
    requires(detail::overwritable<T>)
      : value_(detail::for_overwrite), slot_(), ok_(true) {
    keep(std::forward<Fill>(fill)(value_));
  }

  constexpr bool has_value() const noexcept { return ok_; }
  constexpr explicit operator bool() const noexcept { return ok_; }

  // Precondition: has_value(). Checked by value(), which throws instead.
  constexpr const T& operator*() const& noexcept { return value_; }
  constexpr T& operator*() & noexcept { return value_; }
  constexpr const T* operator->() const noexcept { return &value_; }
  constexpr T* operator->() noexcept { return &value_; }

  constexpr const T& value() const& {
    if (!ok_) throw bad_result_access(slot_.error.message());
    return value_;
  }
  constexpr T& value() & {
    if (!ok_) throw bad_result_access(slot_.error.message());
    return value_;
  }
  constexpr T value() && {
    if (!ok_) throw bad_result_access(slot_.error.message());
    return std::move(value_);
  }

  // Precondition: !has_value(). (With a value, it is E{}.)
  constexpr const E& error() const noexcept { return ok_ ? no_error : slot_.error; }

 private:
  static constexpr E no_error{};
  struct empty {};
  union error_slot {
    empty none;  // with a value: nothing to write
    E error;     // without one
    constexpr error_slot() noexcept : none() {}
    constexpr explicit error_slot(const E& e) noexcept : error(e) {}
  };

  // A success writes no error record: only ok_ says that there is none.
  constexpr void keep(const E& error) noexcept {
    if (detail::is_error(error)) {
      if constexpr (detail::overwritable<T>) std::construct_at(&value_);  // in place: no copy of unwritten bytes
      slot_ = error_slot(error);  // a whole-union copy: allowed in constant evaluation
      ok_ = false;
    }
  }


  T value_;
  error_slot slot_;
  bool ok_;
};

template <class T, class E>
class result<T, E, false> {
  static_assert(std::is_default_constructible_v<T> && std::is_default_constructible_v<E>);

 public:
  using value_type = T;
  using error_type = E;

  constexpr result(T value) noexcept(std::is_nothrow_move_constructible_v<T>) : value_(std::move(value)) {}

  // `fill(value)` writes the value; it cannot fail, so what it returns (E{})
  // is not kept. (Should a codec break its can_reject promise and fill
  // return an error anyway, the value is left default-constructed, never
  // unwritten; the test folds away when fill cannot fail.)
  template <class Fill>
  [[gnu::always_inline]] constexpr result(std::in_place_t, Fill&& fill) noexcept(noexcept(fill(std::declval<T&>())))
    requires(!detail::overwritable<T>)
      : value_() {
    (void)std::forward<Fill>(fill)(value_);
  }
  template <class Fill>
  [[gnu::always_inline]] constexpr result(std::in_place_t, Fill&& fill) noexcept(noexcept(fill(std::declval<T&>())))
    requires(detail::overwritable<T>)
      : value_(detail::for_overwrite) {
    if (detail::is_error(std::forward<Fill>(fill)(value_))) std::construct_at(&value_);
  }

  static constexpr bool has_value() noexcept { return true; }
  constexpr explicit operator bool() const noexcept { return true; }

  constexpr const T& operator*() const& noexcept { return value_; }
  constexpr T& operator*() & noexcept { return value_; }
  constexpr const T* operator->() const noexcept { return &value_; }
  constexpr T* operator->() noexcept { return &value_; }

  constexpr const T& value() const& noexcept { return value_; }
  constexpr T& value() & noexcept { return value_; }
  constexpr T value() && noexcept(std::is_nothrow_move_constructible_v<T>) { return std::move(value_); }

  // Always E{}: there is never an error.
  constexpr const E& error() const noexcept { return no_error; }

 private:
  static constexpr E no_error{};
  T value_;
};

}  // namespace rowkey

#endif
