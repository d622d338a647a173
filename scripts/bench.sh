#!/usr/bin/env bash
# make bench: every benchmark, one after the other (run by hand; numbers go into notes, not tests).
set -euo pipefail
BUILD=${1:-build}
B=$BUILD/bench
echo "== scoring";   "$B/score/bench_score"
echo "== entries (leads, weighted scores)"; "$B/score/bench_entry"
echo "== movements"; "$B/movement/bench_movement"
echo "== ranking";   "$B/ranking/bench_ranking"
echo "== bulk import (200,000 and 1,000,000 lines) beside a plain SQLite reference, then rank"; "$B/db/bench_db_ingest" "$BUILD/apps/bandeja/bandeja" "$B/db/bench_db_reference" $(command -v python3 >/dev/null && echo bench/db/reference.py)
echo "== server (tables posting through the JSON API, beside enter_at_table alone)"; "$B/server/bench_server"
echo "== double dummy (36 boards, Bandeja beside raw libdds)"; "$B/analysis/bench_analysis"
