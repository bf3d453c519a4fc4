// The text of a key's parts, whole or cut short: the columns of the parts
// that decode, then any bytes that do not, and the bytes grouped by part.
// Behind render<K>, the printing of ranges (whose ends are key prefixes and
// their successors, often not whole keys) and the inspector.
#ifndef ROWKEY_PRINT_DETAIL_RENDER_PARTS_HPP
#define ROWKEY_PRINT_DETAIL_RENDER_PARTS_HPP

#include <rowkey/print/detail/format_value.hpp>
#include <rowkey/key/detail/layout.hpp>
#include <rowkey/key/detail/part_io.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace rowkey::detail {

// What a key's leading parts say: "user_id=42 ts=..." and "00 .. 2a | 7f ..".
struct rendered_parts {
  std::string columns;  // name=value of each stored part read
  std::string hex;      // the bytes, " | " between parts
  std::size_t parts = 0;      // parts read whole
  std::size_t leftover = 0;   // bytes after them that are no whole part
};

// Whether `bytes` are one whole part of T, read into `value`.
template <class T>
bool reads_whole(std::string_view bytes, typename T::codec::value_type& value) {
  reader in{bytes.data(), bytes.data(), bytes.data() + bytes.size()};
  return !bytes.empty() && T::codec::template read<T::order>(in, value) == decode_errc::ok && in.remaining() == 0;
}

// A range's end is often the successor of a whole part: shown as what it
// follows, "past host=\"web\"". In rowkey's format that is the part with
// its last byte (here the string terminator's) plus one; in the tuple
// format, the part and then 0xFF, which a string part would otherwise read
// as the start of an escaped zero byte. The part's value, when `piece` is
// one.
template <class T, bool AppendsFF>
bool read_successor(std::string_view piece, typename T::codec::value_type& value) {
  if (piece.empty()) return false;
  std::string before(piece);
  if constexpr (AppendsFF) {
    if (static_cast<unsigned char>(before.back()) != 0xFF) return false;
    before.pop_back();
  } else {
    if (static_cast<unsigned char>(before.back()) == 0) return false;
    before.back() = static_cast<char>(static_cast<unsigned char>(before.back()) - 1);
  }
  return detail::reads_whole<T>(before, value);
}

// A string column's leading bytes as a starts_with range holds them: the
// value's bytes without what ends it (a padded string's padding, an escaped
// string's terminator). The text they begin, when they are exactly what
// starts_with of that text writes; false for any other bytes (a reversed
// column's bytes hold no text prefix), and for a codec of variable width
// that does not say how long its ending is.
template <class T>
bool read_text_prefix(std::string_view piece, typename T::codec::value_type& value) {
  using codec = typename T::codec;
  if constexpr (!std::is_same_v<typename codec::argument_type, std::string_view> ||
                requires { codec::reverses_value; } ||
                (!codec::fixed_width && !requires { codec::terminator_size; })) {
    return false;
  } else {
    // Completed as an empty value ends (its padding or its terminator)...
    char ending[codec::max_size]{};
    const auto ending_size =
        static_cast<std::size_t>(codec::template write<T::order>(ending, std::string_view()) - ending);
    std::string whole(piece);
    if constexpr (codec::fixed_width) {
      if (piece.size() >= ending_size) return false;
      whole.append(ending + piece.size(), ending_size - piece.size());
    } else {
      whole.append(ending + ending_size - codec::terminator_size, codec::terminator_size);
    }
    if (!detail::reads_whole<T>(whole, value)) return false;
    // ...and written back as starts_with writes it: the same bytes. (A
    // descending padded string's 0xFF is padding after "w", not text.)
    char again[codec::max_size]{};
    const std::string_view text = codec::argument(value);
    if (text.size() > codec::max_size) return false;  // (never: it was read; said for g++'s bounds warnings)
    const char* written = codec::template write<T::order>(again, text);
    std::size_t n = text.size();
    if constexpr (!codec::fixed_width) n = static_cast<std::size_t>(written - again) - codec::terminator_size;
    return std::string_view(again, n) == piece;
  }
}

