// Where users include printing: keys, values, ranges, errors and schemas on
// streams and in std::format. It lives in rowkey/print/, as all printing
// does.
#ifndef ROWKEY_PRINT_HPP
#define ROWKEY_PRINT_HPP

#include <rowkey/print/print.hpp>

#endif
