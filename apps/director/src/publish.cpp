#include "bandeja/director/publish.hpp"

#include <utility>

#include "bandeja/director/record.hpp"
#include "bandeja/director/store_errors.hpp"

namespace bandeja::director {

ranking::Scope session_scope(const db::SessionInfo& session, ScopeChoice choice) {
  switch (choice) {
    case ScopeChoice::Together: return ranking::Scope::Field;
    case ScopeChoice::Apart: return ranking::Scope::Section;
    case ScopeChoice::Session: break;
  }
  return session.scope == "field" ? ranking::Scope::Field : ranking::Scope::Section;
}

std::vector<db::Event> session_sections(const db::Store& store, const db::SessionInfo& session) {
  std::vector<db::Event> sections;
  for (const auto& e : store.session_events(session.id)) sections.push_back(store.load(e.id));
  return sections;
}

namespace {

void take_warnings(std::vector<Error>& into, std::vector<Error>& from) {
  into.insert(into.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

// One document's site as the top part.
Site site_of(formats::EventRecord record, std::vector<Error> warnings, Lang lang) {
  Site site;
  site.files = present::render_site(record, lang);
  site.parts.push_back(SitePart{"", std::move(record), site.files.size()});
  site.warnings = std::move(warnings);
  return site;
}

Result<Site> session_site_of(const db::Store& store, const db::SessionInfo& session, ranking::Scope scope, Lang lang);
Result<TournamentSite> tournament_site_of(const db::Store& store, const db::TournamentInfo& tournament, Lang lang);

}  // namespace

Result<Site> event_site(const db::Event& event, Lang lang) {
  auto ranked = publish_event(event);
  if (!ranked) return std::unexpected(ranked.error());
  return site_of(std::move(ranked->record), std::move(ranked->warnings), lang);
}

Result<Site> session_site(const db::Store& store, const db::SessionInfo& session, ranking::Scope scope, Lang lang) {
  return guarded_result([&]() -> Result<Site> { return session_site_of(store, session, scope, lang); });
}

Result<TournamentSite> tournament_site(const db::Store& store, const db::TournamentInfo& tournament, Lang lang) {
  return guarded_result([&]() -> Result<TournamentSite> { return tournament_site_of(store, tournament, lang); });
}

namespace {

Result<Site> session_site_of(const db::Store& store, const db::SessionInfo& session, ranking::Scope scope, Lang lang) {
  const auto sections = session_sections(store, session);
  if (sections.empty()) return fail_code("publish.session_no_sections", "session", {session.name});
  if (scope == ranking::Scope::Field) {
    auto ranked = rank_session(session.name, session.held_on, sections, {}, ranking::Scope::Field);
    if (!ranked) return std::unexpected(ranked.error());
    auto record = field_record(*ranked);
    if (!record) return std::unexpected(record.error());
    return site_of(std::move(*record), std::move(ranked->warnings), lang);
  }
  // Each section's own site, every one made before the front page that lists them.
  Site site;
  std::vector<present::SessionSection> list;
  std::vector<present::SiteFiles> files;
  for (const auto& ev : sections) {
    auto one = event_site(ev, lang);
    if (!one) return std::unexpected(one.error());
    auto& part = one->parts.front();
    list.push_back(present::SessionSection{ev.info.section, ev.info.name, ev.info.section,
                                           static_cast<int>(part.record.entrants.size()),
                                           static_cast<int>(part.record.boards.size()), part.record.results_missing,
                                           part.record.results_expected});
    site.parts.push_back(SitePart{ev.info.section, std::move(part.record), part.files});
    take_warnings(site.warnings, one->warnings);
    files.push_back(std::move(one->files));
  }
  site.files = present::render_session_index(session.name, session.held_on, list, lang);
  for (size_t i = 0; i < files.size(); ++i)
    for (auto& [name, content] : files[i]) site.files[list[i].folder + "/" + name] = std::move(content);
  site.sections = list.size();
  return site;
}

Result<TournamentSite> tournament_site_of(const db::Store& store, const db::TournamentInfo& tournament, Lang lang) {
  auto r = rank_tournament(store, tournament);
  if (!r) return std::unexpected(r.error());
  TournamentSite out;
  out.files = present::render_tournament_index(tournament_page(*r), lang);
  out.warnings = std::move(r->warnings);
  for (const auto& s : r->sessions) {
    const auto& ts = s.stored;
    Result<Site> site = ts.event_id ? event_site(store.load(*ts.event_id), lang) : [&] {
      const auto info = store.session_info(*ts.session_id);
      return session_site_of(store, info, session_scope(info, ScopeChoice::Session), lang);
    }();
    if (!site) return std::unexpected(site.error());
    const std::string folder = session_folder(ts.seq);
    for (const auto& [name, content] : site->files) out.files[folder + "/" + name] = content;
    out.sessions.emplace_back(folder, std::move(*site));
  }
  return out;
}

}  // namespace

}  // namespace bandeja::director
