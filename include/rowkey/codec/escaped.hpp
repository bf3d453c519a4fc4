// bounded_string<Max> and bounded_bytes<Max>: variable length, binary-safe
// and self-delimiting.
//   ascending:  each 0x00 byte of the value becomes 0x00 0xFF; every other
//               byte is itself; the value ends with 0x00 0x01.
//   descending: the ascending bytes, each inverted: a 0x00 byte of the value
//               becomes 0xFF 0x00, every other byte b becomes ~b, and the
//               value ends with 0xFF 0xFE.
// No encoding is a prefix of another, so a value sorts before every longer
// value it prefixes and the next column never takes part in the comparison
// of this one; for the same reason inverting the bytes reverses the order.
// At most 2 * Max + 2 bytes.
#ifndef ROWKEY_CODEC_ESCAPED_HPP
#define ROWKEY_CODEC_ESCAPED_HPP

#include <rowkey/codec/codec_interface.hpp>
#include <rowkey/detail/bytes.hpp>
#include <rowkey/types/bounded_string.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace rowkey {

namespace detail {

inline constexpr unsigned char escape_byte = 0x00;
inline constexpr unsigned char escaped_zero = 0xFF;
inline constexpr unsigned char terminator = 0x01;

template <class Value, std::size_t Max>
struct escaped_codec {
  using value_type = Value;
  using argument_type = std::string_view;
  static constexpr std::size_t max_size = 2 * Max + 2;
  static constexpr bool fixed_width = false;
  static constexpr std::size_t terminator_size = 2;  // the bytes after the value (starts_with leaves them out)
  static constexpr bool can_reject = true;  // longer than Max

  static constexpr encode_errc check(std::string_view v) noexcept {
    return v.size() > Max ? encode_errc::too_long : encode_errc::ok;
  }
  static constexpr std::size_t size(std::string_view v) noexcept {
    std::size_t zeros = 0;
    for (const char* p = v.data(), *end = p + v.size(); (p = find_byte(p, end, escape_byte)) != end; ++p) ++zeros;
    return v.size() + zeros + 2;
  }
  static constexpr std::string_view argument(const Value& v) noexcept { return v.view(); }

  // Out of line: one copy per string type and direction, shared by every key
  // and every encode, prefix and range that writes the value. Inlined, it
  // saved g++ about 8 instructions per key, and g++ optimized its word loop
  // again at each call site: 15% of the compile cost of a fully used schema
  // (docs/benchmarks.md, "The string writer out of line").
  template <direction D>
  [[gnu::noinline]] static constexpr char* write(char* out, std::string_view v) noexcept {
    constexpr bool invert = D == direction::descending;
    constexpr unsigned char flip = invert ? 0xFF : 0x00;
    const char* p = v.data();
    const char* const end = p + v.size();
    if (!__builtin_is_constant_evaluated()) {
      out = write_words<invert>(out, p, end);
      *out++ = to_char(escape_byte ^ flip);
      *out++ = to_char(terminator ^ flip);
      return out;
    }
    for (;;) {
      const char* zero = find_byte(p, end, escape_byte);
      copy_bytes<invert>(out, p, static_cast<std::size_t>(zero - p));
      out += zero - p;
      if (zero == end) break;
      *out++ = to_char(escape_byte ^ flip);
      *out++ = to_char(escaped_zero ^ flip);
      p = zero + 1;
    }
    *out++ = to_char(escape_byte ^ flip);
    *out++ = to_char(terminator ^ flip);
    return out;
  }

  // One byte of the value: 0x00 becomes 0x00 0xFF; all inverted for descending.
  template <bool Invert>
  static char* write_byte(char* out, char c) noexcept {
    constexpr unsigned char flip = Invert ? 0xFF : 0x00;
    *out++ = to_char(byte_at(&c) ^ flip);
    if (c == to_char(escape_byte)) *out++ = to_char(escaped_zero ^ flip);
    return out;
  }

