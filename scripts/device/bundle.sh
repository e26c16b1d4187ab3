#!/usr/bin/env bash
# Packs what a machine without a JDK, Maven or clang-16 needs to run aiwc: a jlink'd Java runtime, the built jars
# and a portable IR cache holding the kernels to run (see docs/cluster.md). Run on the build machine:
#   scripts/device/bundle.sh OUT_DIR [KERNEL_WARMUP_COMMAND...]
# The warm-up commands run here with AIWC_CACHE=OUT_DIR/cache, so every kernel they compile lands in the cache;
# OUT_DIR/bundle.tar.xz then holds jre/ and app/, and OUT_DIR/cache/ the IR.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$(mkdir -p "$1" && cd "$1" && pwd)"; shift
# always built: cli/target/lib keeps the module jars of the last packaging, not of a module installed since
(cd "$ROOT" && mvn -q -B -o -pl cli -am package -DskipTests)
STAGE="$(mktemp -d)"; trap 'rm -rf "$STAGE"' EXIT
# the modules jdeps names for the jars (java.desktop only for the report's figures), uncompressed so xz packs them
MODULES=$(jdeps --multi-release 17 --ignore-missing-deps --print-module-deps \
  "$ROOT/cli/target/aiwc-cli.jar" "$ROOT"/cli/target/lib/*.jar)
# AIWC_BUNDLE_MODULES adds modules, e.g. jdk.jfr to profile with -XX:StartFlightRecording there
jlink --add-modules "$MODULES,jdk.unsupported${AIWC_BUNDLE_MODULES:+,$AIWC_BUNDLE_MODULES}" --strip-debug --no-header-files --no-man-pages --compress=0 \
  --output "$STAGE/jre"
mkdir -p "$STAGE/app/lib"
cp "$ROOT/cli/target/aiwc-cli.jar" "$STAGE/app/"
cp "$ROOT"/cli/target/lib/*.jar "$STAGE/app/lib/"
# fastutil's jar (6.6 MB) is deflated; stored entries let xz find the redundancy across its classes
python3 - "$STAGE/app/lib"/fastutil-*.jar <<'PY'
import sys, zipfile, os
src = sys.argv[1]; tmp = src + ".stored"
with zipfile.ZipFile(src) as zi, zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED) as zo:
    for i in zi.infolist():
        zo.writestr(i, zi.read(i.filename), compress_type=zipfile.ZIP_STORED)
os.replace(tmp, src)
PY
if [ $# -gt 0 ]; then
  mkdir -p "$OUT/cache"
  AIWC_CACHE="$OUT/cache" "$@"
fi
tar -C "$STAGE" -cf - jre app | xz -6 -T0 > "$OUT/bundle.tar.xz"
ls -la "$OUT/bundle.tar.xz"
