#!/usr/bin/env bash
# Runs `aiwc suite --size SIZE --only APP` under a time limit and prints one tab-separated line:
#   app size exit-code wall-seconds simulated-instructions invocations peak-RSS-KiB
# Instructions are the sum of metrics.compute.totalInstructions over the run's JSONs; the peak RSS is the JVM's
# VmHWM, sampled from /proc every 0.2 s (it only grows, so the last sample is the peak).
# APP may be a comma list, or "all" for the whole suite in one process (the command a user runs).
#   suite-app.sh APP SIZE LIMIT_SECONDS OUT_DIR THREADS   (needs $AIWC from unpack.sh)
set -uo pipefail
APP="$1"; SIZE="$2"; LIMIT="$3"; OUTDIR="$4"; THREADS="$5"
# each application its own --out (OUT_DIR/APP-SIZE): a suite refuses a folder that holds another run
OUTDIR="$OUTDIR/$APP-$SIZE"; mkdir -p "$OUTDIR"
ONLY=(--only "$APP"); [ "$APP" = all ] && ONLY=()
start=$(date +%s.%N)
$AIWC suite --size "$SIZE" "${ONLY[@]}" --no-report --threads "$THREADS" --out "$OUTDIR" \
  > "$OUTDIR/$APP-$SIZE.log" 2>&1 &
pid=$!
hwm=0; t0=$(date +%s)
while kill -0 "$pid" 2>/dev/null; do
  v=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
  [ -n "$v" ] && hwm=$v
  if [ $(( $(date +%s) - t0 )) -ge "$LIMIT" ]; then kill "$pid"; fi
  sleep 0.2
done
wait "$pid"; rc=$?
end=$(date +%s.%N)
read -r instr n < <(python3 - "$OUTDIR" "$SIZE" <<'PY'
import glob, json, sys
total = 0; n = 0
for f in glob.glob(sys.argv[1] + "/*/" + sys.argv[2] + "/*.json"):
    try:
        total += json.load(open(f))["metrics"]["compute"]["totalInstructions"]; n += 1
    except Exception:
        pass
print(total, n)
PY
)
printf '%s\t%s\t%s\t%.1f\t%s\t%s\t%s\n' "$APP" "$SIZE" "$rc" "$(awk -v a="$start" -v b="$end" 'BEGIN {print b - a}')" "$instr" "$n" "$hwm"
