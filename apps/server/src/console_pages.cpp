// The director's console's pages: the sign-in, the events with the new event form, and an
// event's page (the evening's grid, calls, links, results to correct, pairs to name). Each
// renders what the director's core gives; the routes that call them are in routes_console.cpp.
#include <algorithm>

#include "bandeja/director/events.hpp"
#include "bandeja/director/messages.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/score/entry.hpp"
#include "console.hpp"
#include "html.hpp"

namespace bandeja::server::console {

std::string csrf_field(const Request& r) {
  return "<input type=\"hidden\" name=\"csrf\" value=\"" + esc(r.session.csrf) + "\">";
}

// A form that POSTs to `action` with the CSRF token and a submit button.
std::string button_form(const Request& r, const std::string& action, const std::string& label,
                        const std::string& hidden, const std::string& cls) {
  return "<form class=\"inline\" method=\"post\" action=\"" + esc(action) + "\">" + csrf_field(r) + hidden +
         "<button type=\"submit\"" + (cls.empty() ? "" : " class=\"" + cls + "\"") + ">" + esc(label) +
         "</button></form>";
}

std::string hidden(const std::string& name, const std::string& value) {
  return "<input type=\"hidden\" name=\"" + esc(name) + "\" value=\"" + esc(value) + "\">";
}

std::string menu(const Request& r) {
  return "<h1>" + esc(r.t("Director's console", "Consola del director")) + "</h1><nav class=\"menu\"><a href=\"/director\">" +
         esc(r.t("Events", "Eventos")) + "</a> " +
         button_form(r, "/director/logout", r.t("Sign out", "Salir")) + " " + lang_links(r.req.path, r.lang) + "</nav>";
}

void page(Request& r, int status, const std::string& title, const std::string& body) {
  Page p;
  p.title = title;
  p.header = menu(r);
  p.body = body;
  p.scripts = {"console.js"};
  send_html(r.res, status, render_page(p, r.lang));
}

void see_other(httplib::Response& res, const std::string& to) {
  res.status = 303;
  res.set_header("Location", to);
}

std::string message_html(const std::string& cls, const std::string& text, const std::string& id) {
  return "<p class=\"" + cls + "\" id=\"" + id + "\" role=\"status\">" + esc(text) + "</p>\n";
}

std::string param(const httplib::Request& req, const char* name) {
  return req.has_param(name) ? req.get_param_value(name) : std::string();
}

// ------------------------------------------------------------------ sign in

std::string login_page(App& app, Lang lang, const std::string& csrf, const std::string& error) {
  const bool has = app.read([](db::Store& s) { return has_password(s); });
  Page p;
  p.title = tr(lang, "Director's console", "Consola del director");
  p.header = "<h1>" + esc(p.title) + "</h1>" + lang_links("/director/login", lang);
  if (!has) {
    p.body = "<p class=\"error\" id=\"message\">" +
             esc(tr(lang, "The console has no password yet. On the director's computer, stop the server and run:",
                    "La consola todavía no tiene contraseña. En el ordenador del director, pare el servidor y ejecute:")) +
             "</p><pre>bandeja serve --set-password</pre>";
    return render_page(p, lang);
  }
  p.body = "<form class=\"login\" method=\"post\" action=\"/director/login\">" + hidden("csrf", csrf) +
           (error.empty() ? "" : message_html("error", error)) + "<label for=\"password\">" +
           esc(tr(lang, "Password", "Contraseña")) +
           "</label><input type=\"password\" id=\"password\" name=\"password\" autocomplete=\"current-password\" required "
           "autofocus><button type=\"submit\" class=\"primary\" id=\"sign-in\">" +
           esc(tr(lang, "Sign in", "Entrar")) + "</button></form>";
  return render_page(p, lang);
}

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
  send_html(res, status, login_page(app, lang, csrf, error));
}

// ------------------------------------------------------------------ the events

std::string movement_options(Lang lang, const std::string& chosen) {
  std::string out;
  for (const auto& m : movement::catalogue())
    out += "<option value=\"" + esc(m.type) + "\"" + (m.type == chosen ? " selected" : "") + ">" +
           esc(lang == Lang::Es ? m.name_es : m.name_en) + "</option>";
  return out;
}

