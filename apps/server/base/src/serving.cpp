#include "bandeja/server/serving.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "bandeja/director/tables.hpp"

namespace bandeja::server {

std::string base_url_for(const std::string& bind, int port, const std::string& public_url) {
  if (!public_url.empty()) return director::without_slash(public_url);
  std::string host = bind;
  if (host == "0.0.0.0" || host.empty()) {
    host = lan_address();
    if (host.empty()) host = "127.0.0.1";
  }
  return "http://" + host + ":" + std::to_string(port);
}

std::string lan_address() {
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return "";
  std::string found;
  for (ifaddrs* i = list; i && found.empty(); i = i->ifa_next) {
    if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET) continue;
    const auto* in = reinterpret_cast<const sockaddr_in*>(i->ifa_addr);
    if ((ntohl(in->sin_addr.s_addr) >> 24) == 127) continue;
    char text[INET_ADDRSTRLEN] = {};
    if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) found = text;
  }
  freeifaddrs(list);
  return found;
}}  // namespace bandeja::server
