// The PBN and USEBIO readers refuse a file with a code of the message catalogue, which renders
// each refusal in the director's language: one broken file per message, read in Spanish and in
// English. The Spanish must hold no English word; tag, element and column names (the file's own
// words, capitalised) and what was read (quoted) stay as they are.
#include <doctest/doctest.h>

#include <cctype>
#include <regex>
#include <string>
#include <vector>

#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/present/messages.hpp"

using namespace bandeja;
using namespace bandeja::formats;
using namespace std::string_literals;

namespace {

struct Case {
  std::string file;
  const char* es;  // held by the Spanish message
  const char* en;  // held by the English message
  // A result line the one reader (score::read_entry) refused: finished text (its own refusal
  // inside), not a code, until an error can hold another.
  bool entry = false;
};

// English words a Spanish message must not hold, outside quotes and capitalised words.
std::vector<std::string> english_words(const std::string& message) {
  static const std::vector<std::string> kEnglish = {"the", "is", "must", "missing", "not", "line", "board", "only"};
  std::vector<std::string> found;
  char quote = 0;
  std::string word;
  auto flush = [&] {
    if (!word.empty() && !std::isupper(static_cast<unsigned char>(word[0])))
      for (const auto& e : kEnglish)
        if (word == e) found.push_back(word);
    word.clear();
  };
  for (char c : message) {
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') {
      flush();
      quote = c;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80) {
      word += c;
    } else {
      flush();
    }
  }
  flush();
  return found;
}

// A refusal is a code the catalogue knows, with no text of its own (but a result line's, see
// Case::entry), and its rendering does not depend on the language the file was read in.
void check_value(const Error& e, const Case& c) {
  CAPTURE(e.code);
  if (c.entry) {
    CHECK(e.code.empty());
    CHECK_FALSE(e.message.empty());
    return;
  }
  CHECK(present::known(e.code));
  CHECK(e.message.empty());
  CHECK(e.line == 0);  // the line is the text's first argument: an import marks the error "file"
}

template <class Read>
void check_cases(const std::vector<Case>& cases, Read read) {
  for (const auto& c : cases) {
    CAPTURE(c.file);
    auto es = read(c.file, Lang::Es);
    CHECK_FALSE(es);
    if (es) continue;
    check_value(es.error(), c);
    const std::string m = present::render(es.error(), Lang::Es);
    CHECK_MESSAGE(m.find(c.es) != std::string::npos, m);
    CHECK_MESSAGE(english_words(m).empty(), m);
    auto en = read(c.file, Lang::En);
    CHECK_FALSE(en);
    if (en) continue;
    check_value(en.error(), c);
    const std::string m_en = present::render(en.error(), Lang::En);
    CHECK_MESSAGE(m_en.find(c.en) != std::string::npos, m_en);
    if (!c.entry) CHECK(present::render(en.error(), Lang::Es) == m);  // a value, not a text: the same
  }
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  return s.replace(at, from.size(), to);
}

const std::string kDeal = "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765";

// Lines 1 to 4; a ScoreTable's tag is line 5, its first row line 6.
const std::string kHead = "[Event \"E\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n";
const std::string kTable = "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n";
const std::string kTotal = "[TotalScoreTable \"Rank;PairId;Direction;TotalScore\"]\n";

