// Base of the policy words a Key may carry beside its parts (rowkey/rules/).
#ifndef ROWKEY_DSL_DETAIL_POLICY_MARKER_HPP
#define ROWKEY_DSL_DETAIL_POLICY_MARKER_HPP

namespace rowkey::detail {
struct policy_marker {};
// Base of the policy words an Index carries after its key (rowkey::Unique):
// the key rules name one written inside a Key.
struct index_policy_marker {};
}  // namespace rowkey::detail

#endif
