// `<<` on a key's values in a translation unit that includes
// <rowkey/core.hpp>, which leaves printing out: the call finds one deleted
// operator<<, whose quoted declaration says the header to include, instead
// of failing over every operator<< of the standard library (347 lines on g++
// before). clang lists every candidate after a deleted one is selected, so
// its output stays long; its first error and note name the fix.
// expect: operator<<(detail::char_ostream<Traits>&, const T& needs_include_rowkey_print_hpp) = delete;
// expect: Key<shop::Host, shop::Event>>
// errors: 1
// max-lines: 15
// max-lines-clang: 160

#include <rowkey/core.hpp>
#ifndef ROWKEY_COMPILE_FAIL
#include <rowkey/print.hpp>
#endif

#include <cstdint>
#include <iostream>

namespace shop {
struct Host : rowkey::Column<"host", rowkey::bounded_string<64>> {};
struct Event : rowkey::Column<"event", std::uint16_t> {};
using Metrics = rowkey::Key<Host, Event>;
}  // namespace shop

int main() {
  using namespace shop;
  const auto values = rowkey::decode<Metrics>(rowkey::encode<Metrics>(Host{"web-1"}, Event{1})->view());
  std::cout << *values << '\n';
  return 0;
}
