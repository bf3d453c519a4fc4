// Where users include describe<K>() and render<K>(bytes), a key's readable
// renderings. They live in rowkey/print/, as all printing does.
#ifndef ROWKEY_DESCRIBE_HPP
#define ROWKEY_DESCRIBE_HPP

#include <rowkey/print/describe.hpp>

#endif
