#!/usr/bin/env bash
# The wall-clock table of docs/benchmarks.md, measured so that a noisy host
# still gives ratios that repeat: rowkey_bench is run RUNS times as separate
# processes (a row can change speed from one process to the next, with the
# placement of its data: one row read 7.7 ns in one process and 14.0 in the
# next), each with its repetitions interleaved at random across benchmarks
# (so that a slow spell of the host falls on rowkey and hand-written rows
# alike). Per row it prints the median over the runs of the rowkey and
# hand-written CPU ns per key and of the ratio each run measured, and the
# spread of that ratio over the runs ((max - min) / median), the noise to
# read the row with.
#
#   bash bench/wall_clock.sh build/bench-gcc [RUNS] [REPETITIONS]
#
# The first argument is a build directory or the rowkey_bench binary. RUNS
# defaults to 7 and REPETITIONS to 15, each at least MIN_TIME seconds
# (default 0.025): about 40 s per run. CTest runs it briefly
# (bench.wall_clock_smoke) so that it keeps working.
set -euo pipefail
usage="usage: bench/wall_clock.sh BUILD_DIR|ROWKEY_BENCH [RUNS] [REPETITIONS]"
bench=${1:?${usage}}
[[ -d ${bench} ]] && bench="${bench}/bench/rowkey_bench"
runs=${2:-7}
repetitions=${3:-15}
min_time=${MIN_TIME:-0.025}
[[ -x ${bench} ]] || { echo "wall_clock: no ${bench}; build the target rowkey_bench" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT

for ((i = 1; i <= runs; i++)); do
  echo "wall_clock: run ${i} of ${runs} ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg))" >&2
  "${bench}" --benchmark_enable_random_interleaving=true --benchmark_repetitions="${repetitions}" \
    --benchmark_min_time="${min_time}" --benchmark_report_aggregates_only=true --benchmark_color=false \
    >"${work}/run${i}.txt" 2>"${work}/run${i}.err" || { cat "${work}/run${i}.err" >&2; exit 1; }
  # The ratio table rowkey_bench ends with: variant, ns/key, hand ns/key, ratio.
  awk '/^variant/ { on = 1; next } on && NF == 4 { print $1, $2, $3, $4 }' "${work}/run${i}.txt" \
    >"${work}/table${i}.txt"
  [[ -s ${work}/table${i}.txt ]] || { echo "wall_clock: run ${i} printed no ratio table" >&2; exit 1; }
  # The median coefficient of variation of this run's repetitions.
  # (Repetitions of CPU time; none with one repetition.)
  awk '$1 ~ /_cv$/ { print $4 }' "${work}/run${i}.txt" | sort -g |
    awk -v run="${i}" '{ v[NR] = $1 } END { if (NR) printf "wall_clock: run %d: the median coefficient of variation of CPU time %.1f%%\n", run, v[int((NR + 1) / 2)] }' >&2
done

cat "${work}"/table*.txt | sort -k1,1 -s | awk -v runs="${runs}" '
  function median(a, n,   i, j, t) {
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  function flush(   m, lo, hi, i, spread) {
    if (name == "") return
    if (n != runs) { printf "wall_clock: %s is in %d of %d runs\n", name, n, runs > "/dev/stderr"; exit 1 }
    lo = r[1]; hi = r[1]
    for (i = 2; i <= n; i++) { if (r[i] < lo) lo = r[i]; if (r[i] > hi) hi = r[i] }
    m = median(r, n)
    spread = 100 * (hi - lo) / m
    printf "%-48s %10.2f %10.2f %8.3f %7.1f%%\n", name, median(a, n), median(h, n), m, spread
    spreads[++rows] = spread
  }
  BEGIN { printf "%-48s %10s %10s %8s %8s\n", "variant", "ns/key", "hand ns", "ratio", "spread" }
  $1 != name { flush(); name = $1; n = 0 }
  { n++; a[n] = $2; h[n] = $3; r[n] = $4 }
  END {
    flush()
    printf "\nspread of the ratio over %d runs: median %.1f%%, largest %.1f%%\n", runs, median(spreads, rows), spreads_max()
  }
  function spreads_max(   i, m) { m = 0; for (i = 1; i <= rows; i++) if (spreads[i] > m) m = spreads[i]; return m }
'
