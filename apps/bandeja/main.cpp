// bandeja: a duplicate bridge tournament director's command line.
#include "app.hpp"
#include "frame.hpp"

int main(int argc, char** argv) { return bandeja::app::run_program(argc, argv, bandeja::app::register_every_command); }
