#!/usr/bin/env bash
# Developer tool (not run by the tests): rebuilds the LLVM 14 fixtures that OclgrindInstructionCountTest feeds to
# both simulators. Debian's Oclgrind links LLVM 14, so it can only read LLVM 14 bitcode; the aiwc simulator reads
# the same IR as text. Needs clang-14 and llvm-14.
set -euo pipefail
cd "$(dirname "$0")"
# basics.cl is shared with the simulator's own tests (../exec/basics.cl)
for f in basics more; do
  src="$f.cl"; [ "$f" = basics ] && src=../exec/basics.cl
  clang-14 -x cl -cl-std=CL1.2 -target spir64 -O0 -Xclang -disable-O0-optnone -fno-builtin -fgnu89-inline \
    -g -gline-tables-only -Xclang -finclude-default-header -emit-llvm -S "$src" -o "/tmp/$f-O0.ll"
  opt-14 -S -passes='default<Oz>' "/tmp/$f-O0.ll" -o "$f.ll"
  llvm-as-14 "$f.ll" -o "$f.bc"
done
