#pragma once
// The schema migrations embedded at build time from db/schema/NNNN_name.sql (see
// db/CMakeLists.txt). Migration N brings a file from user_version N-1 to N.
#include <vector>

namespace bandeja::db::detail {

struct Migration {
  int version;
  const char* name;
  const char* sql;
};

const std::vector<Migration>& migrations();  // ascending by version

}  // namespace bandeja::db::detail