  // The value's bytes, escaped, at run time. Most values hold no 0x00 byte, so
  // this moves 8 (or 4) bytes at a time and tests each word for a zero byte
  // with a few ALU instructions: fewer instructions than a byte loop, and no
  // memchr/memcpy calls whose set-up costs more than a short host name. It
  // never reads outside [p, end) nor writes past the escaped value's end.
  // Always inlined into write (out of line itself) and the tuple format's
  // string writer: clang at -O2 called it from both, about 7 instructions
  // more per string written (docs/benchmarks.md, "-O2").
  template <bool Invert>
  [[gnu::always_inline]] static char* write_words(char* out, const char* p, const char* const end) noexcept {
    constexpr std::uint64_t flip = Invert ? ~std::uint64_t{0} : 0;
    const auto n = static_cast<std::size_t>(end - p);
    if (n >= 8) {
      // Both cursors count from the value's end: the input's at end + k (k <
      // 0), the output's at to + k, to moving on by one at each escape. The
      // loop's test is then one compare of k, where `end - p >= 8` took a
      // subtraction and a copy per word as well. (n >= 8: one word at least.)
      auto k = static_cast<std::ptrdiff_t>(p - end);
      char* to = out - k;
      do {
        // The word is stored whole: what follows a 0x00 in it is overwritten
        // next. At least 8 bytes of the value are still to be written here
        // (its terminator follows them), so the store stays inside it.
        const std::uint64_t w = load_word(end + k);
        store_word(to + k, w ^ flip);
        const std::uint64_t zeros = zero_byte_marks(w);
        if (zeros == 0) {
          k += 8;
          continue;
        }
        if constexpr (first_zero_byte_exact) {
          // One escape per pass, from the byte after it: no loop over the
          // word's bytes, whose branches mispredict when zeros are common.
          const auto zero = static_cast<std::ptrdiff_t>(first_marked_byte(zeros));
          to[k + zero] = to_char(escape_byte ^ static_cast<unsigned char>(flip));
          to[k + zero + 1] = to_char(escaped_zero ^ static_cast<unsigned char>(flip));
          k += zero + 1;
          ++to;
        } else {
          char* o = to + k;
          for (int i = 0; i < 8; ++i) o = write_byte<Invert>(o, end[k + i]);
          to = o - (k + 8);
          k += 8;
        }
      } while (k <= -8);
      if (k == 0) return to;
      p = end + k;
      out = to + k;
      // The last 1 to 7 bytes: when the word ending at `end` holds no 0x00, the
      // bytes it shares with the previous word were copied as they are, so it
      // can be stored ending at the value's end.
      const auto left = static_cast<std::size_t>(end - p);
      const std::uint64_t w = load_word(end - 8);
      if (!has_zero_byte(w)) {
        store_word(out + left - 8, w ^ flip);
        return out + left;
      }
    } else if (n >= 4) {
      // 4 to 7 bytes: two 4-byte words, overlapping when n < 8.
      const std::uint32_t first = load_half_word(p);
      const std::uint32_t last = load_half_word(end - 4);
      if (!has_zero_byte(first) && !has_zero_byte(last)) {
        store_half_word(out, first ^ static_cast<std::uint32_t>(flip));
        store_half_word(out + n - 4, last ^ static_cast<std::uint32_t>(flip));
        return out + n;
      }
    }
    for (; p != end; ++p) out = write_byte<Invert>(out, *p);
    return out;
  }

  // Copies the word at `from` to `to`, both whole, as the value's bytes, and
  // returns its escape marks. Shared by the word-at-a-time reads. (The
  // store comes before the test, so that the word is not kept for it: g++
  // otherwise copies it.)
  template <std::uint64_t Flip>
  [[gnu::always_inline]] static std::uint64_t copy_word(const char* const from, char* const to) noexcept {
    const std::uint64_t w = load_word(from) ^ Flip;
    store_word(to, w);
    return zero_byte_marks(w);
  }