// Reads parts from the front of `bytes` while they decode; stops at the end
// of the bytes or at the first part that does not decode (whose bytes, to
// the end, are the leftover, unless they are the successor of a whole
// part or the beginning of a string: host="we"...). Derived prefixes are
// shown as bytes only.
template <class K>
rendered_parts render_leading_parts(std::string_view bytes) {
  using L = layout<K>;
  typename L::stored_values values{};
  reader in{bytes.data(), bytes.data(), bytes.data() + bytes.size()};
  rendered_parts out;
  bool stopped = false;
  std::size_t last_column = std::string::npos;  // where the last column's text starts
  const auto group = [&](std::string_view part_bytes) {
    if (!out.hex.empty()) out.hex += " | ";
    append_hex(out.hex, part_bytes, true);
  };
  if constexpr (!L::subspace.empty()) {
    // The subspace is a group of its own, with no column; bytes outside it
    // are all left over.
    stopped = !bytes.starts_with(L::subspace);
    if (!stopped) {
      group(L::subspace);
      in.pos += L::subspace.size();
    }
  }
  for_each_part<K>([&](auto i) {
    using T = typename L::template part_traits<i>;
    if (stopped || in.remaining() == 0) {
      stopped = true;
      return;
    }
    const std::size_t start = in.offset();
    bool ok;
    if constexpr (T::kind == part_kind::stored) {
      ok = T::codec::template read<T::order>(in, detail::stored_at<source_index<K, i>()>(values)) == decode_errc::ok;
    } else {
      ok = in.remaining() >= T::width;
      if (ok) in.pos += T::width;
    }
    if (!ok) {
      in.pos = bytes.data() + start;
      stopped = true;
      if constexpr (T::kind == part_kind::stored) {
        const std::string_view rest = bytes.substr(start);
        typename T::codec::value_type value{};
        const bool past = detail::read_successor<T, L::successor_appends_0xff>(rest, value);
        if (!past && !detail::read_text_prefix<T>(rest, value)) return;
        if (past && L::successor_appends_0xff) {
          group(rest.substr(0, rest.size() - 1));
          group(rest.substr(rest.size() - 1));
        } else {
          group(rest);
        }
        in.pos = in.end;
        ++out.parts;
        if (!out.columns.empty()) out.columns += ' ';
        if (past) out.columns += "past ";
        out.columns += T::column::name;
        out.columns += '=';
        detail::append_value(out.columns, value);
        if (!past) out.columns += "...";
      }
      return;
    }
    group(bytes.substr(start, in.offset() - start));
    ++out.parts;
    if constexpr (T::kind == part_kind::stored) {
      if (!out.columns.empty()) out.columns += ' ';
      last_column = out.columns.size();
      out.columns += T::column::name;
      out.columns += '=';
      detail::append_value(out.columns, detail::stored_at<source_index<K, i>()>(values));
    }
  });
  // Where a range steps past a prefix by appending 0xFF (the tuple format),
  // a range's end is whole parts and that byte: "past user_id=42".
  if (L::successor_appends_0xff && in.remaining() == 1 && byte_at(in.pos) == 0xFF &&
      last_column != std::string::npos) {
    group(bytes.substr(in.offset()));
    out.columns.insert(last_column, "past ");
    return out;
  }
  if (in.remaining() != 0) {
    out.leftover = in.remaining();
    group(bytes.substr(in.offset()));
    if (!out.columns.empty()) out.columns += ' ';
    out.columns += '+';  // (appended piece by piece: g++ 12 warns falsely on "+" + std::string)
    out.columns += std::to_string(out.leftover);
    out.columns += out.leftover == 1 ? " byte" : " bytes";
  }
  return out;
}

}  // namespace rowkey::detail

#endif
