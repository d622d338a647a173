#include "bandeja/director/store_errors.hpp"

namespace bandeja::director {

Error from_store(const db::StoreError& e) {
  Error out;
  out.message = e.what();
  return out;
}

}  // namespace bandeja::director
