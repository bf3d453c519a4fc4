// What the part words (Desc, Reverse, Hash, Bucket) have in common as
// values: none. A word marks a part of a Key<...> and holds nothing, but
// written where a value goes, `at_least(Desc<Ts>{t})` or
// `encode<K>(Hash<4, UserId>{id})`, it is taken as written, so that the call
// it reaches reports it once, with the fix (the column's own value, Ts{t}),
// instead of "too many initializers" for the word and a second error for
// the call.
#ifndef ROWKEY_DSL_PART_WORD_HPP
#define ROWKEY_DSL_PART_WORD_HPP

#include <type_traits>

namespace rowkey::detail {

struct part_word {
  constexpr part_word() noexcept = default;
  template <class... Ignored>
    requires(sizeof...(Ignored) > 0)
  constexpr explicit part_word(const Ignored&...) noexcept {}
};

template <class T>
inline constexpr bool is_part_word = std::is_base_of_v<part_word, T>;

}  // namespace rowkey::detail

#endif
