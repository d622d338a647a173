#!/usr/bin/env bash
# The evening's paperwork printed as a director prints it: `bandeja event print` to PDF through
# Debian's headless Chromium, for a 7-table Mitchell (3 boards a round) and a 4-table Howell
# with a phantom (7 pairs), in English and Spanish, on A4 and Letter. The page count (pdfinfo)
# is the layout's, worked out here from the movement: pickup slips ceil(slips / 8), where the
# slips are the results the movement expects (`bandeja status`, one slip per board played at a
# table with two pairs); travellers one a page, or two a page (their rows fit half a page);
# score cards one a page (21 and 19 rows never fit half a page). Page 1 (pdftotext) holds
# what it should: the event, a board number, a pair, its players' names, the words of the
# language. The results sheet says PROVISIONAL while results are missing and not once every
# round is in, names the pairs, and ranks North-South and East-West apart.
#   paperwork_pdf.sh BANDEJA SOURCE_DIR WORKDIR
set -euo pipefail
BANDEJA=$1
SRC=$2
WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK"
fail=0
command -v chromium > /dev/null && command -v pdfinfo > /dev/null && command -v pdftotext > /dev/null || { echo "FAIL: chromium, pdfinfo and pdftotext are needed: run make test-deps"; exit 1; }

M="$WORK/mitchell.db" H="$WORK/howell.db" F="$WORK/full.db"
EVENT="Club <night> & co"
"$BANDEJA" --db "$M" event new "$EVENT" --movement mitchell --tables 7 --boards-per-round 3 > /dev/null
"$BANDEJA" --db "$M" pairs "$EVENT" 1NS "Ana García" "Luis Pérez" > /dev/null
# The results a movement expects, from `bandeja status` before any is in ("Round 1: 0 of 21 results in").
expected() { "$BANDEJA" --db "$1" status "$2" | awk '/^Round [0-9]+: 0 of/ {n += $5} END {print n}'; }
M_SLIPS=$(expected "$M" "$EVENT")
"$BANDEJA" --db "$M" enter "$EVENT" --file "$SRC/scripts/demo-data/round-1.csv" > /dev/null
"$BANDEJA" --db "$H" event new "Howell" --movement howell --tables 4 --pairs 7 --boards-per-round 3 > /dev/null
"$BANDEJA" --db "$H" pairs "Howell" 3 "Eva Ruiz" "Juan Soler" > /dev/null
H_SLIPS=$(expected "$H" Howell)
"$BANDEJA" --db "$F" event new "Full" --movement mitchell --tables 7 --boards-per-round 3 > /dev/null
"$BANDEJA" --db "$F" pairs "Full" 1NS "Ana García" "Luis Pérez" > /dev/null
# The edges of the layout: 10 rows (the most two a page hold: a 10-table relay Mitchell's
# travellers, a 3-table Howell's score cards with long names) and 39 rows a card (13 rounds of 3).
E="$WORK/edges.db"
"$BANDEJA" --db "$E" event new "Relay" --movement mitchell --tables 10 --boards-per-round 2 --relay > /dev/null
"$BANDEJA" --db "$E" event new "Short" --movement howell --tables 3 --boards-per-round 2 > /dev/null
"$BANDEJA" --db "$E" pairs "Short" 1 "María José Fernández-Castillo" "Juan Antonio Rodríguez-Villanueva" > /dev/null
"$BANDEJA" --db "$E" event new "Long" --movement mitchell --tables 13 --boards-per-round 3 > /dev/null
for r in 1 2 3 4 5 6 7; do "$BANDEJA" --db "$F" enter "Full" --file "$SRC/scripts/demo-data/round-$r.csv" > /dev/null; done

[ "$M_SLIPS" = 147 ] || { echo "FAIL: the 7-table Mitchell expects $M_SLIPS results, not 7 rounds x 7 tables x 3 boards = 147"; fail=1; }
[ "$H_SLIPS" = 63 ] || { echo "FAIL: the Howell with a phantom expects $H_SLIPS results, not 7 rounds x 3 tables x 3 boards = 63"; fail=1; }

