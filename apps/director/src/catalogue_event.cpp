// The catalogue's part for events, pairs, teams and their files.
#include "catalogue.hpp"

namespace bandeja::director::detail {

namespace {
constexpr Message kMessages[] = {
    // Where in a file: render() puts these before the message of an error that names a line.
    {"file.line", "line {0}", "línea {0}"},
    {"file.column", ", column {0}", ", columna {0}"},
    {"file.unclosed_quote", "a quoted field is never closed (a \" is missing)",
     "un campo entre comillas no se cierra (falta una \")"},
    {"file.more_fields_than_header", "more fields than the header has columns",
     "más campos que columnas en la cabecera"},
    {"file.nothing_stored", "nothing stored: {0} bad line(s) in {1}", "no se guardó nada: {0} línea(s) erróneas en {1}"},
    {"file.cannot_read", "cannot read '{0}': check the file name",
     "no se puede leer '{0}': compruebe el nombre del fichero"},

    // Events.
    {"event.not_found", "there is no event '{0}' in {1} (see: bandeja event list)",
     "no hay ningún evento '{0}' en {1} (vea: bandeja event list)"},
    {"event.session_and_section", "give both --session and --section (e.g. --session 'Club night' --section A)",
     "indique --session y --section a la vez (p. ej. --session 'Noche del club' --section A)"},
    {"event.bad_scoring", "scoring '{0}': use mp, imps, butler, cross-imps or bam",
     "puntuación '{0}': use mp, imps, butler, cross-imps o bam"},
    {"event.name_taken", "an event called '{0}' already exists: choose another name",
     "ya existe un evento llamado '{0}': elija otro nombre"},

    // Pairs and their players.
    {"pairs.id_and_ids", "give the national ids with --id (once a player) or --ids A,B, not both",
     "dé los números de federado con --id (uno por jugador) o --ids A,B, no ambos"},
    {"pairs.bad_national_id_of_player",
     "national id of player {0}: '{1}' is not a national id (letters, digits and - . / only)",
     "número de federado del jugador {0}: '{1}' no es un número de federado (solo letras, cifras y - . /)"},
    {"pairs.bad_national_id", "'{0}' is not a national id (letters, digits and - . / only)",
     "'{0}' no es un número de federado (solo letras, cifras y - . /)"},
    {"pairs.not_in_event", "pair {0} is not in the event (its pairs: {1})",
     "la pareja {0} no está en el evento (sus parejas: {1})"},
    {"pairs.ids_for_unnamed",
     "{0} national ids for pair {1}, which has {2} player(s) named: name them first (bandeja pairs {3} {1} NAME NAME --ids ...)",
     "{0} números de federado para la pareja {1}, que tiene {2} jugador(es) con nombre: nómbrelos antes "
     "(bandeja pairs {3} {1} NOMBRE NOMBRE --ids ...)"},
    {"pairs.more_ids_than_names", "{0} national ids for {1} player(s): give one id a player, in the order of the names",
     "{0} números de federado para {1} jugador(es): dé un número por jugador, en el orden de los nombres"},
    {"pairs.id_without_name", "a national id for player {0}, who has no name",
     "un número de federado para el jugador {0}, que no tiene nombre"},
    {"pairs.second_pair_column", "a second pair column", "una segunda columna de pareja"},
    {"pairs.unknown_id_column", "not a column of a pairs file (national ids go in id1, id2)",
     "no es una columna de un fichero de parejas (los números van en id1, id2)"},
    {"pairs.pair_id_missing", "the pair id is missing", "falta la pareja"},
    {"pairs.not_in_this_event", "pair {0} is not in the event", "la pareja {0} no está en el evento"},
    {"pairs.again", "pair {0} is already on line {1}", "la pareja {0} ya está en la línea {1}"},

    // Teams of a teams event and the teams file.
    {"teams.pairs_event",
     "event '{0}' is a pairs event (scoring {1}): it has no teams; a teams event is created with --movement teams or "
     "whist and --scoring imps or bam",
     "el evento '{0}' es de parejas (puntuación {1}): no tiene equipos; un evento de equipos se crea con --movement "
     "teams o whist y --scoring imps o bam"},
    {"teams.already_on_line", "team {0} is already on line {1}", "el equipo {0} ya está en la línea {1}"},
    {"teams.not_found", "there is no team {0} (its teams: {1}); to add one give its pairs: --pairs {0}NS,{0}EW",
     "no hay equipo {0} (sus equipos: {1}); para añadir uno dé sus parejas: --pairs {0}NS,{0}EW"},
    {"teams.no_pairs", "a team needs at least one pair", "un equipo necesita al menos una pareja"},
    {"teams.pair_twice", "pair {0} is given twice", "la pareja {0} aparece dos veces"},
    {"teams.too_many_players", "{0} players for team {1}, which has {2} pair(s): two players a pair",
     "{0} jugadores para el equipo {1}, que tiene {2} pareja(s): dos jugadores por pareja"},
    {"teams.pair_in_two_teams",
     "pair {0} plays for team {1}; a pair plays for one team (move it in the same file: bandeja teams {2} --file "
     "teams.csv)",
     "la pareja {0} juega en el equipo {1}; una pareja juega en un solo equipo (muévala en el mismo fichero: bandeja "
     "teams {2} --file equipos.csv)"},
    {"teams.unknown_column", "not a column of a teams file (team, name, pairs, player1 ... player4)",
     "no es una columna de un fichero de equipos (equipo, nombre, parejas, jugador1 ... jugador4)"},
    {"teams.second_column", "a second column of that name", "una segunda columna con ese nombre"},
    {"teams.team_missing", "the team number is missing", "falta el número de equipo"},
    {"teams.file_empty", "no teams in the file (one a line: team,name,player1,player2,player3,player4)",
     "no hay equipos en el fichero (uno por línea: equipo,nombre,jugador1,jugador2,jugador3,jugador4)"},

    // Importing PBN and USEBIO files.
    {"import.name_taken", "an event called '{0}' already exists: choose another name with --event NAME",
     "ya existe un evento llamado '{0}': elija otro nombre con --event NOMBRE"},
    {"import.board_not_played",
     "board {0} is not played in event '{1}'; nothing stored (for a section that plays fewer boards, add "
     "--skip-other-boards)",
     "el tablero {0} no se juega en el evento '{1}'; no se guardó nada (para una sección que juega menos tableros, "
     "añada --skip-other-boards)"},
    {"import.board_differs", "board {0} has another dealer or vulnerability than the event's board; nothing stored",
     "el tablero {0} tiene otro repartidor o vulnerabilidad que el del evento; no se guardó nada"},
    {"import.no_board_of_event", "none of its hand records is for a board of event '{0}'; nothing stored",
     "ninguna de sus manos es de un tablero del evento '{0}'; no se guardó nada"},

    // Sessions and their sections.
    {"session.bad_section_letter",
     "section '{0}': a section is one or two letters, A to Z (e.g. --section A)",
     "sección '{0}': una sección es una o dos letras, de la A a la Z (p. ej. --section A)"},
    {"session.bad_scope",
     "scope '{0}': use section (each section ranked apart) or field (ranked together across the field)",
     "ámbito '{0}': use section (cada sección por separado) o field (todas juntas, todo el campo)"},
    {"session.scoring_differs",
     "section {0} ('{1}') is scored {2} but section {3} ('{4}') {5}; the sections of a session are scored the same way",
     "la sección {0} ('{1}') se puntúa por {2} pero la sección {3} ('{4}') por {5}; las secciones de una sesión se puntúan igual"},
    {"session.winners_differ_1_2",
     "section {0} ('{1}') is ranked in one field (one winner) but section {2} ('{3}') in North-South and East-West "
     "fields (two winners), so they have no field to be ranked in together; rank them apart: bandeja session scope SESSION section",
     "la sección {0} ('{1}') se clasifica en un solo campo (un ganador) pero la sección {2} ('{3}') en campos Norte-Sur y "
     "Este-Oeste (dos ganadores): no tienen un campo común en el que clasificarse juntas; clasifíquelas por separado: "
     "bandeja session scope SESION section"},
    {"session.winners_differ_2_1",
     "section {0} ('{1}') is ranked in North-South and East-West fields (two winners) but section {2} ('{3}') in one "
     "field (one winner), so they have no field to be ranked in together; rank them apart: bandeja session scope SESSION section",
     "la sección {0} ('{1}') se clasifica en campos Norte-Sur y Este-Oeste (dos ganadores) pero la sección {2} ('{3}') en "
     "un solo campo (un ganador): no tienen un campo común en el que clasificarse juntas; clasifíquelas por separado: "
     "bandeja session scope SESION section"},
    {"session.dealer_differs",
     "board {0}: the dealer is {1:seat} in section {2} ('{3}') but {4:seat} in section {5} ('{6}'); to be ranked across "
     "the field, a board number is the same deal in every section (or rank them apart: bandeja session scope SESSION section)",
     "tablero {0}: reparte {1:seat} en la sección {2} ('{3}') pero {4:seat} en la sección {5} ('{6}'); para clasificarse "
     "juntas, un número de tablero es la misma mano en todas las secciones (o clasifíquelas por separado: bandeja session "
     "scope SESION section)"},
    {"session.vulnerability_differs",
     "board {0}: {1:vul} in section {2} ('{3}') but {4:vul} in section {5} ('{6}'); to be ranked across the field, a "
     "board number is the same deal in every section (or rank them apart: bandeja session scope SESSION section)",
     "tablero {0}: {1:vul} en la sección {2} ('{3}') pero {4:vul} en la sección {5} ('{6}'); para clasificarse juntas, "
     "un número de tablero es la misma mano en todas las secciones (o clasifíquelas por separado: bandeja session scope "
     "SESION section)"},
    {"session.deal_differs",
     "board {0}: the hand record of section {1} ('{2}') is not the one of section {3} ('{4}'); to be ranked across the "
     "field, a board number is the same deal in every section (or rank them apart: bandeja session scope SESSION section)",
     "tablero {0}: la mano registrada de la sección {1} ('{2}') no es la de la sección {3} ('{4}'); para clasificarse "
     "juntas, un número de tablero es la misma mano en todas las secciones (o clasifíquelas por separado: bandeja session "
     "scope SESION section)"},
    {"session.no_common_board",
     "section {0} ('{1}') and section {2} ('{3}') play no board in common, so nothing can be compared across the field; "
     "rank them apart: bandeja session scope SESSION section",
     "la sección {0} ('{1}') y la sección {2} ('{3}') no juegan ningún tablero en común: no hay nada que comparar entre "
     "ellas; clasifíquelas por separado: bandeja session scope SESION section"},
    {"session.section_taken", "section {0} is already '{1}' in this session; choose another letter",
     "la sección {0} ya es '{1}' en esta sesión; elija otra letra"},
    {"session.bad_date", "--date '{0}': write the date as YYYY-MM-DD, e.g. 2026-11-29",
     "--date '{0}': escriba la fecha como AAAA-MM-DD, p. ej. 2026-11-29"},
    {"session.name_taken", "a session called '{0}' already exists: choose another name",
     "ya existe una sesión llamada '{0}': elija otro nombre"},
    {"session.event_in_other_session",
     "event '{0}' is already section {1} of session '{2}'; take it out first: bandeja session remove {3} {4}",
     "el evento '{0}' ya es la sección {1} de la sesión '{2}'; sáquelo primero: bandeja session remove {3} {4}"},
    {"session.not_a_section", "'{0}' is not a section of session '{1}' (see: bandeja session show {2})",
     "'{0}' no es una sección de la sesión '{1}' (vea: bandeja session show {2})"},
    {"session.not_found", "there is no session '{0}' in {1} (see: bandeja session list)",
     "no hay ninguna sesión '{0}' en {1} (vea: bandeja session list)"},
};
}  // namespace

std::span<const Message> event_messages() { return kMessages; }

}  // namespace bandeja::director::detail
