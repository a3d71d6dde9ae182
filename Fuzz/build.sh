#!/usr/bin/env bash
# Builds Fuzz/eval-fuzzer: the libFuzzer target for the three eval formats, with AddressSanitizer.
# SwiftPM renames an executable's `main`, which clashes with libFuzzer's own `main`, so the target is not a
# SwiftPM product: SwiftPM builds the library targets (instrumented), and swiftc links this folder's entry
# point against their objects with -parse-as-library (no `main` of ours; libFuzzer supplies it).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-fuzz
swift build -c release --scratch-path "$scratch" --target Harness -Xswiftc -sanitize=fuzzer,address
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
objects=()
for target in Harness Workloads Springs ActionLookup HierarchyDiff CSpringYardstick CActionYardstick RealModule _NumericsShims; do
  while IFS= read -r -d '' object; do objects+=("$object"); done < <(find "$bin/$target.build" -name '*.o' -print0)
done
shims="$scratch/checkouts/swift-numerics/Sources/_NumericsShims/include"
swiftc -O -parse-as-library -sanitize=fuzzer,address -g \
  -I "$bin/Modules" -I "$bin" -Xcc -I"$shims" -Xcc -fmodule-map-file="$shims/module.modulemap" \
  Fuzz/EvalFuzzer.swift "${objects[@]}" -o "$scratch/eval-fuzzer"
echo "built $scratch/eval-fuzzer"
