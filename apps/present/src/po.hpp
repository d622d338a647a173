#pragma once
// GNU gettext's PO files, as the catalogue keeps them (po/*.po, po/bandeja.pot): read into
// entries, with what is wrong in them. The subset a PO file of Bandeja's uses, as msgfmt reads
// it: comments (`#.`, `#:`, `# ...`), flags (`#, fuzzy`), msgctxt, msgid, msgstr, each string
// in double quotes with C escapes and continued on the lines after it. Plural forms
// (msgid_plural, msgstr[N]) are not used: a count's noun is written in the text ({0:one|many}).
#include <string>
#include <string_view>
#include <vector>

namespace bandeja::present::detail {

struct PoEntry {
  std::string context;  // msgctxt: the code ("line.table_not_in_round"); empty for the header
  std::string id;       // msgid: the English text
  std::string str;      // msgstr: the translation; empty when untranslated (and in a .pot)
  bool fuzzy = false;   // `#, fuzzy`: a guess a translator has not checked yet
  int line = 0;         // where its msgid is in the file
};

struct PoFile {
  std::vector<PoEntry> entries;  // the header (msgid "") left out
  std::vector<std::string> problems;  // "12: ...": a line that is no PO, a bad escape
};

PoFile read_po(std::string_view text);

}  // namespace bandeja::present::detail
