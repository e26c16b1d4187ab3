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
eval "$(bash "$D/unpack.sh" "$D/bundle.tar.xz" /tmp/aiwc)"
export AIWC AIWC_CACHE=$D/cache
if ! ldconfig -p | grep -q 'libOpenCL.so.1 '; then
  dpkg -x "$D"/ocl-icd-libopencl1_*.deb /tmp/ocl; L=/tmp/ocl/usr/lib/x86_64-linux-gnu; ln -sf libOpenCL.so.1 $L/libOpenCL.so
  export LD_LIBRARY_PATH=$L${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}; echo "carried ICD loader" >> "$OUT/env.txt"
fi
if [ ! -e /etc/OpenCL/vendors/nvidia.icd ]; then
  lib=$(ldconfig -p | awk '/libnvidia-opencl.so.1 /{print $NF; exit}')
  [ -z "$lib" ] && lib=$(find / -name 'libnvidia-opencl.so.1' 2>/dev/null | head -1)
  mkdir -p /tmp/icd; echo "$lib" > /tmp/icd/nvidia.icd; export OCL_ICD_VENDORS=/tmp/icd; echo "made ICD for $lib" >> "$OUT/env.txt"
fi
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
