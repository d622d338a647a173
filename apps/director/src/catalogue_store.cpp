// The catalogue's part for the event file (db::StoreError codes, db::code_name): the English
// texts say what db::english says, word for word (tests/db check it).
#include "catalogue.hpp"

namespace bandeja::director::detail {

namespace {
constexpr Message kMessages[] = {
    {"store.no_event", "there is no event {0}", "no hay ningún evento {0}"},
    {"store.no_session", "there is no session {0}", "no hay ninguna sesión {0}"},
    {"store.no_result", "there is no result {0}", "no hay ningún resultado {0}"},
    {"store.newer_schema",
     "'{0}' was written by a newer Bandeja (schema {1}, this one knows {2}): upgrade Bandeja to open it",
     "'{0}' lo escribió un Bandeja más nuevo (esquema {1}; este conoce hasta el {2}): actualice Bandeja para "
     "abrirlo"},
    {"store.migration_failed",
     "could not upgrade the event file '{0}' (migration {1}, SQLite error {2}): it is left as it was",
     "no se pudo actualizar el fichero de eventos '{0}' (migración {1}, error de SQLite {2}): queda como estaba"},
    {"store.cannot_open",
     "cannot open the event file '{0}': check that its folder exists and that you may write there",
     "no se puede abrir el fichero de eventos '{0}': compruebe que su carpeta existe y que puede escribir en ella"},
    {"store.not_a_database", "'{0}' is not a Bandeja event file (not an SQLite database)",
     "'{0}' no es un fichero de eventos de Bandeja (no es una base de datos SQLite)"},
    {"store.busy", "the event file '{0}' is busy (another program holds it); try again",
     "el fichero de eventos '{0}' está ocupado (otro programa lo tiene abierto); inténtelo de nuevo"},
    {"store.read_only", "the event file '{0}' is read-only: nothing was stored",
     "el fichero de eventos '{0}' es de solo lectura: no se guardó nada"},
    {"store.disk_full",
     "the disk of the event file '{0}' is full: nothing was stored; free some space and try again",
     "el disco del fichero de eventos '{0}' está lleno: no se guardó nada; libere espacio e inténtelo de nuevo"},
    {"store.io_error", "the event file '{0}' cannot be read or written (a disk error): nothing was stored",
     "no se puede leer ni escribir el fichero de eventos '{0}' (un error de disco): no se guardó nada"},
    {"store.corrupt", "the event file '{0}' is damaged: restore it from a backup (bandeja backup)",
     "el fichero de eventos '{0}' está dañado: recupérelo de una copia de seguridad (bandeja backup)"},
    {"store.backup_failed", "backup to '{0}' failed (SQLite error {1}): check that its folder exists and has room",
     "la copia de seguridad en '{0}' falló (error de SQLite {1}): compruebe que su carpeta existe y tiene espacio"},
    {"store.bad_scope", "scope '{0}': use section (each section ranked apart) or field (across the field)",
     "ámbito '{0}': use section (cada sección por separado) o field (todas juntas, todo el campo)"},
    {"store.event_name_taken", "event '{0}': an event with that name already exists",
     "evento '{0}': ya hay un evento con ese nombre"},
    {"store.session_name_taken", "session '{0}': a session with that name already exists",
     "sesión '{0}': ya hay una sesión con ese nombre"},
    {"store.section_taken", "section '{0}': that section letter is already used in the session",
     "sección '{0}': esa letra de sección ya se usa en la sesión"},
    {"store.result_exists", "board {0} ({1} v {2}): this board already has a result for pair {3}",
     "tablero {0} ({1} v {2}): este tablero ya tiene un resultado de la pareja {3}"},
    {"store.result_board_not_in_event", "board {0} ({1} v {2}): the board is not part of the event",
     "tablero {0} ({1} v {2}): el tablero no forma parte del evento"},
    {"store.result_pair_not_in_event", "board {0} ({1} v {2}): pair {3} is not part of the event",
     "tablero {0} ({1} v {2}): la pareja {3} no forma parte del evento"},
    {"store.result_same_pair", "board {0} ({1} v {2}): a pair cannot play against itself",
     "tablero {0} ({1} v {2}): una pareja no puede jugar contra sí misma"},
    {"store.team_pair_not_in_event", "team {0}: pair {1} is not part of the event",
     "equipo {0}: la pareja {1} no forma parte del evento"},
    {"store.pair_in_two_teams", "team {0}: pair {1} already plays for team {2}",
     "equipo {0}: la pareja {1} ya juega en el equipo {2}"},
    {"store.movement_pair_not_in_event",
     "event '{0}': the movement seats pair {1}, which is not part of the event",
     "evento '{0}': el movimiento sienta a la pareja {1}, que no forma parte del evento"},
    {"store.movement_board_not_in_event",
     "event '{0}': the movement plays board {1}, which is not part of the event",
     "evento '{0}': el movimiento juega el tablero {1}, que no forma parte del evento"},
    {"store.value_rejected", "{0:field} {1}: the event file refuses these values (SQLite error {2})",
     "{0:field} {1}: el fichero de eventos no admite estos valores (error de SQLite {2})"},
    {"store.sqlite_error", "the event file '{0}' reported SQLite error {1}",
     "el fichero de eventos '{0}' devolvió el error de SQLite {1}"},
};
}  // namespace

std::span<const Message> store_messages() { return kMessages; }

}  // namespace bandeja::director::detail
