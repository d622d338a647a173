#!/usr/bin/env bash
# make demo: a complete evening on an embedded SQLite file, with every output under demo-out/.
set -euo pipefail
BANDEJA=${1:-build/apps/bandeja/bandeja}
cd "$(dirname "$0")/.."
echo "placeholder"
