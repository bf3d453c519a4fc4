// Arbitrary bytes into decode, under every schema of schemas.hpp.
//
// Properties (any violation aborts, and libFuzzer keeps the input):
//   - decode never crashes or trips ASan/UBSan, whatever the bytes;
//   - an accepted input is canonical: re-encoding its values gives back the
//     identical bytes (so decode accepts no second spelling of any value);
//   - a refusal names a byte offset inside the input, and the part and column
//     (or, for trailing bytes, none) where docs/format.md section 8 says;
//   - render() formats every accepted input.
#include "values.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

template <class K>
std::string_view part_column_name(std::size_t part) {
  std::string_view name;
  rowkey::detail::for_each_part<K>([&](auto i) {
    if (i() == part) name = fuzz::layout<K>::template part_traits<i>::column::name;
  });
  return name;
}

template <class K>
void decode_as(std::string_view bytes) {
  using L = fuzz::layout<K>;
  const auto decoded = rowkey::decode<K>(bytes);
  if (decoded) {
    const auto again = rowkey::encode<K>(*decoded);
    if (!again) fuzz::fail("decoded values do not encode", fuzz::schema_name<K>(), bytes);
    if (again->view() != bytes) fuzz::fail("accepted bytes are not the canonical encoding", fuzz::schema_name<K>(), bytes);
    // Rendering formats every value (dates, floats, escapes); a refused
    // input renders as its error and hex only, so it is left out for speed.
    if (rowkey::render<K>(bytes).empty()) fuzz::fail("empty rendering", fuzz::schema_name<K>(), bytes);
  } else {
    const rowkey::decode_error& e = decoded.error();
    if (e.code == rowkey::decode_errc::ok) fuzz::fail("refusal without an error code", fuzz::schema_name<K>(), bytes);
    if (e.offset > bytes.size()) fuzz::fail("error offset past the input", fuzz::schema_name<K>(), bytes);
    if (e.part > L::part_count) fuzz::fail("error part past the key", fuzz::schema_name<K>(), bytes);
    if (e.message().empty()) fuzz::fail("empty error message", fuzz::schema_name<K>(), bytes);
    // Where docs/format.md section 8 says each error is reported.
    if (e.code == rowkey::decode_errc::truncated && e.offset != bytes.size()) {
      fuzz::fail("truncation not reported at the end of the input", fuzz::schema_name<K>(), bytes);
    }
    if (e.code == rowkey::decode_errc::trailing_bytes) {
      if (e.part != L::part_count || !e.column.empty()) {
        fuzz::fail("trailing bytes reported with a part or column", fuzz::schema_name<K>(), bytes);
      }
      // Every part was read: the bytes before the first extra one are a key,
      // but for a derived prefix, which is checked only once the length is right.
      const auto head = rowkey::decode<K>(bytes.substr(0, e.offset));
      if (!head && head.error().code != rowkey::decode_errc::prefix_mismatch) {
        fuzz::fail("the bytes before trailing bytes do not decode", fuzz::schema_name<K>(), bytes);
      }
    } else if (e.code == rowkey::decode_errc::outside_subspace) {
      if (e.part != 0 || !e.column.empty() || e.offset > L::subspace.size()) {
        fuzz::fail("a key outside the subspace reported with a part, a column or past the subspace", fuzz::schema_name<K>(), bytes);
      }
    } else if (e.part >= L::part_count || e.column != part_column_name<K>(e.part)) {
      fuzz::fail("error names the wrong part or column", fuzz::schema_name<K>(), bytes);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // libFuzzer hands over a heap block of exactly `size` bytes: ASan sees any read past it.
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  fuzz::for_each_schema([&](auto i) { decode_as<fuzz::schema<i()>>(bytes); });
  return 0;
}
