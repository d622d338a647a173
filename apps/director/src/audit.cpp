#include "bandeja/director/audit.hpp"

#include "bandeja/director/results.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"

namespace bandeja::director {

namespace {

// "4S N + 1 (+450)": the entry as the language writes it, and North-South's score when scored.
std::string line_words(const std::optional<db::ResultLine>& l, Lang lang) {
  if (!l) return "";
  std::string out = present::entry_text(l->entry, lang);
  if (l->ns_score) out += " (" + score::signed_text(*l->ns_score) + ")";
  return out;
}

}  // namespace

namespace {

// The stored note of who made a change, in the director's words: "table N" (tables.hpp's
// table_note), "director" (the console), a Swiss round drawn (swiss.cpp) and a line's pairs
// swapped into their seats or seated the other way round (results.hpp's notes) are the catalogue's; a command (enter, event
// movement) stays as typed, as the director typed it.
std::string who(const std::string& note, Lang lang) {
  if (note.ends_with(kNoteSwapped))
    return present::say(lang, "audit.pairs_swapped", {who(note.substr(0, note.size() - kNoteSwapped.size()), lang)});
  if (note.ends_with(kNoteOtherWay))
    return present::say(lang, "audit.seated_other_way", {who(note.substr(0, note.size() - kNoteOtherWay.size()), lang)});
  if (note == "director") return present::say(lang, "audit.by_director");
  if (note.starts_with("swiss round ") && note.ends_with(" drawn")) {
    const std::string round = note.substr(12, note.size() - 12 - 6);
    if (!round.empty() && round.find_first_not_of("0123456789") == std::string::npos)
      return present::say(lang, "audit.swiss_drawn", {round});
  }
  if (note.starts_with("table ") && note.size() > 6 &&
      note.find_first_not_of("0123456789", 6) == std::string::npos)
    return present::say(lang, "audit.by_table", {note.substr(6)});
  return note;
}

}  // namespace

AuditWords audit_words(const db::AuditRecord& a, Lang lang) {
  AuditWords w;
  w.action = present::say(lang, "audit.action_" + a.action);
  w.by = who(a.note, lang);
  if (a.import) {
    const auto& i = *a.import;
    w.said = present::say(lang, "audit.import",
                          {i.file.empty() ? "-" : i.file, std::to_string(i.lines), std::to_string(i.replaced),
                           i.sha256.empty() ? "-" : i.sha256.substr(0, 16)});
    return w;
  }
  if (a.ruling) {
    w.number = std::to_string(a.ruling->id);
    w.said = present::ruling_text(ruling_record(*a.ruling), lang);
    return w;
  }
  if (a.round) {
    w.said = present::say(lang, a.action == "lock" ? "audit.round_locked" : "audit.round_unlocked", {std::to_string(*a.round)});
    return w;
  }
  w.number = std::to_string(a.result_id);
  if (const auto& any = a.new_value ? a.new_value : a.old_value) {
    w.board = std::to_string(any->board);
    w.ns = present::pair_id(any->ns, lang);
    w.ew = present::pair_id(any->ew, lang);
  }
  w.before = line_words(a.old_value, lang);
  w.after = line_words(a.new_value, lang);
  return w;
}

}  // namespace bandeja::director
