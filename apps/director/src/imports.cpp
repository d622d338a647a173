#include "bandeja/director/imports.hpp"
#include "bandeja/director/hands.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "bandeja/director/events.hpp"
#include "bandeja/director/names.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/sessions.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"

namespace bandeja::director {

namespace {

// The reader's error, marked as one about the file's content.
Error about_file(Error e) {
  e.field = "file";
  return e;
}

// The file's standings against Bandeja's, pair by pair (percentages where the file gives them,
// else totals; a place compared without its "=").
ImportedRecord::FileFigures file_figures(const std::vector<formats::Standing>& file, const std::vector<formats::Standing>& here) {
  ImportedRecord::FileFigures f;
  std::map<std::string, const formats::Standing*> ours;
  for (const auto& s : here) ours[s.entrant] = &s;
  f.percent = std::any_of(file.begin(), file.end(), [](const auto& s) { return s.percent.has_value(); });
  auto bare = [](std::string p) {
    if (!p.empty() && p.back() == '=') p.pop_back();
    return p;
  };
  double most = 0;
  for (const auto& s : file) {
    const auto it = ours.find(s.entrant);
    if (it == ours.end()) continue;
    const auto& a = f.percent ? s.percent : s.total;
    const auto& b = f.percent ? it->second->percent : it->second->total;
    if (!a || !b) continue;
    ++f.compared;
    const double d = std::abs(*a - *b);
    if (d >= 0.005) ++f.differ;
    if (d > most) {
      most = d;
      f.most = s.entrant;
      f.file = *a;
      f.here = *b;
    }
    if (!s.place.empty() && !it->second->place.empty() && bare(s.place) != bare(it->second->place)) ++f.places_differ;
  }
  return f;
}

}  // namespace

Result<ImportedRecord> import_event(db::Store& store, Interchange format, std::string_view text,
                                    const std::string& name_in, const std::string& fallback, Lang lang,
                                    std::string_view section, bool skip_bad_lines) {
  if (format == Interchange::Pbn && !section.empty()) return fail_code("import.section_usebio_only", "section");
  if (format == Interchange::Pbn && skip_bad_lines) return fail_code("import.skip_usebio_only", "skip_bad_lines");
  // A dealing machine's or BBO's file holds hand records only: said as such, not as a PBN
  // that cannot be read.
  if (format == Interchange::Pbn)
    if (const auto hands = formats::sniff_hand_records(text); hands && *hands != formats::HandFormat::Pbn)
      return fail_code("import.hand_records_only", "file", {std::string(formats::hand_format_name(*hands))});
  formats::PbnNotes notes;
  formats::UsebioNotes usebio_notes;
  auto rec = format == Interchange::Pbn ? formats::read_pbn(text, lang, &notes)
                                        : formats::read_usebio(text, lang, section, skip_bad_lines, &usebio_notes);
  if (!rec) return std::unexpected(about_file(rec.error()));
  if (auto par = complete_par(rec->boards); !par) return std::unexpected(par.error());
  std::string name = trimmed(name_in);
  if (name.empty()) name = trimmed(rec->name);
  if (name.empty()) name = fallback;
  if (auto taken = event_name_taken(store, name, "import.name_taken")) return std::unexpected(std::move(*taken));
  // An import stores an event that ranks and exports, or nothing: stored and ranked in one
  // transaction, committed only when the ranking every output renders can be made (a file whose
  // pairs, fields and lines Bandeja cannot rank is refused with the ranking's reason).
  ImportedRecord out;
  auto id = guarded_result([&]() -> Result<db::Id> {
    db::Store::Batch batch(store);
    auto stored = store_record(store, *rec, name);
    if (!stored) return stored;
    const db::Event event = store.load(*stored);
    auto ranked = publish_event(event);
    if (!ranked) return std::unexpected(about_file(ranked.error()));
    out.figures = file_figures(rec->ranking, ranked->record.ranking);
    out.file_ranking = rec->ranking;
    // A pairs file whose figures differ: is it ranked by one of the variants `bandeja rank`
    // names? (Each is a whole ranking: tried only then, and never for teams, whose standings
    // these are not.)
    if (!rec->teams && (out.figures.differ > 0 || out.figures.places_differ > 0)) {
      const std::pair<RankOptions, const char*> variants[] = {
          {RankOptions{std::nullopt, 1, false, false}, "--no-neuberg"},
          {RankOptions{std::nullopt, 1, true, true}, "--ave-plus-session"},
          {RankOptions{std::nullopt, 1, false, true}, "--no-neuberg --ave-plus-session"},
          {RankOptions{std::nullopt, 2, true, false}, "--mp-scale 2"},
          {RankOptions{std::nullopt, 2, false, false}, "--mp-scale 2 --no-neuberg"}};
      for (const auto& [options, words] : variants)
        if (auto other = rank_event(event, options)) {
          const auto f = file_figures(rec->ranking, other->record.ranking);
          if (f.compared == out.figures.compared && f.differ == 0 && f.places_differ == 0) {
            out.figures.reproduced_by = words;
            break;
          }
        }
    }
    batch.commit();
    return stored;
  });
  if (!id) return std::unexpected(id.error());
  out.id = *id;
  out.name = name;
  out.boards = rec->boards.size();
  for (const auto& b : rec->boards) {
    out.lines += b.lines.size();
    if (b.deal) ++out.deals;
  }
  out.notes = notes;
  out.skipped = std::move(usebio_notes.skipped);
  out.teams = rec->teams;
  out.entrants = rec->team_list.empty() ? rec->entrants.size() : rec->team_list.size();
  return out;
}

Result<ImportedSession> import_usebio_sections(db::Store& store, std::string_view text, const std::string& name_in,
                                               const std::string& fallback, Lang lang, bool skip_bad_lines) {
  const auto ids = formats::usebio_sections(text);
  if (ids.size() < 2) return fail_code("import.no_sections", "file");
  // The file's own name for the night, without the section's id the reader adds.
  auto first = formats::read_usebio(text, lang, ids.front(), skip_bad_lines);
  if (!first) return std::unexpected(about_file(first.error()));
  std::string base = trimmed(name_in);
  if (base.empty()) {
    base = trimmed(first->name);
    if (base.ends_with(" " + ids.front())) base = trimmed(base.substr(0, base.size() - ids.front().size() - 1));
    if (base == ids.front()) base.clear();
  }
  if (base.empty()) base = fallback;
  // Each section's letter: its id when that is one (A, B), else by its place.
  std::vector<std::string> letters;
  for (size_t i = 0; i < ids.size(); ++i) {
    auto letter = section_letter(ids[i]);
    letters.push_back(letter ? *letter : std::string(1, static_cast<char>('A' + std::min<size_t>(i, 25))));
  }
  for (size_t i = 0; i < letters.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (letters[i] == letters[j]) letters[i] = std::string(1, static_cast<char>('A' + std::min<size_t>(i, 25)));
  ImportedSession out;
  out.letters = letters;
  auto done = guarded_result([&]() -> Result<void> {
    db::Store::Batch batch(store);
    std::vector<formats::Standing> file_standings;  // every section's, pairs named A1NS
    for (size_t i = 0; i < ids.size(); ++i) {
      auto section = import_event(store, Interchange::Usebio, text, base + " " + letters[i], fallback, lang, ids[i],
                                  skip_bad_lines);
      if (!section) return std::unexpected(section.error());
      for (auto st : section->file_ranking) {
        st.entrant = section_pair(letters[i], st.entrant);
        file_standings.push_back(std::move(st));
      }
      out.sections.push_back(std::move(*section));
    }
    auto session = create_session(store, base, first->date, "section");
    if (!session) return std::unexpected(session.error());
    for (size_t i = 0; i < out.sections.size(); ++i)
      if (auto added = add_section(store, std::to_string(session->id), std::to_string(out.sections[i].id), letters[i]); !added)
        return std::unexpected(added.error());
    // Apart or across the field: whichever gives the file's percentages (or totals) more nearly.
    std::vector<db::Event> events;
    for (const auto& sec : out.sections) events.push_back(store.load(sec.id));
    auto figures_in = [&](ranking::Scope scope) -> std::optional<ImportedRecord::FileFigures> {
      auto ranked = rank_session(base, first->date, events, RankOptions{}, scope);
      if (!ranked) return std::nullopt;
      return file_figures(file_standings, ranked->record.ranking);
    };
    const auto apart = figures_in(ranking::Scope::Section);
    const auto together = figures_in(ranking::Scope::Field);
    out.field = together && (!apart || together->differ < apart->differ) &&
                set_scope(store, std::to_string(session->id), "field").has_value();
    if (out.field) out.figures = *together;
    else if (apart) out.figures = *apart;
    out.session = store.session_info(session->id);
    batch.commit();
    return {};
  });
  if (!done) return std::unexpected(done.error());
  return out;
}

Result<DealsAdded> import_deals(db::Store& store, const db::EventInfo& event, std::string_view bytes,
                                bool skip_other_boards, Lang lang) {
  auto rec = formats::read_hand_records(bytes, lang);
  if (!rec) return std::unexpected(about_file(rec.error()));
  if (auto par = complete_par(rec->boards); !par) return std::unexpected(par.error());
  std::map<int, db::Board> boards;
  for (const auto& b : store.boards(event.id)) boards[b.number] = b;
  DealsAdded out;
  out.format = rec->format;
  std::vector<db::Board> changed;
  for (const auto& b : rec->boards) {
    if (!b.deal) continue;
    auto it = boards.find(b.number);
    if (it == boards.end() && skip_other_boards) {
      out.skipped.push_back(b.number);
      continue;
    }
    if (it == boards.end())
      return fail_code("import.board_not_played", "file", {std::to_string(b.number), event.name});
    if (it->second.dealer != b.dealer || !(it->second.vulnerability == b.vulnerability))
      return fail_code("import.board_differs", "file", {std::to_string(b.number)});
    it->second.deal = formats::to_pbn(*b.deal);
    it->second.analysis = b.analysis;  // the file's own analysis, or none: a new deal's old one is void
    changed.push_back(it->second);
  }
  if (changed.empty()) return fail_code("import.no_board_of_event", "file", {event.name});
  auto done = guarded([&] {
    db::Store::Batch batch(store);
    for (const auto& b : changed) store.put_board(event.id, b);
    batch.commit();
  });
  if (!done) return std::unexpected(done.error());
  out.added = changed.size();
  return out;
}

}  // namespace bandeja::director
