#!/usr/bin/env bash
# The main demo, a tour of rowkey: installs what it needs (Debian packages),
# builds the examples and runs them:
#   quick_start    a key declared as a type, encoded, decoded, a design refused
#   logs           the guide's log designs, with scans merged across buckets
#   transactions   one order record in three tables on RocksDB, kept in step
#   add_index      an index added to a populated table and built while
#                  writers run; a range deleted
#   hotspots       the guide's scenarios on a simulated range-partitioned
#                  table: figures, advice, and pictures
#   inspect        keys copied from a shell or a log, turned back into columns
#   fdb_keys       keys in FoundationDB's tuple format, which its other clients read
# Usage: bash examples/demo.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. tests/support/install_packages.sh
install_packages cmake make g++ libboost-dev librocksdb-dev gnuplot-nox
cmake -S . -B build/demo -DCMAKE_BUILD_TYPE=Release -DROWKEY_BUILD_TESTS=OFF -DROWKEY_BUILD_BENCH=OFF >/dev/null
cmake --build build/demo -j "$(nproc)" >/dev/null
for example in quick_start logs transactions add_index; do
  echo "=== examples/${example}.cpp"
  "build/demo/examples/example_${example}"
  echo
done
echo "=== examples/hotspots.cpp"
build/demo/examples/example_hotspots build/demo/hotspots
echo
echo "=== examples/inspect.cpp: an orders key as an HBase shell prints it, an index key in hex,"
echo "=== a metrics key in base64 as etcd prints it, and the orders key with one byte changed"
build/demo/examples/example_inspect '\x131\xC3\x1C\x00\x00\x00\x00\x00\x0FH\xF2' \
  '00 00 00 00 00 00 00 f7 7f ff ff ff 9a b1 b6 df 00 00 00 00 00 0f 48 f2' \
  'd2ViLTcAAQADgAABi8/laAA=' '\x131\xC3\x1D\x00\x00\x00\x00\x00\x0FH\xF2' ||
  echo "(exit status $?: a key that no schema decodes, as intended)"
echo
echo "=== examples/fdb_keys.cpp"
build/demo/examples/example_fdb_keys
echo
echo "The demo's pictures are in $(pwd)/build/demo/hotspots/ (logs.png, orders.png, metrics.png)."
