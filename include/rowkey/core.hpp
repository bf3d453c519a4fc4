// rowkey's key layer alone, for translation units that encode, decode and
// scan keys and want the header to cost little: the DSL words, encode,
// decode, the scan ranges (bucket fan-out included), the rules and the value
// types. Left out, and included by rowkey/rowkey.hpp: renderings and printing
// (describe, render, operator<<), split_points, merging bucketed scans, and
// the table layer. docs/benchmarks.md ("Compile time") measures both.
#ifndef ROWKEY_CORE_HPP
#define ROWKEY_CORE_HPP

// First, so that a mistake's one compile error names the shortest include
// chain: this header and the one that holds the check (as rowkey/rowkey.hpp).
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/scan/ranges.hpp>

#include <rowkey/decode.hpp>
#include <rowkey/print/detail/print_hint.hpp>
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
#include <rowkey/result.hpp>
#include <rowkey/rules/concepts.hpp>
#include <rowkey/rules/engines.hpp>
#include <rowkey/rules/messages.hpp>
#include <rowkey/rules/policies.hpp>
#include <rowkey/scan/bounds.hpp>
#include <rowkey/scan/bucket_ranges.hpp>
#include <rowkey/scan/key_range.hpp>
#include <rowkey/types/bounded_string.hpp>
#include <rowkey/types/enum_range.hpp>
#include <rowkey/types/padded_string.hpp>

#endif
