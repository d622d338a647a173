#include "line_text.hpp"

#include "app_support.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"

namespace bandeja::app {

std::string score_text(std::optional<int> s) {
  return s ? score::signed_text(*s) : "";
}

std::string entry_text(const Context& ctx, const db::ResultLine& r) {
  return present::entry_text(r.entry, ctx.lang);
}

std::string describe(const Context& ctx, const db::ResultLine& l) {
  // Where it was played (the board, and its round and table when known), then what was played.
  const bool at = l.round && l.table;
  std::vector<std::string> args{std::to_string(l.board)};
  if (at) args.insert(args.end(), {std::to_string(*l.round), std::to_string(*l.table)});
  args.insert(args.end(), {l.ns, l.ew, entry_text(ctx, l), score_text(l.ns_score)});
  const char* code = l.ns_score ? (at ? "cli_support.line_at_scored" : "cli_support.line_scored")
                                : (at ? "cli_support.line_at" : "cli_support.line");
  return present::say(ctx.lang, code, args);
}

}  // namespace bandeja::app
