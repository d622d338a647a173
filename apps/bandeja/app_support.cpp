#include "app_support.hpp"

#include <fstream>
#include <sstream>

#include "bandeja/director/store_errors.hpp"

namespace bandeja::app {

std::string tr(Lang lang, std::string en, std::string es) {
  return lang == Lang::Es ? std::move(es) : std::move(en);
}

std::string tr(const Context& ctx, std::string en, std::string es) {
  return tr(ctx.lang, std::move(en), std::move(es));
}

std::string read_file(const Context& ctx, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw UserError(tr(ctx, "cannot read '" + path + "': check the file name",
                       "no se puede leer '" + path + "': compruebe el nombre del fichero"));
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

db::Store open_store(const Context& ctx) {
  try {
    return db::Store::open(ctx.db_path);
  } catch (const db::StoreError& e) {  // by its code, in the director's language
    throw UserError(director::render(director::from_store(e), ctx.lang));
  }
}

db::EventInfo find_event(const Context& ctx, const db::Store& store, const std::string& which) {
  if (auto e = store.find_event(which)) return *e;
  throw UserError(tr(ctx, "there is no event '" + which + "' in " + ctx.db_path +
                              " (see: bandeja event list)",
                     "no hay ningún evento '" + which + "' en " + ctx.db_path +
                         " (vea: bandeja event list)"));
}

}  // namespace bandeja::app