  // Copies the last `left` (1 to 7) bytes before `end`, at least 8 bytes
  // into the input, to `to` as one word, whole (the 8 bytes at `to` must be
  // room): the word ending at `end`, shifted so that its first byte is
  // end - left's (the bytes shifted in are not the value's). Returns the
  // escape marks of those `left` bytes only. Shared by the word-at-a-time
  // reads for a value's last bytes; the store comes first, as in copy_word.
  template <std::uint64_t Flip>
  [[gnu::always_inline]] static std::uint64_t copy_last_bytes(const char* const end, const std::size_t left,
                                                              char* const to) noexcept {
    const std::uint64_t w = (load_word(end - 8) >> (8 * (8 - left))) ^ Flip;
    store_word(to, w);
    return zero_byte_marks(w) & (~std::uint64_t{0} >> (8 * (8 - left)));
  }

  template <direction D>
  [[gnu::always_inline]] static constexpr decode_errc read(reader& in, Value& out) noexcept {
    if constexpr (first_zero_byte_exact) {
      if (!__builtin_is_constant_evaluated()) return read_words<D == direction::descending>(in, out);
    }
    return read_reference<D>(in, out);
  }

  // The value's bytes at run time, 8 at a time while both the input and the
  // value's room hold 8 more: each word is stored whole into the value (what
  // follows an escape in it is overwritten next) and tested for the escape
  // byte; the first one in it is found from the test's bits, with no call
  // and no loop over bytes. The last bytes of the input are one more word
  // (the one that ends the input); only within the last 8 bytes of room is
  // it byte by byte. Accepts and rejects exactly what read_reference does,
  // with the same error at the same offset (tests/unit/escaped_decode_test.cpp).
  template <bool Invert>
  [[gnu::always_inline]] static decode_errc read_words(reader& in, Value& out) noexcept {
    constexpr std::uint64_t flip = Invert ? ~std::uint64_t{0} : 0;
    constexpr unsigned char byte_flip = Invert ? 0xFF : 0x00;
    char* const chars = out.chars_.data();
    const char* p = in.pos;
    const char* const end = in.end;
    std::size_t length = 0;
    for (;;) {
      // Each pass ends with p at an escape byte (or at the input's end); the
      // jumps skip the slower ways of getting there once one way has.
      if constexpr (Max >= 8) {
        // Between escapes the input and the value advance together, so one
        // bound serves both: the input's end, or as far as the room left.
        const std::size_t room = Max - length;
        const std::size_t input_left = static_cast<std::size_t>(end - p);
        const std::size_t n = input_left < room ? input_left : room;
        std::size_t i = 0;
        for (; n - i >= 8; i += 8) {
          if (const std::uint64_t escapes = copy_word<flip>(p + i, chars + length + i); escapes != 0) {
            i += first_marked_byte(escapes);
            p += i;
            length += i;
            goto at_escape;
          }
        }
        p += i;
        length += i;
        // 1 to 7 bytes of input left (a string at the end of a key), room
        // for 8 more: those bytes as one word (copy_last_bytes), searched
        // like the others; an escape in it comes before the room runs out.
        // (None left: the byte loop below finds the input's end.)
        const std::size_t left = static_cast<std::size_t>(end - p);
        if (left != 0 && left < 8 && Max - length >= 8 && end - in.begin >= 8) {
          const std::uint64_t escapes = copy_last_bytes<flip>(end, left, chars + length);
          const std::size_t run = escapes == 0 ? left : first_marked_byte(escapes);
          p += run;
          length += run;
          goto at_escape;
        }
      }
      {
        // The last (at most 8) bytes before the room or the input runs out,
        // copied as they are scanned; with the value full, the next byte
        // must be an escape.
        const std::size_t left = static_cast<std::size_t>(end - p);
        const std::size_t room_left = Max - length;
        const std::size_t n = left < room_left ? left : room_left;
        std::size_t run = 0;
        for (; run < n; ++run) {
          const unsigned char b = byte_at(p + run);
          if (b == byte_flip) break;
          chars[length + run] = to_char(b ^ byte_flip);
        }
        if (run == room_left && left > room_left && byte_at(p + room_left) != byte_flip) {
          out.size_ = static_cast<length_type<Max>>(length);
          in.pos = p + room_left;
          return decode_errc::too_long;
        }
        p += run;
        length += run;
      }
    [[maybe_unused]] at_escape:
      out.size_ = static_cast<length_type<Max>>(length);
      if (end - p < 2) {
        in.pos = end;
        return decode_errc::truncated;
      }
      const unsigned char next = byte_at(p + 1) ^ byte_flip;
      if (next == terminator) [[likely]] {
        in.pos = p + 2;
        return decode_errc::ok;
      }
      in.pos = p;
      if (next != escaped_zero) return decode_errc::bad_escape;
      if (length == Max) return decode_errc::too_long;
      chars[length++] = to_char(0x00);
      p += 2;
    }
  }

