#!/usr/bin/env bash
# Prints the JVM options aiwc runs with on this machine (./aiwc and scripts/device/unpack.sh use it).
# Measured with `aiwc bench --sweep` (docs/performance.md):
# - 2 cores or fewer: the serial collector with a 32 MB initial heap and an 8 MB young generation keeps the
#   resident set down (the trace is reused, not garbage), and the workers are not slowed by it there.
# - More cores: the small young generation makes the first launch of a process 2.5-3x slower at 8 and 16 threads
#   (mm N=384 on a 16-core host: whole process 4.7 s against 1.5-1.8 s) and the aiwc collectors scale 5.6x instead
#   of 9.8x on 16 threads. So a large young generation: 48 MB per core (at most a quarter of the memory), with G1. The
#   parallel collector with 64 MB per core scaled as well but let its old generation fill with garbage (most likely the
#   address counts' dead sorted runs, arrays of up to megabytes): lud at size large peaked at 4.2 GiB RSS with 171 MB
#   live after its largest full GC. G1 kept less, and a GC time ratio of 4 (up to 20% of the time in GC before it grows
#   the heap; the default 12 let hmm's 4,096 launches grow it to 3.6 GiB) keeps the heap at its initial size in 10 of
#   the 11 applications: on a 16-core host the suite at size large took 237 s with every application at most 1.82 GiB
#   (the parallel collector: 222-228 s, lud 3.6-4.2 and crc 2.1-3.3 GiB), and aiwc scaled 9.7x on 16 threads (the
#   parallel collector 8.9-10.9x in other runs; docs/performance.md).
# On 2 cores the C2 invocation thresholds are raised 4x so that code hot only during start-up is not optimised twice
# while the workers need both cores (steady-state speed is unchanged). The minimum invocations stay at the default 600
# and a loop's on-stack replacement waits for 3 million back-edges (15x the default), so a hot method with a loop (the
# compiled kernel, a collector's chunk walk) gets one C2 compilation, of the whole method, rather than an OSR one and
# then a second: with 6,000 and 200,000 the kernel's method reached C2 as OSR code after ~800 work-items and again
# 6,000 later, and the one C2 thread compiled 94 methods (17 OSR) where it now compiles ~82 (2 OSR). bench's aiwc
# row (fresh process, 2 threads), same jars, medians of 11 alternating runs on the loaded 2-core machine: C2 thread
# 0.40 -> 0.24 CPU-s, whole process 2.62 -> 2.22 CPU-s (2026-11-27). With more cores the compiler threads have cores of
# their own and the raised thresholds only keep the workers longer in slower code: on a 16-core host, one launch in
# a fresh process of mm N=512 with the aiwc collectors on 16 threads took 3.4-3.9 s with them and 2.4-2.65 s
# without (3 runs each, 2026-11-25); the histogram collector alone 1.4-1.58 s against 0.99-1.0 s.
# A suite (thousands of launches in one process; predict collect runs one too) on 2 cores: the serial collector keeps
# the heap at about 1.7x the live data (MinHeapFreeRatio 40), and launches that leave megabytes of arrays each then end
# in a full GC nearly every time: hmm medium spent 27.4 s of its 81.7 s in GC pauses (2,050 full GCs). Letting the heap
# grow to 3.3x the live data (MinHeapFreeRatio 70) gave 63.1-80.7 s (591 full GCs); a 32 MB young generation besides,
# 56.1 s against 68.1 s with 8 MB (162 full GCs and 3,100 young ones, 4.5 s of pauses), peak RSS 185 -> 210 MB; lud
# medium 42.1 s against 47.8 s (RSS 548 -> 632 MB; 334 MB with the small heap); the small suite 4.3 s either way;
# predict evaluate of the 2-core training set 89.1 s against 104.4 s, the same numbers (2026-11-27). Other commands keep
# the small heap: for one kernel (bench's aiwc row) the ratio alone raised the peak RSS from 89 to 108 MB without a
# faster run.
# With fewer workers than cores (`--threads` below the cores), the young generation is 96 MB per worker, up to the
# cores' 48 MB each: mm N=384 with the aiwc collectors on a 16-core host, 4 rounds alternating with the 768 MB the
# cores gave, the same jars (2026-11-27). Peak RSS 197-205 against 805-832 MiB on 1 thread and 498-506 against 820-858
# MiB on 4; the third launch of a process 0.96x and 0.99x as long (medians of the rounds' ratios), the whole process
# (three launches) 0.95x and 0.98x. 48 MB per worker was tried first: 147-154 MiB on 1 thread and 308-312 MiB on 4, but
# the third launch took 1.09x and 1.13x as long, longer in each of the 4 rounds on both (most likely more collections
# while a launch's tables are live; no GC log was taken).
# Memory is the machine's or, where less, the limit of the process's control group (a batch job's share of a node),
# so that neither the heap nor the young generation is set beyond what the process may use. Likewise the cores are
# nproc's (the CPU set) or, where fewer, the group's CPU quota, which the JVM also counts as its processors.
#   jvm-options.sh [COMMAND [ARGUMENTS...]]   (the aiwc command line the options are for; none: any)
# Tests point AIWC_PROC_DIR and AIWC_CGROUP_DIR (/proc and /sys/fs/cgroup) at made-up trees.
command=${1:-}
cores=$(nproc 2>/dev/null || echo 2)
proc=${AIWC_PROC_DIR:-/proc}
cgroup_root=${AIWC_CGROUP_DIR:-/sys/fs/cgroup}
mem_mb=$(awk '/^MemTotal:/ {print int($2 / 1024)}' "$proc/meminfo" 2>/dev/null || echo 4096)

