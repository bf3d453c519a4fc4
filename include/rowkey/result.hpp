// The return type of encode and decode: a value or the error that says why
// there is none. (std::expected is C++23; this is the part of it rowkey needs.)
#ifndef ROWKEY_RESULT_HPP
#define ROWKEY_RESULT_HPP

#include <rowkey/detail/for_overwrite.hpp>
#include <rowkey/detail/lifetimebound.hpp>
#include <rowkey/detail/unusable_value.hpp>

#include <concepts>
#include <cstddef>
#include <new>
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

// Where a result keeps its error. A trivially copyable error shares a union
// with nothing, so that a success writes no error record; any other error
// (one that owns a message, say) is built only on failure.
template <class E>
union error_union {
  struct empty {};
  empty none;  // with a value: nothing to write
  E error;     // without one
  constexpr error_union() noexcept : none() {}
  constexpr explicit error_union(const E& e) noexcept : error(e) {}
};
// An error that owns resources is built only when there is one: a success
// costs a flag, never an E (its constructor and destructor).
template <class E>
class error_member {
 public:
  error_member() noexcept {}
  explicit error_member(E e) : engaged_(true) { ::new (static_cast<void*>(&error)) E(std::move(e)); }
  error_member(const error_member& other) : engaged_(other.engaged_) {
    if (engaged_) ::new (static_cast<void*>(&error)) E(other.error);
  }
  error_member(error_member&& other) noexcept(std::is_nothrow_move_constructible_v<E>) : engaged_(other.engaged_) {
    if (engaged_) ::new (static_cast<void*>(&error)) E(std::move(other.error));
  }
  error_member& operator=(const error_member& other) {
    if (this != &other) assign(other.engaged_, other.error);
    return *this;
  }
  error_member& operator=(error_member&& other) noexcept(std::is_nothrow_move_constructible_v<E>) {
    if (this != &other) assign(other.engaged_, std::move(other.error));
    return *this;
  }
  ~error_member() { reset(); }

  // The error, or E{} when there is none.
  const E& get() const noexcept {
    if (engaged_) return error;
    static const E none{};
    return none;
  }

  union {
    E error;  // only while engaged_
  };

 private:
  void reset() noexcept {
    if (engaged_) error.~E();
    engaged_ = false;
  }
  template <class Other>
  void assign(bool engaged, Other&& e) {
    reset();
    if (engaged) {
      ::new (static_cast<void*>(&error)) E(std::forward<Other>(e));
      engaged_ = true;
    }
  }
  bool engaged_ = false;
};
template <class E>
inline constexpr bool error_in_union = std::is_trivially_copyable_v<E> && std::is_trivially_destructible_v<E>;
template <class E>
using error_slot = std::conditional_t<error_in_union<E>, error_union<E>, error_member<E>>;

// E{}, what error() gives on success (for errors kept in a union).
template <class E>
inline constexpr E no_error{};

}  // namespace detail

// What result's refused get names in its compile error. Only ever
// instantiated false.
namespace arguments {
template <class Value, class Column>
inline constexpr bool get_is_called_on_the_results_value = false;  // r.get<Host>() for r->get<Host>()
template <class Value, std::size_t Position>
inline constexpr bool get_position_is_called_on_the_results_value = false;  // r.get<0>() for r->get<0>()
}  // namespace arguments

namespace detail {
// r.get<Host>() where r->get<Host>() was meant: one error that says so (not
// "no member named get" and two parse errors), then an unusable_value, so
// that the use of it adds none. An empty base of both result classes.
template <class T>
struct refused_get_on_result {
  template <class C>
  unusable_value& get() const noexcept {
    static_assert(arguments::get_is_called_on_the_results_value<T, C>,
                  "rowkey: a result holds its value and is not it: read the value's column with r->get<C>() "
                  "or (*r).get<C>(), after testing if (r) (docs/tutorial.md, results)");
    return unusable_slot;
  }
  template <std::size_t I>
  unusable_value& get() const noexcept {
    static_assert(arguments::get_position_is_called_on_the_results_value<T, I>,
                  "rowkey: a result holds its value and is not it: read the value's column with r->get<I>() "
                  "or (*r).get<I>(), after testing if (r) (docs/tutorial.md, results)");
    return unusable_slot;
  }
};
}  // namespace detail

