// The modifier words Hash, Bucket and Reverse, declared without their
// definitions. The rules (rowkey/rules/check.hpp) recognise the words by
// these declarations without bringing in the words' codecs, and a key that
// names a word whose header is not included gets rule 4's one error that says
// which header to include, not errors about an incomplete type. Hash's
// default hash function is given here, once, so that Hash<4, UserId> is a
// type even before <rowkey/dsl/hash.hpp> is included.
#ifndef ROWKEY_DSL_FWD_HPP
#define ROWKEY_DSL_FWD_HPP

#include <cstddef>

namespace rowkey {

struct xxh64_hash;  // rowkey/dsl/column_hash.hpp

template <std::size_t N, class C, class HashFn = xxh64_hash>
struct Hash;  // rowkey/dsl/hash.hpp
template <std::size_t N, class C>
struct Bucket;  // rowkey/dsl/bucket.hpp
template <class C>
struct Reverse;  // rowkey/dsl/reverse.hpp

}  // namespace rowkey

#endif
