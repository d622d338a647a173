#!/usr/bin/env bash
# The demo's evening (scripts/demo.sh) run in English, Spanish and French: it runs to the end in
# each, and what it writes for programs -- the rankings as JSON, the championship, PBN, USEBIO,
# the dealt boards -- is the same evening in all three: the language changes the words, never a
# score, a place or a hand.
# And every page, card, sheet, text and CSV each run wrote is in its own language: no word of
# another (pseudo_check --foreign, the error matrix's lists).
#   demo_languages.sh BANDEJA SOURCE_DIR WORK_DIR PSEUDO_CHECK
set -euo pipefail
BANDEJA=$(realpath "$1") SRC=$(realpath "$2") WORK=$3 CHECK=$(realpath "$4")
rm -rf "$WORK"
mkdir -p "$WORK"
WORK=$(realpath "$WORK")
for lang in en es fr; do
  DEMO_LANG=$lang DEMO_SECOND=$lang DEMO_PRINT=html DEMO_OUT="$WORK/$lang" "$SRC/scripts/demo.sh" "$BANDEJA" \
    > "$WORK/$lang.log" 2>&1 || { echo "the demo failed with --lang $lang:"; tail -n 30 "$WORK/$lang.log"; exit 1; }
done
status=0
for f in ranking.json championship.json tuesday.pbn tuesday.xml next-week.pbn; do
  [ -s "$WORK/en/$f" ] || { echo "the demo wrote no $f"; status=1; continue; }
  for lang in es fr; do
    if ! diff -u "$WORK/en/$f" "$WORK/$lang/$f" > "$WORK/$f.$lang.diff"; then
      echo "$f differs between English and --lang $lang:"; head -n 20 "$WORK/$f.$lang.diff"; status=1
    fi
  done
done
# Every event the demo made, ranked as JSON from its event file: the same in the three.
for lang in es fr; do
  for ev in "Tuesday pairs" "Tuesday pairs B" "Saturday Swiss" "Spring Q1" "Spring Q2" "Spring Final"; do
    "$BANDEJA" --db "$WORK/en/club.db" rank "$ev" --format json > "$WORK/rank.en.json"
    "$BANDEJA" --db "$WORK/$lang/club.db" rank "$ev" --format json > "$WORK/rank.$lang.json"
    diff -u "$WORK/rank.en.json" "$WORK/rank.$lang.json" > /dev/null ||
      { echo "$ev ranks otherwise when the evening was run with --lang $lang"; status=1; }
  done
done
# What each run wrote for people, read in its language (the demo's narration aside: it is the
# tour's, not Bandeja's).
for lang in en es fr; do
  mapfile -d '' written < <(find "$WORK/$lang" -type f \( -name '*.html' -o -name '*.txt' -o -name '*.csv' \) -print0 | sort -z)
  [ "${#written[@]}" -gt 20 ] || { echo "--lang $lang wrote only ${#written[@]} pages and texts"; status=1; continue; }
  if ! "$CHECK" --foreign "$lang" "${written[@]}" > "$WORK/foreign.$lang.txt"; then
    echo "what --lang $lang wrote has words of another language:"; head -n 20 "$WORK/foreign.$lang.txt"; status=1
  fi
done
[ "$status" -eq 0 ] && echo "the demo's evening in English, Spanish and French: the same rankings, PBN, USEBIO and deals, each written in its own language"
exit $status