std::string new_event_form(const Request& r, const std::string& error) {
  const auto& q = r.req;
  auto value = [&](const char* name, const char* fallback) {
    const std::string v = param(q, name);
    return esc(v.empty() ? fallback : v);
  };
  std::string scoring_opts;
  for (auto [code, en, es] : {std::tuple{"mp", "Matchpoints", "Puntos de match"}, std::tuple{"imps", "IMPs (teams)", "IMPs (equipos)"},
                              std::tuple{"cross-imps", "Cross-IMPs", "Cross-IMPs"}, std::tuple{"butler", "Butler", "Butler"},
                              std::tuple{"bam", "Board-a-match", "Board-a-match"}})
    scoring_opts += std::string("<option value=\"") + code + "\"" + (param(q, "scoring") == code ? " selected" : "") + ">" +
                    esc(r.t(en, es)) + "</option>";
  return "<h2>" + esc(r.t("New event", "Nuevo evento")) + "</h2>\n" + (error.empty() ? "" : message_html("error", error)) +
         "<form method=\"post\" action=\"/director/events\" id=\"new-event\">" + csrf_field(r) +
         "<p><label>" + esc(r.t("Name", "Nombre")) + " <input name=\"name\" required maxlength=\"100\" value=\"" +
         value("name", "") + "\"></label></p><p><label>" + esc(r.t("Movement", "Movimiento")) +
         " <select name=\"movement\">" + movement_options(r.lang, param(q, "movement").empty() ? "mitchell" : param(q, "movement")) +
         "</select></label> <label>" + esc(r.t("Tables", "Mesas")) +
         " <input name=\"tables\" type=\"number\" min=\"1\" max=\"99\" required value=\"" + value("tables", "") +
         "\"></label> <label>" + esc(r.t("Boards a round", "Tableros por ronda")) +
         " <input name=\"boards_per_round\" type=\"number\" min=\"1\" max=\"12\" value=\"" + value("boards_per_round", "2") +
         "\"></label> <label>" + esc(r.t("Rounds (fewer than the full movement)", "Rondas (menos que el movimiento completo)")) +
         " <input name=\"rounds\" type=\"number\" min=\"1\" max=\"99\" value=\"" + value("rounds", "") + "\"></label> <label>" +
         esc(r.t("Scoring", "Puntuación")) + " <select name=\"scoring\">" + scoring_opts +
         "</select></label></p><p><label>" + esc(r.t("Mitchell with an even number of tables", "Mitchell con un número par de mesas")) +
         " <select name=\"even\"><option value=\"\">–</option><option value=\"skip\"" + (param(q, "even") == "skip" ? " selected" : "") +
         ">" + esc(r.t("skip after half the rounds", "salto tras la mitad de las rondas")) + "</option><option value=\"relay\"" +
         (param(q, "even") == "relay" ? " selected" : "") + ">" + esc(r.t("relay and bye stand", "relevo y atril de descanso")) +
         "</option></select></label> <label>" + esc(r.t("Pairs, when odd (a half table)", "Parejas, si son impares (media mesa)")) +
         " <input name=\"pairs\" type=\"number\" min=\"3\" max=\"199\" value=\"" + value("pairs", "") +
         "\"></label></p><p><button type=\"submit\" class=\"primary\" id=\"create\">" +
         esc(r.t("Create the event", "Crear el evento")) + "</button></p></form>\n";
}

void events_page(Request& r, int status, const std::string& error) {
  auto events = r.app.read([](db::Store& s) {
    return director::guarded([&] {
      std::vector<std::pair<db::EventInfo, director::Status>> out;
      for (auto& e : s.events()) out.emplace_back(e, director::status(s, e));
      return out;
    });
  });
  std::string body;
  if (const std::string done = param(r.req, "done"); done == "deleted")
    body += message_html("notice", r.t("Done.", "Hecho."));
  body += "<h2>" + esc(r.t("Events", "Eventos")) + "</h2>\n<table class=\"events\"><thead><tr><th>" + esc(r.t("Event", "Evento")) +
          "</th><th>" + esc(r.t("Movement", "Movimiento")) + "</th><th>" + esc(r.t("Results", "Resultados")) +
          "</th></tr></thead><tbody>\n";
  if (events)
    for (const auto& [e, st] : *events)
      body += "<tr><td><a href=\"/director/events/" + std::to_string(e.id) + "\">" + esc(e.name) + "</a></td><td>" +
              esc(e.description(r.lang)) + "</td><td>" + std::to_string(st.entered) +
              (st.expected ? " / " + std::to_string(st.expected) : "") + "</td></tr>\n";
  body += "</tbody></table>\n" + new_event_form(r, error);
  page(r, status, r.t("Events", "Eventos"), body);
}

