// A record: a plain C++ aggregate whose fields rowkey can name, made visible
// with Boost.Hana's struct adaptation:
//
//   struct Order {
//     std::uint64_t order_no;
//     std::uint64_t buyer_id;
//     std::chrono::sys_time<std::chrono::seconds> ts;
//     std::string item;
//   };
//   BOOST_HANA_ADAPT_STRUCT(Order, order_no, buyer_id, ts, item);
//
// (or the fields declared with BOOST_HANA_DEFINE_STRUCT). A key column binds
// to the field of the same name: Column<"buyer_id", std::uint64_t> reads
// Order::buyer_id. The binding is checked where a table is declared
// (rowkey/table/checks.hpp): a column with no such field, or a field of
// another type, is one compile error naming both.
#ifndef ROWKEY_TABLE_RECORD_HPP
#define ROWKEY_TABLE_RECORD_HPP

#include <rowkey/codec/value_codec.hpp>
#include <rowkey/dsl/column.hpp>

#include <boost/hana/accessors.hpp>
#include <boost/hana/at.hpp>
#include <boost/hana/concept/struct.hpp>
#include <boost/hana/first.hpp>
#include <boost/hana/length.hpp>
#include <boost/hana/second.hpp>
#include <boost/hana/string.hpp>
#include <boost/hana/unpack.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <exception>
#include <string>
#include <string_view>
#include <type_traits>