# The control groups the process is in, and those above them, deepest first: "v2 DIR" for the unified hierarchy, "v1
# DIR" for the v1 hierarchy of controller $1. A group's path that the mount does not show (a container sees its own
# group as the root) is looked for from its nearest existing parent.
cgroup_dirs() {
  local line path dir version
  while IFS= read -r line; do
    case "$line" in
      0::*) path=${line#0::}; version=v2; dir=$cgroup_root
            [ -f "$cgroup_root/cgroup.controllers" ] || dir=$cgroup_root/unified ;;
      *:"$1":* | *:"$1",*:* | *,"$1":* | *,"$1",*:*) path=${line#*:*:}; version=v1
            # mounted as the line's list of controllers (cpu,cpuacct), or as the one (often a link to that)
            dir=${line#*:}; dir=$cgroup_root/${dir%%:*}; [ -d "$dir" ] || dir=$cgroup_root/$1 ;;
      *) continue ;;
    esac
    while :; do
      [ -d "$dir$path" ] && echo "$version $dir$path"
      [ -z "$path" ] || [ "$path" = / ] && break
      path=${path%/*}
    done
  done 2>/dev/null < "$proc/self/cgroup"
}

# The smallest memory limit (MB) of those groups: v2 memory.max, v1 memory.limit_in_bytes. No limit: nothing printed.
cgroup_memory_mb() {
  local version dir value least=
  while read -r version dir; do
    value=
    if [ "$version" = v2 ]; then read -r value 2>/dev/null < "$dir/memory.max"; else
      read -r value 2>/dev/null < "$dir/memory.limit_in_bytes"; fi
    case "$value" in
      '' | *[!0-9]*) ;;
      *) [ ${#value} -le 15 ] && value=$((value / 1048576)) && { [ -z "$least" ] || [ "$value" -lt "$least" ]; } \
           && least=$value ;;
    esac
  done < <(cgroup_dirs memory)
  [ -n "$least" ] && echo "$least"
  return 0
}

# The smallest CPU quota of those groups, in cores rounded up (as the JVM counts its processors): v2 cpu.max ("QUOTA
# PERIOD", or "max"), v1 cpu.cfs_quota_us over cpu.cfs_period_us (-1: none). No quota: nothing printed.
cgroup_cpus() {
  local version dir quota period cpus least=
  while read -r version dir; do
    quota= period=
    if [ "$version" = v2 ]; then read -r quota period 2>/dev/null < "$dir/cpu.max"; else
      read -r quota 2>/dev/null < "$dir/cpu.cfs_quota_us"; read -r period 2>/dev/null < "$dir/cpu.cfs_period_us"; fi
    case "$quota" in '' | *[!0-9]*) continue ;; esac
    case "$period" in '' | *[!0-9]*) continue ;; esac
    [ ${#quota} -le 15 ] && [ ${#period} -le 15 ] && [ "$period" -gt 0 ] || continue
    cpus=$(( (quota + period - 1) / period ))
    { [ -z "$least" ] || [ "$cpus" -lt "$least" ]; } && least=$cpus
  done < <(cgroup_dirs cpu)
  [ -n "$least" ] && echo "$least"
  return 0
}
# (2 cores or fewer get the small serial heap whatever the limits, so they are not read there: it saves a few ms a start)
if [ "$cores" -gt 2 ]; then
  quota=$(cgroup_cpus)
  [ -n "$quota" ] && [ "$quota" -gt 0 ] && [ "$quota" -lt "$cores" ] && cores=$quota
  limit=$(cgroup_memory_mb)
  [ -n "$limit" ] && [ "$limit" -lt "$mem_mb" ] && mem_mb=$limit
fi

# The workers the command will run: its --threads (bench --sweep: the largest count of its list), else the cores.
workers=$cores
previous=
for argument in "$@"; do
  value=
  case "$argument" in --threads=*) value=${argument#--threads=} ;; esac
  [ "$previous" = --threads ] && value=$argument
  if [ -n "$value" ]; then
    most=0
    for count in ${value//,/ }; do
      case "$count" in '' | *[!0-9]*) most=0; break ;; esac
      [ "${#count}" -le 6 ] && [ "$count" -gt "$most" ] && most=$count
    done
    # (the last --threads counts here; aiwc itself refuses a second one)
    workers=$cores
    [ "$most" -gt 0 ] && [ "$most" -lt "$cores" ] && workers=$most
  fi
  previous=$argument
done
tiers="-XX:Tier4InvocationThreshold=20000 -XX:Tier4MinInvocationThreshold=600 -XX:Tier4CompileThreshold=30000 -XX:Tier4BackEdgeThreshold=3000000"
if [ "$cores" -le 2 ]; then
  heap="-Xms32m -Xmn8m"
  case "$command" in
    # predict collects a training set by characterising the suite in its own process
    suite | predict) heap="-Xms64m -Xmn32m -XX:MinHeapFreeRatio=70 -XX:MaxHeapFreeRatio=90" ;;
  esac
  echo "-Xss16m -XX:+UseSerialGC $heap $tiers"
else
  young=$((96 * workers))
  [ "$young" -gt $((48 * cores)) ] && young=$((48 * cores))
  [ $((young * 4)) -gt "$mem_mb" ] && young=$((mem_mb / 4))
  echo "-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 -Xms$((2 * young))m -Xmn${young}m"
fi