  // The most escaped bytes read_framed takes (with a tail of 8 bytes or more
  // and a room of 32 or more, it takes Max - 8): a longer value (one with
  // escapes, near its bound) is read the general way.
  static constexpr std::size_t framed_max = Max;

  // The value when the caller knows where its encoding ends: [p, stop) is
  // the escaped value and its terminator is at [stop, stop + 2), because
  // every part after it is fixed width (key/detail/part_io.hpp); the input is
  // [begin, stop + Frame), Frame >= 2, with at least Before bytes before p.
  // Returns true with the value exactly as read_reference decodes it; false,
  // with `out` holding some value, for anything else (an escaped length over
  // framed_max, or over Max - 8 with Frame >= 8 and Max >= 32; a broken
  // escape, a terminator elsewhere), which the caller then decodes the
  // general way, for the value or the error and its offset.
  //
  // Why it is quick: the terminator's escape byte is a sentinel, so the first
  // escape byte in a word from p on is either an escape in the value or the
  // value's end, and no word needs the value's length as a bound. A value
  // whose escaped bytes fit in Max cannot overflow its room, so with 8 bytes
  // of room to spare a word is a load, a store and the escape test; with 8
  // bytes of input after stop (a long enough fixed-width tail) it needs no
  // bound at all, else only the input's.
  template <direction D, std::size_t Before, std::size_t Frame>
    requires first_zero_byte_exact
  [[gnu::always_inline]] static bool read_framed(const char* begin, const char* p, const char* const stop,
                                                 Value& out) noexcept {
    constexpr unsigned char byte_flip = D == direction::descending ? 0xFF : 0x00;
    constexpr std::uint16_t terminator_bytes =  // little-endian, as first_zero_byte_exact says
        static_cast<std::uint16_t>((terminator ^ byte_flip) << 8 | (escape_byte ^ byte_flip));
    std::uint16_t at_stop;
    std::memcpy(&at_stop, stop, sizeof at_stop);
    if (at_stop != terminator_bytes) return false;
    const auto escaped_size = static_cast<std::size_t>(stop - p);
    const char* const end = stop + Frame;
    if constexpr (Frame >= 8 && Max >= 8) {
      if (escaped_size <= Max - 8) [[likely]] return unescape_before_tail<D>(p, stop, out);
      // A value in its room's last 8 bytes (at most a quarter of the room)
      // goes the general way, out of line. Read here, its loop was as much
      // code again as the rest of the read, compiled into every decode of
      // the key (docs/benchmarks.md, "Compile time").
      if constexpr (Max >= 32) return false;
    }
    if (escaped_size > framed_max) return false;
    if constexpr (Frame < 8 && Max >= 8) {
      if (Before >= 8 || stop - begin >= 8) [[likely]] return unescape_known_size<D, Frame>(p, stop, out);
    }
    (void)begin;
    return unescape_to_sentinel<D>(p, stop, end, out, 0);
  }

