// The DSL word for a descending column: Key<Host, Event, Desc<Ts>> keeps each
// (host, event)'s newest rows first, which a forward scan reads fastest.
// The bytes are the column's ascending encoding, each inverted.
#ifndef ROWKEY_DSL_DESC_HPP
#define ROWKEY_DSL_DESC_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/part_word.hpp>

namespace rowkey {

template <class C>
struct Desc : detail::part_word {
  using part_word::part_word;
};

template <declared_column C>
struct part_codec<Desc<C>> {
  using column = C;
  static constexpr part_kind kind = part_kind::stored;
  static constexpr direction order = direction::descending;
  using codec = value_codec<typename C::value_type>;
};

}  // namespace rowkey

#endif
