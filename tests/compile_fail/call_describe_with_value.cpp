// describe(*key): a key's value where describe<K>() takes the key as its
// template argument. One error that names the value's type and says so,
// not the list of describe's overloads. The twin names the key.
// expect-first-error: rowkey: describe<K>() takes the key as its template argument, and no value
// expect: describe_takes_its_key_as_template_argument<rowkey::encoded_key<rowkey::Key<rowkey::Hash<4, shop::UserId
// errors: 1
// max-lines: 15

#include <rowkey/rowkey.hpp>

#include "call_schema.hpp"

#include <string>

int main() {
  using namespace shop;
  const auto key = rowkey::encode<Orders>(UserId{7}, Ts{t0}, OrderId{9});
#ifdef ROWKEY_COMPILE_FAIL
  const std::string schema = rowkey::describe(*key);
#else
  const std::string schema = rowkey::describe<Orders>();
#endif
  return schema.empty() || !key ? 1 : 0;
}
