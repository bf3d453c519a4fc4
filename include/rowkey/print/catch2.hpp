// Catch2 (2.x) prints rowkey's keys, decoded values, ranges, bucket scans,
// errors and results in failing assertions, as rowkey/print.hpp renders them:
//
//   #include <catch2/catch.hpp>
//   #include <rowkey/catch2.hpp>
//   REQUIRE(rowkey::decode<Events>(bytes) == expected);
//     with expansion:
//       host="web1" ts=2023-11-14T22:13:20Z == host="web2" ts=2023-11-14T22:13:20Z
//
// Opt-in, for test code: it includes Catch2's header.
#ifndef ROWKEY_PRINT_CATCH2_HPP
#define ROWKEY_PRINT_CATCH2_HPP

#include <rowkey/print/print.hpp>

#include <catch2/catch.hpp>

#include <string>

namespace Catch {
template <class T>
  requires(rowkey::detail::is_printable_type<T>::value && rowkey::printable<T>)
struct StringMaker<T> {
  static std::string convert(const T& value) { return rowkey::render(value, rowkey::print_style::readable); }
};
}  // namespace Catch

#endif
