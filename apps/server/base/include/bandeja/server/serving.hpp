#pragma once
// What is known of a server without serving: its defaults, and where it will answer (`bandeja
// table-links` and the event cards print links to it before, or without, `bandeja serve`).
#include <string>

namespace bandeja::server {

// The port `bandeja serve` listens on unless told another.
inline constexpr int kDefaultPort = 8080;

// Connections one address may hold open at once, by default.
inline constexpr int kDefaultPerAddress = 32;

// The start of the links to a server bound to `bind` on `port`: `public_url` without its trailing
// '/' when given, else "http://ADDR:PORT" with ADDR the address bound, or this machine's address
// on the club's network for 0.0.0.0 (127.0.0.1 when it has none).
std::string base_url_for(const std::string& bind, int port, const std::string& public_url = "");

// This machine's address on the club's network (the first IPv4 address that is not loopback),
// or "" when it has none.
std::string lan_address();
}  // namespace bandeja::server
