// The DSL word choosing a key's byte format:
//
//   using Orders = rowkey::Key<Hash<2, UserId>, UserId, OrderId, rowkey::Format<rowkey::fdb_tuple>>;
//
// A key without it is in rowkey's own format (native_format, docs/format.md),
// whose bytes never change. Another format changes how each part is written,
// not what the key declares: the rules, encode, decode and every scan read
// the parts through the format. rowkey/formats/ holds the formats beside
// rowkey's own (FoundationDB's tuple layer: rowkey/formats/fdb_tuple.hpp).
//
// A format F is a type with
//   static constexpr std::string_view name;       // in messages and describe()
//   template <class Part> using part_traits = ...; // part_codec-shaped (codec/part_codec.hpp)
// and optionally
//   static constexpr bool successor_appends_0xff;
//       true when the keys after every key that starts with bytes x begin at
//       x + 0xFF (no element of the format starts with 0xFF, but a string's
//       terminator may be followed by 0xFF, so incrementing x's last byte
//       would take in longer strings); by default x's last byte is
//       incremented, as rowkey's own format allows;
//   template <class Part> static constexpr rules::violation check_part();
//       a part the format cannot write faithfully (rule 7, docs/rules.md); its
//       part_traits must still be well formed, for a key refused by a rule is
//       laid out all the same (without follow-on errors).
#ifndef ROWKEY_DSL_FORMAT_HPP
#define ROWKEY_DSL_FORMAT_HPP

#include <rowkey/codec/part_codec.hpp>
#include <rowkey/detail/policy_marker.hpp>

#include <concepts>
#include <string_view>

namespace rowkey {

// rowkey's own byte format: each part as its part_codec writes it.
struct native_format {
  static constexpr std::string_view name = "rowkey";
  template <class Part>
  using part_traits = part_codec<Part>;
};

namespace detail {
template <class F>
constexpr bool successor_appends_0xff() {
  if constexpr (requires { F::successor_appends_0xff; }) return F::successor_appends_0xff;
  else return false;
}
}  // namespace detail

namespace detail {
template <template <class> class>
struct names_a_template {};
}  // namespace detail

// Satisfied by a byte format a Key can name in Format<F>: a name and a
// part_traits template (a column, which has a name too, is not one).
template <class F>
concept byte_format = requires {
  { F::name } -> std::convertible_to<std::string_view>;
  typename detail::names_a_template<F::template part_traits>;
};

// The formats rowkey ships beside its own, declared here and defined in
// their headers: a key that names one whose header is not included gets
// rule 4's one error that says which header to include (as for Hash, Bucket
// and Reverse), not errors about an undeclared name.
struct fdb_tuple;  // rowkey/formats/fdb_tuple.hpp

namespace detail {
template <class F>
inline constexpr std::string_view format_header = "the header that defines the format";
template <>
inline constexpr std::string_view format_header<fdb_tuple> = "<rowkey/formats/fdb_tuple.hpp>";
}  // namespace detail

// F should be a byte_format: the rules check it where the key is used, and
// report a format that is not one, or whose header is not included, as the
// key's one error (docs/rules.md, rule 4). A constraint here would be met
// where the key is declared, with errors after it at every use.
template <class F>
struct Format : detail::policy_marker {
  using format = F;
};

}  // namespace rowkey

#endif
