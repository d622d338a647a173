#!/usr/bin/env bash
# Hand-record sheets printed as a director prints them: 36 boards through the CLI's own printer
# (apps/bandeja/print_pdf.cpp, built into hand_records_print) and Debian's headless Chromium.
# The printed page count (pdfinfo) is ceil(36 / per page) for each of 1, 2, 4 and 6 boards a
# page, in English and Spanish, on A4 and Letter; page 1 (pdftotext) is the title's, starts with
# board 1 and shows the four suit symbols; the paper is the one asked for.
#   hand_records_pdf.sh HAND_RECORDS_PRINT WORKDIR
set -euo pipefail
PRINT=$1
WORK=$2
rm -rf "$WORK" && mkdir -p "$WORK"
fail=0
check() {  # PER_PAGE LANG PAPER
  local per=$1 lang=$2 paper=$3 pdf="$WORK/sheet-$1-$2-$3.pdf"
  local want=$(( (36 + per - 1) / per ))
  if ! "$PRINT" sheet "$pdf" --boards 36 --per-page "$per" --lang "$lang" --paper "$paper" --title "Club <night> & co"; then
    echo "FAIL: $per a page, $lang, $paper: not printed"
    fail=1
    return
  fi
  local pages size text
  pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
  size=$(pdfinfo "$pdf" | awk '/^Page size:/ {print $3 "x" $5}')
  # -layout keeps "Board" and its large number on one line; runs of spaces squeezed to one.
  text=$(pdftotext -layout -f 1 -l 1 "$pdf" - | tr -s ' ')
  local board="Board 1" other="Board 2" page="Page 1 of $want"
  if [ "$lang" = es ]; then board="Tablero 1" other="Tablero 2" page="Página 1 de $want"; fi
  local problems=()
  [ "$pages" = "$want" ] || problems+=("$pages pages, not $want")
  case "$paper" in
    a4) [ "$size" = "594.96x841.92" ] || problems+=("page size $size, not A4") ;;
    letter) [ "$size" = "612x792" ] || problems+=("page size $size, not Letter") ;;
  esac
  grep -qF "Club <night> & co" <<< "$text" || problems+=("no title on page 1")
  grep -qF "$page" <<< "$text" || problems+=("no '$page' on page 1")
  grep -qF "$board" <<< "$text" || problems+=("no '$board' on page 1")
  if [ "$per" = 1 ]; then
    grep -qF "$other" <<< "$text" && problems+=("'$other' on page 1 of a board a page")
  else
    grep -qF "$other" <<< "$text" || problems+=("no '$other' on page 1")
  fi
  for s in ♠ ♥ ♦ ♣; do grep -qF "$s" <<< "$text" || problems+=("no $s on page 1"); done
  if [ ${#problems[@]} -eq 0 ]; then
    echo "ok: $per a page, $lang, $paper: $pages pages"
  else
    echo "FAIL: $per a page, $lang, $paper: $(IFS=';'; echo "${problems[*]}")"
    fail=1
  fi
}
command -v chromium > /dev/null && command -v pdfinfo > /dev/null && command -v pdftotext > /dev/null || { echo "FAIL: chromium, pdfinfo and pdftotext are needed: run make test-deps"; exit 1; }
check 4 en a4
check 4 es letter
check 4 en letter
check 4 es a4
check 2 en a4
check 2 es letter
check 1 es a4
check 1 en letter
check 6 en letter
check 6 es a4
exit $fail
