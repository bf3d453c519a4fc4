#!/usr/bin/env bash
# Every header under include/rowkey/ includes only headers of its own floor
# or of floors below it, by the drawing in docs/architecture.md ("Layers"),
# which this script reads: the first fenced block of that section. There a
# line whose first word is a number begins a floor (1 is the ground floor),
# and every word of it and of the indented lines under it that ends in "/"
# or ".hpp" is a path under include/rowkey/ on that floor (a folder takes
# all that is under it; the longest path wins). Two lines with the same
# number are two rooms side by side: neither includes the other.
#
# Fails, naming the header and the include, on an include that climbs, on an
# include of a header that does not exist, on a header on no floor, and on a
# path of the drawing that names nothing or is drawn twice.
# Usage: bash tests/check_layers.sh [repository root]
set -euo pipefail
root=${1:-"$(dirname "$0")/.."}
cd "${root}"

drawing=$(awk '
  /^## / { in_section = ($0 == "## Layers"); next }
  in_section && /^```/ { if (in_block) exit; in_block = 1; next }
  in_block { print }
' docs/architecture.md)
if [ -z "${drawing}" ]; then
  echo "check_layers: docs/architecture.md has no drawing under \"## Layers\"" >&2
  exit 1
fi

# One line per header: its path, then the rowkey headers it includes.
headers=$(find include/rowkey -name '*.hpp' | LC_ALL=C sort)

# shellcheck disable=SC2086  # the header list is split into awk's arguments
drawing="${drawing}" header_list="${headers}" awk '
  function floor_of(path,    p) {
    # The longest path of the drawing that is the header or a folder above it.
    for (p = path; p != ""; ) {
      if (p in floor) return p
      if (p ~ /\/$/) sub(/[^\/]*\/$/, "", p)
      else sub(/[^\/]*$/, "", p)
    }
    return ""
  }
  function exists(path,    h) {
    if (path !~ /\/$/) return path in known
    for (h in known) if (index(h, path) == 1) return 1
    return 0
  }
  function normalized(path,    n, parts, i, out, k, stack) {
    n = split(path, parts, "/")
    k = 0
    for (i = 1; i <= n; i++) {
      if (parts[i] == "." || parts[i] == "") continue
      if (parts[i] == ".." && k > 0) { k--; continue }
      stack[++k] = parts[i]
    }
    out = ""
    for (i = 1; i <= k; i++) out = out (i > 1 ? "/" : "") stack[i]
    return out
  }
  function where(entry) { return "floor " floor[entry] " (" entry ")" }
  BEGIN {
    count = split(ENVIRON["header_list"], listed, "\n")
    for (i = 1; i <= count; i++) { sub(/^include\/rowkey\//, "", listed[i]); known[listed[i]] = 1 }
    n = split(ENVIRON["drawing"], lines, "\n")
    rooms = 0
    for (i = 1; i <= n; i++) {
      line = lines[i]
      if (line ~ /^ *[0-9]+[ \t]/) { rooms++; current_floor = line + 0 }
      else if (line !~ /^[ \t]/ || rooms == 0) continue
      words = split(line, word, /[ \t]+/)
      for (w = 1; w <= words; w++) {
        if (word[w] !~ /^[a-z0-9_]+(\/[a-z0-9_]+)*(\/|\.hpp)$/) continue
        path = word[w]
        if (path in floor) { print "docs/architecture.md: " path " is drawn twice"; failed = 1; continue }
        if (!exists(path)) {
          print "docs/architecture.md: " path " names nothing under include/rowkey/"; failed = 1; continue
        }
        floor[path] = current_floor
        room[path] = rooms
      }
    }
  }
  FNR == 1 {
    header = FILENAME
    sub(/^include\/rowkey\//, "", header)
    here = floor_of(header)
    if (here == "") { print FILENAME ": on no floor of docs/architecture.md (\"Layers\")"; failed = 1 }
    dir = header
    sub(/[^\/]*$/, "", dir)
  }
  /^[ \t]*#[ \t]*include[ \t]*[<"]/ {
    target = $0
    sub(/^[ \t]*#[ \t]*include[ \t]*/, "", target)
    quote = substr(target, 1, 1)
    target = substr(target, 2)
    sub(/[>"].*$/, "", target)
    if (quote == "<") {
      if (target !~ /^rowkey\//) next
      target = substr(target, 8)
    } else if (exists(normalized(dir target))) {
      target = normalized(dir target)
    } else if (normalized(target) ~ /^rowkey\//) {
      target = substr(normalized(target), 8)
    } else {
      next
    }
    if (!exists(target)) {
      print FILENAME ":" FNR ": includes rowkey/" target ", which does not exist"; failed = 1; next
    }
    there = floor_of(target)
    if (here == "" || there == "") next
    if (floor[there] > floor[here] || (floor[there] == floor[here] && room[there] != room[here])) {
      print FILENAME ":" FNR ": includes rowkey/" target ", on " where(there) \
            (floor[there] == floor[here] ? ", beside its own room on " : ", above its own ") where(here)
      failed = 1
    }
  }
  END { exit failed }
' ${headers} && echo "check_layers: every include of include/rowkey/ stays on its floor or goes down"
