#!/usr/bin/env bash
# Pages are the presentation layer's (apps/present and its libraries pages/ and screens/): no
# other file of the code writes markup. This fails on any C++ string literal outside
# apps/present that opens an HTML or SVG element ("<p", "<table", "<td", "<svg", ...): a page,
# or a piece of one, built where it does not belong (docs/architecture.md, "Words and pages").
set -euo pipefail
root=${1:?usage: markup_check.sh SOURCE_DIR}
cd "$root"
# The one exception: formats' QR code drawn as an SVG image (beside the PBM and the terminal's
# blocks), an image format like PBN is a text format; the cards place it as it is.
allowed='^apps/formats/src/qr\.cpp:'
tags='html|head|body|p|div|table|thead|tbody|tr|td|th|span|a|h[1-6]|ul|ol|li|form|input|button|section|svg|rect|path|style|script|br|strong|em|small|nav|main|header|footer|label|select|option|details|summary|pre|meta|title|caption|img'
found=$(grep -rnE "\"[^\"]*<(/?)($tags)[ >/\"]" --include='*.cpp' --include='*.hpp' \
          libscore libmovement libranking libdeal db apps/formats apps/analysis apps/director apps/bandeja apps/server \
        | grep -vE '^[^:]+:[0-9]+:\s*//' | grep -vE "$allowed" || true)
if [ -n "$found" ]; then
  echo "markup outside the presentation layer (apps/present); lay the page out there:"
  echo "$found"
  exit 1
fi
echo "markup: only apps/present writes pages"
