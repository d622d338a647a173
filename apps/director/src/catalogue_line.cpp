// The catalogue's part for a result line's checks (results.hpp) and correcting stored lines.
#include "catalogue.hpp"

namespace bandeja::director::detail {

namespace {
constexpr Message kMessages[] = {
    {"line.board_not_in_event", "board {0} is not in this event (boards {1}-{2})",
     "el tablero {0} no está en este evento (tableros {1}-{2})"},
    {"line.event_has_no_boards", "board {0} is not in this event (it has no boards)",
     "el tablero {0} no está en este evento (no tiene tableros)"},
    {"line.round_out_of_range", "round {0}: the movement has {1} rounds", "ronda {0}: el movimiento tiene {1} rondas"},
    {"line.table_not_in_round", "table {0} does not play in round {1}", "la mesa {0} no juega en la ronda {1}"},
    {"line.board_not_at_table", "board {0} is not in play at table {1} in round {2} (boards {3} are)",
     "el tablero {0} no se juega en la mesa {1} en la ronda {2} (se juegan {3})"},
    {"line.round_and_table", "give both round and table (or neither, with both pairs)",
     "indique ronda y mesa (o ninguna de las dos, con ambas parejas)"},
    {"line.where_missing", "where was board {0} played? give --round and --table, or --ns and --ew",
     "¿dónde se jugó el tablero {0}? indique --round y --table, o --ns y --ew"},
    {"line.pairs_do_not_meet", "pairs {0} (NS) and {1} (EW) do not play board {2} in this movement",
     "las parejas {0} (NS) y {1} (EO) no juegan el tablero {2} en este movimiento"},
    {"line.sit_out", "nobody sits {0:side} at table {1} in round {2} (a sit-out)",
     "nadie se sienta en {0:side} en la mesa {1} en la ronda {2} (descanso)"},
    {"line.wrong_seat", "pair {0} does not sit {1:side} at table {2} in round {3} ({4} does)",
     "la pareja {0} no se sienta en {1:side} en la mesa {2} en la ronda {3} (se sienta {4})"},
    {"line.pair_missing", "the pair is missing", "falta la pareja"},
    {"line.pair_not_in_event", "pair {0} is not in the event (see: bandeja pairs {1})",
     "la pareja {0} no está en el evento (vea: bandeja pairs {1})"},
    {"line.pair_against_itself", "pair {0} cannot play against itself", "la pareja {0} no puede jugar contra sí misma"},
    {"line.impossible_score", "score {0} is not a score any contract can make on board {1} (vulnerability)",
     "la puntuación {0} no la puede obtener ningún contrato en el tablero {1} (vulnerabilidad)"},
    {"line.impossible_weighted_part",
     "score: the weighted part {0}% {1} is not a score any contract can make on board {2} (vulnerability)",
     "puntuación: la parte ponderada {0}% {1} no la puede obtener ningún contrato en el tablero {2} (vulnerabilidad)"},
    {"line.duplicate_in_file", "board {0} already has a result for pair {1} on line {2} of this file",
     "el tablero {0} ya tiene un resultado de la pareja {1} en la línea {2} de este fichero"},
    {"line.duplicate_use_replace",
     "board {0} already has a result for pair {1} (result {2}: {3} v {4}, {5}); use --replace to change it",
     "el tablero {0} ya tiene un resultado de la pareja {1} (resultado {2}: {3} v {4}, {5}); use --replace para cambiarlo"},
    {"line.duplicate_delete_first",
     "board {0} already has a result for pair {1} (result {2}: {3} v {4}, {5}); delete it first (bandeja result delete)",
     "el tablero {0} ya tiene un resultado de la pareja {1} (resultado {2}: {3} v {4}, {5}); bórrelo antes "
     "(bandeja result delete)"},
    {"result.bad_id", "'{0}' is not a result id (see: bandeja result list EVENT)",
     "'{0}' no es un número de resultado (vea: bandeja result list EVENTO)"},
    {"result.not_found", "there is no result {0} in this event (see: bandeja result list)",
     "no hay resultado {0} en este evento (vea: bandeja result list)"},
};
}  // namespace

std::span<const Message> line_messages() { return kMessages; }

}  // namespace bandeja::director::detail
