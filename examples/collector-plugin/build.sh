#!/usr/bin/env bash
# Builds bytes-moved.jar, the example collector plugin of docs/writing-a-collector.md, against this checkout's
# collector-api (built by ./aiwc on first use). Usage: examples/collector-plugin/build.sh [OUT_DIR]
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT="${1:-$HERE/build}"
API=$(ls "$ROOT"/cli/target/lib/collector-api-*.jar 2>/dev/null | head -1 || true)
if [ -z "$API" ]; then
  echo "build.sh: no collector-api jar in $ROOT/cli/target/lib; run ./aiwc collectors once to build aiwc" >&2
  exit 3
fi
rm -rf "$OUT/classes" && mkdir -p "$OUT/classes"
javac --release 17 -cp "$API" -d "$OUT/classes" $(find "$HERE/src" -name '*.java')
jar --create --file "$OUT/bytes-moved.jar" -C "$OUT/classes" . -C "$HERE" META-INF
echo "$OUT/bytes-moved.jar"
