#pragma once
// The pages' scripts and styles, embedded at build time from apps/server/assets/* (see
// apps/server/CMakeLists.txt).
#include <span>
#include <string_view>

namespace bandeja::server::detail {

struct Asset {
  const char* name;       // "table.js"
  std::string_view text;  // the file as written
};

std::span<const Asset> asset_files();

}  // namespace bandeja::server::detail
