// ROWKEY_EXTERN_KEY compiles the scans of keys of at most 8 stored columns:
// a key of 9 is refused where it is declared extern. The twin declares one
// of 8.
// expect-first-error: rowkey: ROWKEY_EXTERN_KEY compiles the scans of keys of at most 8 stored columns; use this key inline, without ROWKEY_EXTERN_KEY
// expect: ROWKEY_EXTERN_KEY(wide::Wide)
// errors: 1
// max-lines: 10
#include <rowkey/compiled.hpp>

#include <cstdint>

namespace wide {
struct C1 : rowkey::Column<"c1", std::uint8_t> {};
struct C2 : rowkey::Column<"c2", std::uint8_t> {};
struct C3 : rowkey::Column<"c3", std::uint8_t> {};
struct C4 : rowkey::Column<"c4", std::uint8_t> {};
struct C5 : rowkey::Column<"c5", std::uint8_t> {};
struct C6 : rowkey::Column<"c6", std::uint8_t> {};
struct C7 : rowkey::Column<"c7", std::uint8_t> {};
struct C8 : rowkey::Column<"c8", std::uint8_t> {};
struct C9 : rowkey::Column<"c9", std::uint8_t> {};
#ifdef ROWKEY_COMPILE_FAIL
using Wide = rowkey::Key<C1, C2, C3, C4, C5, C6, C7, C8, C9, rowkey::MaxColumns<9>>;
#else
using Wide = rowkey::Key<C1, C2, C3, C4, C5, C6, C7, C8, rowkey::MaxColumns<8>>;
#endif
}  // namespace wide

ROWKEY_EXTERN_KEY(wide::Wide);

int main() { return 0; }
