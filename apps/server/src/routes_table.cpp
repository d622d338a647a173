// A table's page and its API: /t/TOKEN (the page a phone opens from the QR on the guide card),
// /t/TOKEN/status (the page's status, as HTML, for the page to refresh itself), and under
// /api/t/TOKEN the table's state, the check of an entry before the opponents confirm it, the
// entry itself, a board's traveller once the table has played it, and a call for the director.

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/score/law77.hpp"
#include "bandeja/present/table_json.hpp"
#include "bandeja/present/table_page.hpp"
#include "bandeja/present/page.hpp"

namespace bandeja::server {

namespace {

using director::TableView;

// The table a request's token names; answers 403 when none.
std::optional<db::TableLink> link_of(App& app, const httplib::Request& req, httplib::Response& res) {
  const std::string token = req.matches[1];
  auto link = app.read([&](db::Store& s) { return director::table_of_token(s, token); });
  if (!link) {
    send_error(res, status_of(link.error()), link.error(), lang_of(app, req));
    return std::nullopt;
  }
  return *link;
}

// A phone's body read strictly: a JSON object, a key given twice in one object refused rather than
// read as its last value (two readers of the same body, a proxy and a log, must never see two
// different entries).
std::expected<Json, Error> object_of(const std::string& body) {
  std::vector<std::set<std::string>> keys;  // the keys of each object open, innermost last
  std::string twice;
  auto once = [&](int, Json::parse_event_t event, Json& parsed) {
    if (event == Json::parse_event_t::object_start) keys.emplace_back();
    if (event == Json::parse_event_t::object_end && !keys.empty()) keys.pop_back();
    if (event == Json::parse_event_t::key && !keys.empty() && parsed.is_string() &&
        !keys.back().insert(parsed.get<std::string>()).second && twice.empty())
      twice = parsed.get<std::string>();
    return true;
  };
  Json j = Json::parse(body, once, false);
  if (j.is_discarded() || !j.is_object()) return std::unexpected(body_error("body"));
  if (!twice.empty()) return std::unexpected(body_error(twice.size() <= 40 ? twice : "body", "twice"));
  return j;
}

// The entry a phone sends, read strictly: an object with the right types, or a 400.
std::expected<director::TableEntry, Error> entry_of(const std::string& body, bool need_key) {
  auto parsed = object_of(body);
  if (!parsed) return std::unexpected(parsed.error());
  Json& j = *parsed;
  director::TableEntry e;
  auto get_int = [&](const char* k, bool required) -> std::expected<std::optional<int>, Error> {
    if (!j.contains(k) || j[k].is_null()) {
      if (required) return std::unexpected(body_error(k));
      return std::optional<int>{};
    }
    if (!j[k].is_number_integer()) return std::unexpected(body_error(k));
    const auto v = j[k].get<long long>();
    if (v < 0 || v > 10000) return std::unexpected(body_error(k));
    return std::optional<int>(static_cast<int>(v));
  };
  auto get_str = [&](const char* k, std::string& out) -> bool {
    if (!j.contains(k) || j[k].is_null()) return true;
    if (!j[k].is_string()) return false;
    out = j[k].get<std::string>();
    return out.size() <= 200;
  };
  auto round = get_int("round", true);
  if (!round) return std::unexpected(round.error());
  auto board = get_int("board", true);
  if (!board) return std::unexpected(board.error());
  auto tricks = get_int("tricks", false);
  if (!tricks) return std::unexpected(tricks.error());
  e.round = **round;
  e.board = **board;
  e.tricks = *tricks;
  for (auto [k, out] : {std::pair{"contract", &e.contract}, std::pair{"declarer", &e.declarer},
                        std::pair{"result", &e.result}, std::pair{"lead", &e.lead}, std::pair{"key", &e.key}})
    if (!get_str(k, *out)) return std::unexpected(body_error(k));
  if (j.contains("result") && j.contains("tricks") && !j["result"].is_null() && !j["tricks"].is_null())
    return std::unexpected(body_error("tricks", "result"));
  if (j.contains("replace")) {
    if (!j["replace"].is_boolean()) return std::unexpected(body_error("replace"));
    e.replace = j["replace"].get<bool>();
  }
  if (j.contains("other_way")) {
    if (!j["other_way"].is_boolean()) return std::unexpected(body_error("other_way"));
    e.other_way = j["other_way"].get<bool>();
  }
  if (need_key && e.key.empty()) return std::unexpected(body_error("key"));
  return e;
}

}  // namespace

void register_table_routes(App& app) {
  const std::string token = "([A-Za-z0-9_-]{1,64})";

  // The table's view, from the event as the server keeps it; or its error.
  auto view_of = [&app](const db::TableLink& link) {
    return app.read_floor(link.event, [&](db::Store& s, const director::Floor& f) { return director::table_view(s, f, link); });
  };

  app.http.Get("/t/" + token, [&app, view_of](const httplib::Request& req, httplib::Response& res) {
    const Lang lang = lang_of(app, req);
    auto link = link_of(app, req, res);
    if (!link) return send_html(res, 403, present::message_page(present::say(lang, "table.unknown_token"), lang, std::nullopt));
    auto view = view_of(*link);
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    remember_lang(req, res, lang);
    send_html(res, 200, present::table_page_html(*view, req.matches[1], lang));
  });

  // A route of a table's API: the request's table (403 when the token names none) and language.
  using TableHandler = std::function<void(const httplib::Request&, httplib::Response&, const db::TableLink&, Lang)>;
  auto for_table = [&app](TableHandler f) {
    return [&app, f](const httplib::Request& req, httplib::Response& res) {
      if (auto link = link_of(app, req, res)) f(req, res, *link, lang_of(app, req));
    };
  };
  app.http.Get("/t/" + token + "/status", for_table([view_of](const auto&, auto& res, const auto& link, Lang lang) {
    auto view = view_of(link);
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_html(res, 200, present::table_status_html(*view, lang));
  }));

  app.http.Get("/api/t/" + token, for_table([view_of](const auto&, auto& res, const auto& link, Lang lang) {
    auto view = view_of(link);
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_json(res, 200, present::table_view_json(*view, lang));
  }));

  app.http.Post("/api/t/" + token + "/check", for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
    auto entry = entry_of(req.body, false);
    if (!entry) return send_error(res, 400, entry.error(), lang);
    auto checked = app.read_floor(link.event, [&](db::Store& s, const director::Floor& f) {
      return director::check_at_table(s, f, link, *entry);
    });
    if (!checked) return send_error(res, status_of(checked.error()), checked.error(), lang);
    // What the players should look at before they confirm (a trick count far from double
    // dummy); confirming is accepting it.
    Json warnings = Json::array();
    for (const auto& w : checked->warnings) warnings.push_back(Json{{"code", w.code}, {"message", present::render(w, lang)}});
    send_json(res, 200, Json{{"line", present::line_json(checked->line, lang)}, {"warnings", warnings}});
  }));

  app.http.Post("/api/t/" + token + "/results", for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
    auto entry = entry_of(req.body, true);
    if (!entry) return send_error(res, 400, entry.error(), lang);
    // A refused entry is put before the director by enter_at_table itself (a call on the console).
    auto stored = app.enter(link, *entry);
    if (!stored) return send_error(res, status_of(stored.error()), stored.error(), lang);
    send_json(res, stored->repeated ? 200 : 201,
              Json{{"line", present::line_json(stored->line, lang)}, {"repeated", stored->repeated}, {"replaced", stored->replaced}});
  }));

  // The players move on with boards left for later: {"round": N}, the round they leave.
  app.http.Post("/api/t/" + token + "/next", for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
    auto j = object_of(req.body);
    if (!j) return send_error(res, 400, j.error(), lang);
    const Json& round = (*j)["round"];
    if (!round.is_number_integer() || round.get<long long>() < 1 || round.get<long long>() > 9999)
      return send_error(res, 400, body_error("round"), lang);
    const int from = static_cast<int>(round.get<long long>());
    auto view = app.write([&](db::Store& s) { return director::move_table_on(s, link, from); });
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_json(res, 200, present::table_view_json(*view, lang));
  }));

  // The players of a pair give their membership numbers: {"round": N, "pair": "1NS", "ids": [A, B]}.
  app.http.Post("/api/t/" + token + "/players", for_table([&app, view_of](const auto& req, auto& res, const auto& link, Lang lang) {
    auto j = object_of(req.body);
    if (!j) return send_error(res, 400, j.error(), lang);
    const Json &round = (*j)["round"], &pair = (*j)["pair"], &ids = (*j)["ids"];
    if (!round.is_number_integer() || round.get<long long>() < 1 || round.get<long long>() > 9999)
      return send_error(res, 400, body_error("round"), lang);
    if (!pair.is_string() || pair.get<std::string>().empty() || pair.get<std::string>().size() > 40)
      return send_error(res, 400, body_error("pair"), lang);
    if (!ids.is_array() || ids.empty() || ids.size() > 2) return send_error(res, 400, body_error("ids"), lang);
    std::vector<std::string> given;
    for (const auto& id : ids) {
      if (!id.is_string() || id.get<std::string>().size() > 40) return send_error(res, 400, body_error("ids"), lang);
      given.push_back(id.get<std::string>());
    }
    auto seated = app.write([&](db::Store& s) {
      return director::seat_players(s, link, static_cast<int>(round.get<long long>()), pair.get<std::string>(), given);
    });
    if (!seated) return send_error(res, status_of(seated.error()), seated.error(), lang);
    auto view = view_of(link);
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_json(res, 200, present::table_view_json(*view, lang));
  }));

  app.http.Get("/api/t/" + token + R"(/boards/(\d{1,4}))",
               for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
                 const int board = std::stoi(req.matches[2]);
                 auto out = app.read([&](db::Store& s) -> Result<Json> {
                   auto lines = director::table_traveller(s, link, board);
                   if (!lines) return std::unexpected(lines.error());
                   const auto boards = s.boards(link.event);
                   const db::Board* b = nullptr;
                   for (const auto& x : boards)
                     if (x.number == board) b = &x;
                   // Each line's points so far, as the event lets its tables see them.
                   return present::traveller_json(*lines, b, director::table_traveller_points(s, link, board, *lines), lang);
                 });
                 if (!out) return send_error(res, status_of(out.error()), out.error(), lang);
                 send_json(res, 200, *out);
               }));

  app.http.Post("/api/t/" + token + "/call", for_table([&app](const auto&, auto& res, const auto& link, Lang lang) {
    auto id = app.write([&](db::Store& s) { return director::call_director(s, link); });
    if (!id) return send_error(res, status_of(id.error()), id.error(), lang);
    send_json(res, 201, Json{{"call", *id}});
  }));
}

}  // namespace bandeja::server
