#!/usr/bin/env bash
# The machine code of a fixed-width encode, rowkey against hand-written, as
# g++ and clang++-16 compile it at -O2 (bench/asm/fixed_encode.cpp).
#
#   bash bench/disassemble.sh [g++ clang++-16 ...]
set -euo pipefail
cd "$(dirname "$0")/.."
compilers=("$@")
[[ ${#compilers[@]} -eq 0 ]] && compilers=(g++ clang++-16)
obj=$(mktemp --suffix=.o)
trap 'rm -f "${obj}"' EXIT
for cxx in "${compilers[@]}"; do
  "${cxx}" -std=c++20 -O2 -Iinclude -c bench/asm/fixed_encode.cpp -o "${obj}"
  echo "=== ${cxx} -O2 ($("${cxx}" --version | head -1))"
  objdump -d --no-show-raw-insn --no-addresses -C -M att "${obj}" |
    awk '/^<.*>:$/ { p = 1 } p && NF { print } /^$/ { if (p) print ""; p = 0 }'
done
