// Policy words: they stand among the parts of a Key and relax or tighten a key
// design rule for that key alone, visibly in its type. They add no bytes.
//
//   Key<Bucket<16, Ts>, Ts, Host, Event, MaxColumns<4>>     four parts (rule 1)
//   Key<Id, Document, MaxColumnBytes<8192>>                  a wide column (rule 2)
//   Key<Shard, Id, AllowLeading<Shard>>                      a leading column known to be safe (rule 3)
//   Key<Host, Event, Desc<Ts>, TargetEngine<engines::hbase>> the engine's key size limit (rule 5)
//
// There is no switch that turns the rules off: each word names what it allows.
#ifndef ROWKEY_RULES_POLICIES_HPP
#define ROWKEY_RULES_POLICIES_HPP

#include <rowkey/dsl/detail/policy_marker.hpp>
#include <rowkey/dsl/column.hpp>
#include <rowkey/rules/engines.hpp>

#include <cstddef>

namespace rowkey {

// Allows up to N parts (rule 1's default is 3); a derived prefix counts.
template <std::size_t N>
struct MaxColumns : detail::policy_marker {
  static_assert(N >= 1, "rowkey: MaxColumns<N> needs N >= 1");
  static constexpr std::size_t max_columns = N;
};

// Allows a column value of up to N bytes (rule 2's default is 2048).
template <std::size_t N>
struct MaxColumnBytes : detail::policy_marker {
  static_assert(N >= 1, "rowkey: MaxColumnBytes<N> needs N >= 1");
  static constexpr std::size_t max_column_bytes = N;
};

// States that column C may lead the key although rule 3 would refuse it
// (monotonic, low-cardinality or wide), e.g. a shard number the application
// already spreads evenly, or a table whose write rate one region absorbs.
template <declared_column C>
struct AllowLeading : detail::policy_marker {
  using leading_allowed = C;
};

// Checks the key's maximum encoded size against engine E's limit (rule 5);
// E is one of rowkey::engines or any type satisfying engine_limit.
template <engine_limit E>
struct TargetEngine : detail::policy_marker {
  using engine = E;
};

}  // namespace rowkey

#endif
