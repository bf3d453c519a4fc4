// Each key design rule as a concept, so that tools and tests can ask whether a
// key follows it without a compile error (a Key that breaks a rule gets its
// error only where it is used: encode, decode, describe, scans):
//
//   static_assert(rowkey::rules::sound_key<Orders>);
//   static_assert(!rowkey::rules::dispersed_lead<rowkey::Key<Ts, Host>>);
//   rowkey::rules::message(rowkey::rules::first_violation<K>).view()   // why not
#ifndef ROWKEY_RULES_CONCEPTS_HPP
#define ROWKEY_RULES_CONCEPTS_HPP

#include <rowkey/dsl/key.hpp>
#include <rowkey/rules/check.hpp>
#include <rowkey/rules/messages.hpp>
#include <rowkey/rules/violation.hpp>

namespace rowkey::rules {

// Rule 1: one to three parts (MaxColumns<N> allows N), a derived prefix included.
template <class K>
concept few_columns = key_declaration<K> && !violation_of<K, 1>;

// Rule 2: every column value at most 2048 bytes (MaxColumnBytes<N> allows N).
template <class K>
concept bounded_columns = key_declaration<K> && !violation_of<K, 2>;

// Rule 3: the leading part is a narrow column that is neither monotonic nor
// low-cardinality, or a Hash, Bucket or Reverse that disperses one
// (AllowLeading<C> accepts C).
template <class K>
concept dispersed_lead = key_declaration<K> && !violation_of<K, 3>;

// Rule 4: every part is a column or one sensible modifier of one (N in
// range), a Hash or Bucket prefix comes before the column it is derived
// from, and no column is stored twice.
template <class K>
concept coherent_parts = key_declaration<K> && !violation_of<K, 4>;

// Rule 5: the key's maximum size fits the limit of every TargetEngine<E> it names.
template <class K>
concept fits_target_engine = key_declaration<K> && !violation_of<K, 5>;

// Every rule.
template <class K>
concept sound_key = key_declaration<K> && !first_violation<K>;

}  // namespace rowkey::rules

#endif