namespace rowkey {

// Satisfied by a struct adapted with BOOST_HANA_ADAPT_STRUCT or declared with
// BOOST_HANA_DEFINE_STRUCT, that can be default-constructed (a field missing
// from a stored row keeps its default) and copied.
template <class R>
concept adapted_record = boost::hana::Struct<R>::value && std::default_initializable<R> && std::copyable<R>;

// What the table handle's calls require, as their compile errors name them.
// Only ever instantiated false.
namespace arguments {
template <class Record, class Parameter>
inline constexpr bool update_takes_the_record_by_reference = false;  // update(pk, [](Order o) { ... })
template <class Record, class Function>
inline constexpr bool update_calls_its_function_with_the_record = false;  // update(pk, [](int& n) { ... })
template <class... Args>
inline constexpr bool scanned_table_or_index_is_a_template_argument = false;  // scan(OrdersByBuyer{}, ...)
template <class Of, class Table>
inline constexpr bool scanned_is_the_table_or_an_attached_index = false;  // orders.scan<UsersByName>(...)
template <class I, class Table>
inline constexpr bool built_index_is_an_attached_index = false;  // orders.build_index<UsersByName>()
}  // namespace arguments

namespace detail {

namespace hana = boost::hana;

inline constexpr std::size_t no_field = static_cast<std::size_t>(-1);

// A value-initialized record, where the table layer starts one. A record
// that cannot be default-constructed is refused by its table's declaration
// (one error, at attach); for it this gives nothing and is never called, so
// that the handle's members add no second error. A record that cannot be
// copied gets the same error, and copied_record below does the same for it.
template <class R>
R default_record() {
  if constexpr (std::default_initializable<R>) {
    return R{};
  } else {
    std::terminate();
  }
}

// A copy of a record, where the table layer copies one (upsert's read of
// the old row, update's record to change). For a record that cannot be
// copied, which its table's declaration refuses, nothing, as above.
template <class R>
R copied_record(const R& r) {
  if constexpr (std::copy_constructible<R>) {
    return r;
  } else {
    std::terminate();
  }
}

// The parameter of a function given one argument, where it has one call
// signature to read: a function, a pointer to one, or a class with one call
// operator that is not a template (a lambda with a declared parameter
// type). void otherwise (a generic lambda: parameter_for_record, below).
template <class F>
struct sole_parameter {
  using type = void;
};
template <class F>
  requires requires { &F::operator(); }
struct sole_parameter<F> : sole_parameter<decltype(&F::operator())> {};
template <class R, class P>
struct sole_parameter<R(P)> {
  using type = P;
};
template <class R, class P>
struct sole_parameter<R(P) noexcept> : sole_parameter<R(P)> {};
template <class R, class P>
struct sole_parameter<R (*)(P)> : sole_parameter<R(P)> {};
template <class R, class P>
struct sole_parameter<R (*)(P) noexcept> : sole_parameter<R(P)> {};
template <class C, class R, class P>
struct sole_parameter<R (C::*)(P) const> : sole_parameter<R(P)> {};
template <class C, class R, class P>
struct sole_parameter<R (C::*)(P) const noexcept> : sole_parameter<R(P)> {};

// Whether update's f can be called with the record to change. (A bool, not
// a concept: a static_assert on a concept makes clang explain it, lines
// longer than the message.)
template <class F, class R>
inline constexpr bool takes_record = requires(const F& f, R& r) { f(r); };

// The parameter f takes a record R by, where it can be read: sole_parameter,
// or for a call operator template of one parameter (a generic lambda,
// [](auto o)) the parameter of its specialization for R, as a call with an
// R lvalue deduces it ([](auto&& o) reads as R&&: a forwarding reference,
// which an lvalue makes R&). void where neither reads.
template <class F, class R>
struct parameter_for_record : sole_parameter<F> {};
template <class F, class R>
  requires std::is_void_v<typename sole_parameter<F>::type> && requires { &F::template operator()<R>; }
struct parameter_for_record<F, R> : sole_parameter<decltype(&F::template operator()<R>)> {};

// Whether a function given record R can change it (update's f): it does not
// take R itself by value or by const reference, where what it changes would
// be lost. (A parameter of another type, a std::reference_wrapper<R> or a
// proxy of the user's, and one that cannot be read, are taken as they are.)
template <class F, class R, class P = typename parameter_for_record<F, R>::type>
inline constexpr bool changes_its_argument =
    !std::same_as<std::remove_cvref_t<P>, R> ||
    (std::is_reference_v<P> && !std::is_const_v<std::remove_reference_t<P>>);

// How many fields an aggregate record has, counted as C++ counts its
// initializers: the most `R{f, f, ...}` takes, each f converting to any
// field's type but an empty one. The table's declaration check compares it
// with the fields adapted, so that a field left out of
// BOOST_HANA_ADAPT_STRUCT is an error, not a field silently never stored.
// It never counts more fields than there are to adapt, except for a C array
// (one per element): a base class with fields takes one initializer, and a
// record that is no aggregate, or has an empty base (which no f converts
// to), counts 0 and is taken as adapted.
struct any_field {
  template <class F>
    requires(!std::is_empty_v<F>)
  operator F() const noexcept;  // never called: only counted
};
template <class R, std::size_t... I>
constexpr bool takes_fields(std::index_sequence<I...>) noexcept {
  return requires { R{(static_cast<void>(I), any_field{})...}; };
}
template <class R, std::size_t N = 0>
constexpr std::size_t aggregate_field_count() noexcept {
  if constexpr (!std::is_aggregate_v<R> || N == 64) {
    return N;
  } else if constexpr (takes_fields<R>(std::make_index_sequence<N + 1>{})) {
    return aggregate_field_count<R, N + 1>();
  } else {
    return N;
  }
}

template <class R>
struct record_fields {
  static constexpr std::size_t count = 0;
  static constexpr std::array<std::string_view, 0> names{};
};

template <adapted_record R>
struct record_fields<R> {
  static constexpr auto names = hana::unpack(hana::accessors<R>(), [](auto... field) {
    return std::array<std::string_view, sizeof...(field)>{
        std::string_view(hana::to<char const*>(hana::first(field)))...};
  });
  static constexpr std::size_t count = names.size();
};

// The position of R's field called `name`, or no_field.
template <class R>
constexpr std::size_t field_index(std::string_view name) noexcept {
  for (std::size_t i = 0; i < record_fields<R>::count; ++i) {
    if (record_fields<R>::names[i] == name) return i;
  }
  return no_field;
}

// Field I of a record (a reference to it).
template <std::size_t I, class R>
constexpr auto& field(R& record) noexcept {
  return hana::second(hana::at_c<I>(hana::accessors<std::remove_const_t<R>>()))(record);
}

template <class R, std::size_t I>
using field_type = std::remove_cvref_t<decltype(detail::field<I>(std::declval<R&>()))>;

// Whether a field of type F can stand for column C's value: the column's own
// value type, or std::string for a column of text or bytes (encode reads a
// std::string_view from it; decode assigns the column's bytes back).
template <class F, class C>
inline constexpr bool field_fits_column =
    std::same_as<F, typename C::value_type> ||
    (std::same_as<F, std::string> && std::same_as<typename C::argument_type, std::string_view>);

// How column C of a key reads and writes record R's field of the same name.
// An unbound column (no such field, or a field of another type) is reported
// once where the table is checked; here it reads a default value and writes
// nothing, so that no second error follows.
template <class R, class C>
struct column_binding {
  static constexpr std::size_t index = field_index<R>(C::name);
  static constexpr bool has_field = index != no_field;

  static constexpr bool fits() noexcept {
    if constexpr (has_field) {
      return field_fits_column<field_type<R, index>, C>;
    } else {
      return false;
    }
  }
  static constexpr bool bound = fits();

  // What encode reads for C.
  static constexpr typename C::argument_type argument(const R& record) noexcept {
    if constexpr (bound) {
      using F = field_type<R, index>;
      if constexpr (std::same_as<F, std::string>) {
        return std::string_view(detail::field<index>(record));
      } else {
        return value_codec<typename C::value_type>::argument(detail::field<index>(record));
      }
    } else {
      return typename C::argument_type{};
    }
  }

  // Sets the field from a value decode gave back for C.
  static void assign(R& record, const typename C::value_type& value) {
    if constexpr (bound) {
      auto& f = detail::field<index>(record);
      if constexpr (std::same_as<field_type<R, index>, std::string>) {
        const std::string_view bytes = value_codec<typename C::value_type>::argument(value);
        f.assign(bytes.data(), bytes.size());
      } else {
        f = value;
      }
    }
  }
};

}  // namespace detail
}  // namespace rowkey

#endif
