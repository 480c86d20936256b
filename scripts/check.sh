#!/usr/bin/env bash
# The type check and the lint in two lanes at once: each tool is single-threaded, so on two cores
# this takes about half the time of one after the other. Each lane's output is printed whole.
set -uo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npm run -s typecheck >"$out/typecheck" 2>&1 &
typecheck=$!
npm run -s lint >"$out/lint" 2>&1 &
lint=$!
wait $typecheck
typecheck_status=$?
wait $lint
lint_status=$?
cat "$out/typecheck" "$out/lint"
[ $typecheck_status -eq 0 ] || echo "check: the type check failed"
[ $lint_status -eq 0 ] || echo "check: the lint failed"
exit $((typecheck_status | lint_status))
