#!/usr/bin/env bash
# The transactions example on a three-member etcd cluster: installs what it
# needs (Debian packages), builds the example, starts the cluster on loopback
# ports in a temporary directory, runs the example there, and stops the
# cluster.
# Usage: bash examples/etcd_demo.sh [EXAMPLE_BINARY]   (given a binary: no install, no build)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then
  example=$1
else
  . tests/support/install_packages.sh
  install_packages cmake make g++ libboost-dev librocksdb-dev etcd-server libcurl4-openssl-dev \
    nlohmann-json3-dev libssl-dev etcd-client
  cmake -S . -B build/demo -DCMAKE_BUILD_TYPE=Release -DROWKEY_BUILD_TESTS=OFF -DROWKEY_BUILD_BENCH=OFF >/dev/null
  cmake --build build/demo -j "$(nproc)" --target example_transactions >/dev/null
  example=build/demo/examples/example_transactions
fi

dir=$(mktemp -d /tmp/rowkey-etcd-demo-XXXXXX)
pids=()
stop_cluster_members() {
  # SIGTERM, then SIGKILL: a member whose peers are gone may ignore SIGTERM.
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for _ in $(seq 20); do
    alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ $alive -eq 0 ] && break
    sleep 0.1
  done
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
stop_cluster() {
  stop_cluster_members
  rm -rf "$dir"
}
trap stop_cluster EXIT

# Three members on loopback ports: client port P, peer port P+1, below the
# range the kernel hands out as connections' local ports (so that no
# outgoing connection holds one when etcd binds it). A member that exits at
# once (its port taken meanwhile) has the cluster started again on others.
ephemeral_start=$(awk '{ print ($1 > 12000 ? $1 : 32768) }' /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || echo 32768)
start_cluster() {
  local base=$(( 10000 + (RANDOM * 32768 + RANDOM) % (ephemeral_start - 10010) )) i p
  cluster="" endpoints="" pids=()
  for i in 1 2 3; do
    p=$(( base + 2 * i ))
    cluster+="${cluster:+,}m$i=http://127.0.0.1:$((p + 1))"
    endpoints+="${endpoints:+,}http://127.0.0.1:$p"
  done
  for i in 1 2 3; do
    p=$(( base + 2 * i ))
    rm -rf "$dir/m$i"
    etcd --name "m$i" --data-dir "$dir/m$i" \
      --listen-peer-urls "http://127.0.0.1:$((p + 1))" --initial-advertise-peer-urls "http://127.0.0.1:$((p + 1))" \
      --listen-client-urls "http://127.0.0.1:$p" --advertise-client-urls "http://127.0.0.1:$p" \
      --initial-cluster "$cluster" --initial-cluster-state new --initial-cluster-token "${dir##*/}" \
      --log-level warn --logger zap >"$dir/m$i.log" 2>&1 &
    pids+=($!)
  done
}
# 0: healthy; 1: a member exited; 2: not healthy in 30 s.
wait_for_cluster() {
  local pid
  for _ in $(seq 150); do
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || return 1; done
    ETCDCTL_API=3 etcdctl --endpoints "$endpoints" endpoint health >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  return 2
}

for attempt in 1 2 3; do
  start_cluster
  echo "=== a three-member etcd cluster at $endpoints"
  outcome=0
  wait_for_cluster || outcome=$?
  [ $outcome -eq 0 ] && break
  if [ $outcome -eq 1 ] && [ $attempt -lt 3 ]; then
    echo "a member exited while starting (its log below); starting the cluster on other ports" >&2
    tail -n 3 "$dir"/m*.log >&2
    stop_cluster_members
    continue
  fi
  echo "the cluster did not become healthy; its logs:" >&2
  tail -n 20 "$dir"/m*.log >&2
  exit 1
done
echo "=== examples/transactions.cpp on it"
"$example" --etcd "$endpoints"
