#!/usr/bin/env bash
# make demo: a complete club evening, end to end, on an embedded SQLite file.
# Every output lands under demo-out/; the last lines say where each one is.
# DEMO_LANG=es runs the evening in Spanish (DEMO_SECOND: the language of the few outputs made in
# a second language, Spanish by default); DEMO_OUT another folder; DEMO_PRINT=html prints to HTML
# even where Chromium is installed. tests/languages runs it in the pseudo-language (--lang qps).
set -euo pipefail
cd "$(dirname "$0")/.."
BANDEJA=$(realpath "${1:-build/apps/bandeja/bandeja}")
OUT=${DEMO_OUT:-demo-out}
LANG_ARGS=(--lang "${DEMO_LANG:-en}")
SECOND=${DEMO_SECOND:-es}
DB=$OUT/club.db
EVENT="Tuesday pairs"
DATA=scripts/demo-data

b() { "$BANDEJA" --db "$DB" "${LANG_ARGS[@]}" "$@"; }
b2() { "$BANDEJA" --db "$DB" --lang "$SECOND" "$@"; }  # the outputs in a second language
# The travellers files of demo-data/ are written in English notation (4S, leads HK and CT), as
# the scoring programs write them: a Spanish or French evening reads them with --lang en (HK is
# no card in Spanish; CT would be hearts). The pseudo-language reads English notation itself.
if [ "${DEMO_LANG:-en}" = qps ]; then DATA_LANG=qps; else DATA_LANG=en; fi
bf() { "$BANDEJA" --db "$DB" --lang "$DATA_LANG" "$@"; }
if [ -t 1 ]; then BOLD=$'\033[1m' PLAIN=$'\033[0m'; else BOLD='' PLAIN=''; fi
step() { printf '\n%s== %s%s\n' "$BOLD" "$*" "$PLAIN"; }
show() {  # echo the command as a director would type it, then run it
  local a line='$ bandeja'
  for a in "$@"; do [[ $a == *' '* ]] && line+=" \"$a\"" || line+=" $a"; done
  printf '%s\n' "$line"
  b "$@"
}
showf() {  # the same, for a command that reads a travellers file in English notation
  local a line='$ bandeja'
  [ "$DATA_LANG" = "${DEMO_LANG:-en}" ] || line+=" --lang $DATA_LANG"
  for a in "$@"; do [[ $a == *' '* ]] && line+=" \"$a\"" || line+=" $a"; done
  printf '%s\n' "$line"
  bf "$@"
}

rm -rf "$OUT"
mkdir -p "$OUT" "$OUT/cards" "$OUT/cards-es" "$OUT/paperwork"

step "Scoring a deal (Law 77)"
show score 4S 10
show score 3NT +1
show score 4SX 8 --vul
show score 7NTXX = --vul
echo '$ bandeja chicago --first-dealer we   (the seed document'"'"'s wheel)'
printf 'we 3S 10\nthey 3NT 9\nthey 3DX 9\nwe 6S 12 honours 100\n' | b chicago --first-dealer we
show imps 420
show vp 12 --boards 16

step "Before play: tonight's movement, a 7-table Mitchell of 3 boards a round"
show movement show mitchell --tables 7 --boards-per-round 3
show movement cards mitchell --tables 7 --boards-per-round 3 --out "$OUT/cards" | tail -n 1

step "The players' register (the federation's list), the event, its pairs and the dealing machine's hand records"
show players import "$DATA/federation.csv"
show event new "$EVENT" --movement mitchell --tables 7 --boards-per-round 3
show pairs "$EVENT" --file "$DATA/pairs.csv"
show import pbn "$DATA/hands.pbn" --into "$EVENT"
echo '  (the event'"'"'s own cards and paperwork, with the pairs'"'"' names, one card a page)'
PRINT_EXT=html
if [ "${DEMO_PRINT:-}" != html ] && { command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; }; then PRINT_EXT=pdf; fi
show event cards "$EVENT" --out "$OUT/cards/cards.$PRINT_EXT"
b2 event cards "$EVENT" --per-page 2 --out "$OUT/cards-es/tarjetas.$PRINT_EXT"
show event print "$EVENT" pickup-slips --out "$OUT/paperwork/pickup-slips.$PRINT_EXT"
show event print "$EVENT" travellers --out "$OUT/paperwork/travellers.$PRINT_EXT"
show event print "$EVENT" score-cards --out "$OUT/paperwork/score-cards.$PRINT_EXT"
echo '  (next week: new deals for the dealing machine, reproducible from their seed)'
show deal --boards 24 --seed 20261208 --out "$OUT/next-week.pbn"