# check DB EVENT KIND LANG PAPER PER_PAGE WANT_PAGES PAGE TEXT... : prints KIND, counts the pages,
# and looks for each TEXT on page PAGE (a TEXT starting with '!' must not be there).
check() {
  local db=$1 event=$2 kind=$3 lang=$4 paper=$5 per=$6 want=$7 page=$8
  shift 8
  local pdf="$WORK/$(basename "$db" .db)-$kind-$lang-$paper-$per.pdf" what="$(basename "$db" .db) $kind, $lang, $paper, $per a page"
  local said
  if ! said=$("$BANDEJA" --lang "$lang" --db "$db" event print "$event" "$kind" --paper "$paper" --per-page "$per" --out "$pdf"); then
    echo "FAIL: $what: not printed"
    fail=1
    return
  fi
  local pages size text
  pages=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
  size=$(pdfinfo "$pdf" | awk '/^Page size:/ {print $3 "x" $5}')
  text=$(pdftotext -layout -f "$page" -l "$page" "$pdf" - | tr -s ' ')
  local problems=()
  [ "$pages" = "$want" ] || problems+=("$pages pages, not $want")
  case "$paper" in
    a4) [ "$size" = "594.96x841.92" ] || problems+=("page size $size, not A4") ;;
    letter) [ "$size" = "612x792" ] || problems+=("page size $size, not Letter") ;;
  esac
  if [ "$kind" != results ]; then
    local on="on $want page"
    [ "$lang" = es ] && on="en $want página"
    grep -qF "$on" <<< "$said" || problems+=("the summary '$said' does not say $want pages")
  fi
  for t in "$@"; do
    if [ "${t:0:1}" = '!' ]; then
      grep -qF "${t:1}" <<< "$text" && problems+=("'${t:1}' on page $page")
    else
      grep -qF "$t" <<< "$text" || problems+=("no '$t' on page $page")
    fi
  done
  if [ ${#problems[@]} -eq 0 ]; then
    echo "ok: $what: $pages pages ($said)"
  else
    echo "FAIL: $what: $(IFS=';'; echo "${problems[*]}")"
    fail=1
  fi
}
slip_pages() { echo $(( ($1 + 7) / 8 )); }

# Pickup slips: 8 a page; page 1 is round 1, tables 1 to 3; the last page ends round 7.
check "$M" "$EVENT" pickup-slips en a4 1 "$(slip_pages "$M_SLIPS")" 1 "$EVENT" "Board 1" "Board 8" "Round 1 · Table 3" "N-S 1NS" "E-W 1EW" "Dealer: North" "Vul: None" "Contract" "E-W initials" "!Board 9"
check "$M" "$EVENT" pickup-slips es letter 1 "$(slip_pages "$M_SLIPS")" 1 "Tablero 1" "Ronda 1 · Mesa 1" "Reparte: Norte" "Vulnerable: Nadie" "Contrato" "Salida" "Iniciales E-O" "!Board"
check "$M" "$EVENT" pickup-slips en letter 1 "$(slip_pages "$M_SLIPS")" "$(slip_pages "$M_SLIPS")" "Round 7 · Table 7" "!Round 6"
check "$H" Howell pickup-slips es a4 1 "$(slip_pages "$H_SLIPS")" 1 "Tablero 4" "Ronda 1 · Mesa 2" "N-S 7" "E-O 2" "!Mesa 1 "
# Travellers: one a page (21 boards), or two a page (7 or 3 rows fit half a page).
check "$M" "$EVENT" travellers en a4 1 21 1 "Board 1" "Dealer: North" "Vulnerable: None" "1NS 1EW" "7NS 6EW" "MP N-S" "!Board 2"
check "$M" "$EVENT" travellers es letter 2 11 1 "Tablero 1" "Tablero 2" "Reparte: Este" "Vulnerable: Norte-Sur" "PM E-O" "!Board"
check "$H" Howell travellers en letter 2 11 11 "Board 21"
check "$H" Howell travellers es a4 1 21 4 "Tablero 4" "Reparte: Oeste" "Vulnerable: Todos"
# Score cards: one a page for every pair (14 in the Mitchell, 7 in the Howell).
check "$M" "$EVENT" score-cards en a4 2 14 1 "Pair 1NS" "Ana García – Luis Pérez" "$EVENT" "Opponents" "Notes" "1EW" "21"
check "$M" "$EVENT" score-cards es letter 1 14 1 "Pareja 1NS" "Ana García – Luis Pérez" "Rivales" "Tablero" "Notas" "!Board"
check "$H" Howell score-cards en letter 1 7 3 "Pair 3" "Eva Ruiz – Juan Soler" "sits out this round"
check "$H" Howell score-cards es a4 2 7 3 "Pareja 3" "descansa esta ronda"
check "$E" Relay travellers en letter 2 10 1 "Board 1" "Board 2" "10NS 10EW"
check "$E" Relay travellers es a4 2 10 10 "Tablero 19" "Tablero 20"
check "$E" Short score-cards es letter 2 3 1 "Pareja 1" "Pareja 2" "Fernández-Castillo" "Villanueva"
check "$E" Short score-cards en a4 2 3 3 "Pair 5" "Pair 6"
check "$E" Long score-cards en letter 1 26 1 "Pair 1NS" "39" "2EW"
check "$E" Long score-cards es a4 1 26 26 "Pareja 13EO" "39"
# The results sheet: one page; provisional after round 1, not once every round is in.
check "$M" "$EVENT" results en a4 1 1 1 "$EVENT" "PROVISIONAL" "North-South" "East-West" "Ana García – Luis Pérez" "1NS"
check "$M" "$EVENT" results es letter 1 1 1 "PROVISIONAL" "Norte-Sur" "Este-Oeste" "Puesto" "Jugadores"
check "$F" Full results en letter 1 1 1 "Full" "North-South" "East-West" "Ana García – Luis Pérez" "!PROVISIONAL"
check "$F" Full results es a4 1 1 1 "Resultados" "Norte-Sur" "!PROVISIONAL"
exit $fail
