// Base of the policy words a Key may carry beside its parts (rowkey/rules/).
#ifndef ROWKEY_DETAIL_POLICY_MARKER_HPP
#define ROWKEY_DETAIL_POLICY_MARKER_HPP

namespace rowkey::detail {
struct policy_marker {};
}  // namespace rowkey::detail

#endif
