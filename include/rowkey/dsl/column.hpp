// The DSL word for a key column:
//
//   struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
//
// The struct the user declares is the column: it names it in a Key, and
// `UserId{42}` is a typed value for it, so two integer columns cannot be
// swapped when a key is encoded. The name appears in messages and renderings.
#ifndef ROWKEY_DSL_COLUMN_HPP
#define ROWKEY_DSL_COLUMN_HPP

#include <rowkey/codec/value_codec.hpp>

#include <concepts>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace rowkey {

// A string literal usable as a template argument: Column<"user_id", ...>.
template <std::size_t N>
struct column_name {
  char chars[N]{};
  consteval column_name(const char (&text)[N]) {
    for (std::size_t i = 0; i < N; ++i) chars[i] = text[i];
  }
  constexpr std::string_view view() const noexcept { return {chars, N - 1}; }
};

// Column traits a user can state on a column; the key design rules read them.
// (Value types have defaults: time points are monotonic, bool and enums are
// low-cardinality. `HighCardinality` states that a column is neither.)
struct Monotonic {};
struct LowCardinality {};
struct HighCardinality {};

namespace detail {
template <class T>
concept column_trait = std::same_as<T, Monotonic> || std::same_as<T, LowCardinality> ||
                       std::same_as<T, HighCardinality>;
}  // namespace detail

// T is checked by design rule 2 where a key uses the column: a value type
// rowkey cannot bound and order (std::string, say) is reported there, by name.
//
// An aggregate, as the user's column struct derived from it is, so that
// `UserId{42}` initializes `value` directly (brace elision), where braces
// refuse a narrowing conversion: `Event{70000}` for a 16-bit column and
// `UserId{-1}` do not compile, and `UserId{some_int}` does not on clang (g++
// warns, -Wnarrowing), instead of writing another key. (A converting
// constructor took any value convertible to the column's and converted it
// inside, silently.) A value of another type is converted on purpose:
// `UserId{static_cast<std::uint64_t>(some_int)}`.
template <column_name Name, class T, class... Traits>
struct Column {
  static_assert((detail::column_trait<Traits> && ...),
                "rowkey: a column's extra arguments must be traits: rowkey::Monotonic, "
                "rowkey::LowCardinality or rowkey::HighCardinality");

  using rowkey_column_tag = void;  // what declared_column looks for
  using value_type = T;
  using argument_type = typename value_codec<T>::argument_type;
  static constexpr std::string_view name = Name.view();
  template <class Trait>
  static constexpr bool has_trait = (std::same_as<Trait, Traits> || ...);

  argument_type value{};

  // A decoded value compared with a column's (either way round):
  // `values->get<Ts>() == Ts{t}`, `row.get<Host>() == Host{"web-1"}`; equal
  // when they encode alike. The value's type is the column's own: no
  // conversion (-1 to UserId's std::uint64_t) makes two values equal.
  template <std::same_as<T> V>
  friend constexpr bool operator==(const Column& column, const V& value) {
    return column.value == value_codec<T>::argument(value);
  }
};

// Satisfied by a user's column struct (anything derived from rowkey::Column).
template <class C>
concept declared_column = requires {
  typename C::rowkey_column_tag;
  typename C::value_type;
  typename C::argument_type;
  { C::name } -> std::convertible_to<std::string_view>;
};

}  // namespace rowkey

#endif
