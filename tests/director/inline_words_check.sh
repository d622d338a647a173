#!/usr/bin/env bash
# Words meant for people belong in the catalogue (po/), never inline in code. This counts what is
# still written inline in two languages -- tr(lang, "en", "es") calls and `lang == Lang::Es ?`
# choices -- file by file, against the list below of what is left to move (docs/architecture.md,
# "Words and pages"). It fails when a file not listed has any, or a listed file has more than its
# count: the list only ever shrinks. Lower a count (or drop a line) when a file is converted.
set -euo pipefail
root=${1:?usage: inline_words_check.sh SOURCE_DIR}
cd "$root"
# What is left is the notation a director types, written back in each language's dialect by
# libscore's one writer of it (the letters of a suit, pass/paso/passe, a sheet's "honours"):
# notation, not words to translate (docs/architecture.md).
declare -A allowed=(
  [libscore/src/card.cpp]=1
  [libscore/src/contract.cpp]=1
  [libscore/src/sheet.cpp]=1
)
status=0
declare -A seen=()
while IFS= read -r -d '' f; do
  n=$(grep -cE '\btr\((lang|ctx|l|d\.lang|style\.lang|r\.lang),|\b(lang|ctx\.lang|l|style\.lang) == Lang::Es \?|\bes \? "' "$f" || true)
  [ "$n" -eq 0 ] && continue
  seen[$f]=$n
  max=${allowed[$f]:-0}
  if [ "$n" -gt "$max" ]; then
    echo "$f: $n words written inline in two languages (allowed: $max); put them in the catalogue (docs/translating.md)"
    status=1
  fi
done < <(find apps libscore libmovement libranking libdeal db \( -name '*.cpp' -o -name '*.hpp' \) -print0 | sort -z)
for f in "${!allowed[@]}"; do
  if [ "${seen[$f]:-0}" -lt "${allowed[$f]}" ]; then
    echo "note: $f now has ${seen[$f]:-0} (allowed ${allowed[$f]}): lower its count in tests/director/inline_words_check.sh"
  fi
done
[ "$status" -eq 0 ] && echo "inline words: ${#seen[@]} files still to move, none new"
exit $status
