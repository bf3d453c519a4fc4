// ROWKEY_EXTERN_KEY takes a key: given a table, one error that says to name
// the table's key. The twin names the key.
// expect-first-error: rowkey: ROWKEY_EXTERN_KEY takes a key, a rowkey::Key<...>; for a table or an index, name its key type
// expect: ROWKEY_EXTERN_KEY(shop::Orders)
// errors: 1
// max-lines: 8
#include <rowkey/compiled.hpp>
#include <rowkey/table.hpp>

#include "table_calls_schema.hpp"

#ifdef ROWKEY_COMPILE_FAIL
ROWKEY_EXTERN_KEY(shop::Orders);
#else
ROWKEY_EXTERN_KEY(shop::Orders::key);
#endif

int main() { return 0; }
