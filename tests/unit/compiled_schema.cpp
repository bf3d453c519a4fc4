// Where the keys of compiled_schema.hpp are compiled, once.
#include "compiled_schema.hpp"

ROWKEY_INSTANTIATE_KEY(compiled_schema::Users);
ROWKEY_INSTANTIATE_KEY(compiled_schema::Events);
ROWKEY_INSTANTIATE_KEY(compiled_schema::HashedEvents);
ROWKEY_INSTANTIATE_KEY(compiled_schema::Buckets);