std::vector<Case> pbn_cases() {
  return {
      {"[Event \"E\"]\n", "el fichero no tiene tableros: un fichero PBN necesita al menos una etiqueta [Board \"n\"]",
       "the file has no board: a PBN file needs at least one [Board \"n\"] tag"},
      // A ranking-only file is read for its ranking; with an empty TotalScoreTable it has nothing
      // (found by the pbn fuzz target: the event read could not be written back).
      {"[Event \"E\"]\n" + kTotal, "el fichero no tiene tableros: un fichero PBN necesita al menos una etiqueta [Board \"n\"]",
       "the file has no board: a PBN file needs at least one [Board \"n\"] tag"},
      {"[Board \"1\"]\nab\0cd\n"s, "línea 2: el fichero contiene datos binarios, no texto PBN",
       "line 2: the file holds binary data, not PBN text"},
      {"hello\n", "línea 1: 'hello' está fuera de toda etiqueta; un juego empieza con una etiqueta como [Board \"1\"]",
       "line 1: 'hello' is outside any tag; a game starts with a tag like [Board \"1\"]"},
      {"[Board \"1\"] x\n", "línea 1: texto tras una etiqueta; escriba una etiqueta como [Board \"1\"] por línea",
       "line 1: text after a tag; write one tag like [Board \"1\"] per line"},
      {"[Board 1]\n", "línea 1: una etiqueta se escribe [Nombre \"valor\"]", "line 1: a tag must look like [Name \"value\"]"},
      {"[Board \"1]\n", "línea 1: etiqueta Board: falta la comilla que cierra el valor",
       "line 1: tag Board: the value's closing quote is missing"},
      {"[Board \"1\"\n", "línea 1: etiqueta Board: falta el ] de cierre", "line 1: tag Board: the closing ] is missing"},
      {kHead + kTable + "1 2 \"4S N 10 420\n", "línea 6: a un valor entre comillas le falta la comilla de cierre",
       "line 6: a quoted value has no closing quote"},
      {kHead + "{ never closed\n", "línea 5: un comentario { nunca se cierra con }",
       "line 5: a { comment is never closed with }"},
      {"[Board \"x\"]\n", "línea 1: Board 'x' no es un número de tablero del 1 al 1000", "line 1: Board 'x' is not a board number from 1 to 1000"},
      {"[Board \"1\"]\n\n[Board \"1\"]\n[Dealer \"S\"]\n",
       "línea 3: tablero 1 aparece otra vez con otro dador o vulnerabilidad (la primera en la línea 1)",
       "line 3: board 1 appears again with another dealer or vulnerability (first at line 1)"},
      {"[Board \"1\"]\n[Dealer \"Q\"]\n", "línea 2: Dealer 'Q' debe ser N, E, S u O (W)", "line 2: Dealer 'Q' must be N, E, S or W"},
      {"[Board \"1\"]\n[Vulnerable \"Red\"]\n", "línea 2: Vulnerable 'Red' debe ser None, NS, EW o All",
       "line 2: Vulnerable 'Red' must be None, NS, EW or All"},
      {"[Date \"2026-02-30\"]\n[Board \"1\"]\n", "línea 1: fecha '2026-02-30' no es una fecha",
       "line 1: date '2026-02-30' is not a date"},
      {"[Date \"2026.13.45\"]\n[Board \"1\"]\n", "línea 1: fecha '2026.13.45' no es una fecha",
       "line 1: date '2026.13.45' is not a date"},
      {"[Board \"1\"]\n[Deal \"X:AKQJ\"]\n",
       "línea 2: reparto 'X:AKQJ' debe empezar con la posición de la primera mano y dos puntos, como \"N:\"",
       "line 2: deal 'X:AKQJ' must start with the first hand's seat and a colon, like \"N:\""},
      {"[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 - 65432.32.AKQJ.T9 .AKQJ7.T98.8765\"]\n",
       "línea 2: reparto: la mano W tiene 12 cartas, no 13", "line 2: deal: hand W has 12 cards, not 13"},
      {"[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432.2\"]\n", "línea 2: reparto: la mano N tiene más de cuatro palos",
       "line 2: deal: hand N has more than four suits"},
      {"[Board \"1\"]\n[Deal \"N:AKQX.T98.765.432\"]\n",
       "línea 2: reparto: la mano N tiene 'X', que no es una carta (AKQJT98765432)",
       "line 2: deal: hand N has 'X', which is not a card rank (AKQJT98765432)"},
      {"[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 A987.654.32.AKQJ\"]\n", "línea 2: reparto: el SA aparece dos veces",
       "line 2: deal: the SA appears twice"},
      {"[Board \"1\"]\n[Deal \"N:AKQJ.T98.765432\"]\n",
       "línea 2: reparto: la mano N debe tener cuatro palos separados por puntos",
       "line 2: deal: hand N must have four suits separated by dots"},
      {"[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T98.8765\"]\n",
       "línea 2: reparto: la mano W tiene 12 cartas, no 13", "line 2: deal: hand W has 12 cards, not 13"},
      {"[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 T987.654.32.AKQJ\"]\n", "línea 2: el reparto tiene 2 manos, no 4",
       "line 2: deal has 2 hands, not 4"},
      {"[Board \"1\"]\n[Deal \"" + kDeal + " .AKQJ7.T984.8765\"]\n", "línea 2: el reparto tiene más de cuatro manos",
       "line 2: deal has more than four hands"},
      {kHead + kTotal + "1 1 NS 10\n\n" + kTotal,
       "línea 8: una segunda TotalScoreTable; un fichero tiene una sola clasificación",
       "line 8: a second TotalScoreTable; a file holds one ranking"},
      {kHead + "[TotalScoreTable \"Rank;TotalScore\"]\n1 10\n", "línea 5: TotalScoreTable necesita una columna PairId o TeamId",
       "line 5: TotalScoreTable needs a PairId or TeamId column"},
      {kHead + kTotal + "1 - NS 10\n", "línea 6: TotalScoreTable tiene una fila sin pareja",
       "line 6: TotalScoreTable row has no pair"},
      {kHead + kTotal + "1 1 XY 10\n", "línea 6: Direction 'XY' debe ser NS o EW", "line 6: Direction 'XY' must be NS or EW"},
      {kHead + kTotal + "first 1 NS 10\n", "línea 6: Rank 'first' no es un puesto", "line 6: Rank 'first' is not a place"},
      {kHead + kTotal + "1 1 NS lots\n", "línea 6: total 'lots' no es un número", "line 6: total 'lots' is not a number"},
      {kHead + kTotal + "1 1 NS 10\n2 1 NS 8\n", "línea 7: TotalScoreTable lista la pareja '1' dos veces",
       "line 7: TotalScoreTable lists pair '1' twice"},
      {kHead + kTotal + "1 1 NS\n", "línea 6: una fila de TotalScoreTable tiene 3 valores para 4 columnas",
       "line 6: TotalScoreTable row has 3 values for 4 columns"},
      {kHead + "[ScoreTable \"PairId_NS;;Score_NS\"]\n", "línea 5: ScoreTable: una columna no tiene nombre",
       "line 5: ScoreTable: a column has no name"},
      {kHead + "[ScoreTable \"PairId;Contract\"]\n1 4S\n", "línea 5: la ScoreTable necesita las columnas PairId_NS y PairId_EW",
       "line 5: ScoreTable needs the columns PairId_NS and PairId_EW"},
      {kHead + "[ScoreTable \"PairId_NS;PairId_EW;Declarer\"]\n1 2 N\n",
       "línea 5: la ScoreTable necesita una columna Contract o Score_NS / Score_EW",
       "line 5: ScoreTable needs a Contract or a Score_NS / Score_EW column"},
      {kHead + "[ScoreTable \"Round;PairId_NS;PairId_EW;Score_NS\"]\nfirst 1 2 420\n",
       "línea 6: tablero 1: Round 'first' no es un número", "line 6: board 1: Round 'first' is not a number"},
      {kHead + kTable + "- 2 4S N 10 420\n", "línea 6: tablero 1: a la línea le falta la pareja NS o EO",
       "line 6: board 1: the line has no NS or EW pair"},
      {kHead + kTable + "1 1 4S N 10 420\n", "tablero 1, línea 1: '1' no puede jugar contra sí misma",
       "board 1, line 1: '1' cannot play against itself"},
      {kHead + kTable + "1 2 4S N 10 450\n", "línea 6: tablero 1: Score_NS: la puntuación 450 no corresponde a 4P N =",
       "line 6: board 1: Score_NS: score 450", true},
      {kHead + "[ScoreTable \"PairId_NS;PairId_EW;Score_EW\"]\n1 2 lots\n",
       "línea 6: tablero 1: Score_EW 'lots' no es una puntuación", "line 6: board 1: Score_EW 'lots' is not a score"},
      {kHead + "[ScoreTable \"PairId_NS;PairId_EW;Score_NS;MP_NS\"]\n1 2 420 lots\n",
       "línea 6: tablero 1: MP_NS 'lots' no es un número", "line 6: board 1: MP_NS 'lots' is not a number"},
      {"[Scoring \"Rubber\"]\n[Board \"1\"]\n", "Scoring 'Rubber' no es uno que Bandeja conozca (MP, IMP, Butler, Cross, BAM)",
       "Scoring 'Rubber' is not one Bandeja knows (MP, IMP, Butler, Cross, BAM)"},
  };
}

