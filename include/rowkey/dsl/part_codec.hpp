// How one element of a Key<...> is written. Every DSL word that can stand in
// a key specializes part_codec; there are two kinds of part:
//
//   stored:  holds a column's value, which decode gives back.
//              using column = C;
//              static constexpr part_kind kind = part_kind::stored;
//              static constexpr direction order;
//              using codec = ...;   // a value_codec-shaped codec for C's value
//   derived: a prefix computed from a column stored later in the key (Hash,
//            Bucket). Decode recomputes it and reports a mismatch.
//              using column = C;
//              static constexpr part_kind kind = part_kind::derived;
//              static constexpr std::size_t width;
//              static constexpr void derive(char* out, typename C::argument_type);
//
// A plain column is a stored ascending part; Desc and the modifiers in
// rowkey/dsl/ add their own specializations.
#ifndef ROWKEY_DSL_PART_CODEC_HPP
#define ROWKEY_DSL_PART_CODEC_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/codec/value_codec.hpp>
#include <rowkey/dsl/column.hpp>

#include <cstddef>

namespace rowkey {

enum class part_kind : bool { stored, derived };

template <class Part>
struct part_codec;

template <declared_column C>
struct part_codec<C> {
  using column = C;
  static constexpr part_kind kind = part_kind::stored;
  static constexpr direction order = direction::ascending;
  using codec = value_codec<typename C::value_type>;
};

// Satisfied by anything that may stand in a Key<...>.
template <class Part>
concept key_part = requires {
  typename part_codec<Part>::column;
  part_codec<Part>::kind;
};

}  // namespace rowkey

#endif
