#!/usr/bin/env bash
# The guide cards with each table's QR code, printed as a director prints them: through
# Chromium's PDF, one card a page (pdfinfo counts the pages), in English and Spanish, on A4 and
# Letter, for a short and a long movement; the first card's printed code, scanned back (pdftoppm
# at 150 dpi, zbarimg), is table 1's link.
#   guide_cards_pdf.sh BANDEJA WORKDIR
set -euo pipefail
BANDEJA=$1
WORK=$2
rm -rf "$WORK" && mkdir -p "$WORK"
fail=0
check() {  # LANG PAPER TABLES BOARDS_PER_ROUND
  local lang=$1 paper=$2 tables=$3 bpr=$4 db="$WORK/$1-$2-$3.db" html="$WORK/$1-$2-$3.html" pdf="$WORK/$1-$2-$3.pdf"
  "$BANDEJA" --lang "$lang" --db "$db" event new "Cards" --movement mitchell --tables "$tables" \
    --boards-per-round "$bpr" > /dev/null
  "$BANDEJA" --lang "$lang" --db "$db" table-links Cards --base http://192.168.1.20:8080 \
    --cards "$html" --paper "$paper" > /dev/null 2>&1
  timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$WORK/profile" --no-pdf-header-footer --print-to-pdf="$pdf" "file://$html" 2> /dev/null
  local pages
  pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
  local qrs
  qrs=$(grep -o '<svg' "$html" | wc -l)
  # The first card's code, printed and scanned back, is table 1's link.
  pdftoppm -png -r 150 -f 1 -l 1 "$pdf" "$WORK/$1-$2-$3-page" 2> /dev/null
  local scanned link
  scanned=$(zbarimg --raw -q "$WORK/$1-$2-$3-page-1.png" 2> /dev/null | head -n 1)
  link=$("$BANDEJA" --db "$db" table-links Cards --base http://192.168.1.20:8080 | awk 'NR == 1 {print $NF}')
  if [ "$scanned" != "$link" ]; then
    echo "FAIL: $tables-table Mitchell, $lang, $paper: table 1's printed QR code reads '$scanned', not '$link'"
    fail=1
  fi
  if [ "$pages" != "$tables" ] || [ "$qrs" != "$tables" ]; then
    echo "FAIL: $tables-table Mitchell, $lang, $paper: $pages pages and $qrs QR codes, not $tables of each"
    fail=1
  else
    echo "ok: $tables-table Mitchell, $lang, $paper: $pages pages, one card and one QR code a page"
  fi
}
command -v chromium > /dev/null && command -v pdfinfo > /dev/null && command -v zbarimg > /dev/null || { echo "FAIL: chromium, pdfinfo and zbarimg are needed: run make test-deps"; exit 1; }
check en a4 7 3
check es a4 7 3
check en letter 9 2
check es letter 9 2
exit $fail
