#!/usr/bin/env bash
# On a machine with an NVIDIA GPU, CUDA and Nsight Compute: measures every case of the H100 L1 validation set
# (or of another cases file of that folder) and writes, under $OUT (or the folder given), ncu.csv (NAME.csv for
# another file) and env.txt (GPU, driver, CUDA and ncu versions).
#   scripts/gpu-counters/device-l1.sh [OUT_DIR [CASES_FILE]]
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$OUT}
mkdir -p "$out"
{ date -u; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader; ncu --version | tail -1
  nvcc --version | tail -1; } > "$out/env.txt" 2>&1
cases=${2:-cases.txt}
csv=ncu.csv; [ "$cases" = cases.txt ] || csv=${cases%.txt}.csv
REPEAT=${REPEAT:-7} bash "$here/measure.sh" "$here/../../fermi-l1/src/test/resources/hardware/$cases" "$out/$csv"
