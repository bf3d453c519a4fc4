// Where users include fmt's formatters for what rowkey prints. They live in
// rowkey/print/, as all printing does.
#ifndef ROWKEY_FMT_HPP
#define ROWKEY_FMT_HPP

#include <rowkey/print/fmt.hpp>

#endif
