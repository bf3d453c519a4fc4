#!/usr/bin/env bash
# The main demo: installs what it needs (Debian packages), builds the examples
# and runs them. Usage: bash examples/demo.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. tests/support/install_packages.sh
install_packages cmake make g++ libboost-dev
cmake -S . -B build/demo -DCMAKE_BUILD_TYPE=Release -DROWKEY_BUILD_TESTS=OFF -DROWKEY_BUILD_BENCH=OFF >/dev/null
cmake --build build/demo -j "$(nproc)" >/dev/null
for example in quick_start logs transactions; do
  echo "=== examples/${example}.cpp"
  "build/demo/examples/example_${example}"
  echo
done
