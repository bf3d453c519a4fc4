// rowkey: declare a wide-table primary key as a type; get order-preserving
// encode/decode, exact scan ranges and compile-time design rules from it.
// This umbrella header includes every public header but the engine adapters
// (rowkey/adapters/), which need their engine's library, and the opt-in
// headers: rowkey/lab.hpp (the hotspot lab), rowkey/inspect.hpp (a key
// inspector program), rowkey/fmt.hpp (fmt formatters), rowkey/catch2.hpp
// (Catch2 printing) and rowkey/formats/ (key formats other than rowkey's own,
// such as FoundationDB's tuple layer).
#ifndef ROWKEY_ROWKEY_HPP
#define ROWKEY_ROWKEY_HPP

// First, so that a mistake's one compile error (these headers hold them)
// names the shortest include chain: this header and the one that fails.
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/scan/ranges.hpp>

#include <rowkey/decode.hpp>
#include <rowkey/print/describe.hpp>
#include <rowkey/dsl/bucket.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/dsl/desc.hpp>
#include <rowkey/dsl/format.hpp>
#include <rowkey/dsl/hash.hpp>
#include <rowkey/dsl/key.hpp>
#include <rowkey/dsl/reverse.hpp>
#include <rowkey/dsl/subspace.hpp>
#include <rowkey/encode.hpp>
#include <rowkey/error.hpp>
#include <rowkey/dsl/column_hash.hpp>
#include <rowkey/hashing/xxh64.hpp>
#include <rowkey/key_buffer.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/key_values_tuple.hpp>
#include <rowkey/print/print.hpp>
#include <rowkey/result.hpp>
#include <rowkey/rules/concepts.hpp>
#include <rowkey/rules/engines.hpp>
#include <rowkey/rules/messages.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/bucket_merge.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/scan/split_points.hpp>
#include <rowkey/table.hpp>
#include <rowkey/table/print.hpp>
#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/enum_range.hpp>
#include <rowkey/types/padded_string.hpp>

#endif
