#!/usr/bin/env bash
# On the target machine: unpacks BUNDLE (bundle.sh's bundle.tar.xz) into DIR and prints the java command line.
#   source <(scripts/device/unpack.sh BUNDLE DIR)   # defines AIWC_JAVA and AIWC (the CLI as one command)
set -euo pipefail
BUNDLE="$1"; DIR="$2"
mkdir -p "$DIR"
if command -v xz >/dev/null 2>&1; then
  tar -C "$DIR" -xJf "$BUNDLE"
else
  python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1], "r:xz").extractall(sys.argv[2])' "$BUNDLE" "$DIR"
fi
echo "AIWC_JAVA='$DIR/jre/bin/java'"
# the launcher's choice of JVM options for this machine (this script may run from scripts/device or a copy in .devrun)
here=$(dirname "$0"); opts=$here/../jvm-options.sh; [ -f "$opts" ] || opts=$here/../scripts/jvm-options.sh
echo "AIWC=\"$DIR/jre/bin/java $(bash "$opts") -cp $DIR/app/aiwc-cli.jar:$DIR/app/lib/* dev.aiwc.cli.Main\""
