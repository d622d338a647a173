// The catalogue's part for the command line's own words: a command used wrongly, and CLI11's
// parse errors (rendered through here by apps/bandeja/main.cpp).
#include "catalogue.hpp"

namespace bandeja::director::detail {

namespace {
constexpr Message kMessages[] = {
    {"cli.pairs_file_and_ids", "--id/--ids name one pair's players; in a --file give the ids in columns id1, id2",
     "--id/--ids son para una pareja; en un --file dé los números en columnas id1, id2"},
    {"cli.pairs_which_pair", "which pair? e.g. bandeja pairs {0} 3NS --ids 12345,67890",
     "¿qué pareja? p. ej. bandeja pairs {0} 3NS --ids 12345,67890"},
    {"cli.teams_file_and_team", "--file names every team from the file: give no TEAM, --name or --pairs with it",
     "--file nombra todos los equipos desde el fichero: no dé EQUIPO, --name ni --pairs con él"},
    {"cli.teams_which_team", "which team? e.g. bandeja teams {0} 3 --name García",
     "¿qué equipo? p. ej. bandeja teams {0} 3 --name García"},
    {"cli.teams_what", "what about team {0}? give --name NAME or --pairs 3NS,3EW",
     "¿qué hago con el equipo {0}? dé --name NOMBRE o --pairs 3NS,3EW"},
    {"cli.teams_none_yet", "no teams yet: give one its pairs with bandeja teams {0} 1 --pairs 1NS,1EW",
     "aún no hay equipos: dé a uno sus parejas con bandeja teams {0} 1 --pairs 1NS,1EW"},
    {"cli.enter_file_and_entry", "--file takes its lines from the file: leave out --board and the entry",
     "--file toma las líneas del fichero: quite --board y la entrada"},
    {"cli.enter_entry_missing", "give the entry after the options, e.g. 4S N 10",
     "dé la entrada tras las opciones, p. ej. 4P N 10"},
    {"cli.enter_board_missing", "one line needs --board (and --round and --table, or --ns and --ew)",
     "una línea necesita --board (y --round y --table, o --ns y --ew)"},
    {"cli.enter_round_missing", "give --round R for the prompt, or --file FILE.csv",
     "indique --round R para introducir, o --file FICHERO.csv"},
    {"cli.enter_no_movement", "event '{0}' has no movement: enter lines with --board, --ns, --ew or --file",
     "el evento '{0}' no tiene movimiento: introduzca líneas con --board, --ns, --ew o --file"},
    {"cli.enter_nothing_in_round", "nothing to enter in round {0}", "nada que introducir en la ronda {0}"},
    {"cli.cannot_write", "cannot write '{0}': check the folder exists and is writable",
     "no se puede escribir '{0}': compruebe que la carpeta existe y se puede escribir"},
    {"cli.cannot_create_folder", "cannot create the folder '{0}': {1}", "no se puede crear la carpeta '{0}': {1}"},
    {"cli.backup_exists", "'{0}' already exists: choose a new name (or --force to overwrite)",
     "'{0}' ya existe: elija otro nombre (o --force para sobrescribir)"},
    {"cli.backup_no_file", "there is no event file '{0}' to back up",
     "no existe el fichero de eventos '{0}' para copiar"},

    // CLI11's parse errors (apps/bandeja/parse_errors.cpp maps each of its forms to one).
    {"cli.parse_unexpected", "this was not expected here: {0}", "esto no se esperaba aquí: {0}"},
    {"cli.parse_subcommand_required", "a command is missing (see: bandeja --help)",
     "falta una orden (vea: bandeja --help)"},
    {"cli.parse_required", "{0} is required", "falta {0}, que es obligatorio"},
    {"cli.parse_not_in", "{0}: '{1}' is not one of {2}", "{0}: '{1}' no es ninguno de {2}"},
    {"cli.parse_not_allowed", "{1}: '{0}' is not allowed", "{1}: '{0}' no está permitido"},
    {"cli.parse_convert", "{0}: '{1}' is not a number", "{0}: '{1}' no es un número"},
    {"cli.parse_value_missing", "{0} needs a value ({1})", "a {0} le falta su valor ({1})"},
    {"cli.parse_count", "{1} takes {0} value(s), given {2}", "{1} lleva {0} valor(es); se dieron {2}"},
    {"cli.parse_range", "{0}: {1} is not from {2} to {3}", "{0}: {1} no está entre {2} y {3}"},
    {"cli.parse_requires", "{0} needs {1} too", "{0} necesita también {1}"},
    {"cli.parse_excludes", "{0} cannot go with {1}", "{0} no puede ir con {1}"},
    {"cli.parse_flag_value", "{0} takes no value", "{0} no lleva valor"},
    {"cli.parse_unknown_option", "there is no option {0}", "no existe la opción {0}"},
    {"cli.parse_other", "the command line is not right: {0}", "la línea de órdenes no es correcta: {0}"},
    {"cli.parse_help", "(bandeja --help lists the commands; bandeja COMMAND --help its options)",
     "(bandeja --help lista las órdenes; bandeja ORDEN --help sus opciones)"},
};
}  // namespace

std::span<const Message> cli_messages() { return kMessages; }

}  // namespace bandeja::director::detail
