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
//   template <class Part> using part_traits = ...; // part_codec-shaped (dsl/part_codec.hpp)
//       For a Hash or Bucket part, encode and decode instantiate it with a
//       stand-in for the column that has its value_type and argument_type
//       but no name or traits (key/detail/layout.hpp, derived_source), so that
//       keys deriving from columns of one type share their code: a derived
//       part's traits may not depend on more of its column than those.
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
//   using definition = ...;
//       for a format defined here and completed by its own header (fdb_tuple):
//       a type complete exactly where that header is included; where it is
//       not, a key naming the format gets rule 4's one error.
#ifndef ROWKEY_DSL_FORMAT_HPP
#define ROWKEY_DSL_FORMAT_HPP

#include <rowkey/dsl/part_codec.hpp>
#include <rowkey/dsl/detail/policy_marker.hpp>
#include <rowkey/dsl/subspace.hpp>

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

// What a call requires, as its compile error names it. Only ever
// instantiated false.
namespace arguments {
template <class... Elements>
inline constexpr bool fdb_tuple_header_is_included = false;  // fdb_tuple::pack(...) without its header
}  // namespace arguments

namespace rules {
struct violation;  // rules/violation.hpp
}  // namespace rules

namespace detail {
// Defined in <rowkey/formats/fdb_tuple.hpp>: complete exactly where that
// header is included.
struct tuple_format_definition;
template <class Part>
struct tuple_part;

// Its one error: fdb_tuple::pack without <rowkey/formats/fdb_tuple.hpp>.
template <class... Elements>
struct fdb_tuple_header_missing {
  static_assert(arguments::fdb_tuple_header_is_included<Elements...>,
                "rowkey: fdb_tuple::pack is defined in <rowkey/formats/fdb_tuple.hpp>; include it where "
                "Subspace<fdb_tuple::pack(...)> is written (docs/rules.md, rule 4)");
};

// T, named through Elements: a type that depends on a call's arguments, so
// that whether T is complete is asked where the call is made, not where it
// is written.
template <class T, class... Elements>
struct named_at_call {
  using type = T;
};
}  // namespace detail

// FoundationDB's tuple layer as a key's byte format. Its name and the
// declarations of its members are here; its parts, its rule 7 check and its
// packing are in <rowkey/formats/fdb_tuple.hpp> (which no umbrella header
// includes), whose tuple_format_definition completes it. Without that header
// a key naming Format<fdb_tuple> gets rule 4's one error that says which
// header to include (as for Hash, Bucket and Reverse), and so does
// fdb_tuple::pack, which gives one byte in place of the packed tuple, so
// that the Subspace holding it, and the key holding that, add none. (A
// complete fdb_tuple is what lets the call be written at all: an incomplete
// one was 6 to 9 errors, by the key's uses. The error is instantiated in
// pack itself: from a function it calls, it was one note more, and clang
// refused the call as a constant expression too.)
struct fdb_tuple {
  static constexpr std::string_view name = "FoundationDB tuple";
  // The tuple layer's range end: x + 0xFF is above every key that starts with
  // x, and below every other key above x (a 0x00 ending a string may be
  // followed by 0xFF, an escaped 0x00 of a longer string).
  static constexpr bool successor_appends_0xff = true;
  // Complete where the format is usable (rules/check.hpp, state_of_format).
  using definition = detail::tuple_format_definition;

  template <class Part>
  using part_traits = detail::tuple_part<Part>;

  // Rule 7 (docs/rules.md): what the tuple layer cannot hold.
  template <class Part>
  static constexpr rules::violation check_part();

  // A packed tuple of constants, for Subspace<...>: text (string literals),
  // integers and bools, as the tuple layer packs them.
  //   Subspace<fdb_tuple::pack("shop", 7)>   02 73 68 6f 70 00 15 07
  template <class... Elements>
  static consteval subspace_bytes pack(const Elements&... elements) {
    using packing = typename detail::named_at_call<definition, Elements...>::type;
    if constexpr (requires { sizeof(packing); }) {
      return packing::pack(elements...);
    } else {
      using reported [[maybe_unused]] = decltype(detail::fdb_tuple_header_missing<Elements...>{});
      return subspace_bytes("\x00");
    }
  }
};

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
