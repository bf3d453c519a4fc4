// Structured values (FuzzedDataProvider) into encode, then decode.
//
// The input picks a schema of schemas.hpp and two keys' values, the second
// often sharing a prefix of columns with the first. Properties (any violation
// aborts):
//   - encode refuses exactly the values their types cannot hold (a string too
//     long, 0x00 in a padded_string, an enum outside its enum_range), naming
//     the first such part;
//   - an encoded key decodes to values equal to those encoded, and re-encodes
//     to the same bytes; encode_into and encode_append write the same bytes,
//     and encode_into refuses a buffer one byte short;
//   - no proper prefix of a key decodes (but, in the tuple format, one cut
//     inside an escaped 0x00, where a shorter string ends), nor the key with
//     a byte appended (refused as trailing bytes, or in the tuple format as a
//     string that goes on after 0x00 0xFF);
//   - the byte order of two keys (unsigned, shorter first) is their logical
//     order: column by column, descending columns reversed.
#include "values.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace {

using fuzz::fail;

template <class K>
void check_one(FuzzedDataProvider& in, const fuzz::owners<K>& values, std::string_view bytes) {
  using L = fuzz::layout<K>;
  const std::string name = fuzz::schema_name<K>();
  if (bytes.size() > rowkey::max_encoded_size<K> || (L::fixed_width && bytes.size() != L::max_size)) {
    fail("encoded size outside the key's bounds", name, bytes);
  }

  const auto decoded = rowkey::decode<K>(bytes);
  if (!decoded) fail(("an encoded key does not decode: " + decoded.error().message()).c_str(), name, bytes);
  if (fuzz::compare_keys<K>(rowkey::to_tuple(*decoded), values) != 0) fail("decoded values differ from the encoded ones", name, bytes);
  const auto again = rowkey::encode<K>(*decoded);
  if (!again || again->view() != bytes) fail("decoded values re-encode to other bytes", name, bytes);

  // The other two ways to encode, into buffers of exactly the size ASan watches.
  const auto exact = std::make_unique<char[]>(bytes.size() + 1);
  const auto into = rowkey::encode_into<K>(std::span<char>(exact.get(), bytes.size()), *decoded);
  if (!into || *into != bytes.size() || std::string_view(exact.get(), bytes.size()) != bytes) {
    fail("encode_into differs from encode", name, bytes);
  }
  if (bytes.size() < L::max_size) {
    const auto small = rowkey::encode_into<K>(std::span<char>(exact.get(), bytes.size() - 1), *decoded);
    if (small || small.error().code != rowkey::encode_errc::buffer_too_small) {
      fail("encode_into accepts a buffer one byte short", name, bytes);
    }
  }
  std::string appended = "prefix";
  const auto append = rowkey::encode_append<K>(appended, *decoded);
  if (!append || *append != bytes.size() || appended != "prefix" + std::string(bytes)) {
    fail("encode_append differs from encode", name, bytes);
  }

  // Every column is self-delimiting and the last must end the input.
  const std::size_t cut = in.ConsumeIntegralInRange<std::size_t>(0, bytes.size() - 1);
  const std::string prefix(bytes.substr(0, cut));
  // In the tuple format a key cut inside an escaped 0x00 (0x00 | 0xFF) ends
  // a shorter string there, as in every tuple-layer client.
  const bool ends_shorter_string = L::successor_appends_0xff && cut > 0 && bytes[cut - 1] == '\0' &&
                                   static_cast<unsigned char>(bytes[cut]) == 0xFF;
  if (rowkey::decode<K>(prefix) && !ends_shorter_string) fail("a proper prefix of a key decodes", name, bytes);
  const auto appended_byte = in.ConsumeIntegral<std::uint8_t>();
  const std::string longer = std::string(bytes) + static_cast<char>(appended_byte);
  const auto extended = rowkey::decode<K>(longer);
  // In the tuple format 0xFF after a string's terminator makes it an escaped
  // 0x00 of a longer string, refused as such (it lacks its terminator, or is
  // too long for its type).
  const bool continues_string = L::successor_appends_0xff && appended_byte == 0xFF;
  if (extended || (extended.error().code != rowkey::decode_errc::trailing_bytes && !continues_string)) {
    fail("a key with a byte appended is not refused as trailing bytes", name, bytes);
  }
}

// Returns the bytes when the values are encodable (and checks the refusal otherwise).
template <class K>
std::optional<std::string> encode_checked(FuzzedDataProvider& in, const fuzz::owners<K>& values) {
  const auto expected = fuzz::expected_refusal<K>(values);
  const auto key = fuzz::encode_owners<K>(values);
  if (expected) {
    if (key) fail("encode accepts a value its type cannot hold", fuzz::schema_name<K>(), key->view());
    if (key.error().code != expected->second || key.error().part != expected->first) {
      fail(("encode refuses with the wrong error: " + key.error().message()).c_str(), fuzz::schema_name<K>(), {});
    }
    return std::nullopt;
  }
  if (!key) fail(("encode refuses valid values: " + key.error().message()).c_str(), fuzz::schema_name<K>(), {});
  check_one<K>(in, values, key->view());
  return std::string(key->view());
}

template <class K>
void run(FuzzedDataProvider& in) {
  const auto a = fuzz::any_key<K>(in);
  const auto b = fuzz::key_near<K>(in, a);
  const auto ka = encode_checked<K>(in, a);
  const auto kb = encode_checked<K>(in, b);
  if (!ka || !kb) return;
  const int logical = fuzz::sign(fuzz::compare_keys<K>(a, b));
  const int bytewise = fuzz::sign(fuzz::compare_bytes(*ka, *kb));
  if (logical != bytewise) {
    fail(("byte order differs from logical order for the second key " + rowkey::to_hex(*kb)).c_str(),
         fuzz::schema_name<K>(), *ka);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const auto which = in.ConsumeIntegralInRange<std::size_t>(0, fuzz::schema_count - 1);
  fuzz::with_schema(which, [&](auto i) { run<fuzz::schema<i()>>(in); });
  return 0;
}
