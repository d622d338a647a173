#include "session_ranking.hpp"

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/director/sessions.hpp"

namespace bandeja::app {

ranking::Session session_of(const std::vector<db::Event>& sections, Lang lang) {
  ranking::Session out;
  for (const auto& ev : sections) {
    const std::string& sec = ev.info.section;
    auto s = session_of(ev, lang);
    for (auto& p : s.pairs) {
      p.id = section_pair(sec, p.id);
      p.section = sec;
      out.pairs.push_back(std::move(p));
    }
    for (auto& t : s.travellers) {
      t.section = sec;
      for (auto& l : t.lines) {
        l.ns = section_pair(sec, l.ns);
        l.ew = section_pair(sec, l.ew);
      }
      out.travellers.push_back(std::move(t));
    }
  }
  return out;
}

std::string scoring_of(const std::vector<db::Event>& sections, const RankOptions& options, Lang lang) {
  if (sections.empty())
    throw UserError(tr(lang, "the session has no sections yet; add one with: bandeja session add SESSION EVENT --section A",
                       "la sesión aún no tiene secciones; añada una con: bandeja session add SESION EVENTO --section A"));
  for (size_t i = 1; i < sections.size(); ++i)
    must(lang, director::check_same_scoring(director::facts_of(sections[0].info, {}), director::facts_of(sections[i].info, {})));
  return options.scoring.empty() ? sections[0].info.scoring : options.scoring;
}

ranking::Ranking rank_session(const std::vector<db::Event>& sections, const RankOptions& options,
                              ranking::Scope scope, Lang lang) {
  const std::string scoring = scoring_of(sections, options, lang);
  if (!is_pairs_scoring(scoring))
    throw UserError(tr(lang, "a session is ranked by a pairs scoring (mp, cross-imps or butler), not " + scoring +
                                 "; rank a teams event alone with: bandeja rank EVENT",
                       "una sesión se clasifica por parejas (mp, cross-imps o butler), no por " + scoring +
                           "; clasifique un evento de equipos solo con: bandeja rank EVENTO"));
  if (scope == ranking::Scope::Field) {
    std::vector<SectionFacts> facts;
    for (const auto& ev : sections) facts.push_back(facts_of(ev.info, ev.boards));
    must(lang, director::check_field(facts));
  }
  auto o = ranking_options(scoring, options);
  o.scope = scope;
  auto r = ranking::rank(session_of(sections, lang), o);
  if (!r) throw UserError(r.error().message);
  return std::move(*r);
}

}  // namespace bandeja::app
