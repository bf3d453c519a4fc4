// A padded_string built from a std::string_view: one error that names
// from(), which says when the text does not fit (or holds 0x00), not the
// list of the type's constructors.
// expect-first-error: rowkey: a bounded_string, bounded_bytes or padded_string is built from text known at run time
// expect: run_time_text_goes_through_from<rowkey::padded_string<2>, std::basic_string_view<char
// errors: 1
// max-lines: 15

#include <rowkey/rowkey.hpp>

#include <string_view>

int main(int argc, char**) {
  const std::string_view code = argc > 1 ? "fr" : "de";
#ifdef ROWKEY_COMPILE_FAIL
  const rowkey::padded_string<2> country{code};
#else
  const rowkey::padded_string<2> country = rowkey::padded_string<2>::from(code).value();
#endif
  return country.size() == 2 ? 0 : 1;
}
