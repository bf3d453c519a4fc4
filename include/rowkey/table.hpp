// rowkey's table layer: records, tables and indexes declared as types, kept
// in step by one transaction per write, and scans that yield records.
// Included by rowkey/rowkey.hpp; engines' stores are in rowkey/adapters/.
//
//   struct Orders : rowkey::Table<"orders", Order, rowkey::Key<rowkey::Hash<4, OrderNo>, OrderNo>> {};
//   struct OrdersByBuyer : rowkey::Index<"orders_by_buyer", Orders, rowkey::Key<BuyerId, rowkey::Desc<Ts>, OrderNo>> {};
//   auto orders = rowkey::attach<Orders, OrdersByBuyer>(store);
//
// docs/tables.md tells the whole story.
#ifndef ROWKEY_TABLE_HPP
#define ROWKEY_TABLE_HPP

// First, so that a mistake's one compile error names the shortest include
// chain: this header and the one that holds the check (as rowkey/rowkey.hpp).
#include <rowkey/rules/diagnostic.hpp>
#include <rowkey/key/detail/arguments.hpp>
#include <rowkey/key_values.hpp>
#include <rowkey/scan/ranges.hpp>

// The key layer too: a service that uses this layer declares keys with every
// DSL word (Hash, Bucket, Desc, Reverse, ...), and a word that is named but
// not defined fails far from where it was written.
#include <rowkey/core.hpp>

#include <rowkey/table/checks.hpp>
#include <rowkey/table/encode_record.hpp>
#include <rowkey/table/index.hpp>
#include <rowkey/table/index_build.hpp>
#include <rowkey/table/index_state.hpp>
#include <rowkey/table/record.hpp>
#include <rowkey/table/record_scan.hpp>
#include <rowkey/table/row_value.hpp>
#include <rowkey/table/store.hpp>
#include <rowkey/table/table.hpp>
#include <rowkey/table/table_error.hpp>
#include <rowkey/table/table_handle.hpp>
#include <rowkey/table/value_error.hpp>

#endif