step "Results from the tables' phones: each table's link, and the guide cards with its QR code"
show table-links "$EVENT" --base http://192.168.1.20:8080 --cards "$OUT/cards/guide-cards-qr.html" | head -n 3
echo "  ... (bandeja serve --bind 0.0.0.0 serves them: docs/director-guide.md)"

step "After each round: the travellers"
for r in 1 2 3 4 5 6 7; do
  showf enter "$EVENT" --file "$DATA/round-$r.csv"
done
show status "$EVENT"
show result list "$EVENT" --board 17

step "A ruling: the director awards a weighted score on board 1 (Law 12C1(c))"
show enter "$EVENT" --round 1 --table 1 --board 1 W60:-400/40:50 --replace

step "The ranking"
show rank "$EVENT"
b rank "$EVENT" --format json > "$OUT/ranking.json"
b rank "$EVENT" --format csv > "$OUT/ranking.csv"
b2 rank "$EVENT" > "$OUT/clasificacion.txt"
show event print "$EVENT" results --out "$OUT/paperwork/results.$PRINT_EXT"

step "Section B on the same boards, and the whole field ranked together"
show session new "Tuesday" --date 2026-11-29 --scope field
show session add "Tuesday" "$EVENT" --section A
show event new "$EVENT B" --movement mitchell --tables 5 --boards-per-round 3 \
  --session "Tuesday" --section B
show pairs "$EVENT B" --file "$DATA/pairs-b.csv"
echo '  (a late change: Emilio Cabrera takes Gonzalo Rojas'"'"'s seat in 5EW; the register gives both names)'
show pairs "$EVENT B" 5EW --ids ES20019,ES10421
show import pbn "$DATA/hands.pbn" --into "$EVENT B" --skip-other-boards
for r in 1 2 3 4 5; do
  bf enter "$EVENT B" --file "$DATA/section-b-round-$r.csv"
done

step "After play: the hands double dummy (DDS) for both sections, and the hand-record sheet"
printf '$ bandeja analyse "%s" > %s\n' "$EVENT" "$OUT/analysis.txt"
b analyse "$EVENT" > "$OUT/analysis.txt"
head -n 7 "$OUT/analysis.txt"
echo "  ... (every board: $OUT/analysis.txt; --format json for programs)"
show hand-records "$EVENT" --out "$OUT/hand-records.html"
if [ "$PRINT_EXT" = pdf ]; then
  show hand-records "$EVENT" --out "$OUT/hand-records.pdf"
fi
show session show "Tuesday"
show rank --session "Tuesday"
show publish --session "Tuesday" --out "$OUT/site-session"
b rank --session "Tuesday" --apart > "$OUT/ranking-sections-apart.txt"

step "A player's history: every event of the file, with the place and score"
show players history ES10231

step "A small tournament: a Swiss teams of six, each round drawn from the standings"
SWISS="Saturday Swiss"
show event new "$SWISS" --movement swiss --tables 6 --boards-per-round 3 --scoring imps
# The tables' results, made up: a contract by board and table, as pickup slips would bring them.
CONTRACTS=("4S N 10" "4S N 9" "3NT S 9" "3NT S 10" "2H E 8" "4H W 10" "3D N 9" "1NT E 7" "4S S 11" "2S W 8" "3NT E 9" "5D N 10")
play_swiss_round() {  # round $1: every table, every board of the round
  local r=$1 t k b
  for t in 1 2 3 4 5 6; do
    for k in 1 2 3; do
      b=$(( (r - 1) * 3 + k ))
      b enter "$SWISS" --round "$r" --table "$t" --board "$b" -- "${CONTRACTS[$(( (r * 7 + t * 5 + k * 3) % 12 ))]}" > /dev/null
    done
  done
  echo "  (round $r: 18 results entered from the tables)"
}
play_swiss_round 1
show swiss next "$SWISS"
play_swiss_round 2
show swiss next "$SWISS"
play_swiss_round 3
show rank "$SWISS"

