// The floors the server keeps between requests (director::Floor: an event as its tables see it)
// and the tables' entries written in groups. Without them every entry and every table page read
// the whole event from the file (every pair, board, row and line), several times over.
//
// Two kinds of floor, one per connection:
//  - the writer's own (App::own_floors, under write_mu), which each entry updates in place. It is
//    good while the writing connection's PRAGMA data_version stays the same: SQLite changes that
//    number when another connection commits (another bandeja process, the CLI), never for the
//    connection's own commits, which the floor has learnt. Any other write of the server (a lock,
//    a name, a correction from the console) forgets them (App::write).
//  - the readers' (App::shared_floors), good for the reading connection's data_version it was made
//    at. After a group commits, the writer hands the readers its floor itself, for the version the
//    reading connection now sees, unless another connection wrote meanwhile (then the readers read
//    the file again), and goes on with the floor it handed them before, brought up to date by
//    the changes it missed (writable()).
//
// A group: the entries that arrive while one group is being written wait, then go together in
// the next: one transaction (each entry in a savepoint of its own, checked and answered on its
// own) and one sync to disk for them all. The thread of the first entry that finds nobody writing
// writes the group (no thread of its own), then wakes the others. An entry is answered only once
// its group has committed: a 201 means on disk.
#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

#include "app.hpp"
#include "bandeja/director/store_errors.hpp"

namespace bandeja::server {

struct App::Pending {
  const db::TableLink& link;
  const director::TableEntry& entry;
  std::optional<Result<director::TableStored>> answer;  // written by the thread writing the group
  bool done = false;  // under entries_mu: the group is written, `answer` may be read
};

Result<std::shared_ptr<const director::Floor>> App::floor_now(db::Id event) {
  auto version = director::guarded([&] { return reads.data_version(); });
  if (!version) return std::unexpected(version.error());
  {
    std::lock_guard lock(floors_mu);
    if (auto it = shared_floors.find(event); it != shared_floors.end() && it->second.version == *version)
      return it->second.floor;
  }
  auto floor = director::guarded([&] { return std::make_shared<const director::Floor>(director::Floor::load(reads, event)); });
  if (!floor) return std::unexpected(floor.error());
  std::lock_guard lock(floors_mu);
  shared_floors[event] = SharedFloor{*version, *floor};
  return *floor;
}

Result<director::TableStored> App::enter(const db::TableLink& link, const director::TableEntry& entry) {
  Pending mine{link, entry, std::nullopt};
  std::unique_lock lock(entries_mu);
  entries.push_back(&mine);
  while (!mine.done) {
    if (committing) {
      entries_cv.wait(lock);
      continue;
    }
    committing = true;
    std::vector<Pending*> group;
    group.swap(entries);
    lock.unlock();
    try {
      commit_group(group);
    } catch (...) {
      // Not the file's trouble (that is an answer): whatever it was, no entry of the group waits
      // for ever, none is said stored, and the floors that may have learnt them are read again.
      {
        std::lock_guard write_lock(write_mu);
        own_floors.clear();
      }
      Error e;
      e.code = "server.error";
      for (Pending* p : group) p->answer = std::unexpected(e);
    }
    lock.lock();
    for (Pending* p : group) p->done = true;
    committing = false;
    entries_cv.notify_all();
  }
  return std::move(*mine.answer);
}

namespace {

// The writer's floor, ready to be written to: its own, not the readers'. The one handed to the
// readers after the last group is theirs now; the one handed before (`spare`), once no reader
// holds it any more, catches up with the last group's changes and becomes the writer's. A copy
// only when a reader still holds it.
director::Floor& writable(App::OwnFloor& own) {
  if (own.current.use_count() > 1) {
    if (own.spare && own.spare.use_count() == 1) {
      std::atomic_thread_fence(std::memory_order_acquire);  // the readers' last use happened before
      own.spare->apply(own.behind);
    } else {
      own.spare = std::make_shared<director::Floor>(*own.current);
    }
    own.behind.clear();
    std::swap(own.current, own.spare);
  }
  own.current->journaling = true;
  return *own.current;
}

}  // namespace

void App::commit_group(const std::vector<Pending*>& group) {
  std::lock_guard lock(write_mu);
  std::vector<db::Id> events;  // whose floors the readers are handed afterwards
  auto written = director::guarded([&] {
    db::Store::Batch together(writes);
    // Read inside the transaction: no other connection can commit until it ends.
    const long long version = writes.data_version();
    for (Pending* p : group) {
      const db::Id event = p->link.event;
      auto it = own_floors.find(event);
      if (it == own_floors.end() || it->second.version != version || !it->second.current || it->second.current->stale) {
        auto loaded = director::guarded([&] { return director::Floor::load(writes, event); });
        if (!loaded) {
          p->answer = std::unexpected(loaded.error());
          continue;
        }
        OwnFloor fresh;
        fresh.version = version;
        fresh.current = std::make_shared<director::Floor>(std::move(*loaded));
        it = own_floors.insert_or_assign(event, std::move(fresh)).first;
      }
      director::Floor& floor = writable(it->second);
      p->answer = director::enter_at_table(writes, floor, p->link, p->entry);
      if (floor.stale) own_floors.erase(it);
      if (std::find(events.begin(), events.end(), event) == events.end()) events.push_back(event);
    }
    together.commit();
    return version;
  });
  if (!written) {
    // Nothing of the group is on disk: every entry is answered with the file's trouble (the
    // phones send them again), and the floors, which learnt them, are read again.
    own_floors.clear();
    for (Pending* p : group) p->answer = std::unexpected(written.error());
    return;
  }
  // The readers' floors: the writer's, for the version the reading connection sees now, unless
  // another connection has written since the group began (then they read the file).
  std::lock_guard read_lock(read_mu);
  auto now = director::guarded([&] { return std::pair{reads.data_version(), writes.data_version()}; });
  if (!now || now->second != *written) {
    own_floors.clear();
    return;
  }
  std::lock_guard floors_lock(floors_mu);
  for (db::Id event : events)
    if (auto it = own_floors.find(event); it != own_floors.end()) {
      OwnFloor& own = it->second;
      // What the floor handed before has not learnt: this group's changes, after any it missed
      // already (a group the writer wrote straight to its floor, no reader holding it).
      own.behind.insert(own.behind.end(), std::make_move_iterator(own.current->journal.begin()),
                        std::make_move_iterator(own.current->journal.end()));
      own.current->journal.clear();
      own.current->journaling = false;
      shared_floors[event] = SharedFloor{now->first, own.current};
    }
}

}  // namespace bandeja::server