  // read_framed's value when 8 bytes of input follow stop and the escaped
  // value is at most Max - 8 bytes: no word needs a bound. Both cursors
  // count from stop, the input's at stop + k (k <= 0) and the value's at
  // to + k, so that the terminator is the escape byte at which k reaches 0:
  // at each escape byte one compare, not a sum of pointers.
  template <direction D>
  [[gnu::always_inline]] static bool unescape_before_tail(const char* const p, const char* const stop,
                                                          Value& out) noexcept {
    constexpr std::uint64_t flip = D == direction::descending ? ~std::uint64_t{0} : 0;
    constexpr unsigned char byte_flip = D == direction::descending ? 0xFF : 0x00;
    char* const chars = out.chars_.data();
    std::ptrdiff_t k = p - stop;
    // The value's byte for input stop + k; it moves back by one at each
    // escape, whose two input bytes give one byte of the value.
    char* to = chars + (stop - p);
    for (;;) {
      // The find-first is after the loop, not in it: clang otherwise turns
      // the loop's step into "8, or where the escape is" on every word. The
      // first word is read before the loop so that each word's test is the
      // loop's one branch back: written as `for (;; k += 8) { ...; if
      // (escapes) break; }`, g++ jumped twice per word, and the decode took
      // 4.9 to 5.4 ns per key instead of 2.9 in two of six placements of the
      // same code (docs/benchmarks.md, "Noise"). The
      // next word is read at k + 8 before k steps: stepped first, clang kept
      // k and k + 8 in two registers and copied one to the other per word.
      std::uint64_t escapes = copy_word<flip>(stop + k, to + k);
      while (escapes == 0) {
        escapes = copy_word<flip>(stop + k + 8, to + k + 8);
        k += 8;
      }
      k += static_cast<std::ptrdiff_t>(first_marked_byte(escapes));
      if (k == 0) break;
      // An escape inside the value (k < 0: its second byte is at most stop).
      if (byte_at(stop + k + 1) != (escaped_zero ^ byte_flip)) return false;
      to[k] = to_char(0x00);
      k += 2;
      --to;
    }
    out.size_ = static_cast<length_type<Max>>(to - chars);
    return true;
  }

  // The value of a framed part near the input's end (so words cannot run
  // past the sentinel), its escaped size at most Max >= 8, with 8 bytes of
  // input before stop: as encode copies a value of known size, whole words
  // from p and the word ending at stop, each tested for an escape byte and
  // each stored inside the value's size; most values have no escape and are
  // done with that. At the first escape byte, the bytes before it are the
  // value's, and unescape_rest goes on from it.
  template <direction D, std::size_t Frame>
  [[gnu::always_inline]] static bool unescape_known_size(const char* const p, const char* const stop,
                                                         Value& out) noexcept {
    constexpr std::uint64_t flip = D == direction::descending ? ~std::uint64_t{0} : 0;
    char* const chars = out.chars_.data();
    const auto size = static_cast<std::size_t>(stop - p);
    std::size_t escape = 0;  // where the first escape byte is, if any
    if (size >= 8) {
      // The first word, whole words while more than 8 bytes are left, then
      // the word ending at stop, which rewrites the value's bytes before it
      // as they are (a value of exactly 8 bytes reads its word twice). The
      // first word is outside the loop: most values (up to 16 bytes) need no
      // loop, only one compare.
      const std::size_t last_word = size - 8;  // where the word ending at stop starts
      if (const std::uint64_t escapes = copy_word<flip>(p, chars); escapes != 0) {
        escape = first_marked_byte(escapes);
        goto at_escape;
      }
      for (std::size_t verbatim = 8; verbatim < last_word; verbatim += 8) {
        if (const std::uint64_t escapes = copy_word<flip>(p + verbatim, chars + verbatim); escapes != 0) {
          escape = verbatim + first_marked_byte(escapes);
          goto at_escape;
        }
      }
      if (const std::uint64_t escapes = copy_word<flip>(stop - 8, chars + last_word); escapes != 0) {
        escape = last_word + first_marked_byte(escapes);
        goto at_escape;
      }
    } else if (size != 0) {
      // 1 to 7 bytes: one word (copy_last_bytes) in a room of at least 8.
      const std::uint64_t escapes = copy_last_bytes<flip>(stop, size, chars);
      if (escapes != 0) {
        escape = first_marked_byte(escapes);
        goto at_escape;
      }
    }
    out.size_ = static_cast<length_type<Max>>(size);
    return true;
  at_escape:
    return after_first_escape<D, Frame>(p, stop, out, escape);
  }