// A pairs event, one board and one line, that reads; each case breaks one thing in it.
const std::string kUsebio =
    "<USEBIO Version=\"1.2\">\n"                                                      // line 1
    "<EVENT EVENT_TYPE=\"MP_PAIRS\">\n"                                               // 2
    "<DATE>24/11/2026</DATE>\n"                                                       // 3
    "<PARTICIPANTS>\n"                                                                // 4
    "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLACE>1</PLACE><PERCENTAGE>60</PERCENTAGE></PAIR>\n"  // 5
    "<PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>\n"                                     // 6
    "</PARTICIPANTS>\n"                                                               // 7
    "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n"                                         // 8
    "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>\n"  // 9
    "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE>\n"
    "</BOARD>\n"
    "</EVENT>\n"
    "</USEBIO>\n";

// A HANDSET for board 1 (after EVENT), North's hand given; the other three follow.
std::string with_handset(const std::string& north) {
  return replace(kUsebio, "</EVENT>\n",
                 "</EVENT>\n<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>\n" + north +
                     "<HAND><DIRECTION>East</DIRECTION><SPADES>T987</SPADES><HEARTS>654</HEARTS><DIAMONDS>32</DIAMONDS><CLUBS>AKQJ</CLUBS></HAND>"
                     "<HAND><DIRECTION>South</DIRECTION><SPADES>65432</SPADES><HEARTS>32</HEARTS><DIAMONDS>AKQJ</DIAMONDS><CLUBS>T9</CLUBS></HAND>"
                     "<HAND><DIRECTION>West</DIRECTION><SPADES></SPADES><HEARTS>AKQJ7</HEARTS><DIAMONDS>T984</DIAMONDS><CLUBS>8765</CLUBS></HAND>"
                     "</BOARD></HANDSET>\n");
}
std::string north(const std::string& dir, const std::string& spades) {
  return "<HAND><DIRECTION>" + dir + "</DIRECTION><SPADES>" + spades +
         "</SPADES><HEARTS>T98</HEARTS><DIAMONDS>765</DIAMONDS><CLUBS>432</CLUBS></HAND>";
}

