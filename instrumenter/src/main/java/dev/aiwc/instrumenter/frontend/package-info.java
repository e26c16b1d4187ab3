/**
 * From a program file to a parsed {@link dev.aiwc.instrumenter.ir.Module}: OpenCL C is compiled by clang-16
 * ({@code -x cl -cl-std=CL1.2 -target spir64 -Xclang -finclude-default-header -g -gline-tables-only -O0 -Xclang
 * -disable-O0-optnone -fno-builtin -emit-llvm -S}, then {@code opt-16 -passes=default<Oz>} or {@code default<O2>}),
 * with results cached by content under {@code $AIWC_CACHE} or {@code ~/.cache/aiwc/ir}; LLVM IR files are read
 * as they are.
 */
package dev.aiwc.instrumenter.frontend;
