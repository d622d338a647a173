#!/usr/bin/env bash
# The guide cards with each table's QR code, printed as a director prints them: through
# Chromium's PDF, one card a page (pdfinfo counts the pages), in English and Spanish, on A4 and
# Letter, for a short and a long movement; the first card's printed code, scanned back (pdftoppm
# at 150 dpi, zbarimg), is table 1's link. Then `bandeja event cards` printed straight to PDF.
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

# bandeja event cards, straight to PDF as a director prints it: a 9-pair Howell whose tables have
# links, guide cards then pair cards (5 + 9 pages; two a page do not fit, its three notes and a
# code beside 9 rounds need more than half a page in 11pt type, so they print one a page too), a
# pair's players on its card, the sit-out told, and table 1's printed code scanned back as its
# link; then the pair cards alone two a page, and a 7-table Mitchell's cards two a page with
# 28 mm codes that still scan.
cards() {  # LANG PAPER PER_PAGE PAGES
  local lang=$1 paper=$2 per=$3 want=$4 db="$WORK/event-$1.db" pdf="$WORK/event-$1-$2-$3.pdf"
  [ -f "$db" ] || {
    "$BANDEJA" --db "$db" event new Martes --movement howell --tables 5 --pairs 9 > /dev/null
    "$BANDEJA" --db "$db" pairs Martes 3 "Ana García" "Luis Pérez" > /dev/null
    "$BANDEJA" --db "$db" table-links Martes --base http://192.168.1.20:8080 > /dev/null
  }
  "$BANDEJA" --lang "$lang" --db "$db" event cards Martes --out "$pdf" --paper "$paper" --per-page "$per" \
    --base http://192.168.1.20:8080 > /dev/null
  local pages text
  pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
  text=$(pdftotext -layout "$pdf" -)
  if [ "$pages" != "$want" ]; then
    echo "FAIL: event cards, $lang, $paper, $per a page: $pages pages, not $want"; fail=1; return
  fi
  case "$text" in *"Ana García"*) ;; *) echo "FAIL: event cards, $lang: pair 3's players are not printed"; fail=1; return ;; esac
  local sits="table 1, sits out"; [ "$lang" = es ] && sits="mesa 1, descansa"
  case "$text" in *"$sits"*) ;; *) echo "FAIL: event cards, $lang: no '$sits' on table 2's card"; fail=1; return ;; esac
  pdftoppm -png -r 150 -f 1 -l 1 -singlefile "$pdf" "$WORK/event-$1-$2-$3-page" 2> /dev/null
  local scanned link
  scanned=$(zbarimg --raw -q "$WORK/event-$1-$2-$3-page.png" 2> /dev/null | head -n 1 || true)
  link=$("$BANDEJA" --db "$db" table-links Martes --base http://192.168.1.20:8080 | awk 'NR == 1 {print $NF}')
  if [ "$scanned" != "$link" ]; then
    echo "FAIL: event cards, $lang, $paper: table 1's printed QR code reads '$scanned', not '$link'"; fail=1; return
  fi
  echo "ok: event cards, $lang, $paper, $per a page: $pages pages, names, sit-out and table 1's code read back"
}
cards en a4 1 14
cards es letter 1 14
cards en letter 2 14
"$BANDEJA" --db "$WORK/event-en.db" event cards Martes --only pairs --per-page 2 --out "$WORK/pairs-2.pdf" > /dev/null
pages=$(pdfinfo "$WORK/pairs-2.pdf" | awk '/^Pages:/ {print $2}')
if [ "$pages" = 5 ]; then echo "ok: event cards --only pairs --per-page 2: 9 pair cards on 5 pages"
else echo "FAIL: event cards --only pairs --per-page 2: $pages pages, not 5"; fail=1; fi
"$BANDEJA" --db "$WORK/m7.db" event new M --movement mitchell --tables 7 > /dev/null
"$BANDEJA" --db "$WORK/m7.db" table-links M --base http://192.168.1.20:8080 > /dev/null
"$BANDEJA" --db "$WORK/m7.db" event cards M --per-page 2 --paper letter --base http://192.168.1.20:8080 \
  --out "$WORK/m7-2.pdf" > /dev/null
pages=$(pdfinfo "$WORK/m7-2.pdf" | awk '/^Pages:/ {print $2}')
pdftoppm -png -r 150 -f 1 -l 1 -singlefile "$WORK/m7-2.pdf" "$WORK/m7-2-page" 2> /dev/null
codes=$(zbarimg --raw -q "$WORK/m7-2-page.png" 2> /dev/null | sort | tr '\n' ' ' || true)
want=$("$BANDEJA" --db "$WORK/m7.db" table-links M --base http://192.168.1.20:8080 | awk 'NR <= 2 {print $NF}' | sort | tr '\n' ' ')
if [ "$pages" = 11 ] && [ "$codes" = "$want" ]; then
  echo "ok: event cards --per-page 2, 7-table Mitchell with links: 21 cards on 11 pages, both codes of page 1 read back"
else
  echo "FAIL: event cards --per-page 2, 7-table Mitchell: $pages pages (not 11), page 1's codes '$codes', not '$want'"; fail=1
fi
exit $fail
