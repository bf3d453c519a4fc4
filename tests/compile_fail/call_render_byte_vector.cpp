// render<K>(bytes) of a std::vector<std::uint8_t>: one error that shows the
// conversion to std::string_view, not the list of render's overloads.
// expect-first-error: rowkey: render<K> reads a key's bytes as a std::string_view
// expect: render_reads_bytes<rowkey::Key<shop::BuyerId, rowkey::Desc<shop::Ts>, shop::OrderNo>
// expect: std::string_view(reinterpret_cast<const char*>(v.data()), v.size())
// errors: 1
// max-lines: 15

#include <rowkey/adapters/memory_store.hpp>
#include <rowkey/rowkey.hpp>

#include "table_calls_schema.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

int main() {
  const std::vector<std::uint8_t> bytes(8 + 8 + 8, 0);
#ifdef ROWKEY_COMPILE_FAIL
  const std::string text = rowkey::render<shop::ByBuyer::key>(bytes);
#else
  const std::string text = rowkey::render<shop::ByBuyer::key>(
      std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
#endif
  return text.empty() ? 1 : 0;
}