void create_event(Request& r) {
  director::NewEventSpec spec;
  spec.name = param(r.req, "name");
  spec.movement.type = param(r.req, "movement");
  spec.scoring = param(r.req, "scoring").empty() ? "mp" : param(r.req, "scoring");
  auto tables = int_param(r.req, "tables");
  auto bpr = int_param(r.req, "boards_per_round");
  auto rounds = int_param(r.req, "rounds");
  auto refuse = [&](const char* code, const char* field) {
    Error e;
    e.code = code;
    e.field = field;
    e.args = {field};
    events_page(r, 422, director::render(e, r.lang));
  };
  if (!tables || *tables < 1 || *tables > 99) return refuse("server.bad_body", "tables");
  if (!bpr || *bpr < 1 || *bpr > 12) return refuse("server.bad_body", "boards_per_round");
  if (param(r.req, "rounds").size() && (!rounds || *rounds < 1 || *rounds > 99)) return refuse("server.bad_body", "rounds");
  if (!director::is_scoring(spec.scoring)) return refuse("server.bad_body", "scoring");
  auto pairs = int_param(r.req, "pairs");
  if (param(r.req, "pairs").size() && (!pairs || *pairs < 3 || *pairs > 199)) return refuse("server.bad_body", "pairs");
  if (pairs) spec.movement.pairs = static_cast<int>(*pairs);
  spec.movement.skip = param(r.req, "even") == "skip";
  spec.movement.relay = param(r.req, "even") == "relay";
  spec.movement.tables = static_cast<int>(*tables);
  spec.movement.boards_per_round = static_cast<int>(*bpr);
  if (rounds) spec.movement.rounds = static_cast<int>(*rounds);
  auto created = r.app.write([&](db::Store& s) { return director::create_event(s, spec, r.lang); });
  if (!created) return events_page(r, 422, director::render(created.error(), r.lang));
  see_other(r.res, "/director/events/" + std::to_string(created->id) + "?done=created");
}

// ------------------------------------------------------------------ one event

std::optional<db::EventInfo> event_of(Request& r) {
  const std::string id = r.req.matches[1];
  auto info = r.app.read([&](db::Store& s) { return director::guarded([&] { return s.find_event(id); }); });
  if (info && *info) return **info;
  Error e;
  e.code = "store.no_event";
  e.args = {id};
  page(r, 404, director::render(e, r.lang), "<h2>" + esc(director::render(e, r.lang)) + "</h2>");
  return std::nullopt;
}

std::string done_text(const Request& r, const std::string& done) {
  if (done == "created") return r.t("The event is created: print its guide cards and pair cards.",
                                    "El evento está creado: imprima sus tarjetas de mesa y de pareja.");
  if (done == "edited") return r.t("The result is corrected.", "El resultado está corregido.");
  if (done == "deleted") return r.t("The result is deleted.", "El resultado está borrado.");
  if (done == "entered") return r.t("The result is entered.", "El resultado está introducido.");
  if (done == "named") return r.t("The pair is named.", "La pareja tiene nombre.");
  if (done == "locked") return r.t("The round is locked: tables can no longer change it.",
                                   "La ronda está cerrada: las mesas ya no pueden cambiarla.");
  if (done == "unlocked") return r.t("The round is open again.", "La ronda vuelve a estar abierta.");
  if (done == "answered") return r.t("The call is answered.", "La llamada está atendida.");
  if (done == "published") return r.t("The results are published.", "Los resultados están publicados.");
  if (done == "withdrawn") return r.t("The results are no longer published.", "Los resultados ya no están publicados.");
  if (done == "drawn")
    return r.t("The next round is drawn from the standings: print its cards (the tables' phones show it already).",
               "La siguiente ronda está sorteada según la clasificación: imprima sus tarjetas (los móviles de las mesas ya la muestran).");
  return "";
}

