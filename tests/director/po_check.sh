#!/usr/bin/env bash
# The catalogue's PO files as GNU gettext's own tools read them: msgfmt --check (syntax, header,
# every entry), msgcmp (each language has every entry of the template, none fuzzy or empty),
# as Poedit, Weblate and a translator's own msgfmt will.
set -euo pipefail
po=${1:?usage: po_check.sh PO_DIR}
status=0
msgfmt --check -o /dev/null "$po/bandeja.pot" || status=1
for f in "$po"/*.po; do
  echo "checking $f"
  msgfmt --check --statistics -o /dev/null "$f" || status=1
  # every template entry translated in the language, nothing fuzzy or untranslated
  msgcmp --use-untranslated "$f" "$po/bandeja.pot" || status=1
  stats=$(LC_ALL=C msgfmt --statistics -o /dev/null "$f" 2>&1)
  if grep -qE 'fuzzy|untranslated' <<<"$stats"; then echo "$f: $stats"; status=1; fi
done
exit $status
