// Compiled, not run, by tests/run.sh with g++ at -O2 under
// -fsanitize=address,undefined and -Werror: the instrumentation makes g++ 12
// warn where it otherwise does not (an unwritten result "is used
// uninitialized" or "may be used uninitialized", docs/reliability.md,
// section 5). Keys of the shapes that set those warnings off: one unsigned
// column, and a bool after a leading column, ascending and descending.
#include <rowkey/rowkey.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {
struct Id : rowkey::Column<"id", std::uint64_t> {};
struct Flag : rowkey::Column<"flag", bool> {};
struct Host : rowkey::Column<"host", rowkey::bounded_string<16>> {};

template <class K, class... Values>
std::size_t use(const Values&... values) {
  const auto key = rowkey::encode<K>(values...);
  if (!key) return 0;
  const auto back = rowkey::decode<K>(key->view());
  return key->size() + (back ? 1 : 0);
}

// As the property tests check a key: encoded from its decoded values and
// from its columns, compared, with a message built on the way.
template <class K>
std::string encode_both_ways(const rowkey::key_values<K>& values) {
  const auto encoded = rowkey::encode<K>(values);
  if (!encoded) return "encode failed: " + encoded.error().message();
  const auto from_columns = rowkey::encode<K>(Id{values.template get<0>()}, Flag{values.template get<1>()});
  if (!from_columns || from_columns->view() != encoded->view()) return "differs: " + rowkey::to_hex(encoded->view());
  return {};
}
}  // namespace

std::string sanitized_checks(std::string_view bytes) {
  std::string out;
  using lead_flag = rowkey::Key<Id, Flag>;
  using lead_desc_flag = rowkey::Key<Id, rowkey::Desc<Flag>>;
  if (const auto v = rowkey::decode<lead_flag>(bytes)) out += encode_both_ways<lead_flag>(*v);
  if (const auto v = rowkey::decode<lead_desc_flag>(bytes)) out += encode_both_ways<lead_desc_flag>(*v);
  return out;
}

std::size_t sanitized_encodes(std::uint64_t id, bool flag, std::string_view host) {
  return use<rowkey::Key<Id>>(Id{id}) + use<rowkey::Key<Id, Flag>>(Id{id}, Flag{flag}) +
         use<rowkey::Key<Id, rowkey::Desc<Flag>>>(Id{id}, Flag{flag}) +
         use<rowkey::Key<Host, Id>>(Host{host}, Id{id}) +
         rowkey::prefix<rowkey::Key<Host, Id>>(Host{host})->end_key().size();
}
