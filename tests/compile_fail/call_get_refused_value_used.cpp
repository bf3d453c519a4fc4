// key_values<K>::get<C> of a column the key does not store, then used: the
// one error is get's, and the comparison and the assignment after it add
// none (a refused get returned the first value, which compared with a
// column of another type was a second error: 49 lines on g++ for get<5>).
// The twin gets a column the key stores.
// expect-first-error: rowkey: key_values<K>::get<C> takes a column the key stores
// expect: get_names_a_stored_column<rowkey::Key<rowkey::Bucket<16, shop::Ts>, shop::Ts, shop::Host>, shop::Price>
// errors: 1
// max-lines: 15
#include <rowkey/rowkey.hpp>

#include <cstdint>

#include "call_schema.hpp"

int main() {
  using namespace shop;
  auto visit = *rowkey::decode<Visits>(rowkey::encode<Visits>(t0, Host{"web-1"})->view());
#ifdef ROWKEY_COMPILE_FAIL
  visit.get<Price>() = std::uint32_t{5};
  const std::uint32_t price = visit.get<Price>();
  return visit.get<Price>() == Price{5} && price == 5 ? 0 : 1;
#else
  visit.get<Host>() = rowkey::bounded_string<64>("web-2");
  const rowkey::bounded_string<64> host = visit.get<Host>();
  return visit.get<Host>() == Host{"web-2"} && host.size() == 5 ? 0 : 1;
#endif
}
