#!/usr/bin/env bash
# Runs Fuzz/eval-fuzzer (built by Fuzz/build.sh) for a fixed time, default 90 s, seeded with every input
# of the conformance corpus (`motionbench vectors export`). Exits non-zero on a finding: a crash, a
# sanitizer report, an input slower than 10 s or a process above 4 GB.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-90}
mb=${MOTIONBENCH:-.build/release/motionbench}
work=.build-fuzz
rm -rf "$work/vectors" "$work/seeds"
mkdir -p "$work/corpus" "$work/seeds" "$work/findings"
"$mb" vectors export "$work/vectors" > /dev/null
for file in "$work"/vectors/*/*.input.json; do
  cp "$file" "$work/seeds/$(basename "$(dirname "$file")")-$(basename "$file")"
done
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-toolchain.supp:print_suppressions=0"
"$work/eval-fuzzer" "$work/corpus" "$work/seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -max_len=262144 -artifact_prefix="$work/findings/" -print_final_stats=1
