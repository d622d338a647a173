// The director's console's pages as the server answers them: each reads what its page shows
// from the director's core under the store's lock, and sends the page the presentation layer
// lays out from it (present/console_pages.hpp). The routes that call them are in
// routes_console.cpp.
#include "bandeja/director/events.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/tables.hpp"
#include "console.hpp"
#include "bandeja/present/page.hpp"

namespace bandeja::server::console {

void page(Request& r, int status, const std::string& html) { send_html(r.res, status, html); }

void see_other(httplib::Response& res, const std::string& to) {
  res.status = 303;
  res.set_header("Location", to);
}

std::string param(const httplib::Request& req, const char* name) {
  if (req.has_param(name)) return req.get_param_value(name);
  // A file form's fields (multipart/form-data: an import) come as its parts; never its file.
  if (req.has_file(name) && req.get_file_value(name).filename.empty()) return req.get_file_value(name).content;
  return "";
}

std::string form_field(const httplib::Request& req, const char* name) {
  const std::string type = req.get_header_value("Content-Type");
  if (type.starts_with("multipart/form-data"))
    return req.has_file(name) && req.get_file_value(name).filename.empty() ? req.get_file_value(name).content : "";
  if (!type.starts_with("application/x-www-form-urlencoded")) return "";
  httplib::Params fields;
  httplib::detail::parse_query_text(req.body, fields);
  const auto it = fields.find(name);
  return it == fields.end() ? std::string() : it->second;
}

// ------------------------------------------------------------------ sign in

// The sign-in form carries a token that must match its cookie (a form posted from another
// site has neither), so that no other page can sign the director in or out.
void show_login(App& app, const httplib::Request& req, httplib::Response& res, int status, const std::string& error) {
  const Lang lang = lang_of(app, req);
  std::string csrf = cookie(req, "bandeja_login");
  if (csrf.size() != 32) {
    csrf = random_token();
    res.set_header("Set-Cookie", "bandeja_login=" + csrf + "; Path=/director; HttpOnly; SameSite=Strict");
  }
  // A language chosen here holds for the sign-in's answer and the console after it.
  remember_lang(req, res, lang);
  const bool has = app.read([](db::Store& s) { return has_password(s); });
  send_html(res, status, present::console::login_page(lang, csrf, error, has));
}

// ------------------------------------------------------------------ the events

void events_page(Request& r, int status, const std::string& error) {
  auto events = r.app.read([](db::Store& s) {
    return director::guarded([&] {
      std::vector<present::console::EventRow> out;
      for (auto& e : s.events()) out.emplace_back(e, director::status(s, e));
      return out;
    });
  });
  present::console::NewEventForm form;
  form.name = param(r.req, "name");
  form.movement = param(r.req, "movement");
  form.tables = param(r.req, "tables");
  form.boards_per_round = param(r.req, "boards_per_round");
  form.rounds = param(r.req, "rounds");
  form.scoring = param(r.req, "scoring");
  form.even = param(r.req, "even");
  form.pairs = param(r.req, "pairs");
  page(r, status,
       present::console::events_page(r.context(), events ? *events : std::vector<present::console::EventRow>{}, form, error,
                                     param(r.req, "done") == "deleted"));
}

Result<movement::Spec> movement_of_form(const httplib::Request& req) {
  auto bad = [](const char* field) -> Result<movement::Spec> { return std::unexpected(body_error(field)); };
  movement::Spec m;
  m.type = param(req, "movement");
  const auto tables = int_param(req, "tables");
  const auto bpr = int_param(req, "boards_per_round");
  const auto rounds = int_param(req, "rounds");
  const auto pairs = int_param(req, "pairs");
  if (!tables || *tables < 1 || *tables > 99) return bad("tables");
  if (!bpr || *bpr < 1 || *bpr > 12) return bad("boards_per_round");
  if (param(req, "rounds").size() && (!rounds || *rounds < 1 || *rounds > 99)) return bad("rounds");
  if (param(req, "pairs").size() && (!pairs || *pairs < 3 || *pairs > 199)) return bad("pairs");
  if (pairs) m.pairs = static_cast<int>(*pairs);
  m.skip = param(req, "even") == "skip";
  m.relay = param(req, "even") == "relay";
  m.tables = static_cast<int>(*tables);
  m.boards_per_round = static_cast<int>(*bpr);
  if (rounds) m.rounds = static_cast<int>(*rounds);
  return m;
}

void create_event(Request& r) {
  director::NewEventSpec spec;
  spec.name = param(r.req, "name");
  spec.scoring = param(r.req, "scoring").empty() ? "mp" : param(r.req, "scoring");
  auto movement = movement_of_form(r.req);
  if (!movement) return events_page(r, 422, present::render(movement.error(), r.lang));
  spec.movement = *movement;
  if (!director::is_scoring(spec.scoring)) return events_page(r, 422, present::render(body_error("scoring"), r.lang));
  auto created = r.app.write([&](db::Store& s) { return director::create_event(s, spec, r.lang); });
  if (!created) return events_page(r, 422, present::console::refusal(r.context(), created.error()));
  see_other(r.res, "/director/events/" + std::to_string(created->id) + "?done=created");
}

// ------------------------------------------------------------------ one event

std::optional<db::EventInfo> event_of(Request& r) {
  const std::string id = r.req.matches[1];
  auto info = r.app.read([&](db::Store& s) { return director::guarded([&] { return s.event_by_id(std::stoll(id)); }); });
  if (info && *info) return **info;
  Error e;
  e.code = "store.no_event";
  e.args = {id};
  page(r, 404, present::console::no_event_page(r.context(), e));
  return std::nullopt;
}

void lock_confirm_page(Request& r, const db::EventInfo& e, int round, const director::RoundGaps& gaps) {
  page(r, 200, present::console::lock_confirm_page(r.context(), e, round, gaps));
}

void event_page(Request& r, const db::EventInfo& e, int status, const std::string& error) {
  auto desk = r.app.read([&](db::Store& s) {
    return director::guarded([&] {
      return present::console::EventDesk{director::evening_grid(s, e), s.pairs(e.id), s.results(e.id), s.table_links(e.id),
                                         director::is_published(s, e.id), s.teams(e.id)};
    });
  });
  const present::console::LineFilter filter{int_param(r.req, "board"), int_param(r.req, "round"), int_param(r.req, "table")};
  page(r, desk ? status : 503,
       present::console::event_page(r.context(), e, desk, r.app.base_url, error, param(r.req, "done"), filter));
}

void rulings_page(Request& r, const db::EventInfo& e, int status, const std::string& error) {
  auto read = r.app.read([&](db::Store& s) {
    return director::guarded([&] { return std::pair{s.rulings(e.id), s.pairs(e.id)}; });
  });
  if (!read) return page(r, 503, present::console::no_event_page(r.context(), read.error()));
  page(r, status, present::console::rulings_page(r.context(), e, read->first, read->second, e.scoring != "mp", error,
                                                 param(r.req, "done")));
}

void settings_page(Request& r, const db::EventInfo& e, int status, const std::string& error) {
  auto read = r.app.read([&](db::Store& s) {
    return director::guarded([&] {
      return present::console::EventSettings{director::traveller_points_when(s, e.id), director::member_numbers_required(s, e.id),
                                             s.pairs(e.id)};
    });
  });
  if (!read) return page(r, 503, present::console::no_event_page(r.context(), read.error()));
  page(r, status, present::console::settings_page(r.context(), e, *read, error, param(r.req, "done")));
}

}  // namespace bandeja::server::console
