// How a broken key design rule becomes ONE compile error whose first line
// carries the whole message (rule id, column name, fix) on g++ and clang++.
//
// C++20 static_assert takes only a string literal, and the column's name is a
// constexpr string_view. So the message is composed at compile time
// (rules/messages.hpp) and spelled as the template arguments of a class that
// has no member `see_docs_rules_md`; naming that member is the error, and
// both compilers print the class's arguments in its first line:
//
//   g++:     error: no type named 'see_docs_rules_md' in 'struct rowkey::key_design_error<
//              rowkey::rules::detail::text<164>{"rowkey rule 3: leading column `ts` ..."}>'
//   clang++: error: no type named 'see_docs_rules_md' in 'rowkey::key_design_error<
//              text{"rowkey rule 3: leading column `ts`"}, text{"is monotonic and would send every"}, ...>'
//
// clang prints at most 36 characters of a character array in a template
// argument, so for clang the message is cut at spaces into pieces that fit.
// Each piece must end with its own '\0' (and hold nothing after it) for clang
// to print it as a string: the pieces are built with exact lengths.
#ifndef ROWKEY_RULES_DIAGNOSTIC_HPP
#define ROWKEY_RULES_DIAGNOSTIC_HPP

#include <rowkey/dsl/key.hpp>
#include <rowkey/rules/check.hpp>
#include <rowkey/rules/messages.hpp>

#include <array>
#include <cstddef>
#include <utility>

namespace rowkey {

// The class a broken rule's compile error names; its arguments are the message.
template <auto... Message>
struct key_design_error {};

// The class a mistake in declaring a table names (rowkey/table/checks.hpp).
template <auto... Message>
struct table_declaration_error {};

namespace rules {

namespace detail {

// What a subject of the checks breaks: a Key's first violation here; the
// table layer specializes it for its own subjects (rowkey/table/checks.hpp).
template <class Subject>
inline constexpr violation violation_for = first_violation<Subject>;

template <class K>
inline constexpr message_text message_of = message(violation_for<K>);

#if defined(__clang__)
inline constexpr std::size_t piece_capacity = 36;  // characters, '\0' included

// One piece of a message, as clang prints it: text{"..."}.
struct text {
  char chars[piece_capacity];
};

struct pieces {
  std::array<std::size_t, message_text::capacity> begin{};
  std::array<std::size_t, message_text::capacity> size{};
  std::size_t count = 0;
};

// Greedy line filling: each piece ends before a space, which is dropped.
constexpr pieces cut(const message_text& m) {
  pieces p;
  const std::size_t width = piece_capacity - 1;
  std::size_t at = 0;
  while (at < m.size) {
    std::size_t end = at + width < m.size ? at + width : m.size;
    if (end < m.size) {
      std::size_t space = end;
      while (space > at && m.chars[space] != ' ') --space;
      if (space > at) end = space;
    }
    p.begin[p.count] = at;
    p.size[p.count] = end - at;
    ++p.count;
    at = end < m.size && m.chars[end] == ' ' ? end + 1 : end;
  }
  return p;
}

template <class K>
inline constexpr pieces pieces_of = cut(message_of<K>);

template <class K, std::size_t Piece, std::size_t... I>
constexpr text piece(std::index_sequence<I...>) {
  return {{message_of<K>.chars[pieces_of<K>.begin[Piece] + I]..., '\0'}};
}

// Instantiated where every use of a Key passes (detail::layout), and of a
// table (rowkey/table/checks.hpp): one compile error when K breaks a rule,
// nothing otherwise.
template <class K, bool Broken>
struct piece_indices {
  using type = std::index_sequence<>;
};
template <class K>
struct piece_indices<K, true> {
  using type = std::make_index_sequence<pieces_of<K>.count>;
};

template <class K, template <auto...> class Error = key_design_error, bool Broken = static_cast<bool>(violation_for<K>),
          class Pieces = typename piece_indices<K, Broken>::type>
struct enforce {};
template <class K, template <auto...> class Error, std::size_t... Piece>
struct enforce<K, Error, true, std::index_sequence<Piece...>> {
  // The error's first line spells the broken rule, its column and the fix:
  using error = typename Error<piece<K, Piece>(std::make_index_sequence<pieces_of<K>.size[Piece]>{})...>::see_docs_rules_md;
};
#else
// The whole message, as g++ prints it: text<N>{"..."}.
template <std::size_t N>
struct text {
  char chars[N];
};

template <class K, std::size_t... I>
constexpr text<sizeof...(I) + 1> whole(std::index_sequence<I...>) {
  return {{message_of<K>.chars[I]..., '\0'}};
}

// Instantiated where every use of a Key passes (detail::layout): one compile
// error when K breaks a rule, nothing otherwise.
template <class K, template <auto...> class Error = key_design_error, bool Broken = static_cast<bool>(violation_for<K>)>
struct enforce {};
template <class K, template <auto...> class Error>
struct enforce<K, Error, true> {
  // The error's first line spells the broken rule, its column and the fix:
  using error = typename Error<whole<K>(std::make_index_sequence<message_of<K>.size>{})>::see_docs_rules_md;
};
#endif

}  // namespace detail
}  // namespace rules
}  // namespace rowkey

#endif
