#include "worker_pool.hpp"

#include <exception>
#include <system_error>

namespace bandeja::server {

std::unique_ptr<WorkerPool> WorkerPool::start(size_t n, const Start& start, size_t& started, std::string& why) {
  std::unique_ptr<WorkerPool> pool(new WorkerPool());
  WorkerPool* p = pool.get();
  started = 0;
  try {
    // Room for every thread first: a thread started is always kept (joined on shutdown), and
    // the only throw left is a thread that cannot start (std::system_error) or no memory.
    p->threads_.reserve(n);
    for (; started < n; ++started)
      p->threads_.push_back(start ? start([p] { p->work(); }) : std::thread([p] { p->work(); }));
  } catch (const std::exception& e) {
    why = e.what();
    pool->shutdown();  // the ones started, stopped and joined: nothing left running
    return nullptr;
  }
  return pool;
}

WorkerPool::~WorkerPool() { shutdown(); }

void WorkerPool::enqueue(std::function<void()> fn) {
  {
    std::lock_guard lock(mu_);
    jobs_.push_back(std::move(fn));
  }
  cv_.notify_one();
}

void WorkerPool::shutdown() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  cv_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

void WorkerPool::work() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mu_);
      cv_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (stopping_ && jobs_.empty()) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    job();
  }
}

}  // namespace bandeja::server
