#!/usr/bin/env bash
# The docs' pictures of hand records (run by hand, not by ctest): a board page of the results
# site with its hand diagram, double-dummy table and par (docs/img/board-page-dd.png), and the
# first printed page of a hand-record sheet, 4 boards on A4 (docs/img/hand-record-sheet.png).
#   hand_records_screenshots.sh HAND_RECORDS_PRINT OUTDIR
# e.g. tests/print/hand_records_screenshots.sh build/tests/print/hand_records_print docs/img
set -euo pipefail
PRINT=$1
OUT=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$PRINT" site "$WORK/site" --boards 3 --title "Tuesday pairs"
timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
  --user-data-dir="$WORK/profile" --window-size=1000,1180 --screenshot="$OUT/board-page-dd.png" \
  "file://$WORK/site/board-1.html" 2> /dev/null
"$PRINT" sheet "$WORK/sheet.pdf" --boards 36 --per-page 4 --paper a4 --title "Tuesday pairs"
pdftoppm -png -r 110 -f 1 -l 1 -singlefile "$WORK/sheet.pdf" "$OUT/hand-record-sheet"
echo "$OUT/board-page-dd.png"
echo "$OUT/hand-record-sheet.png"
