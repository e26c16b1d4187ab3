#!/bin/sh
# Developer tool, not run by the tests: regenerates the LLVM IR fixtures next to this script from the OpenCL
# kernels (*.cl) with every installed clang of versions 13 to 19 (Debian packages clang-N and llvm-N), using
# aiwc's recipe: clang at -O0 without optnone, then for the "Oz" variant opt -passes='default<Oz>'.
# Paths in the debug info are made relative by running from this directory.
set -eu
cd "$(dirname "$0")"
for v in 13 14 15 16 17 18 19; do
    clang=$(command -v clang-$v || true)
    opt=$(command -v opt-$v || echo /usr/lib/llvm-$v/bin/opt)
    if [ -z "$clang" ] || [ ! -x "$opt" ]; then
        echo "skipping LLVM $v: install clang-$v and llvm-$v" >&2
        continue
    fi
    for cl in *.cl; do
        base=${cl%.cl}
        out=$base.clang$v
        # a first line "// fixture-options: ..." adds clang options (a later -cl-std wins over CL1.2)
        extra=$(sed -n '1s|^// fixture-options: ||p' "$cl")
        "$clang" -x cl -cl-std=CL1.2 -target spir64 -Xclang -finclude-default-header -g -gline-tables-only \
            -O0 -Xclang -disable-O0-optnone -fno-builtin -cl-kernel-arg-info $extra -emit-llvm -S "$cl" -o "$out.O0.ll"
        "$opt" -passes='default<Oz>' -S "$out.O0.ll" -o "$out.Oz.ll"
        # the ModuleID line names the temporary input; keep fixtures independent of it
        sed -i '1s/^; ModuleID = .*/; ModuleID = '"'$cl'"'/' "$out.O0.ll" "$out.Oz.ll"
    done
done