step "A championship of three sessions: two qualifying sessions, the final seeded, half the qualifying average carried over"
CHAMP="Spring Championship"
CD=$DATA/championship
for q in 1 2; do
  b event new "Spring Q$q" --movement howell --tables 4 --boards-per-round 2 > /dev/null
  b pairs "Spring Q$q" --file "$CD/q$q-pairs.csv" > /dev/null   # the players' ids alone: the register names them
  bf enter "Spring Q$q" --file "$CD/q$q-results.csv" > /dev/null
done
echo "  (Spring Q1 and Q2: 4-table Howells, the same eight partnerships under other numbers, played and entered)"
show tournament new "$CHAMP" --by percent
show tournament add "$CHAMP" "Spring Q1" --factor 0.25
show tournament add "$CHAMP" "Spring Q2" --factor 0.25
show event new "Spring Final" --movement howell --tables 2 --boards-per-round 2
show tournament seed "$CHAMP" "Spring Final"
show tournament add "$CHAMP" "Spring Final"
bf enter "Spring Final" --file "$CD/final-results.csv" > /dev/null
echo "  (the final played and entered)"
show tournament rank "$CHAMP"
b tournament rank "$CHAMP" --format json > "$OUT/championship.json"
b2 tournament rank "$CHAMP" > "$OUT/campeonato.txt"
show tournament publish "$CHAMP" --out "$OUT/site-championship"

step "Publishing and interchange"
show publish "$EVENT" --out "$OUT/site"
b2 publish "$EVENT" --out "$OUT/site-es" > /dev/null
show export pbn "$EVENT" --out "$OUT/tuesday.pbn"
show export usebio "$EVENT" --out "$OUT/tuesday.xml"
show export csv "$EVENT" --out "$OUT/travellers.csv"
show backup "$OUT/club-backup.db"

step "Where everything is"
cat <<WHERE
  event database (SQLite)     $DB   (backup: $OUT/club-backup.db)
  guide and pair cards        $OUT/cards/cards.$PRINT_EXT (the event's, one a page; text files: $OUT/cards/)
                              Spanish, two a page: $OUT/cards-es/tarjetas.$PRINT_EXT
  the evening's paperwork     $OUT/paperwork/ (pickup slips, travellers, score cards, results sheet)
  guide cards with QR codes   $OUT/cards/guide-cards-qr.html (each table's link for its phone)
  ranking                     $OUT/ranking.json, $OUT/ranking.csv, $OUT/clasificacion.txt
  both sections               $OUT/ranking-sections-apart.txt (together: bandeja rank --session Tuesday)
  results site                $OUT/site/index.html   (Spanish: $OUT/site-es/index.html)
  whole field's results site  $OUT/site-session/index.html (both sections ranked together, pairs A1NS)
  hand records                $OUT/hand-records.html (print-ready; .pdf too when Chromium is installed),
                              $OUT/analysis.txt (double dummy and par), $OUT/next-week.pbn (dealt)
  PBN 2.1                     $OUT/tuesday.pbn
  USEBIO 1.2                  $OUT/tuesday.xml
  travellers CSV              $OUT/travellers.csv
  the championship            $OUT/site-championship/index.html (each session's site inside),
                              $OUT/championship.json, $OUT/campeonato.txt (three sessions ranked as one)
Try it yourself:  $BANDEJA --db $DB rank "$EVENT" --scoring butler
                  $BANDEJA --db $DB --lang es result list "$EVENT" --board 3
                  $BANDEJA --db $DB audit "$EVENT"
                  $BANDEJA --db $DB pairs "$EVENT"          (players with their national ids)
                  $BANDEJA --db $DB players list garcía     (the players' register)
                  $BANDEJA --db $DB tournament rank "Spring Championship" --after 2
                  $BANDEJA --db $DB serve --set-password    (then open http://127.0.0.1:8080/)
WHERE
