// The catalogue's part for movement files (libmovement's .ASC reader: "asc.*").
#include "catalogue.hpp"

namespace bandeja::director::detail {

namespace {
constexpr Message kMessages[] = {
    {"asc.bad_character", "unexpected character '{0}' (numbers, capital letters for groups, '-' and spaces only)",
     "carácter inesperado '{0}' (solo números, mayúsculas para los grupos, '-' y espacios)"},
    {"asc.not_a_number", "{0:field} must be a number, not '{1}'", "{0:field} debe ser un número, no '{1}'"},
    {"asc.pair_not_a_number", "table {0}: the {1:side} pair must be a number, not '{2}'",
     "mesa {0}: la pareja {1:side} debe ser un número, no '{2}'"},
    {"asc.too_large", "{0:field} '{1}' is too large", "{0:field} '{1}' es demasiado grande"},
    {"asc.header_needs_5", "the header needs 5 numbers: contestants tables rounds groups individual",
     "la cabecera lleva 5 números: participantes mesas rondas grupos individual"},
    {"asc.individual_not_read", "individual movements are not read; a pairs movement has 0 here",
     "no se leen movimientos individuales; un movimiento de parejas lleva 0 aquí"},
    {"asc.individual_0_or_1", "individual must be 0 or 1", "individual debe ser 0 o 1"},
    {"asc.header_not_positive", "contestants, tables, rounds and groups must be positive",
     "participantes, mesas, rondas y grupos deben ser positivos"},
    {"asc.too_many_rounds", "the header announces {0} rounds, and this is round {1}",
     "la cabecera anuncia {0} rondas, y esta es la ronda {1}"},
    {"asc.round_width", "round {0} needs {1} tables of 'NS-EW group', found {2} items",
     "la ronda {0} necesita {1} mesas de 'NS-EO grupo'; hay {2} elementos"},
    {"asc.contestant_above", "table {0}: contestant {1} is above the header's {2}",
     "mesa {0}: el participante {1} pasa de los {2} de la cabecera"},
    {"asc.group_above", "table {0}: board group {1} is above the header's {2}",
     "mesa {0}: el grupo de tableros {1} pasa de los {2} de la cabecera"},
    {"asc.unused_table", "table {0}: an unused table has 0 0 0", "mesa {0}: una mesa sin uso lleva 0 0 0"},
    {"asc.needs_group", "table {0}: a table in play needs a board group",
     "mesa {0}: una mesa en juego necesita un grupo de tableros"},
    {"asc.no_header", "no header (contestants tables rounds groups individual)",
     "falta la cabecera (participantes mesas rondas grupos individual)"},
    {"asc.too_few_rounds", "the header announces {0} rounds but the file has {1}",
     "la cabecera anuncia {0} rondas pero el fichero tiene {1}"},
};
}  // namespace

std::span<const Message> movement_messages() { return kMessages; }

}  // namespace bandeja::director::detail
