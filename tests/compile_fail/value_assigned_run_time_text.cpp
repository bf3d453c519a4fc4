// A decoded bounded_string assigned a std::string: one error that names
// from(), which says when the text does not fit, not the list of the
// type's assignment operators (17 lines on g++ before).
// expect-first-error: rowkey: text known at run time is assigned through from()
// expect: run_time_text_goes_through_from<rowkey::bounded_string<16>, std::
// errors: 1
// max-lines: 15

#include <rowkey/rowkey.hpp>

#include <cstdint>
#include <string>

struct UserId : rowkey::Column<"user_id", std::uint64_t> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};
using K = rowkey::Key<UserId, Host>;

int main(int, char** argv) {
  const auto key = rowkey::encode<K>(UserId{7}, Host{"web-1"});
  auto values = rowkey::decode<K>(key->view());
  const std::string renamed = argv[0];
#ifdef ROWKEY_COMPILE_FAIL
  values->get<Host>() = renamed;
#else
  if (auto host = rowkey::bounded_string<16>::from(renamed)) values->get<Host>() = *host;
#endif
  return values->get<Host>().empty() ? 1 : 0;
}