std::string grid_html(const Request& r, const db::EventInfo& e, const director::EveningGrid& g) {
  const std::string base = "/director/events/" + std::to_string(e.id);
  std::string out = "<table class=\"grid\" id=\"grid\"><thead><tr><th>" + esc(r.t("Table", "Mesa")) + "</th>";
  for (int round = 1; round <= g.rounds; ++round) {
    const bool locked = std::find(g.locked.begin(), g.locked.end(), round) != g.locked.end();
    out += "<th>" + esc(r.t("Round ", "Ronda ")) + std::to_string(round) + "<br>" +
           button_form(r, base + "/rounds/" + std::to_string(round) + "/lock",
                       locked ? r.t("Unlock", "Abrir") : r.t("Lock", "Cerrar"), hidden("locked", locked ? "0" : "1"),
                       locked ? "locked" : "") +
           "</th>";
  }
  out += "</tr></thead><tbody>\n";
  for (int table = 1; table <= g.tables; ++table) {
    out += "<tr><th>" + std::to_string(table) + "</th>";
    for (int round = 1; round <= g.rounds; ++round) {
      const auto* c = g.cell(table, round);
      if (!c) {
        out += "<td></td>";
        continue;
      }
      if (c->boards == 0) {
        out += "<td class=\"sitout\">" + esc(c->ns.empty() ? c->ew : c->ns) + " " + esc(r.t("sits out", "descansa")) + "</td>";
        continue;
      }
      const char* cls = c->entered >= c->boards ? "complete" : c->entered > 0 ? "partial" : "empty";
      out += "<td class=\"" + std::string(cls) + "\" data-table=\"" + std::to_string(table) + "\" data-round=\"" +
             std::to_string(round) + "\" title=\"" + esc(c->ns + " v " + c->ew) + "\"><a href=\"" + base + "?round=" +
             std::to_string(round) + "&amp;table=" + std::to_string(table) + "#results\">" + std::to_string(c->entered) + "/" +
             std::to_string(c->boards) + "</a></td>";
    }
    out += "</tr>\n";
  }
  return out + "</tbody></table>\n";
}

