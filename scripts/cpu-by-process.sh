#!/usr/bin/env bash
# Where a test run's CPU goes, by kind of process (Chromium's renderer, browser and GPU processes,
# the server, the Playwright runner): the e2e run is CPU-bound on a 2-core machine, so its time
# falls only with the work done, not with more workers.
#   bash scripts/cpu-by-process.sh /tmp/cpu &  npx playwright test ...;  touch /tmp/cpu.stop
# Samples every process each 0.5 s and sums the last CPU time seen of each (processes that live
# less than half a second are missed).
set -u
out=$1; : > "$out.raw"; rm -f "$out.stop"
while [ ! -f "$out.stop" ]; do
  for p in /proc/[0-9]*; do
    pid=${p#/proc/}
    { read -r stat < "$p/stat"; } 2>/dev/null || continue
    cmd=$(tr '\0' ' ' < "$p/cmdline" 2>/dev/null | cut -c1-300)
    case "$cmd" in
      *chromium*--type=renderer*) k=renderer;; *chromium*--type=gpu*) k=gpu;; *chromium*--type=utility*) k=utility;; *chromium*--type=zygote*) k=zygote;; *chromium*--type=*) k=chromium-other;; *chromium*) k=browser;;
      *src/server/main.ts*) k=server;; *playwright*|*test-server*|*dispatcher*|*workerMain*) k=runner;; *vite*) k=vite;; *) continue;;
    esac
    set -- ${stat##*) }
    echo "$pid $k $(( ${12} + ${13} ))" >> "$out.raw"
  done
  sleep 0.5
done
awk '{last[$1]=$3; kind[$1]=$2} END {for (p in last) s[kind[p]]+=last[p]; for (k in s) printf "%-15s %7.1f s\n", k, s[k]/100}' "$out.raw" | sort -k2 -rn
