#!/usr/bin/env bash
# The differential test of Format<fdb_tuple> against the npm package fdb-tuple,
# both ways, over a few fixed seeds:
#   rowkey emits rows and ranges  -> fdb_tuple_peer.js check
#   fdb_tuple_peer.js generates   -> rowkey decodes (and refuses the invalid keys)
#
#   run_fdb_tuple_interop.sh BUILD_BIN [ROWS_PER_SCHEMA]
#
# BUILD_BIN is the rowkey_fdb_tuple_interop executable; fdb-tuple is installed
# once into fdb_tuple_interop/npm beside it (Debian: nodejs, npm).
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
  echo "usage: $0 BUILD_BIN [ROWS_PER_SCHEMA]" >&2
  exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
rows=${2:-3000}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$(dirname "$bin")/fdb_tuple_interop
peer_version=1.0.0
seeds=(1 20240611 987654321)

fail() {
  echo "interop.fdb_tuple: $*" >&2
  exit 1
}

[[ -x $bin ]] || fail "no executable $bin (build the rowkey_fdb_tuple_interop target)"
command -v node >/dev/null || fail "node is missing: install Node.js 12 or later (Debian: apt-get install nodejs npm)"
command -v npm >/dev/null || fail "npm is missing (Debian: apt-get install npm)"
node_major=$(node -p 'process.versions.node.split(".")[0]')
((node_major >= 12)) || fail "node $(node --version) is too old: fdb-tuple needs BigInt and Buffer.readBigUInt64LE (Node.js 12 or later)"

mkdir -p "$work"
deps=$work/npm
installed=$deps/node_modules/fdb-tuple/package.json
if [[ ! -f $installed ]] || [[ $(node -p "require('$installed').version") != "$peer_version" ]]; then
  echo "installing fdb-tuple@$peer_version into $deps"
  npm install --prefix "$deps" "fdb-tuple@$peer_version" --no-audit --no-fund --no-save --cache "$work/npm-cache" >&2 ||
    fail "npm install fdb-tuple@$peer_version failed (is the npm registry reachable?)"
  [[ -f $installed ]] || fail "npm install did not leave $installed"
fi
export FDB_TUPLE_DIR=$deps

# The two schema tables first, so that a difference reads plainly.
"$bin" schemas >"$work/schemas.rowkey.txt"
node "$here/fdb_tuple_peer.js" schemas >"$work/schemas.peer.txt"
diff -u "$work/schemas.rowkey.txt" "$work/schemas.peer.txt" >&2 ||
  fail "rowkey's schema table (-) differs from the peer's (+): fdb_tuple_interop.cpp and fdb_tuple_peer.js declare different keys"

for seed in "${seeds[@]}"; do
  echo "== seed $seed, $rows rows per schema"
  "$bin" emit "$seed" "$rows" >"$work/rows.$seed.txt" || fail "rowkey emit failed (seed $seed)"
  node "$here/fdb_tuple_peer.js" check "$work/rows.$seed.txt" ||
    fail "fdb-tuple disagrees with rowkey's keys (seed $seed; rows in $work/rows.$seed.txt)"
  node "$here/fdb_tuple_peer.js" generate "$seed" "$rows" >"$work/peer.$seed.txt" || fail "peer generate failed (seed $seed)"
  "$bin" decode "$work/peer.$seed.txt" ||
    fail "rowkey disagrees with fdb-tuple's keys (seed $seed; rows in $work/peer.$seed.txt)"
done
echo "interop.fdb_tuple: passed (${#seeds[@]} seeds, both directions)"
