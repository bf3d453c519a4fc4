// Where users include the key inspector, a program over a service's own
// schemas. It lives in rowkey/print/, as all printing does.
#ifndef ROWKEY_INSPECT_HPP
#define ROWKEY_INSPECT_HPP

#include <rowkey/print/inspect.hpp>

#endif