std::vector<Case> usebio_cases() {
  const std::string& u = kUsebio;
  const std::string line = "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>";
  return {
      {"<html/>", "el fichero es XML pero no tiene el elemento USEBIO: no es un fichero USEBIO",
       "the file is XML but has no USEBIO element: it is not a USEBIO file"},
      {"<USEBIO><EVENT>\n<BOARD>\n</EVENT>", "línea 3: XML mal formado (", "line 3: not well-formed XML ("},
      {replace(u, "Version=\"1.2\"", "Version=\"2.0\""), "línea 1: USEBIO: Version '2.0' no es 1.x",
       "line 1: USEBIO: Version '2.0' is not 1.x"},
      {"<USEBIO Version=\"1.2\"/>", "línea 1: USEBIO: no hay ningún elemento EVENT", "line 1: USEBIO: there is no EVENT element"},
      {replace(u, "</EVENT>\n", "</EVENT>\n<EVENT/>\n"), "línea 13: EVENT: un fichero con más de un EVENT; impórtelos de uno en uno",
       "line 13: EVENT: a file with more than one EVENT; import them one at a time"},
      {replace(u, "MP_PAIRS", "SWISS"), "línea 2: EVENT: EVENT_TYPE 'SWISS' no es uno que Bandeja lea (MP_PAIRS,",
       "line 2: EVENT: EVENT_TYPE 'SWISS' is not one Bandeja reads (MP_PAIRS,"},
      {replace(u, "<DATE>", "<BOARD_SCORING_METHOD>TOTAL</BOARD_SCORING_METHOD><DATE>"),
       "BOARD_SCORING_METHOD: 'TOTAL' no es uno que Bandeja lea (MATCH_POINTS,",
       "BOARD_SCORING_METHOD: 'TOTAL' is not one Bandeja reads (MATCH_POINTS,"},
      {replace(u, "24/11/2026", "2026-11-24"), "línea 3: DATE: fecha '2026-11-24' debe escribirse DD/MM/AAAA",
       "line 3: DATE: date '2026-11-24' must be written DD/MM/YYYY"},
      {replace(u, "24/11/2026", "45/13/2026"), "línea 3: DATE: fecha '45/13/2026' no es una fecha",
       "line 3: DATE: date '45/13/2026' is not a date"},
      {replace(u, "<DATE>", "<WINNER_TYPE>3</WINNER_TYPE><DATE>"), "línea 3: WINNER_TYPE: '3' debe ser 1 o 2",
       "line 3: WINNER_TYPE: '3' must be 1 or 2"},
      {replace(u, "<PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>", "<TEAM><TEAM_NUMBER>2</TEAM_NUMBER></TEAM>"),
       "línea 6: PARTICIPANTS, TEAM 2: se esperaba un elemento PAIR en un evento de parejas",
       "line 6: PARTICIPANTS, TEAM 2: expected a PAIR element in a pairs event"},
      {replace(u, "<PAIR_NUMBER>2</PAIR_NUMBER>", ""), "línea 6: PARTICIPANTS, PAIR 2: falta PAIR_NUMBER",
       "line 6: PARTICIPANTS, PAIR 2: PAIR_NUMBER is missing"},
      {replace(u, "<PAIR_NUMBER>2</PAIR_NUMBER>", "<PAIR_NUMBER>2</PAIR_NUMBER><DIRECTION>XY</DIRECTION>"),
       "línea 6: PARTICIPANTS, PAIR 2, DIRECTION: 'XY' debe ser NS o EW",
       "line 6: PARTICIPANTS, PAIR 2, DIRECTION: 'XY' must be NS or EW"},
      {replace(u, "<DATE>", "<WINNER_TYPE>2</WINNER_TYPE><DATE>"),
       "línea 5: PARTICIPANTS, PAIR 1: un evento con dos clasificaciones (WINNER_TYPE 2) necesita DIRECTION en cada pareja",
       "line 5: PARTICIPANTS, PAIR 1: a two-winner event (WINNER_TYPE 2) needs a DIRECTION for each pair"},
      {replace(u, "<PAIR_NUMBER>2</PAIR_NUMBER>", "<PAIR_NUMBER>1</PAIR_NUMBER>"),
       "línea 6: PARTICIPANTS, PAIR 2: '1' aparece dos veces", "line 6: PARTICIPANTS, PAIR 2: '1' is listed twice"},
      {replace(u, "<PLACE>1</PLACE>", "<PLACE>first</PLACE>"), "línea 5: PARTICIPANTS, PAIR 1, PLACE: 'first' no es un puesto",
       "line 5: PARTICIPANTS, PAIR 1, PLACE: 'first' is not a place"},
      {replace(u, "<PERCENTAGE>60</PERCENTAGE>", "<PERCENTAGE>high</PERCENTAGE>"),
       "línea 5: PARTICIPANTS, PAIR 1, PERCENTAGE: 'high' no es un número",
       "line 5: PARTICIPANTS, PAIR 1, PERCENTAGE: 'high' is not a number"},
      {replace(u, "<BOARD_NUMBER>1</BOARD_NUMBER>", ""), "línea 8: BOARD: BOARD_NUMBER '' no es un número de tablero del 1 al 1000",
       "line 8: BOARD: BOARD_NUMBER '' is not a board number from 1 to 1000"},
      {replace(u, "</BOARD>\n", "</BOARD>\n<BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD>\n"),
       "línea 12: BOARD 1: el tablero aparece dos veces", "line 12: BOARD 1: the board appears twice"},
      {replace(u, line, line + "<ROUND_NUMBER>first</ROUND_NUMBER>"),
       "BOARD 1, TRAVELLER_LINE 1, ROUND_NUMBER: 'first' no es un número",
       "BOARD 1, TRAVELLER_LINE 1, ROUND_NUMBER: 'first' is not a number"},
      {replace(u, "<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>", ""), "línea 9: BOARD 1, TRAVELLER_LINE 1, EW_PAIR_NUMBER: falta",
       "line 9: BOARD 1, TRAVELLER_LINE 1, EW_PAIR_NUMBER: is missing"},
      {replace(u, "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>", "<NS_PAIR_NUMBER>9</NS_PAIR_NUMBER>"),
       "BOARD 1, TRAVELLER_LINE 1, NS_PAIR_NUMBER: '9' no está en PARTICIPANTS",
       "BOARD 1, TRAVELLER_LINE 1, NS_PAIR_NUMBER: '9' is not in PARTICIPANTS"},
      {replace(u, "<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>", "<EW_PAIR_NUMBER>1</EW_PAIR_NUMBER>"),
       "tablero 1, línea 1: '1' no puede jugar contra sí misma", "board 1, line 1: '1' cannot play against itself"},
      {replace(u, "<SCORE>420</SCORE>", "<SCORE>lots</SCORE>"),
       "BOARD 1, TRAVELLER_LINE 1, SCORE: puntuación 'lots' no es un número",
       "BOARD 1, TRAVELLER_LINE 1, SCORE: score 'lots' is not a number", true},
      {replace(u, "</SCORE>", "</SCORE><NS_MATCH_POINTS>lots</NS_MATCH_POINTS>"),
       "BOARD 1, TRAVELLER_LINE 1, NS_MATCH_POINTS: 'lots' no es un número",
       "BOARD 1, TRAVELLER_LINE 1, NS_MATCH_POINTS: 'lots' is not a number"},
      {with_handset(north("Up", "AKQJ")), "HANDSET, BOARD 1, HAND, DIRECTION: 'Up' debe ser North, East, South o West",
       "HANDSET, BOARD 1, HAND, DIRECTION: 'Up' must be North, East, South or West"},
      {with_handset(north("North", "AKQX")), "HANDSET, BOARD 1, HAND North, SPADES: 'AKQX': 'X' no es una carta (A K Q J T o 10, 9 a 2)",
       "HANDSET, BOARD 1, HAND North, SPADES: 'AKQX': 'X' is not a card rank (A K Q J T or 10, 9 to 2)"},
      {with_handset(north("North", "AKQ")), "HANDSET, BOARD 1, HAND North: tiene 12 cartas; una mano tiene 13",
       "HANDSET, BOARD 1, HAND North: has 12 cards; a hand has 13"},
      {with_handset(north("North", "AKQJ") + north("N", "AKQJ")), "HANDSET, BOARD 1, HAND North: aparece dos veces en el tablero",
       "HANDSET, BOARD 1, HAND North: appears twice in the board"},
      {with_handset(north("North", "AKQT")), "HANDSET, BOARD 1: reparto: el ST aparece dos veces",
       "HANDSET, BOARD 1: deal: the ST appears twice"},
      {with_handset(""), "HANDSET, BOARD 1: no tiene HAND para North; un reparto necesita North, East, South y West",
       "HANDSET, BOARD 1: has no HAND for North; a hand record needs North, East, South and West"},
  };
}

