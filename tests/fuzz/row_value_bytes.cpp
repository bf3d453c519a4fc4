// Arbitrary bytes read as the row value of the orders record
// (tests/support/table_schema.hpp; docs/format.md, section 11).
//
// Properties (any violation aborts, and libFuzzer keeps the input):
//   - reading never crashes or trips ASan/UBSan, whatever the bytes;
//   - a refusal has a code, an offset inside the input and a message;
//   - an accepted value holds a record that writes and reads back the same
//     (whatever order or unknown fields the input had).
#include "table_schema.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using row = rowkey::detail::table_layout<table_test::Orders, table_test::ByBuyer, table_test::BySeller,
                                         table_test::ByTime, table_test::ByItem, table_test::ByCode>::row;

[[noreturn]] void fail(const char* what, std::string_view bytes) {
  std::fprintf(stderr, "PROPERTY FAILED: %s\n  bytes: %s\n", what, rowkey::to_hex(bytes).c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  table_test::Order o{};
  const rowkey::value_error e = row::read(bytes, o);
  if (e.code != rowkey::value_errc::ok) {
    if (e.offset > bytes.size()) fail("error offset past the input", bytes);
    if (e.message().empty()) fail("empty error message", bytes);
    return 0;
  }
  std::string again;
  row::write(o, again);
  table_test::Order back{};
  if (row::read(again, back).code != rowkey::value_errc::ok) fail("a record read from a value does not read back", bytes);
  if (!(back == o)) fail("a record read from a value reads back different", bytes);
  return 0;
}
