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
    {"session.not_found", "there is no session '{0}' in {1} (see: bandeja session list)",
     "no hay ninguna sesión '{0}' en {1} (vea: bandeja session list)"},
};
}  // namespace

std::span<const Message> event_messages() { return kMessages; }

}  // namespace bandeja::director::detail
