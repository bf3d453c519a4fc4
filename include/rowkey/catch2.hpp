// Where users include Catch2's printing of rowkey's values. It lives in
// rowkey/print/, as all printing does.
#ifndef ROWKEY_CATCH2_HPP
#define ROWKEY_CATCH2_HPP

#include <rowkey/print/catch2.hpp>

#endif