// Teams files: a TEAM for each entrant, or PLAYERs naming their pairs.
std::vector<Case> usebio_teams_cases() {
  const std::string head = "<USEBIO Version=\"1.2\"><EVENT EVENT_TYPE=\"TEAMS_OF_FOUR\">\n<PARTICIPANTS>\n";
  const std::string tail = "</PARTICIPANTS>\n</EVENT></USEBIO>\n";
  return {
      {head + "<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR>\n" + tail,
       "línea 3: PARTICIPANTS, PAIR 1: se esperaba un elemento TEAM en un evento de equipos",
       "line 3: PARTICIPANTS, PAIR 1: expected a TEAM element in a teams event"},
      {head + "<TEAM><TEAM_NAME>Ases</TEAM_NAME></TEAM>\n" + tail, "línea 3: PARTICIPANTS, TEAM 1: falta TEAM_NUMBER",
       "line 3: PARTICIPANTS, TEAM 1: TEAM_NUMBER is missing"},
      {head + "<TEAM><TEAM_NUMBER>1</TEAM_NUMBER><PLAYER><PAIR_NUMBER>1</PAIR_NUMBER></PLAYER><PLAYER/></TEAM>\n" + tail,
       "falta PAIR_NUMBER (en qué pareja del equipo juega el jugador)",
       "PAIR_NUMBER is missing (which pair of the team the player plays in)"},
      {head + "<TEAM><TEAM_NUMBER>1</TEAM_NUMBER><PLAYER><PAIR_NUMBER>1</PAIR_NUMBER></PLAYER></TEAM>\n"
              "<TEAM><TEAM_NUMBER>1</TEAM_NUMBER></TEAM>\n" + tail,
       "línea 4: PARTICIPANTS, TEAM 2: el equipo '1' aparece dos veces", "line 4: PARTICIPANTS, TEAM 2: team '1' is listed twice"},
      {head + "<TEAM><TEAM_NUMBER>1</TEAM_NUMBER><PLAYER><PAIR_NUMBER>1</PAIR_NUMBER></PLAYER></TEAM>\n"
              "<TEAM><TEAM_NUMBER>2</TEAM_NUMBER><PLAYER><PAIR_NUMBER>1</PAIR_NUMBER></PLAYER></TEAM>\n" + tail,
       "línea 4: PARTICIPANTS, TEAM 2, PLAYER 1: la pareja '1' ya juega en el equipo 1",
       "line 4: PARTICIPANTS, TEAM 2, PLAYER 1: pair '1' already plays for team 1"},
      {head + "<TEAM><TEAM_NUMBER>1</TEAM_NUMBER><PLAYER><PAIR_NUMBER>1</PAIR_NUMBER></PLAYER>"
              "<TOTAL_SCORE>lots</TOTAL_SCORE></TEAM>\n" + tail,
       "línea 3: PARTICIPANTS, TEAM 1, TOTAL_SCORE: 'lots' no es un número",
       "line 3: PARTICIPANTS, TEAM 1, TOTAL_SCORE: 'lots' is not a number"},
  };
}

}  // namespace

