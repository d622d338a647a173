#!/usr/bin/env bash
# The long fuzz run behind `make fuzz` (docs/fuzzing.md): each target of tests/fuzz/, one after
# the other, for RUNS inputs over its seed corpus, then a line of figures a target.
#
#   scripts/fuzz.sh BUILD_DIR libfuzzer|driver RUNS TARGET...
#
# FUZZ_TIME=SECONDS in the environment stops each target after that long even if it has not
# run RUNS inputs (the figures then say how many it ran).
# libfuzzer: the coverage-guided run; the inputs it keeps go to BUILD_DIR/corpus/TARGET (the
# seeds in tests/fuzz/corpus/TARGET are read, never written). driver: the deterministic
# mutator of tests/fuzz/driver.cpp, seed 1. A crashing input is saved under
# BUILD_DIR/findings/ and the run goes on to the next target; the exit status is 1 if any
# target crashed.
set -uo pipefail
build=$1 mode=$2 runs=$3
shift 3
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$build/findings"
findings="$(cd "$build/findings" && pwd)"
summary=()
crashed=0
for t in "$@"; do
  bin="$build/tests/fuzz/fuzz_$t"
  seeds="$src/tests/fuzz/corpus/$t"
  log="$build/findings/$t.log"
  echo "== fuzz $t: $runs inputs ($mode)"
  start=$(date +%s.%N)
  if [ "$mode" = libfuzzer ]; then
    mkdir -p "$build/corpus/$t"
    "$bin" -runs="$runs" ${FUZZ_TIME:+-max_total_time=$FUZZ_TIME} -timeout=30 -print_final_stats=1 -artifact_prefix="$findings/$t-" \
      "$build/corpus/$t" "$seeds" >"$log" 2>&1
  else
    (cd "$findings" && "$bin" --runs "$runs" --seed 1 ${FUZZ_TIME:+--max-time $FUZZ_TIME} "$seeds") >"$log" 2>&1
  fi
  status=$?
  secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  if [ "$mode" = libfuzzer ]; then
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -oE 'ft: [0-9]+ corp: [0-9]+' "$log" | tail -1)
  else
    n=$(grep -oE '[0-9]+ inputs' "$log" | grep -oE '[0-9]+')
    cov="no coverage feedback"
  fi
  n=${n:-?}
  rate=$(awk -v n="$n" -v s="$secs" 'BEGIN { if (n ~ /^[0-9]+$/ && s > 0) printf "%d", n / s; else print "?" }')
  if [ $status -eq 0 ]; then
    result="no crash"
  else
    crashed=1
    result="CRASH (exit $status): see $log and $(ls -t "$findings" | grep -v '\.log$' | grep "^crash-\(fuzz_\)\?$t\|^$t-" | head -1)"
    tail -40 "$log"
  fi
  line=$(printf '%-14s %10s inputs %8.1f s %8s exec/s  %s  %s' "$t" "$n" "$secs" "$rate" "$cov" "$result")
  echo "$line"
  summary+=("$line")
done
echo
echo "== fuzz summary ($mode, $runs inputs a target)"
printf '%s\n' "${summary[@]}"
exit $crashed
