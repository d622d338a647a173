#pragma once
// The audit trail in the director's words: what the CLI's `audit` prints line by line and the
// console's audit page shows row by row, written once.
#include <string>

#include "bandeja/db/records.hpp"
#include "bandeja/score/types.hpp"

namespace bandeja::director {

struct AuditWords {
  std::string action;  // "update", "modificación": the catalogue's audit.action_*
  std::string number;  // the result's or the ruling's number; "" for a file or a round
  // A file imported, a ruling given or withdrawn, a round locked or unlocked: one sentence.
  std::string said;
  // A result line changed: its board and pairs (ids as the language writes them, 3EO), and its
  // entry with North-South's score before and after ("" where there was none or is none now).
  std::string board, ns, ew, before, after;
  // Who made the change: a table ("table 3", "mesa 3"), the director at the console, or the
  // command line that did it as stored ("enter --file round-1.csv"); "" when none is stored.
  std::string by;
};

AuditWords audit_words(const db::AuditRecord& a, Lang lang);

}  // namespace bandeja::director