// Thrown by result::value() when there is no value; what() is the error's message.
class bad_result_access : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

template <class T, class E, bool CanFail = true>
class result;

namespace detail {
template <class R>
inline constexpr bool result_can_fail = true;
template <class T, class E>
inline constexpr bool result_can_fail<result<T, E, false>> = false;

// How encode, decode and the scans build a result in place without a fill
// callback: start it unwritten (result's for_overwrite constructor), write
// its value, keep the error. Each layer of always-inlined callback is
// optimized again around the whole inlined body, once per key, so the
// builders call these instead (docs/benchmarks.md, "Compile time").
struct result_access {
  // The value, as a member pointer (result.*value<R>): an accessor
  // function would be one more per key for the compiler to work through.
  template <class R>
  static constexpr auto value = &R::value_;
  // Keeps the error a fill returned, for both kinds of result: the builders
  // call this, and so does each result's keep(), so that a key's result
  // type has one such function, not two (docs/benchmarks.md, "Compile
  // time"). A value whose fill failed is left default, never unwritten (the
  // reset's two ways, detail/for_overwrite.hpp). A result that can fail
  // writes no error record on success, only ok_, and ok_ is written here,
  // after the fill, on each path: written before it, it would be stored
  // ahead of the fill's reads (which may alias it) and read back where the
  // paths meet. On the error path it is written last, or with
  // FlagFirst first: encode and decode ask for that, as with the flag last
  // clang merged a fixed-width decode's two flag stores into one of a flag
  // computed in a register (one instruction more per key) and took one more
  // per tuple-format encode, and g++ one more per variable-width decode.
  // The scans' ranges do not: clang then took one more on a prefix and a
  // range of [host][event][ts DESC].
  template <bool FlagFirst = false, class R, class E>
  [[gnu::always_inline]] static constexpr void keep(R& r, const E& error) noexcept(
      std::is_nothrow_copy_constructible_v<E>) {
    constexpr bool can_fail = result_can_fail<R>;
    if (is_error(error)) {
      if constexpr (can_fail && FlagFirst) r.ok_ = false;
      if constexpr (resets_its_storage<typename R::value_type>) {
        reset_unwritten_storage(r.value_);
      } else if constexpr (overwritable<typename R::value_type> || !can_fail) {
        detail::reset_unwritten(r.value_);
      }
      if constexpr (can_fail) {
        r.slot_ = typename R::error_slot(error);  // (a union: a whole-union copy, allowed in constant evaluation)
        if constexpr (!FlagFirst) r.ok_ = false;
      }
    } else if constexpr (can_fail) {
      r.ok_ = true;
    }
  }
  // A success the builder knows it has: only the flag, without keep()'s
  // test of an error that is a constant.
  template <class R>
  [[gnu::always_inline]] static constexpr void keep_success(R& r) noexcept {
    if constexpr (result_can_fail<R>) r.ok_ = true;
  }
};
}  // namespace detail

// Every result is [[nodiscard]]: an encode_into whose length is dropped, an
// insert or an erase whose error goes unread, is a warning (an error under
// -Werror), not a silent loss.
//
// CanFail = false: a result that always holds a value (encode of a key none
// of whose columns can reject a value). It has the same interface, stores no
// flag and no error, and has_value() is a constant true.
template <class T, class E, bool CanFail>
class [[nodiscard]] result : public detail::refused_get_on_result<T> {
  static_assert(std::is_default_constructible_v<T> && std::is_default_constructible_v<E>);

 public:
  using value_type = T;
  using error_type = E;

