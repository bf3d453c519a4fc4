#!/usr/bin/env bash
# Runs an example and compares what it prints with the output its docs show:
# the first ```text block after HEADING in DOC. A temporary directory's
# random name (/tmp/rowkey-...-XXXXXX) is compared as the pattern it is.
#
#   bash examples/output_matches_docs.sh PROGRAM DOC HEADING
set -euo pipefail
program=$1 doc=$2 heading=$3
normalize() { sed -E 's#(/tmp/rowkey-[a-z]+-)[A-Za-z0-9]+#\1XXXXXX#g'; }
shown=$(awk -v heading="${heading}" '
  index($0, heading) == 1 { found = 1; next }
  found && !inside && /^```text$/ { inside = 1; next }
  inside && /^```$/ { exit }
  inside { print }' "${doc}" | normalize)
if [[ -z ${shown} ]]; then
  echo "no \`\`\`text block after '${heading}' in ${doc}" >&2
  exit 1
fi
printed=$("${program}" | normalize)
if [[ ${printed} != "${shown}" ]]; then
  echo "${program} prints what ${doc} ('${heading}') does not show; the difference, docs first:" >&2
  diff <(echo "${shown}") <(echo "${printed}") >&2 || true
  exit 1
fi
echo "${program}: its output is what ${doc} shows"
