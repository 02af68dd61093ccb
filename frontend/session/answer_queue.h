// The answers an asker (page_asker.h) hands the table in the order they
// become ready: those computed here at once, and those the page sends later
// for requests that wait by their id until then. A computer seat's move, the
// coach's advice and a remote seat's move all queue alike.
#pragma once

#include <algorithm>
#include <deque>
#include <optional>
#include <utility>

namespace canasta::frontend {

template <typename Request, typename Answer>
class AnswerQueue {
 public:
  // An answer ready now (computed here).
  void add(Answer answer) { ready_.push_back(std::move(answer)); }
  // A request sent to the page under `id`, waiting for its answer.
  void wait(int id, Request request) { pending_.emplace_back(id, std::move(request)); }
  // The request waiting under `id`, or nullptr (answered, forgotten or never
  // asked).
  const Request* waiting(int id) const {
    const auto it = find(id);
    return it == pending_.end() ? nullptr : &it->second;
  }
  // The answer to request `id` came: it waits no more, and is ready after
  // those ready before it.
  void answered(int id, Answer answer) {
    const auto it = find(id);
    if (it == pending_.end()) return;
    pending_.erase(it);
    ready_.push_back(std::move(answer));
  }
  bool idle() const { return pending_.empty() && ready_.empty(); }

  // The oldest ready answer, if any.
  std::optional<Answer> next() {
    if (ready_.empty()) return std::nullopt;
    Answer a = std::move(ready_.front());
    ready_.pop_front();
    return a;
  }

  // Forgets every answer and every request in flight: a later answer to one
  // of them finds nothing waiting.
  void clear() {
    pending_.clear();
    ready_.clear();
  }

 private:
  auto find(int id) const {
    return std::find_if(pending_.begin(), pending_.end(), [&](const auto& p) { return p.first == id; });
  }
  std::deque<std::pair<int, Request>> pending_;
  std::deque<Answer> ready_;
};

}  // namespace canasta::frontend
