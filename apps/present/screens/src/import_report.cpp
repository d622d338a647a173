#include "bandeja/present/import_report.hpp"

#include "bandeja/director/names.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/formats/hand_records.hpp"
#include "bandeja/present/figures.hpp"

namespace bandeja::present {

namespace {

std::string count(size_t n) { return std::to_string(n); }

}  // namespace

std::vector<std::string> figures_lines(const director::ImportedRecord::FileFigures& f, db::Id id, Lang lang, bool console) {
  if (f.compared == 0) return {};
  if (f.differ == 0 && f.places_differ == 0)
    return {say(lang, f.percent ? "import.figures_same_percent" : "import.figures_same_total", {count(f.compared)})};
  auto figure = [&](double v) { return decimal(fixed2(round2(v)), lang); };
  std::vector<std::string> out{say(lang, f.percent ? "import.figures_differ_percent" : "import.figures_differ_total",
                                   {count(f.differ), count(f.compared), count(f.places_differ), f.most, figure(f.file),
                                    figure(f.here)})};
  // The ranking's options are the command line's: the console ranks as Bandeja does.
  if (!f.reproduced_by.empty() && !console) out.push_back(say(lang, "import.figures_reproduced", {std::to_string(id), f.reproduced_by}));
  return out;
}

std::vector<std::string> imported_lines(const director::ImportedRecord& r, bool figures, Lang lang, bool console) {
  std::vector<std::string> out{say(lang, r.teams ? "import.stored_teams" : "import.stored_pairs",
                                   {count(r.id), r.name, count(r.boards), count(r.deals), count(r.entrants), count(r.lines)})};
  // What the file held and the event does not keep, in one line: never dropped silently.
  const auto& n = r.notes;
  std::string kept_not;
  auto part = [&](int number, const char* code) {
    if (number) kept_not += (kept_not.empty() ? "" : ", ") + say(lang, code, {std::to_string(number)});
  };
  part(n.auctions, "import.not_kept.auctions");
  part(n.plays, "import.not_kept.plays");
  part(n.comments, "import.not_kept.comments");
  part(n.repeated_tags, "import.not_kept.repeated_tags");
  part(n.repeated_deals, "import.not_kept.repeated_deals");
  part(n.partial_deals, "import.not_kept.partial_deals");
  part(n.unpaired_results, "import.not_kept.results");
  if (!kept_not.empty()) out.push_back(say(lang, "import.not_kept", {kept_not}));
  if (!n.undated.empty()) out.push_back(say(lang, console ? "console.import_undated" : "import.undated", {n.undated}));
  if (figures)
    for (auto& line : figures_lines(r.figures, r.id, lang, console)) out.push_back(std::move(line));
  // The lines left out on request, each with why: to be entered by hand.
  for (const auto& e : r.skipped) out.push_back(say(lang, "import.skipped_line", {render(e, lang)}));
  if (!r.skipped.empty())
    out.push_back(say(lang, console ? "console.import_skipped_count" : "import.skipped_count", {count(r.skipped.size())}));
  return out;
}

std::vector<std::string> session_imported_lines(const director::ImportedSession& s, Lang lang, bool console) {
  std::vector<std::string> out;
  for (const auto& r : s.sections)
    for (auto& line : imported_lines(r, false, lang, console)) out.push_back(std::move(line));
  std::string letters;
  for (const auto& l : s.letters) letters += (letters.empty() ? "" : ", ") + l;
  out.push_back(say(lang, s.field ? "import.session_field" : "import.session_apart",
                    {std::to_string(s.session.id), s.session.name, count(s.sections.size()), letters}));
  for (auto& line : figures_lines(s.figures, s.sections.empty() ? 0 : s.sections.front().id, lang, console))
    out.push_back(std::move(line));
  return out;
}

std::vector<std::string> travellers_imported_lines(const director::ImportedEvent& e, const std::string& name,
                                                   const std::string& scoring, Lang lang, bool console) {
  std::vector<std::string> out{say(lang, e.two_fields ? "cli_event.imported_two_fields" : "cli_event.imported_one_field",
                                   {std::to_string(e.id), name, count(e.lines), count(e.boards), count(e.pairs)})};
  if (e.teams) out.push_back(say(lang, "cli_event.imported_teams", {count(e.teams)}));
  else if (director::is_teams_event(scoring, ""))
    out.push_back(console ? say(lang, "console.import_no_teams") : say(lang, "cli_event.imported_no_teams", {director::typed(name)}));
  return out;
}

std::vector<std::string> deals_added_lines(const director::DealsAdded& d, const std::string& event, Lang lang) {
  std::vector<std::string> out{
      say(lang, "cli_publish.deals_added_from", {count(d.added), event, std::string(formats::hand_format_name(d.format))})};
  if (!d.skipped.empty()) {
    std::string list;
    for (int n : d.skipped) list += (list.empty() ? "" : ", ") + std::to_string(n);
    out.push_back(say(lang, "cli_publish.boards_left_out", {list}));
  }
  return out;
}

}  // namespace bandeja::present
