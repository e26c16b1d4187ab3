#!/usr/bin/env bash
# Driver for one call of a machine that has no JDK, Maven or clang (the lent H100 here): expects, in the checkout's
# .devrun/, bundle.tar.xz (scripts/device/bundle.sh), cache/ (the portable IR cache the bundle's warm-up filled),
# unpack.sh, opencl-env.sh, suite-app.sh and verify-all.sh (copies of these scripts), and the Debian ocl-icd-libopencl1 .deb in
# case the machine has no ICD loader. Writes env.txt, verify.txt/.log, bench.txt/.csv, suite.tsv and tarballs to $OUT.
#   go.sh DEADLINE_SECONDS ITEM...   ITEM = verify | bench | APP:SIZE:LIMIT_SECONDS
set -uo pipefail
T0=$(date +%s); DEADLINE=$1; shift
R=$(cd "$(dirname "$0")/.." && pwd); D=$R/.devrun
exec > >(tee -a "$OUT/console.txt") 2>&1
{ date -u; nproc; free -g | head -2; nvidia-smi -L; uname -r; ls -la /etc/OpenCL/vendors 2>&1; ldconfig -p | grep -i opencl;
  command -v xz time python3; ls /usr/bin/time 2>&1; } > "$OUT/env.txt" 2>&1
. "$(dirname "$0")/opencl-env.sh"
left() { echo $(( DEADLINE - ($(date +%s) - T0) )); }
for item in "$@"; do
  case $item in
    verify) echo "== verify $(date -u +%T)"; bash "$D/verify-all.sh" "$R/instrumenter/src/test/resources/differential" NVIDIA "$OUT/verify.log" | tee "$OUT/verify.txt" ;;
    bench) echo "== bench $(date -u +%T)"; l=$(( $(left) - 10 )); timeout $l $AIWC bench --no-oclgrind --repeat 3 --csv "$OUT/bench.csv" 2>&1 | tee "$OUT/bench.txt" ;;
    *) IFS=: read -r app size lim <<< "$item"; l=$(left); [ $((l - 10)) -lt $lim ] && lim=$((l - 10))
       if [ $lim -lt 20 ]; then echo "skip $item (time)"; continue; fi
       echo "== $app $size limit $lim $(date -u +%T)"
       bash "$D/suite-app.sh" "$app" "$size" "$lim" /tmp/suite 16 | tee -a "$OUT/suite.tsv" ;;
  esac
done
tar -C /tmp/suite -czf "$OUT/suite-logs.tgz" --exclude='*.json' . 2>/dev/null
tar -C /tmp/suite -czf "$OUT/suite-json.tgz" . 2>/dev/null
echo "done $(date -u +%T), $(( $(date +%s) - T0 )) s"