  // unescape_known_size's way on from the value's first escape byte, at
  // p[escape] (the bytes before it are p's, stored): unescape_rest, or for a
  // value near its room's end the general loop. The test is here, where the
  // value's size is at hand, not in unescape_rest (2 instructions less per
  // call with clang).
  template <direction D, std::size_t Frame>
  [[gnu::always_inline]] static bool after_first_escape(const char* const p, const char* const stop, Value& out,
                                                        const std::size_t escape) noexcept {
    if (static_cast<std::size_t>(stop - p) > Max - 8) [[unlikely]] {
      return unescape_rest_near_room_end<D, Frame>(p, stop, out, escape);
    }
    return unescape_rest<D, Frame>(p, stop, out, escape);
  }

  // The rest of a value after its first escape byte, at p[escape]: out of
  // line, so that the loop around an inlined decode keeps its registers
  // (clang spilled a dozen of them around it).
  template <direction D, std::size_t Frame>
  [[gnu::noinline]] static bool unescape_rest(const char* const p, const char* const stop, Value& out,
                                              const std::size_t escape) noexcept {
    // The escaped value fits in Max - 8 bytes (after_first_escape made sure
    // of it), so a word stored at any byte of the value stays in its room; 8
    // bytes of input end at stop (unescape_known_size's caller made sure of
    // it).
    constexpr std::uint64_t flip = D == direction::descending ? ~std::uint64_t{0} : 0;
    constexpr unsigned char byte_flip = D == direction::descending ? 0xFF : 0x00;
    char* const chars = out.chars_.data();
    // As in unescape_before_tail, both cursors count from stop: the input's
    // at stop + k (k < 0 until the end), the value's at to + k, to moving
    // back by one at each escape; so few values are live that clang's loop
    // needs no register a call must save (g++'s one).
    std::ptrdiff_t k = p + escape - stop;  // at an escape byte
    char* to = chars + escape - k;
    for (;;) {
      // An escape byte before stop, so its second byte is in the input (at
      // stop it would be the terminator's escape byte, which is not this).
      if (byte_at(stop + k + 1) != (escaped_zero ^ byte_flip)) return false;
      to[k] = to_char(0x00);
      k += 2;
      --to;
      // On to the next escape byte, or stop: whole words while 8 bytes are
      // left, then the bytes left before stop as one word (copy_last_bytes).
      std::uint64_t escapes;
      for (;; k += 8) {
        if (k > -8) {
          if (k == 0) break;
          escapes = copy_last_bytes<flip>(stop, static_cast<std::size_t>(-k), to + k);
          if (escapes != 0) goto at_escape;
          break;
        }
        escapes = copy_word<flip>(stop + k, to + k);
        if (escapes != 0) goto at_escape;
      }
      out.size_ = static_cast<length_type<Max>>(to - chars);
      return true;
    at_escape:
      k += static_cast<std::ptrdiff_t>(first_marked_byte(escapes));
    }
  }

  // after_first_escape's way for a value whose escaped size is near Max: a
  // function of its own, not a branch in unescape_rest, so that
  // unescape_rest's loop needs no registers beyond those a call may clobber
  // (none saved and restored per call).
  template <direction D, std::size_t Frame>
  [[gnu::noinline, gnu::cold]] static bool unescape_rest_near_room_end(const char* const p, const char* const stop,
                                                                       Value& out, const std::size_t escape) noexcept {
    return unescape_to_sentinel<D>(p, stop, stop + Frame, out, escape);
  }

