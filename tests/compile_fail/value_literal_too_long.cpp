// A literal longer than its bounded_string holds: one error that says so; the twin fits exactly.
// expect-first-error: rowkey: the literal is longer than the value type holds (bounded_string<Max>, bounded_bytes<Max>, padded_string<N>); raise the bound, or use from() for text known at run time
// expect: bounded_string<4>
// errors: 1
// max-lines: 15

#include <rowkey/types/bounded_string.hpp>

int main() {
#ifdef ROWKEY_COMPILE_FAIL
  const rowkey::bounded_string<4> host{"web-01"};
#else
  const rowkey::bounded_string<4> host{"web1"};
#endif
  return host.size() == 4 ? 0 : 1;
}
