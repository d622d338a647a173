// The catalogue's part for ranking, publishing, exporting and importing: the errors and
// warnings of ranking.hpp, record.hpp and libranking's teams ranking, the words of the text
// ranking (rank_render.cpp), and the rank and publish commands' own.
#include "catalogue.hpp"

namespace bandeja::director::detail {

namespace {
constexpr Message kMessages[] = {
    // Errors and warnings of the ranking.
    {"rank.unknown_scoring", "'{0}' is not a scoring: use mp, cross-imps, butler, bam or imps",
     "'{0}' no es una puntuación: use mp, cross-imps, butler, bam o imps"},
    {"rank.event_scoring_unknown", "the event's scoring '{0}' is unknown; use --scoring",
     "la puntuación '{0}' del evento es desconocida; use --scoring"},
    {"rank.line_without_score",
     "board {0}, {1} against {2}: the stored line has no score; fix it with: bandeja result edit",
     "tablero {0}, {1} contra {2}: la línea guardada no tiene resultado; corríjala con: bandeja result edit"},
    {"rank.line_not_ranked", "board {0}, {1} against {2}: the ranking lost the line",
     "tablero {0}, {1} contra {2}: la clasificación perdió la línea"},
    {"rank.teams_need_teams",
     "teams scoring needs teams: pairs numbered 1NS, 1EW, 2NS, ... (team 1 is 1NS and 1EW), or teams given with: "
     "bandeja teams EVENT N --pairs ...",
     "la puntuación por equipos necesita equipos: parejas 1NS, 1EW, 2NS, ... (el equipo 1 es 1NS y 1EW), o equipos "
     "dados con: bandeja teams EVENTO N --pairs ..."},
    {"rank.teams_unranked", "the event's pairs are not in teams (N NS / N EW, or bandeja teams): written without a ranking",
     "las parejas del evento no están en equipos (N NS / N EW, o bandeja teams): se escribe sin clasificación"},
    {"rank.pair_without_team",
     "board {0}: pair {1} played but plays for no team; give it one with: bandeja teams EVENT N --pairs ...",
     "tablero {0}: la pareja {1} jugó pero no está en ningún equipo; désela con: bandeja teams EVENTO N --pairs ..."},
    {"rank.team_mates", "board {0}: {1} played {2}, its own team-mates", "tablero {0}: {1} jugó contra {2}, su propio equipo"},
    {"rank.no_other_table",
     "board {0}: {1} against {2} has no result at the other table (team {3} North-South against team {4} East-West) "
     "yet; the board is left out of the match",
     "tablero {0}: {1} contra {2} no tiene resultado en la otra mesa (equipo {3} en Norte-Sur contra el equipo {4} "
     "en Este-Oeste) todavía; el tablero queda fuera del encuentro"},
    {"rank.not_at_both_tables",
     "board {0}: {1} against {2} was not played at both tables; the board is left out of the match (give it an "
     "adjusted score with: bandeja result edit)",
     "tablero {0}: {1} contra {2} no se jugó en las dos mesas; el tablero queda fuera del encuentro (dele una "
     "puntuación ajustada con: bandeja result edit)"},
    {"rank.hand_record_not_deal", "board {0}: the stored hand record is not a deal ({1})",
     "tablero {0}: la mano guardada no es un reparto ({1})"},
    {"rank.session_no_sections",
     "the session has no sections yet; add one with: bandeja session add SESSION EVENT --section A",
     "la sesión aún no tiene secciones; añada una con: bandeja session add SESION EVENTO --section A"},
    {"rank.session_teams_scoring",
     "a session is ranked by a pairs scoring (mp, cross-imps or butler), not {0}; rank a teams event alone with: "
     "bandeja rank EVENT",
     "una sesión se clasifica por parejas (mp, cross-imps o butler), no por {0}; clasifique un evento de equipos solo "
     "con: bandeja rank EVENTO"},
    {"rank.field_other_deal",
     "board {0} of section {1} has another hand record than the same board of the other sections; across the field "
     "every section plays the same deals (check the hand records, or publish with --apart)",
     "el tablero {0} de la sección {1} tiene otra mano que el mismo tablero de las otras secciones; en una "
     "clasificación conjunta todas las secciones juegan las mismas manos (revise las manos, o publique con --apart)"},
    {"rank.nothing_stored", "nothing stored: {0}", "no se guardó nada: {0}"},
    // The rank and publish commands.
    {"rank.event_or_session", "name one event (bandeja rank EVENT) or one session (bandeja rank --session SESSION)",
     "indique un evento (bandeja rank EVENTO) o una sesión (bandeja rank --session SESION)"},
    {"rank.together_needs_session", "--together and --apart rank a session's sections; add --session SESSION",
     "--together y --apart clasifican las secciones de una sesión; añada --session SESION"},
    {"publish.event_or_session",
     "name one event (bandeja publish EVENT) or one session (bandeja publish --session SESSION)",
     "indique un evento (bandeja publish EVENTO) o una sesión (bandeja publish --session SESION)"},
    {"publish.together_needs_session", "--together and --apart publish a session's sections; add --session SESSION",
     "--together y --apart publican las secciones de una sesión; añada --session SESION"},
    {"publish.session_no_sections",
     "session '{0}' has no sections yet; add one with: bandeja session add SESSION EVENT --section A",
     "la sesión '{0}' aún no tiene secciones; añada una con: bandeja session add SESION EVENTO --section A"},
    // The text ranking's words.
    {"rank.text.sections_field", "Sections {0}, ranked together across the field",
     "Secciones {0}, clasificadas juntas (todo el campo)"},
    {"rank.text.sections_apart", "Sections {0}, each ranked apart", "Secciones {0}, cada una por separado"},
    {"rank.text.scoring", "Scoring: {0}", "Puntuación: {0}"},
    {"rank.text.mp_scale_2", " (2 per score beaten)", " (2 por resultado superado)"},
    {"rank.text.top", ", top {0}", ", top {0}"},
    {"rank.text.section", "Section {0}", "Sección {0}"},
    {"rank.text.north_south", "North-South", "Norte-Sur"},
    {"rank.text.east_west", "East-West", "Este-Oeste"},
    {"rank.text.matches", "Matches", "Encuentros"},
    {"rank.col.place", "Place", "Puesto"},
    {"rank.col.pair", "Pair", "Pareja"},
    {"rank.col.team", "Team", "Equipo"},
    {"rank.col.names", "Names", "Jugadores"},
    {"rank.col.total", "Total", "Total"},
    {"rank.col.vp", "VP", "PV"},
    {"rank.col.round", "Round", "Ronda"},
    {"rank.col.teams", "Teams", "Equipos"},
    {"rank.col.board_points", "Board points", "Puntos"},
};
}  // namespace

std::span<const Message> ranking_messages() { return kMessages; }

}  // namespace bandeja::director::detail