  constexpr result(T value) noexcept(std::is_nothrow_move_constructible_v<T>)
      : ok_(true), value_(std::move(value)), slot_() {}
  constexpr result(E error) noexcept(std::is_nothrow_copy_constructible_v<E>) : ok_(false), value_(), slot_(error) {}

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
      : value_(), slot_() {
    keep(std::forward<Fill>(fill)(value_));
  }
  template <class Fill>
  [[gnu::always_inline]] constexpr result(std::in_place_t, Fill&& fill) noexcept(noexcept(fill(std::declval<T&>())))
    requires(detail::overwritable<T>)
      : value_(detail::for_overwrite), slot_() {
    keep(std::forward<Fill>(fill)(value_));
  }

  // Unwritten (overwritable values only), for rowkey's builders, which
  // write the value and then keep the error (detail::result_access::keep).
  // Public, with a tag users do not name, so that a builder constructs its
  // result itself: a function that returned it would be one more per key
  // for the compiler to work through (docs/benchmarks.md, "Compile time").
  constexpr explicit result(detail::for_overwrite_t) noexcept : value_(detail::for_overwrite), slot_() {}

  constexpr bool has_value() const noexcept { return ok_; }
  constexpr explicit operator bool() const noexcept { return ok_; }

  // Precondition: has_value(). Checked by value(), which throws instead.
  constexpr const T& operator*() const& noexcept ROWKEY_LIFETIMEBOUND { return value_; }
  constexpr T& operator*() & noexcept ROWKEY_LIFETIMEBOUND { return value_; }
  constexpr const T* operator->() const noexcept ROWKEY_LIFETIMEBOUND { return &value_; }
  constexpr T* operator->() noexcept ROWKEY_LIFETIMEBOUND { return &value_; }

  constexpr const T& value() const& ROWKEY_LIFETIMEBOUND {
    if (!ok_) throw bad_result_access(slot_.error.message());
    return value_;
  }
  constexpr T& value() & ROWKEY_LIFETIMEBOUND {
    if (!ok_) throw bad_result_access(slot_.error.message());
    return value_;
  }
  constexpr T value() && {
    if (!ok_) throw bad_result_access(slot_.error.message());
    return std::move(value_);
  }

  // The value, or `fallback` converted to T when there is none (as
  // std::optional and std::expected have it).
  template <class U>
  constexpr T value_or(U&& fallback) const&
    requires std::copy_constructible<T> && std::convertible_to<U, T>
  {
    return ok_ ? value_ : static_cast<T>(std::forward<U>(fallback));
  }
  template <class U>
  constexpr T value_or(U&& fallback) &&
    requires std::move_constructible<T> && std::convertible_to<U, T>
  {
    return ok_ ? std::move(value_) : static_cast<T>(std::forward<U>(fallback));
  }

  // Precondition: !has_value(). (With a value, it is E{}.)
  constexpr const E& error() const noexcept {
    if constexpr (detail::error_in_union<E>) {
      return ok_ ? detail::no_error<E> : slot_.error;
    } else {
      return slot_.get();  // E{} until an error is kept
    }
  }

  // Compared with a value: equal when it holds that value (so that a test
  // can write REQUIRE(rowkey::decode<K>(bytes) == expected)); with an
  // error: equal when it holds that error; with a result: both values or
  // both errors equal.
  friend constexpr bool operator==(const result& r, const T& v)
    requires std::equality_comparable<T>
  {
    return r.has_value() && *r == v;
  }
  friend constexpr bool operator==(const result& r, const E& e) { return !r.has_value() && r.error() == e; }
  friend constexpr bool operator==(const result& a, const result& b)
    requires std::equality_comparable<T>
  {
    return a.has_value() == b.has_value() && (a.has_value() ? *a == *b : a.error() == b.error());
  }

 private:
  using error_slot = detail::error_slot<E>;

  friend struct detail::result_access;

