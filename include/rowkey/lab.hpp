// rowkey's hotspot lab: a workload's real keys played on a simulated
// range-partitioned table, with figures a test can assert, advice on
// dispersal, and charts (docs/hotspots.md). A tool for designing and testing
// keys, not for a service's hot path: rowkey/rowkey.hpp does not include it.
#ifndef ROWKEY_LAB_HPP
#define ROWKEY_LAB_HPP

#include <rowkey/lab/advise.hpp>
#include <rowkey/lab/charts.hpp>
#include <rowkey/lab/report.hpp>
#include <rowkey/lab/run.hpp>
#include <rowkey/lab/scan_intent.hpp>
#include <rowkey/lab/simulated_table.hpp>
#include <rowkey/lab/workload.hpp>

#endif
