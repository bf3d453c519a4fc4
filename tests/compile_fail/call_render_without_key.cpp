// render(bytes) of a key's bytes without naming the key: one error that
// says to name it, render<K>(bytes), not the list of render's overloads
// (133 lines on g++). The twin names it.
// expect-first-error: rowkey: render reads a key's bytes only with their key named: render<K>(bytes)
// expect: render_names_its_key<std::
// expect: basic_string<char
// errors: 1
// max-lines: 15

#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

#include <string>

int main() {
  using namespace shop;
  const std::string bytes(*rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9}));
#ifdef ROWKEY_COMPILE_FAIL
  const std::string text = rowkey::render(bytes);
#else
  const std::string text = rowkey::render<Orders>(bytes);
#endif
  return text.empty() ? 1 : 0;
}
