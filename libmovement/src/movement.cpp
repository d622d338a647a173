#include "bandeja/movement/movement.hpp"
