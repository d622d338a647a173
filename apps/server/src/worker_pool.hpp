#pragma once
// The server's workers, every one of them started before the server says it serves.
//
// cpp-httplib makes its own pool inside listen(), after `bandeja serve` has printed "serving":
// when the machine cannot give it all its threads (a memory limit, a process limit), the
// threads already made are left joinable in a vector being destroyed, which ends the process
// (std::terminate) or leaves it half up, having told the director it serves. This pool is made
// in Server::bind(), all or nothing: when a thread cannot be started, those already started are
// stopped and joined, and bind() says how many could be.
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include <httplib.h>

namespace bandeja::server {

class WorkerPool final : public httplib::TaskQueue {
 public:
  // How a worker thread is started: std::thread by default (tests: one that fails).
  using Start = std::function<std::thread(std::function<void()>)>;

  // `n` workers, or none: nullptr with `started` the number that could be started (and were
  // stopped again) and `why` the system's reason.
  static std::unique_ptr<WorkerPool> start(size_t n, const Start& start, size_t& started, std::string& why);

  ~WorkerPool() override;
  void enqueue(std::function<void()> fn) override;
  void shutdown() override;

 private:
  WorkerPool() = default;
  void work();

  std::vector<std::thread> threads_;
  std::deque<std::function<void()>> jobs_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool stopping_ = false;
};

}  // namespace bandeja::server
