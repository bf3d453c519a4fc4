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
struct column_marker {};
template <class T>
concept column_trait = std::same_as<T, Monotonic> || std::same_as<T, LowCardinality> ||
                       std::same_as<T, HighCardinality>;
}  // namespace detail

// T is checked by design rule 2 where a key uses the column: a value type
// rowkey cannot bound and order (std::string, say) is reported there, by name.
template <column_name Name, class T, class... Traits>
struct Column : detail::column_marker {
  static_assert((detail::column_trait<Traits> && ...),
                "rowkey: a column's extra arguments must be traits: rowkey::Monotonic, "
                "rowkey::LowCardinality or rowkey::HighCardinality");

  using value_type = T;
  using argument_type = typename value_codec<T>::argument_type;
  static constexpr std::string_view name = Name.view();
  template <class Trait>
  static constexpr bool has_trait = (std::same_as<Trait, Traits> || ...);

  argument_type value{};

  constexpr Column() = default;
  // Implicit, so that `UserId{42}` and `Host{"web-1"}` read naturally.
  template <class U>
    requires std::convertible_to<U, argument_type>
  constexpr Column(U&& v) noexcept(std::is_nothrow_convertible_v<U, argument_type>)
      : value(static_cast<U&&>(v)) {}
};

// Satisfied by a user's column struct (anything derived from rowkey::Column).
template <class C>
concept declared_column = std::derived_from<C, detail::column_marker> && requires {
  typename C::value_type;
  typename C::argument_type;
  { C::name } -> std::convertible_to<std::string_view>;
};

}  // namespace rowkey

#endif
