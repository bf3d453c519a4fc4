// The key size limits of the engines rowkey's users store keys in, for the
// TargetEngine policy (rule 5):
//
//   using Events = rowkey::Key<Host, Event, Desc<Ts>, rowkey::TargetEngine<rowkey::engines::bigtable>>;
//
// rowkey writes a whole key as one byte string, stored either as the row key
// or as one binary key value, so each limit applies to the whole encoded key.
// Where an engine limits each key column rather than the row key (Tablestore,
// Cassandra), the whole key is the one binary column that holds it.
// Another engine is any type with the same two members.
#ifndef ROWKEY_RULES_ENGINES_HPP
#define ROWKEY_RULES_ENGINES_HPP

#include <concepts>
#include <cstddef>
#include <string_view>

namespace rowkey {

// Satisfied by a description of an engine's key size limit.
template <class E>
concept engine_limit = requires {
  { E::name } -> std::convertible_to<std::string_view>;
  { E::max_key_bytes } -> std::convertible_to<std::size_t>;
};

namespace engines {

// Row keys are at most Short.MAX_VALUE bytes.
struct hbase {
  static constexpr std::string_view name = "HBase";
  static constexpr std::size_t max_key_bytes = 32767;
};

// Row keys are at most 4 KiB.
struct bigtable {
  static constexpr std::string_view name = "Bigtable";
  static constexpr std::size_t max_key_bytes = 4096;
};

// A string or binary primary key column holds at most 1 KiB.
struct tablestore {
  static constexpr std::string_view name = "Tablestore";
  static constexpr std::size_t max_key_bytes = 1024;
};

// A partition or clustering key value is at most 65535 bytes (its length is
// written in 16 bits); ScyllaDB and GeminiDB share the limit.
struct cassandra {
  static constexpr std::string_view name = "Cassandra";
  static constexpr std::size_t max_key_bytes = 65535;
};

// Keys are at most 10,000 bytes.
struct foundationdb {
  static constexpr std::string_view name = "FoundationDB";
  static constexpr std::size_t max_key_bytes = 10000;
};

// No key limit of its own: a key travels in a request, and a request is at
// most --max-request-bytes (default 1.5 MiB). The table layer's writes put a
// record and all its index entries in one request; the etcd store refuses
// one over the limit before sending it (store_errc::too_large), since the
// record's values decide that at run time.
struct etcd {
  static constexpr std::string_view name = "etcd";
  static constexpr std::size_t max_key_bytes = 1572864;
};

}  // namespace engines
}  // namespace rowkey

#endif
