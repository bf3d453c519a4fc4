# shellcheck shell=bash
# Sourced by the compile-cost scripts (bench/compile_instructions_check.sh,
# bench/compile_cost_by_shape.sh).
#
# compiler_instructions CXX PREFIX ARGS...: runs `CXX ARGS...` and prints the
# millions of instructions its compiler proper ran (cc1plus, or clang's
# -cc1), one decimal. Cachegrind without its cache simulation counts what
# callgrind counts (within 0.4%, the same on both TUs of a ratio) in a
# third of the time. It follows the driver into its children, each writing
# its own PREFIX.<pid>.out; only the compiler proper's are summed, not the
# driver's or the assembler's. clang runs its -cc1 inside the driver unless
# told not to. The output goes to PREFIX.log, shown when the compile fails.
compiler_instructions() {
  local cxx=$1 prefix=$2 separate_cc1=()
  shift 2
  [[ $("${cxx}" --version) == *clang* ]] && separate_cc1=(-fno-integrated-cc1)
  rm -f "${prefix}".*.out
  valgrind --tool=cachegrind --cache-sim=no --trace-children=yes --cachegrind-out-file="${prefix}.%p.out" \
    "${cxx}" "${separate_cc1[@]}" "$@" >"${prefix}.log" 2>&1 || { grep -v '^==' "${prefix}.log" >&2; return 1; }
  awk 'FNR == 1 { proper = 0 }
       /^cmd:/ { proper = ($0 ~ /cc1plus/ || $0 ~ / -cc1 /) }
       /^summary:/ && proper { total += $2; found = 1 }
       END { if (!found) exit 1; printf "%.1f\n", total / 1e6 }' "${prefix}".*.out
}