void event_page(Request& r, const db::EventInfo& e, int status, const std::string& error) {
  struct Data {
    director::EveningGrid grid;
    std::vector<db::Pair> pairs;
    std::vector<db::ResultLine> lines;
    std::vector<db::TableLink> links;
    bool published = false;
  };
  auto data = r.app.read([&](db::Store& s) {
    return director::guarded([&] {
      return Data{director::evening_grid(s, e), s.pairs(e.id), s.results(e.id), s.table_links(e.id),
                  director::is_published(s, e.id)};
    });
  });
  if (!data) return page(r, 503, e.name, message_html("error", director::render(data.error(), r.lang)));
  const std::string base = "/director/events/" + std::to_string(e.id);
  std::string body = "<h2 id=\"event-name\">" + esc(e.name) + "</h2>\n<p>" + esc(e.description(r.lang)) + "</p>\n";
  if (!error.empty()) body += message_html("error", error);
  if (const std::string done = done_text(r, param(r.req, "done")); !done.empty()) body += message_html("notice", done);
  body += "<p class=\"actions\"><a class=\"button\" href=\"/live/" + std::to_string(e.id) + "\">" +
          esc(r.t("Live results", "Resultados en directo")) + "</a> ";
  if (e.has_movement())
    body += "<a class=\"button\" id=\"guide-cards\" href=\"" + base + "/cards/tables\">" +
            esc(r.t("Guide cards with QR codes", "Tarjetas de mesa con códigos QR")) + "</a> <a class=\"button\" href=\"" +
            base + "/cards/pairs\">" + esc(r.t("Pair cards", "Tarjetas de pareja")) + "</a> ";
  if (e.movement_type == "swiss" || e.movement_type == "swiss-pairs")  // a Swiss: the next round is drawn here once this one is played
    body += button_form(r, base + "/swiss/next",
                        r.t("Draw round ", "Sortear la ronda ") + std::to_string(e.rounds + 1), "", "primary") + " ";
  body += "<a class=\"button\" id=\"ranking\" href=\"" + base + "/ranking\">" + esc(r.t("Ranking", "Clasificación")) +
          "</a> <a class=\"button\" href=\"" + base + "/audit\">" + esc(r.t("Audit log", "Registro de cambios")) + "</a> ";
  body += data->published
              ? button_form(r, base + "/publish", r.t("Withdraw the results", "Retirar los resultados"), hidden("published", "0")) +
                    " <a href=\"/results/" + std::to_string(e.id) + "/\">" + esc(r.t("Published results", "Resultados publicados")) + "</a>"
              : button_form(r, base + "/publish", r.t("Publish the results", "Publicar los resultados"), hidden("published", "1"),
                            "primary");
  body += "</p>\n";
  // Links to this computer alone reach no phone: say so before the cards are printed.
  const std::string& url = r.app.base_url;
  if (e.has_movement() && (url.find("://127.") != std::string::npos || url.find("://localhost") != std::string::npos))
    body += message_html("warning",
                         r.t("The table links point to this computer only (", "Los enlaces de las mesas apuntan solo a este ordenador (") +
                             url +
                             r.t("): phones cannot reach them. Start the server with bandeja serve --bind 0.0.0.0 "
                                 "before printing the guide cards.",
                                 "): los teléfonos no llegan a ellos. Arranque el servidor con bandeja serve --bind 0.0.0.0 "
                                 "antes de imprimir las tarjetas de mesa."),
                         "local-links");

  // The calls and the grid: console.js fetches the page again every few seconds and swaps this
  // part in, so the director watches the results come in without reloading.
  body += "<div id=\"evening\">\n";
  if (!data->grid.open_calls.empty()) {
    body += "<div class=\"calls\" id=\"calls\"><h3>" + esc(r.t("Calls for the director", "Llamadas al director")) + "</h3><ul>";
    for (const auto& c : data->grid.open_calls)
      body += "<li>" + esc(r.t("Table ", "Mesa ")) + std::to_string(c.table) +
              (c.round ? ", " + esc(r.t("round ", "ronda ")) + std::to_string(*c.round) : std::string()) + " · " +
              esc(c.raised_at) + " UTC " +
              button_form(r, base + "/calls/" + std::to_string(c.id) + "/answer", r.t("Answered", "Atendida")) + "</li>";
    body += "</ul></div>\n";
  }
  if (e.has_movement()) body += "<h3>" + esc(r.t("The evening", "La sesión")) + "</h3>\n" + grid_html(r, e, data->grid);
  body += "</div>\n";
  if (e.has_movement()) {
    body += "<details><summary>" + esc(r.t("Table links", "Enlaces de las mesas")) + "</summary><ul id=\"links\">";
    for (const auto& l : data->links)
      body += "<li>" + esc(r.t("Table ", "Mesa ")) + std::to_string(l.table) + ": <a href=\"/t/" + esc(l.token) + "\">" +
              esc(director::table_url(r.app.base_url, l)) + "</a></li>";
    if (data->links.empty())
      body += "<li>" + esc(r.t("Print the guide cards to make them.", "Imprima las tarjetas de mesa para crearlos.")) + "</li>";
    body += "</ul></details>\n";
  }

  // Results, newest first, each correctable.
  // The lines of one board or one round when asked (?board=7, ?round=3).
  auto lines = data->lines;
  const auto only_board = int_param(r.req, "board"), only_round = int_param(r.req, "round"),
             only_table = int_param(r.req, "table");
  std::erase_if(lines, [&](const db::ResultLine& l) {
    return (only_board && l.board != *only_board) || (only_round && l.round != *only_round) ||
           (only_table && l.table != *only_table);
  });
  std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.id > b.id; });
  body += "<h3>" + esc(r.t("Results", "Resultados")) + "</h3>\n<form method=\"post\" action=\"" + base +
          "/results\" id=\"add-result\">" + csrf_field(r) + "<label>" + esc(r.t("Board", "Tablero")) +
          " <input name=\"board\" type=\"number\" min=\"1\" required></label> ";
  if (e.has_movement())
    body += "<label>" + esc(r.t("Round", "Ronda")) + " <input name=\"round\" type=\"number\" min=\"1\" required></label> <label>" +
            esc(r.t("Table", "Mesa")) + " <input name=\"table\" type=\"number\" min=\"1\" required></label> ";
  else
    body += "<label>NS <input name=\"ns\" required></label> <label>" + esc(r.t("EW", "EO")) + " <input name=\"ew\" required></label> ";
  body += "<label>" + esc(r.t("Result", "Resultado")) + " <input name=\"entry\" required placeholder=\"4S N +1 HK\"></label> <label><input type=\"checkbox\" name=\"accept\" value=\"1\"> " +
          esc(r.t("store even if far from double dummy", "guardar aunque se aleje del doble muerto")) + "</label> <button type=\"submit\">" +
          esc(r.t("Enter", "Introducir")) + "</button></form>\n";
  body += "<form method=\"get\" action=\"" + base + "\" class=\"filter\"><label>" + esc(r.t("Show board", "Ver tablero")) +
          " <input name=\"board\" type=\"number\" min=\"1\" value=\"" + (only_board ? std::to_string(*only_board) : "") +
          "\"></label> <label>" + esc(r.t("round", "ronda")) + " <input name=\"round\" type=\"number\" min=\"1\" value=\"" +
          (only_round ? std::to_string(*only_round) : "") + "\"></label> <button type=\"submit\">" + esc(r.t("Show", "Ver")) +
          "</button> <a href=\"" + base + "\">" + esc(r.t("all", "todos")) + "</a></form>\n";
  body += "<table class=\"results\" id=\"results\"><thead><tr><th>#</th><th>" + esc(r.t("Board", "Tablero")) + "</th><th>" +
          esc(r.t("Round", "Ronda")) + "</th><th>" + esc(r.t("Table", "Mesa")) + "</th><th>NS</th><th>" + esc(r.t("EW", "EO")) +
          "</th><th>" + esc(r.t("Result", "Resultado")) + "</th><th>" + esc(r.t("NS score", "Puntos NS")) + "</th><th></th></tr></thead><tbody>\n";
  for (const auto& l : lines) {
    const std::string id = std::to_string(l.id);
    body += "<tr id=\"line-" + id + "\"><td>" + id + "</td><td>" + std::to_string(l.board) + "</td><td>" +
            (l.round ? std::to_string(*l.round) : "") + "</td><td>" + (l.table ? std::to_string(*l.table) : "") + "</td><td>" +
            esc(l.ns) + "</td><td>" + esc(l.ew) + "</td><td><form class=\"inline edit\" method=\"post\" action=\"" + base +
            "/results/" + id + "\">" + csrf_field(r) + "<input name=\"entry\" size=\"14\" aria-label=\"" +
            esc(r.t("Result", "Resultado")) + "\" value=\"" + esc(score::to_string(l.entry, r.lang)) + "\"> <button type=\"submit\">" +
            esc(r.t("Correct", "Corregir")) + "</button></form></td><td>" + (l.ns_score ? std::to_string(*l.ns_score) : "") +
            "</td><td>" + button_form(r, base + "/results/" + id + "/delete", r.t("Delete", "Borrar")) + "</td></tr>\n";
  }
  body += "</tbody></table>\n";

  body += "<h3>" + esc(r.t("Pairs", "Parejas")) + "</h3>\n<table class=\"pairs\" id=\"pairs\"><tbody>\n";
  for (const auto& p : data->pairs) {
    auto player = [&](size_t k) { return k < p.players.size() ? p.players[k].name : std::string(); };
    body += "<tr><th>" + esc(p.id) + "</th><td><form class=\"inline\" method=\"post\" action=\"" + base + "/pairs/" +
            url_encode(p.id) + "\">" + csrf_field(r) + "<input name=\"name1\" maxlength=\"80\" aria-label=\"" +
            esc(r.t("Player 1", "Jugador 1")) + "\" value=\"" + esc(player(0)) + "\"> <input name=\"name2\" maxlength=\"80\" aria-label=\"" +
            esc(r.t("Player 2", "Jugador 2")) + "\" value=\"" + esc(player(1)) + "\"> <button type=\"submit\">" +
            esc(r.t("Save", "Guardar")) + "</button></form></td></tr>\n";
  }
  body += "</tbody></table>\n";
  page(r, status, e.name, body);
}

}  // namespace bandeja::server::console
