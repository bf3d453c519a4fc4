// Arbitrary bytes into decode, under every schema of schemas.hpp.
//
// Properties (any violation aborts, and libFuzzer keeps the input):
//   - decode never crashes or trips ASan/UBSan, whatever the bytes;
//   - an accepted input is canonical: re-encoding its values gives back the
//     identical bytes (so decode accepts no second spelling of any value);
//   - a refusal names a byte offset inside the input and a part of the key;
//   - render() copes with the same input.
#include "values.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

template <class K>
void decode_as(std::string_view bytes) {
  using L = fuzz::layout<K>;
  const auto decoded = rowkey::decode<K>(bytes);
  if (decoded) {
    const auto again = rowkey::encode<K>(*decoded);
    if (!again) fuzz::fail("decoded values do not encode", fuzz::schema_name<K>(), bytes);
    if (again->view() != bytes) fuzz::fail("accepted bytes are not the canonical encoding", fuzz::schema_name<K>(), bytes);
  } else {
    const rowkey::decode_error& e = decoded.error();
    if (e.code == rowkey::decode_errc::ok) fuzz::fail("refusal without an error code", fuzz::schema_name<K>(), bytes);
    if (e.offset > bytes.size()) fuzz::fail("error offset past the input", fuzz::schema_name<K>(), bytes);
    if (e.part > L::part_count) fuzz::fail("error part past the key", fuzz::schema_name<K>(), bytes);
    if (e.message().empty()) fuzz::fail("empty error message", fuzz::schema_name<K>(), bytes);
  }
  if (rowkey::render<K>(bytes).empty()) fuzz::fail("empty rendering", fuzz::schema_name<K>(), bytes);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // libFuzzer hands over a heap block of exactly `size` bytes: ASan sees any read past it.
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  fuzz::for_each_schema([&](auto i) { decode_as<fuzz::schema<i()>>(bytes); });
  return 0;
}
