// rowkey's hotspot lab: a workload's real keys played on a simulated
// range-partitioned table, with figures a test can assert, advice on
// dispersal, and charts (docs/hotspots.md). A tool for designing and testing
// keys, not for a service's hot path: rowkey/rowkey.hpp does not include it.
#ifndef ROWKEY_LAB_HPP
#define ROWKEY_LAB_HPP

// The key layer too: a service that uses this layer declares keys with every
// DSL word (Hash, Bucket, Desc, Reverse, ...), and a word that is named but
// not defined fails far from where it was written.
#include <rowkey/core.hpp>
// Before the others (advise.hpp includes it), so that a design the
// workload's records cannot fill gets its error through the shortest chain.
#include <rowkey/lab/run.hpp>

#include <rowkey/lab/advise.hpp>
#include <rowkey/lab/charts.hpp>
#include <rowkey/lab/report.hpp>
#include <rowkey/lab/scan_intent.hpp>
#include <rowkey/lab/simulated_table.hpp>
#include <rowkey/lab/workload.hpp>

#endif
