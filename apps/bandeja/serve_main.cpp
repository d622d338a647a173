// bandeja-serve: `bandeja serve`, the evening from a browser (apps/server). `bandeja serve` becomes
// this program (cmd_serve.cpp: hand_to_server) once it has read its command line, so that only a
// server loads the HTTP layer; the command line is read here again by the same frame, the same
// options and the same texts.
#include <pthread.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <thread>

#include <CLI/CLI.hpp>

#include "app.hpp"
#include "app_support.hpp"
#include "bandeja/formats/qr.hpp"
#include "bandeja/server/security.hpp"
#include "bandeja/server/server.hpp"
#include "frame.hpp"

namespace bandeja::app {

namespace {

// The first line of a password file, read at most kMaxPasswordLine bytes into it (so
// /dev/zero or a log given by mistake is refused, not read without end), without a byte-order
// mark an editor put before it.
constexpr std::size_t kMaxPasswordLine = 1024;
std::string password_of_file(const Context& ctx, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) refuse(ctx, "file.cannot_read", {path});
  std::string line(kMaxPasswordLine + 1, '\0');
  in.read(line.data(), static_cast<std::streamsize>(line.size()));
  line.resize(static_cast<std::size_t>(in.gcount()));
  if (line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
  const auto end = line.find_first_of("\r\n");
  if (end == std::string::npos && line.size() > kMaxPasswordLine)
    refuse(ctx, "cli_serve.password_file_long", {path, std::to_string(kMaxPasswordLine)});
  return end == std::string::npos ? line : line.substr(0, end);
}

// A line typed at the terminal without echo (a password); from a pipe, one line as it comes.
std::string read_secret(const std::string& prompt) {
  const bool tty = isatty(STDIN_FILENO);
  termios old{};
  if (tty) {
    std::cerr << prompt << std::flush;
    tcgetattr(STDIN_FILENO, &old);
    termios quiet = old;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
  }
  std::string line;
  std::getline(std::cin, line);
  if (tty) {
    tcsetattr(STDIN_FILENO, TCSANOW, &old);
    std::cerr << '\n';
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

void store_password(const Context& ctx, const std::string& password) {
  auto hash = must(ctx, server::hash_password(password));
  db::Store store = create_store(ctx);
  must(ctx, director::guarded([&] { store.put_setting(server::kPasswordSetting, hash); }));
  std::cout << present::say(ctx.lang, "cli_serve.password_set") << '\n';
}

void serve(Context& ctx, const ServeArgs& a) {
  if (!a.password_file.empty()) {
    store_password(ctx, password_of_file(ctx, a.password_file));
  } else if (a.set_password) {
    const std::string first = read_secret(present::say(ctx.lang, "cli_serve.ask_password"));
    const std::string again = read_secret(present::say(ctx.lang, "cli_serve.ask_password_again"));
    if (first != again) refuse(ctx, "cli.passwords_differ");
    store_password(ctx, first);
  }

  // SIGINT and SIGTERM are taken by one thread that stops the server; every other thread
  // (the server's workers) inherits the mask and never sees them.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  open_store(ctx);  // a file that is not there is refused, not served empty

  server::Options o;
  o.db_path = ctx.db_path;
  o.bind = a.bind;
  o.port = a.port;
  o.lang = ctx.lang;
  o.public_url = a.public_url;
  o.threads = a.threads;
  o.connections_per_address = a.per_address;
  o.log_requests = ctx.verbosity > 0;
  auto srv = must(ctx, server::Server::open(o));
  const int port = must(ctx, srv->bind());
  (void)port;
  const std::string url = srv->base_url();
  std::cout << present::say(ctx.lang, "cli_serve.serving", {ctx.db_path, url + "/"}) << '\n'
            << "  " << present::say(ctx.lang, "cli_serve.console", {url + "/director"}) << '\n';
  if (!srv->has_password()) std::cout << "  " << present::say(ctx.lang, "cli_serve.console_needs_password") << '\n';
  if (a.bind == "0.0.0.0") {
    std::cout << "  " << present::say(ctx.lang, "cli_serve.network", {url + "/"}) << '\n';
    if (auto qr = formats::qr_encode(url + "/")) std::cout << formats::qr_terminal(*qr);
  }
  std::cout << present::say(ctx.lang, "cli_serve.ctrl_c") << std::endl;

  std::thread stopper([&] {
    int sig = 0;
    sigwait(&stop_signals, &sig);
    srv->stop();
  });
  srv->run();
  // Stopped by a signal, or by the server itself: wake the waiting thread if it still waits.
  pthread_kill(stopper.native_handle(), SIGTERM);
  stopper.join();
  std::cout << present::say(ctx.lang, "cli_serve.stopped", {ctx.db_path}) << std::endl;
}

}  // namespace

}  // namespace bandeja::app

int main(int argc, char** argv) {
  return bandeja::app::run_program(argc, argv, [](CLI::App& cli, bandeja::app::Context& ctx) {
    bandeja::app::register_serve_commands(cli, ctx, bandeja::app::serve);
  });
}
