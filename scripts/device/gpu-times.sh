#!/usr/bin/env bash
# Driver for one call of the H100 host (no JDK, Maven or clang there): native times of the MWP/CWP micro-benchmarks
# and of the variant specs with `aiwc time`, while nvidia-smi samples the SM clock. Expects, in .devrun/, the bundle
# and portable IR cache of scripts/device/bundle.sh, a copy of unpack.sh, and the Debian ocl-icd-libopencl1 .deb in
# case the host has no ICD loader. Writes times-*.csv, the logs, clocks.csv and env.txt to $OUT.
#   gpu-times.sh DEVICE_SUBSTRING REPEAT SPEC_GROUP...   SPEC_GROUP = DIR_OR_SPEC[@REPEAT]
set -uo pipefail
R=$(cd "$(dirname "$0")/../.." && pwd); D=$R/.devrun
DEV=$1; REP=$2; shift 2
exec > >(tee -a "$OUT/console.txt") 2>&1
{ date -u; nproc; free -g | head -2; nvidia-smi; nvidia-smi -q -d CLOCK; uname -r; } > "$OUT/env.txt" 2>&1
. "$(dirname "$0")/opencl-env.sh"
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu --format=csv -lms 200 \
  > "$OUT/clocks.csv" 2>/dev/null & SMI=$!
i=0
for group in "$@"; do
  i=$((i + 1)); target=${group%@*}; rep=$REP; [ "$target" != "$group" ] && rep=${group#*@}
  specs=$target; [ -d "$R/$target" ] && specs=$(ls "$R/$target"/*.json)
  echo "== $target x$rep $(date -u +%T)"
  (cd "$R" && $AIWC time $specs ${AIWC_TIME_OPTS:-} --device "$DEV" --repeat "$rep" --out "/tmp/t$i") > "$OUT/time-$i.log" 2>&1
  echo "rc=$? $(date -u +%T)"; cp "/tmp/t$i/times.csv" "$OUT/times-$i.csv" 2>/dev/null
done
kill $SMI
tar -C "$OUT" -czf "$OUT/all.tgz" --exclude=all.tgz . 2>/dev/null
echo "done $(date -u +%T)"
