#!/usr/bin/env bash
# Every movement's guide and pair cards printed as a director prints them, through Chromium's
# PDF: cards_print writes documents for each language, paper and cards a page (in parts of a few
# hundred pages) holding the cards of every movement Bandeja offers (Mitchell 3-30, Howell 3-16, Hesitation, Appendix, Rover, Web,
# Rainbow, teams), and the title each printed page must start with. Cards are forced onto pages
# of their own, so the page count (pdfinfo) equals the cards (or pairs of cards) only when no
# card runs onto a second page; pdftotext then finds each page's own card title on it.
#   cards_pdf.sh CARDS_PRINT WORKDIR
set -euo pipefail
CARDS_PRINT=$1
WORK=$2
rm -rf "$WORK" && mkdir -p "$WORK"
command -v chromium > /dev/null && command -v pdfinfo > /dev/null && command -v pdftotext > /dev/null ||
  { echo "FAIL: chromium, pdfinfo and pdftotext are needed: run make test-deps"; exit 1; }
"$CARDS_PRINT" "$WORK"
fail=0
for html in "$WORK"/*.html; do
  name=$(basename "$html" .html)
  pdf="$WORK/$name.pdf"
  timeout 600 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$WORK/profile" --no-pdf-header-footer --print-to-pdf="$pdf" "file://$html" 2> /dev/null
  bad=0
  expected=$(wc -l < "$WORK/$name.titles")
  pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
  if [ "$pages" != "$expected" ]; then
    echo "FAIL: $name: $pages pages printed, $expected expected (a card runs onto a second page)"
    bad=1
  fi
  # Page by page, the first line of text is the title of the page's first card.
  pdftotext -layout "$pdf" "$WORK/$name.txt"
  awk -v titles="$WORK/$name.titles" -v name="$name" '
    BEGIN { n = 0; while ((getline t < titles) > 0) want[++n] = t; RS = "\f"; bad = 0 }
    NR <= n {
      split($0, lines, "\n"); first = ""
      for (i = 1; i in lines; i++) { line = lines[i]; gsub(/^ +| +$/, "", line); if (line != "") { first = line; break } }
      if (first != want[NR]) { if (bad < 5) printf "FAIL: %s: page %d begins \"%s\", not \"%s\"\n", name, NR, first, want[NR]; bad++ }
    }
    NR > n && $0 ~ /[^ \n]/ { if (bad < 5) printf "FAIL: %s: page %d is more than the %d expected\n", name, NR, n; bad++
    }
    END { exit bad > 0 }' "$WORK/$name.txt" || bad=1
  if [ $bad = 0 ]; then echo "ok: $name: $pages pages, each beginning with its own card's title"; else fail=1; fi
  rm -f "$pdf" "$WORK/$name.txt"  # hundreds of pages each: keep only what failed
done
exit $fail