TEST_CASE("An import refusal is written in the director's language, one broken PBN or USEBIO file per message") {
  SUBCASE("PBN") { check_cases(pbn_cases(), [](const std::string& f, Lang l) { return read_pbn(f, l); }); }
  SUBCASE("USEBIO") {
    REQUIRE(read_usebio(kUsebio));  // the file the cases break reads
    check_cases(usebio_cases(), [](const std::string& f, Lang l) { return read_usebio(f, l); });
    check_cases(usebio_teams_cases(), [](const std::string& f, Lang l) { return read_usebio(f, l); });
  }
}

TEST_CASE("A Deal tag refused is said in parse_deal's own words in either language, the reader only adding the line") {
  // pbn.deal_tag.X is deal.X with the Deal tag's line first.
  for (const char* deal :
       {"X:AKQJ", "N:AKQJ.T98.765.432 - 65432.32.AKQJ.T9 .AKQJ7.T98.8765", "N:AKQJ.T98.765.432.2", "N:AKQX.T98.765.432",
        "N:AKQJ.T98.765.432 A987.654.32.AKQJ", "N:AKQJ.T98.765432", "N:AKQJ.T98.765.432 T987.654.32.AKQJ",
        "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T98.8765",
        "N:AKQJ.T98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.8765 .AKQJ7.T984.8765",
        "n:akqj.t98.765.432 T987.654.32.AKQJ 65432.32.AKQJ.T9 .AKQJ7.T984.876510"}) {
    CAPTURE(deal);
    const auto direct = parse_deal(deal);
    REQUIRE_FALSE(direct);
    REQUIRE(direct.error().code.starts_with("deal."));
    CHECK(direct.error().field == "deal");
    CHECK(direct.error().message.empty());
    const auto read = read_pbn("[Board \"1\"]\n[Deal \"" + std::string(deal) + "\"]\n");
    REQUIRE_FALSE(read);
    CHECK(read.error().code == "pbn.deal_tag." + direct.error().code.substr(5));
    std::vector<std::string> args{"2"};
    args.insert(args.end(), direct.error().args.begin(), direct.error().args.end());
    CHECK(read.error().args == args);
    CHECK(present::render(read.error(), Lang::En) == "line 2: " + present::render(direct.error(), Lang::En));
    const auto es = read_pbn("[Board \"1\"]\n[Deal \"" + std::string(deal) + "\"]\n", Lang::Es);
    REQUIRE_FALSE(es);
    CHECK(present::render(es.error(), Lang::Es) == "línea 2: " + present::render(parse_deal(deal, Lang::Es).error(), Lang::Es));
    CHECK(present::render(direct.error(), Lang::Es) != present::render(direct.error(), Lang::En));
  }
}