  // read_framed's loop where a word may not fit in the room, after its
  // checks, from the value's byte `length` on (the bytes before it are p's,
  // with no escape among them): whole words while both the input and the
  // room hold one, then byte by byte to the escape byte.
  template <direction D>
  [[gnu::always_inline]] static bool unescape_to_sentinel(const char* const p, const char* const stop,
                                                          const char* const end, Value& out,
                                                          std::size_t length) noexcept {
    constexpr std::uint64_t flip = D == direction::descending ? ~std::uint64_t{0} : 0;
    constexpr unsigned char byte_flip = D == direction::descending ? 0xFF : 0x00;
    char* const chars = out.chars_.data();
    // The value's next byte is src[length]: src moves on by one at each
    // escape, whose two input bytes give one byte of the value. With the
    // escaped value no longer than Max, length + (stop - (src + length)) <= Max
    // throughout.
    const char* src = p;
    for (;;) {
      if constexpr (Max >= 8) {  // else no word ever fits in the room
        // A whole word fits while length <= last_word_start, in the input
        // and in the room.
        std::ptrdiff_t last_word_start = end - src - 8;
        constexpr auto room_words_end = static_cast<std::ptrdiff_t>(Max) - 8;
        if (room_words_end < last_word_start) last_word_start = room_words_end;
        while (static_cast<std::ptrdiff_t>(length) <= last_word_start) {
          if (const std::uint64_t escapes = copy_word<flip>(src + length, chars + length); escapes != 0) {
            length += first_marked_byte(escapes);
            goto at_escape_byte;
          }
          length += 8;
        }
      }
      // Near the room's end: byte by byte to the escape byte.
      while (byte_at(src + length) != byte_flip) {
        chars[length] = to_char(byte_at(src + length) ^ byte_flip);
        ++length;
      }
    [[maybe_unused]] at_escape_byte:
      if (src + length == stop) break;
      // An escape inside the value (so before stop, and its second byte is
      // in the input): it must be 0x00 0xFF.
      if (byte_at(src + length + 1) != (escaped_zero ^ byte_flip)) return false;
      chars[length++] = to_char(0x00);
      ++src;
    }
    out.size_ = static_cast<length_type<Max>>(length);
    return true;
  }

  // The definition of what decodes, byte runs between escapes: used in
  // constant evaluation, and the reference the word-at-a-time read is
  // tested against.
  template <direction D>
  static constexpr decode_errc read_reference(reader& in, Value& out) noexcept {
    constexpr bool invert = D == direction::descending;
    constexpr unsigned char flip = invert ? 0xFF : 0x00;
    std::size_t length = 0;
    for (;;) {
      // Look no further than one byte past what the value may still hold.
      const std::size_t room = Max - length;
      const char* window_end = in.remaining() > room ? in.pos + room + 1 : in.end;
      const char* escape = find_byte(in.pos, window_end, escape_byte ^ flip);
      const auto run = static_cast<std::size_t>(escape - in.pos);
      if (run > room) {
        in.pos += room;
        return decode_errc::too_long;
      }
      assume(run <= Max && length <= Max - run);  // from the check above, for g++'s overflow warning
      copy_bytes<invert>(out.chars_.data() + length, in.pos, run);
      length += run;
      in.pos = escape;
      out.size_ = static_cast<length_type<Max>>(length);
      if (in.remaining() < 2) {
        in.pos = in.end;
        return decode_errc::truncated;
      }
      const unsigned char next = byte_at(in.pos + 1) ^ flip;
      if (next == terminator) {
        in.pos += 2;
        return decode_errc::ok;
      }
      if (next != escaped_zero) return decode_errc::bad_escape;
      if (length == Max) return decode_errc::too_long;
      out.chars_[length++] = to_char(0x00);
      out.size_ = static_cast<length_type<Max>>(length);
      in.pos += 2;
    }
  }
};

}  // namespace detail

// framed_reader names the codec whose read_framed reads its bytes
// (key/detail/part_io.hpp): a codec derived from one of these to write other
// bytes (Reverse) inherits the name, which then names another type than
// itself, and is read the general way.
template <std::size_t Max>
struct value_codec<bounded_string<Max>> : detail::escaped_codec<bounded_string<Max>, Max> {
  using framed_reader = value_codec;
};
template <std::size_t Max>
struct value_codec<bounded_bytes<Max>> : detail::escaped_codec<bounded_bytes<Max>, Max> {
  using framed_reader = value_codec;
};

}  // namespace rowkey

#endif
