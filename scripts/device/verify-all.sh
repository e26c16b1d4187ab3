#!/usr/bin/env bash
# Runs `aiwc verify` on every differential spec against one OpenCL platform and prints one line per spec:
#   spec PASSED|FAILED|ERROR worst-ulp-over-its-float-buffers
#   verify-all.sh SPEC_DIR PLATFORM_SUBSTRING LOG   (needs $AIWC from unpack.sh)
set -uo pipefail
DIR="$1"; PLATFORM="$2"; LOG="$3"
: > "$LOG"
for spec in "$DIR"/*.json; do
  name=$(basename "$spec" .json)
  out=$(timeout 120 $AIWC verify --platform "$PLATFORM" "$spec" 2>&1); rc=$?
  printf '=== %s rc=%s\n%s\n' "$name" "$rc" "$out" >> "$LOG"
  status=ERROR; [ $rc = 0 ] && status=PASSED; [ $rc = 1 ] && status=FAILED
  worst=$(printf '%s\n' "$out" | sed -n 's/.*worst \([0-9.eE+-]*\) ulp.*/\1/p' | sort -g | tail -1)
  printf '%-22s %-7s worst %s ulp\n' "$name" "$status" "${worst:--}"
done
