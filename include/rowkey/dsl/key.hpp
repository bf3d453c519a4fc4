// The DSL word for a key: its parts, in byte order.
//
//   using Orders = rowkey::Key<Hash<4, UserId>, UserId, Desc<Ts>>;
//
// A Key is only a declaration; rowkey::encode<Orders>, rowkey::decode<Orders>
// and the scan functions read it. Policy words may stand among the parts to
// relax a design rule visibly (rowkey/rules/).
#ifndef ROWKEY_DSL_KEY_HPP
#define ROWKEY_DSL_KEY_HPP

#include <type_traits>

namespace rowkey {

template <class... Parts>
struct Key {};

namespace detail {
template <class K>
inline constexpr bool is_key = false;
template <class... Parts>
inline constexpr bool is_key<Key<Parts...>> = true;
}  // namespace detail

// Satisfied by rowkey::Key<...> types.
template <class K>
concept key_declaration = detail::is_key<K>;

}  // namespace rowkey

#endif
