// The answers a driver hands the table in the order they become ready:
// those computed here at once, and those of the page's worker, whose
// requests wait by the worker's id until the reply comes. The computer
// players' moves (bot_driver) and the coach's advice (coach_driver) queue
// alike; only what they send and how they read a reply differ.
#pragma once

#include <algorithm>
#include <deque>
#include <optional>
#include <string>
#include <utility>

namespace canasta::frontend {

template <typename Request, typename Answer>
class AnswerQueue {
 public:
  // An answer ready now (computed here).
  void add(Answer answer) { ready_.push_back(std::move(answer)); }
  // A request sent to the worker under `id`.
  void wait(int id, Request request) { pending_.emplace_back(id, std::move(request)); }

  // Collects the worker's replies (`take(id, text)` until it has none), each
  // read with `read(request, text)`; a reply to a request no longer waited
  // for (cancelled) is dropped. Then takes the oldest ready answer, if any.
  template <typename Take, typename Read>
  std::optional<Answer> poll(Take&& take, Read&& read) {
    int id = 0;
    std::string text;
    while (take(id, text)) {
      const auto it = std::find_if(pending_.begin(), pending_.end(), [&](const auto& p) { return p.first == id; });
      if (it == pending_.end()) continue;
      ready_.push_back(read(it->second, text));
      pending_.erase(it);
    }
    return next();
  }

  // The oldest ready answer, if any, without asking the worker.
  std::optional<Answer> next() {
    if (ready_.empty()) return std::nullopt;
    Answer a = std::move(ready_.front());
    ready_.pop_front();
    return a;
  }

  // Forgets every answer and every request in flight.
  void clear() {
    pending_.clear();
    ready_.clear();
  }

 private:
  std::deque<std::pair<int, Request>> pending_;
  std::deque<Answer> ready_;
};

}  // namespace canasta::frontend
