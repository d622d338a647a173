#!/usr/bin/env bash
# The whole demo evening (scripts/demo.sh) in the pseudo-language, --lang qps, in which every text
# of the catalogue is its English between ⟦ and ⟧: then every word bandeja said and every page,
# card, sheet, site and CSV it wrote is read, and a word outside the marks that is neither data
# (the demo's names, files and addresses) nor the game's notation fails the test, with its file,
# line and the line it is on. A word shown this way is a word that no translator can translate.
#   demo_pseudo.sh BANDEJA PSEUDO_CHECK SOURCE_DIR WORK_DIR
set -euo pipefail
BANDEJA=$(realpath "$1") CHECK=$(realpath "$2") SRC=$(realpath "$3") WORK=$4
rm -rf "$WORK"
mkdir -p "$WORK"
WORK=$(realpath "$WORK")
# bandeja as the demo runs it, with what it says to the director kept in said.txt as well (not
# what it writes for programs: JSON and CSV on standard output).
cat > "$WORK/bandeja" <<WRAP
#!/usr/bin/env bash
out=\$(mktemp) err=\$(mktemp)
"$BANDEJA" "\$@" >"\$out" 2>"\$err"; rc=\$?
cat "\$out"; cat "\$err" >&2
case " \$* " in
  *" --format json "*|*" --format csv "*) cat "\$err" >> "$WORK/said.txt" ;;
  *) cat "\$out" "\$err" >> "$WORK/said.txt" ;;
esac
rm -f "\$out" "\$err"
exit \$rc
WRAP
chmod +x "$WORK/bandeja"
: > "$WORK/said.txt"
DEMO_LANG=qps DEMO_SECOND=qps DEMO_PRINT=html DEMO_OUT="$WORK/out" "$SRC/scripts/demo.sh" "$WORK/bandeja" > "$WORK/demo.log" 2>&1 || {
  echo "the demo failed in the pseudo-language:"; tail -n 30 "$WORK/demo.log"; exit 1; }
# Enough of the catalogue reached the outputs for the check to mean something.
marked=$(grep -o '⟦' "$WORK/said.txt" | wc -l)
[ "$marked" -gt 100 ] || { echo "only $marked marked texts in what bandeja said: is --lang qps working?"; exit 1; }
D=$SRC/scripts/demo-data
data=()
for f in "$D"/*.csv "$D"/championship/*.csv; do data+=(--data "$f"); done
mapfile -t files < <(find "$WORK/out" -type f \( -name '*.txt' -o -name '*.html' -o -name '*.csv' \) | sort)
[ "${#files[@]}" -gt 100 ] || { echo "only ${#files[@]} files written by the demo"; exit 1; }
# Data: the demo's events, and "pass", the English dialect's word for a passed-out board (what a
# director types; libscore writes it in each language's dialect, paso and passe).
"$CHECK" "${data[@]}" --word pass \
  --phrase "Tuesday pairs" --phrase "Saturday Swiss" --phrase "Spring Championship" \
  --phrase "Spring Q1" --phrase "Spring Q2" --phrase "Spring Final" --phrase "Tuesday" \
  "$WORK/said.txt" "${files[@]}"
echo "the demo in the pseudo-language: ${#files[@]} files and what bandeja said, every word from the catalogue"
