// The console's desk entry: a round's pickup slips typed after the round, table by table and
// board by board (/director/events/ID/rounds/N/enter), as the prompt of `bandeja enter EVENT
// --round N` walks them (director::RoundWalk): each board a row with the movement's pairs filled
// in, the result typed as at the prompt, stored with Enter by the same checks, and said back as
// understood (the contract's suit as its symbol, North-South's score), the cursor then on the
// next board. entry.js sends each row without reloading the page; without it each row is a form
// that comes back to the page at the next board. A row shows the line stored when the page was
// made, and changing it replaces that line only while it is still that line: a table's phone or
// another director that changed it since is told, never overwritten.
#include "bandeja/director/round_walk.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"
#include "console.hpp"
#include "html.hpp"

namespace bandeja::server::console {

namespace {

std::string row_id(int table, int board) { return "t" + std::to_string(table) + "b" + std::to_string(board); }

// A stored line as the row says it back: the entry understood, North-South's score.
std::string understood(const db::ResultLine& l, Lang lang) {
  return present::entry_text(l.entry, lang, true) + (l.ns_score ? "  NS " + score::signed_text(*l.ns_score) : "");
}

// A stored line as the director would type it again in `lang` ("4P N =" in Spanish).
std::string typed(const db::ResultLine* l, Lang lang) { return l ? score::to_string(l->entry, lang) : std::string(); }

std::string enter_path(const db::EventInfo& e, int round) {
  return "/director/events/" + std::to_string(e.id) + "/rounds/" + std::to_string(round) + "/enter";
}

// What the page shows: the round's walk, the lines stored, the pairs' names.
struct Slips {
  director::EventView view;
  std::vector<director::RoundWalk::Step> steps;
  std::map<std::string, std::string> names;
};

Result<Slips> read_slips(Request& r, const db::EventInfo& e, int round) {
  return r.app.read([&](db::Store& s) -> Result<Slips> {
    return director::guarded_result([&]() -> Result<Slips> {
      Slips out{director::EventView::load(s, e), {}, {}};
      auto walk = director::RoundWalk::start(out.view, round);
      if (!walk) return std::unexpected(walk.error());
      out.steps = walk->steps();
      for (const auto& p : s.pairs(e.id))
        if (!p.players.empty()) out.names[p.id] = p.names();
      return out;
    });
  });
}

}  // namespace

void slips_page(Request& r, const db::EventInfo& e, int round, int status, const std::string& error, const std::string& at) {
  const std::string base = "/director/events/" + std::to_string(e.id);
  const std::string title = r.w("console.slips_title", {std::to_string(round)});
  std::string body = "<h2>" + esc(e.name) + " \u2014 " + esc(title) + "</h2>\n<p><a href=\"" + base + "\">" + esc(r.w("console.back_to_the_event")) + "</a>";
  for (int k : {round - 1, round + 1})
    if (k >= 1 && k <= e.rounds)
      body += " · <a href=\"" + enter_path(e, k) + "\">" + esc(r.w("console.slips_of_round", {std::to_string(k)})) + "</a>";
  body += "</p>\n<p class=\"hint\">" + esc(r.w("console.slips_help")) + "</p>\n";
  if (!error.empty()) body += message_html("error", error);
  auto slips = read_slips(r, e, round);
  if (!slips) {
    body += message_html("error", present::render(slips.error(), r.lang));
    return page(r, status == 200 ? 422 : status, title, body);
  }
  auto pair_text = [&](const std::string& id) {
    const auto it = slips->names.find(id);
    return present::pair_id(id, r.lang) + (it == slips->names.end() ? std::string() : " " + it->second);
  };
  body += "<table class=\"slips\" data-offline=\"" + esc(r.w("console.slips_offline")) + "\"><thead><tr><th>" + esc(r.w("console.board")) + "</th><th>" + esc(r.w("console.result")) +
          "</th><th>" + esc(r.w("console.slips_understood")) + "</th></tr></thead>\n";
  int table = 0;
  for (const auto& st : slips->steps) {
    if (st.table != table) {
      if (table) body += "</tbody>\n";
      table = st.table;
      body += "<tbody><tr class=\"table-head\"><th colspan=\"3\">" +
              esc(r.w("enter.table_line", {std::to_string(st.table), pair_text(st.ns), pair_text(st.ew), present::number_list(st.boards)})) +
              "</th></tr>\n";
    }
    const db::ResultLine* line = slips->view.stored(st.board, st.ns);
    const std::string id = row_id(st.table, st.board), was = typed(line, r.lang);
    body += "<tr id=\"" + id + "\"><th scope=\"row\">" + std::to_string(st.board) + "</th><td><form class=\"slip\" method=\"post\" action=\"" +
            enter_path(e, round) + "\" data-out=\"" + id + "-said\">" + csrf_field(r) + hidden("table", std::to_string(st.table)) +
            hidden("board", std::to_string(st.board)) + hidden("had", was) + "<input name=\"entry\" autocomplete=\"off\" spellcheck=\"false\" value=\"" +
            esc(was) + "\" aria-label=\"" + esc(r.w("console.slips_board_at_table", {std::to_string(st.board), std::to_string(st.table)})) + "\"" +
            (id == at ? " autofocus" : "") + "> <label class=\"accept\" hidden><input type=\"checkbox\" name=\"accept\" value=\"1\"> " +
            esc(r.w("console.store_even_if_far_from_double")) + "</label> <button type=\"submit\">" + esc(r.w("console.slips_store")) +
            "</button></form></td><td class=\"said" + (line ? " stored" : "") + "\" id=\"" + id + "-said\" role=\"status\">" +
            (line ? esc(understood(*line, r.lang)) : std::string()) + "</td></tr>\n";
  }
  if (table) body += "</tbody>\n";
  body += "</table>\n";
  page(r, status, title, body, {"console.js", "entry.js"});
}

void slips_post(Request& r, const db::EventInfo& e, int round) {
  const bool json = r.req.get_header_value("Accept").find("application/json") != std::string::npos;
  const auto table = int_param(r.req, "table"), board = int_param(r.req, "board");
  const std::string entry = param(r.req, "entry"), had = param(r.req, "had");
  auto answer = [&](int status, const std::string& error, bool warning, const std::string& field) {
    if (json) return send_json(r.res, status, Json{{"ok", false}, {"error", error}, {"warning", warning}, {"field", field}});
    slips_page(r, e, round, status, error, table && board ? row_id(static_cast<int>(*table), static_cast<int>(*board)) : "");
  };
  if (!table || !board || *table < 1 || *table > 9999 || *board < 1 || *board > 9999) {
    Error bad;
    bad.code = "server.bad_body";
    bad.args = {!table || *table < 1 || *table > 9999 ? "table" : "board"};
    return answer(422, present::render(bad, r.lang), false, bad.args[0]);
  }
  struct Done {
    std::optional<db::ResultLine> line;  // none: nothing typed, nothing stored
    std::optional<Error> warning;        // the deal questions the line: stored once accepted
    std::string next;                    // the row after this one ("" at the last)
  };
  auto done = r.app.write([&](db::Store& s) -> Result<Done> {
    return director::guarded_result([&]() -> Result<Done> {
      auto view = director::EventView::load(s, e);
      const auto* row = view.row(round, static_cast<int>(*table));
      if (!row || !row->ns) return fail_code("line.table_not_in_round", "table", {std::to_string(*table), std::to_string(round)});
      std::string next;
      if (auto walk = director::RoundWalk::start(view, round)) {
        const auto& steps = walk->steps();
        for (size_t k = 0; k + 1 < steps.size(); ++k)
          if (steps[k].table == *table && steps[k].board == *board) next = row_id(steps[k + 1].table, steps[k + 1].board);
      }
      const db::ResultLine* now = view.stored(static_cast<int>(*board), *row->ns);
      // The row was made from the line stored then: changed since, it is not overwritten.
      if (typed(now, r.lang) != had)
        return fail_code("console.slips_changed_since", "entry",
                         {std::to_string(*board), now ? understood(*now, r.lang) : "\u2014"});
      if (entry.find_first_not_of(" \t") == std::string::npos) return Done{std::nullopt, std::nullopt, next};
      director::LineInput in;
      in.board = static_cast<int>(*board);
      in.round = round;
      in.table = static_cast<int>(*table);
      in.quick = entry;
      const bool replace = now != nullptr, accept = param(r.req, "accept") == "1";
      if (auto checked = director::check_line(view, in, replace, r.lang); checked && !checked->warnings.empty() && !accept)
        return Done{std::nullopt, checked->warnings.front(), next};
      auto stored = director::enter_line(s, view, in, replace, r.lang, kNote, accept);
      if (!stored) return std::unexpected(stored.error());
      return Done{stored->line, std::nullopt, next};
    });
  });
  if (!done)
    return answer(status_of(done.error()) == 404 ? 404 : 422, present::render(done.error(), r.lang), false,
                  done.error().field.empty() ? "entry" : done.error().field);
  // The deal questions the line: said so, and the row offers to store it anyway.
  if (done->warning) return answer(422, present::render(*done->warning, r.lang), true, "entry");
  if (json) {
    Json out{{"ok", true}, {"entry", done->line ? typed(&*done->line, r.lang) : std::string()},
             {"understood", done->line ? understood(*done->line, r.lang) : std::string()}};
    return send_json(r.res, 200, out);
  }
  // Without the script: back to the page, at the next board (found in the same read as the line).
  const std::string& next = done->next;
  see_other(r.res, enter_path(e, round) + (next.empty() ? "" : "?at=" + next + "#" + next));
}

}  // namespace bandeja::server::console
