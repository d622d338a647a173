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
#include "console.hpp"
#include "bandeja/present/page.hpp"

namespace bandeja::server::console {

namespace {

using present::console::slip_row_id;
using present::console::slip_typed;
using present::console::slip_understood;
using present::console::slips_path;

// What the page shows: the round's walk, the lines stored, the pairs' names.
Result<present::console::RoundSlips> read_slips(Request& r, const db::EventInfo& e, int round) {
  using Slips = present::console::RoundSlips;
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
  auto slips = read_slips(r, e, round);
  page(r, slips ? status : status == 200 ? 422 : status, present::console::slips_page(r.context(), e, round, slips, error, at));
}

void slips_post(Request& r, const db::EventInfo& e, int round) {
  const bool json = r.req.get_header_value("Accept").find("application/json") != std::string::npos;
  const auto table = int_param(r.req, "table"), board = int_param(r.req, "board");
  const std::string entry = param(r.req, "entry"), had = param(r.req, "had");
  auto answer = [&](int status, const std::string& error, bool warning, const std::string& field) {
    if (json) return send_json(r.res, status, Json{{"ok", false}, {"error", error}, {"warning", warning}, {"field", field}});
    slips_page(r, e, round, status, error, table && board ? slip_row_id(static_cast<int>(*table), static_cast<int>(*board)) : "");
  };
  if (!table || !board || *table < 1 || *table > 9999 || *board < 1 || *board > 9999) {
    const std::string field = !table || *table < 1 || *table > 9999 ? "table" : "board";
    return answer(422, present::render(body_error(field), r.lang), false, field);
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
          if (steps[k].table == *table && steps[k].board == *board) next = slip_row_id(steps[k + 1].table, steps[k + 1].board);
      }
      const db::ResultLine* now = view.stored(static_cast<int>(*board), *row->ns);
      // The row was made from the line stored then: changed since, it is not overwritten.
      if (slip_typed(now, r.lang) != had)
        return fail_code("console.slips_changed_since", "entry",
                         {std::to_string(*board), now ? slip_understood(*now, r.lang) : "\u2014"});
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
    Json out{{"ok", true}, {"entry", done->line ? slip_typed(&*done->line, r.lang) : std::string()},
             {"understood", done->line ? slip_understood(*done->line, r.lang) : std::string()}};
    return send_json(r.res, 200, out);
  }
  // Without the script: back to the page, at the next board (found in the same read as the line).
  const std::string& next = done->next;
  see_other(r.res, slips_path(e, round) + (next.empty() ? "" : "?at=" + next + "#" + next));
}

}  // namespace bandeja::server::console