  // The error a fill returned (detail::result_access::keep).
  constexpr void keep(const E& error) noexcept(std::is_nothrow_copy_constructible_v<E>) {
    detail::result_access::keep(*this, error);
  }

  // ok_ first: a result built with an error writes it first, so that its
  // last store and a success's (ok_, in keep()) are not to the same byte,
  // which clang would merge into a flag computed in a register, then stored.
  bool ok_;  // written by keep() when the value is built in place
  T value_;
  error_slot slot_;
};

// A result with no value, only success or the error (a write that returns
// nothing else). The error is kept as in result<T, E>.
template <class E>
class [[nodiscard]] result<void, E, true> {
  static_assert(std::is_default_constructible_v<E>);

 public:
  using value_type = void;
  using error_type = E;

  constexpr result() noexcept : slot_(), ok_(true) {}
  constexpr result(E error) : slot_(), ok_(true) {
    if (detail::is_error(error)) {
      slot_ = error_slot(std::move(error));
      ok_ = false;
    }
  }

  constexpr bool has_value() const noexcept { return ok_; }
  constexpr explicit operator bool() const noexcept { return ok_; }

  // Throws bad_result_access, with the error's message, when there is an error.
  constexpr void value() const {
    if (!ok_) throw bad_result_access(slot_.error.message());
  }

  // Precondition: !has_value(). (On success, it is E{}.)
  constexpr const E& error() const noexcept {
    if constexpr (detail::error_in_union<E>) {
      return ok_ ? detail::no_error<E> : slot_.error;
    } else {
      return slot_.get();
    }
  }

 private:
  using error_slot = detail::error_slot<E>;
  error_slot slot_;
  bool ok_;
};

template <class T, class E>
class [[nodiscard]] result<T, E, false> : public detail::refused_get_on_result<T> {
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
    keep(std::forward<Fill>(fill)(value_));
  }

  // Unwritten, for rowkey's builders (as in the result that can fail).
  constexpr explicit result(detail::for_overwrite_t) noexcept : value_(detail::for_overwrite) {}

  static constexpr bool has_value() noexcept { return true; }
  constexpr explicit operator bool() const noexcept { return true; }

  friend constexpr bool operator==(const result& r, const T& v)
    requires std::equality_comparable<T>
  {
    return *r == v;
  }
  friend constexpr bool operator==(const result& a, const result& b)
    requires std::equality_comparable<T>
  {
    return *a == *b;
  }

  constexpr const T& operator*() const& noexcept ROWKEY_LIFETIMEBOUND { return value_; }
  constexpr T& operator*() & noexcept ROWKEY_LIFETIMEBOUND { return value_; }
  constexpr const T* operator->() const noexcept ROWKEY_LIFETIMEBOUND { return &value_; }
  constexpr T* operator->() noexcept ROWKEY_LIFETIMEBOUND { return &value_; }

  constexpr const T& value() const& noexcept ROWKEY_LIFETIMEBOUND { return value_; }
  constexpr T& value() & noexcept ROWKEY_LIFETIMEBOUND { return value_; }
  constexpr T value() && noexcept(std::is_nothrow_move_constructible_v<T>) { return std::move(value_); }

  // Always the value; `fallback` is never used (the interface of the result that can fail).
  template <class U>
  constexpr T value_or(U&&) const&
    requires std::copy_constructible<T> && std::convertible_to<U, T>
  {
    return value_;
  }
  template <class U>
  constexpr T value_or(U&&) &&
    requires std::move_constructible<T> && std::convertible_to<U, T>
  {
    return std::move(value_);
  }

  // Always E{}: there is never an error.
  constexpr const E& error() const noexcept { return detail::no_error<E>; }

 private:
  friend struct detail::result_access;
  // A value whose fill failed is left default, never unwritten
  // (detail::result_access::keep).
  constexpr void keep(const E& error) noexcept { detail::result_access::keep(*this, error); }

  T value_;
};

}  // namespace rowkey

#endif