namespace {

// A text's placeholders {N...} renumbered N + by.
std::string shifted(std::string_view text, int by) {
  std::string out;
  const std::regex re("\\{([0-9]+)");
  std::string s(text);
  std::smatch m;
  while (std::regex_search(s, m, re)) {
    out += m.prefix().str() + "{" + std::to_string(std::stoi(m[1].str()) + by);
    s = m.suffix().str();
  }
  return out + s;
}

}  // namespace

TEST_CASE("The readers' twin codes say the same words: pbn.deal_tag.X is deal.X after a line, usebio.X.no_line is usebio.X without it") {
  const char* line[] = {"line {0}: ", "línea {0}: ", "ligne {0} : "};
  int deal_twins = 0, usebio_twins = 0;
  for (const auto& m : present::catalogue()) {
    const std::string code(m.code);
    CAPTURE(code);
    if (code.starts_with("deal.")) {
      ++deal_twins;
      REQUIRE(present::known("pbn.deal_tag." + code.substr(5)));
      for (Lang lang : all_langs) {
        CAPTURE(lang_code(lang));
        CHECK(present::say(lang, "pbn.deal_tag." + code.substr(5), {"{0}", "{1}", "{2}", "{3}"}) ==
              line[static_cast<size_t>(lang)] + shifted(m.in(lang), 1));
      }
    }
    if (code.starts_with("usebio.") && code.ends_with(".no_line")) {
      ++usebio_twins;
      const std::string with_line = code.substr(0, code.size() - 8);
      REQUIRE(present::known(with_line));
      for (Lang lang : all_langs) {
        CAPTURE(lang_code(lang));
        CHECK(present::say(lang, with_line, {"{0}", "{1}", "{2}", "{3}", "{4}"}) ==
              line[static_cast<size_t>(lang)] + std::string(m.in(lang)));
      }
    }
  }
  CHECK(deal_twins == 9);
  CHECK(usebio_twins > 30);
}
