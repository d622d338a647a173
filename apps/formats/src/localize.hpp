#pragma once
// Spanish for the importers' own error messages (the file's structure: tags, elements, pairs,
// dates, deals). The readers build those in English; for a Spanish-speaking director the
// message is rewritten phrase by phrase with this table (tag, column and element names, which
// are the file's own words, stay as they are). A result line's errors are not here: the one
// reader (score::read_entry) writes them in the director's language.
#include <string>
#include <string_view>
#include <utility>

#include "bandeja/score/types.hpp"

namespace bandeja::formats::detail {

inline std::string localize(std::string msg, Lang lang) {
  if (lang != Lang::Es) return msg;
  static const std::pair<std::string_view, std::string_view> kPhrases[] = {
      {"the file has no board: a PBN file needs at least one [Board \"n\"] tag",
       "el fichero no tiene tableros: un fichero PBN necesita al menos una etiqueta [Board \"n\"]"},
      {"the file holds binary data, not PBN text", "el fichero contiene datos binarios, no texto PBN"},
      {"the file is XML but has no USEBIO element: it is not a USEBIO file",
       "el fichero es XML pero no tiene el elemento USEBIO: no es un fichero USEBIO"},
      {"is outside any tag; a game starts with a tag like [Board \"1\"]",
       "está fuera de toda etiqueta; un juego empieza con una etiqueta como [Board \"1\"]"},
      {"text after a tag; write one tag like [Board \"1\"] per line",
       "texto tras una etiqueta; escriba una etiqueta como [Board \"1\"] por línea"},
      {"a tag must look like [Name \"value\"]", "una etiqueta se escribe [Nombre \"valor\"]"},
      {"the value's closing quote is missing", "falta la comilla que cierra el valor"},
      {"the closing ] is missing", "falta el ] de cierre"},
      {"a quoted value has no closing quote", "a un valor entre comillas le falta la comilla de cierre"},
      {"a { comment is never closed with }", "un comentario { nunca se cierra con }"},
      {"appears twice in one game", "aparece dos veces en un mismo juego"},
      {"in a game without a Board tag", "en un juego sin etiqueta Board"},
      {"a second TotalScoreTable; a file holds one ranking",
       "una segunda TotalScoreTable; un fichero tiene una sola clasificación"},
      {"' is not a board number", "' no es un número de tablero"},
      {"appears again (first at line", "aparece otra vez (la primera en la línea"},
      {"' must be N, E, S or W", "' debe ser N, E, S u O (W)"},
      {"' must be None, NS, EW or All", "' debe ser None, NS, EW o All"},
      {"' must be NS or EW", "' debe ser NS o EW"},
      {"' must be 1 or 2", "' debe ser 1 o 2"},
      {"needs a PairId or TeamId column", "necesita una columna PairId o TeamId"},
      {"row has no pair", "tiene una fila sin pareja"},
      {"' is not a place", "' no es un puesto"},
      {"' is not a number", "' no es un número"},
      {"' is not a date", "' no es una fecha"},
      {"' must be written YYYY.MM.DD", "' debe escribirse AAAA.MM.DD"},
      {"' must be written DD/MM/YYYY", "' debe escribirse DD/MM/AAAA"},
      {"lists pair '", "lista la pareja '"},
      {"' twice", "' dos veces"},
      {"ScoreTable needs the columns PairId_NS and PairId_EW",
       "la ScoreTable necesita las columnas PairId_NS y PairId_EW"},
      {"ScoreTable needs a Contract or a Score_NS / Score_EW column",
       "la ScoreTable necesita una columna Contract o Score_NS / Score_EW"},
      {"the line has no NS or EW pair", "a la línea le falta la pareja NS o EO"},
      {"is not one Bandeja knows", "no es uno que Bandeja conozca"},
      {"is not one Bandeja reads", "no es uno que Bandeja lea"},
      {"not well-formed XML", "XML mal formado"},
      {"there is no EVENT element", "no hay ningún elemento EVENT"},
      {"a file with more than one EVENT; import them one at a time",
       "un fichero con más de un EVENT; impórtelos de uno en uno"},
      {"a two-winner event (WINNER_TYPE 2) needs a DIRECTION for each pair",
       "un evento con dos clasificaciones (WINNER_TYPE 2) necesita DIRECTION en cada pareja"},
      {"is missing (which pair of the team the player plays in)", "falta (en qué pareja del equipo juega el jugador)"},
      {"' already plays for team ", "' ya juega en el equipo "},
      {"' plays for team ", "' juega en el equipo "},
      {"is missing: pair '", "falta: la pareja '"},
      {"' is in no team", "' no está en ningún equipo"},
      {"' is not in PARTICIPANTS", "' no está en PARTICIPANTS"},
      {"' is listed twice", "' aparece dos veces"},
      {"the board appears twice", "el tablero aparece dos veces"},
      {"is missing", "falta"},
      {"expected a ", "se esperaba un elemento "},
      {" element in a ", " en un evento de "},
      {" teams event", " equipos"},
      {" pairs event", " parejas"},
      {"' cannot play against itself", "' no puede jugar contra sí misma"},
      {"' is not in the event", "' no está en el evento"},
      {"the NS score does not match the contract and tricks",
       "la puntuación NS no coincide con el contrato y las bazas"},
      {"must start with the first hand's seat and a colon, like \"N:\"",
       "debe empezar con la posición de la primera mano y dos puntos, como \"N:\""},
      {"is unknown ('-'); a hand record needs all 52 cards",
       "es desconocida ('-'); una mano necesita las 52 cartas"},
      {"has more than four suits", "tiene más de cuatro palos"},
      {"which is not a card rank (AKQJT98765432)", "que no es una carta (AKQJT98765432)"},
      {"appears twice", "aparece dos veces"},
      {"must have four suits separated by dots", "debe tener cuatro palos separados por puntos"},
      {" cards, not 13", " cartas, no 13"},
      {"deal has more than four hands", "la mano tiene más de cuatro jugadores"},
      {" hands, not 4", " manos, no 4"},
      {"deal has ", "el reparto tiene "},
      {"deal: hand ", "reparto: la mano "},
      {"deal: the ", "reparto: el "},
      {"deal '", "reparto '"},
      {" has ", " tiene "},
      {" values for ", " valores para "},
      {" columns", " columnas"},
      {"a column has no name", "una columna no tiene nombre"},
      {"ranking: entrant '", "clasificación: la pareja '"},
      {"NS entrant '", "la pareja NS '"},
      {"EW entrant '", "la pareja EO '"},
      {"line ", "línea "},
      {"board ", "tablero "},
      {"date '", "fecha '"},
      {" is not 1 or more", " no es 1 o más"},
  };
  for (const auto& [en, es] : kPhrases) {
    size_t at = 0;
    while ((at = msg.find(en, at)) != std::string::npos) {
      msg.replace(at, en.size(), es);
      at += es.size();
    }
  }
  return msg;
}

}  // namespace bandeja::formats::detail
