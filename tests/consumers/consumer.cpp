// A service that uses rowkey as a package: encode, decode, compare.
#include <rowkey/rowkey.hpp>

#include <cstdint>
#include <cstdio>

struct Tenant : rowkey::Column<"tenant", std::uint32_t> {};
struct Name : rowkey::Column<"name", rowkey::bounded_string<32>> {};
using Accounts = rowkey::Key<Tenant, Name>;

int main() {
  const auto key = rowkey::encode<Accounts>(Tenant{7}, Name{"alice"});
  const auto values = rowkey::decode<Accounts>(key.value());
  if (!values || values->get<Name>().view() != "alice") return 1;
  std::printf("%s\n", rowkey::render<Accounts>(*key).c_str());
  return 0;
}
