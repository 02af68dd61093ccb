// The drivers' queue of answers: answers come out in the order they became
// ready, a worker's reply finds its request by id whatever the order of the
// replies, and a reply to a request forgotten (a new game, an undo) is
// dropped, never handed to the table.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "frontend/session/answer_queue.h"

using canasta::frontend::AnswerQueue;

namespace {

// Replies as the page's worker would give them: (id, text), in this order.
struct Replies {
  std::vector<std::pair<int, std::string>> queue;
  bool operator()(int& id, std::string& text) {
    if (queue.empty()) return false;
    id = queue.front().first;
    text = queue.front().second;
    queue.erase(queue.begin());
    return true;
  }
};

// An answer names its request and the reply it was read from.
std::string read(const std::string& request, const std::string& text) { return request + ":" + text; }

}  // namespace

TEST_CASE("Answer queue - replies find their requests by id, in the order they come") {
  AnswerQueue<std::string, std::string> answers;
  answers.add("here");
  answers.wait(7, "seven");
  answers.wait(8, "eight");
  Replies worker{{{8, "b"}, {7, "a"}}};
  CHECK(answers.poll(worker, read) == std::optional<std::string>("here"));
  CHECK(answers.poll(worker, read) == std::optional<std::string>("eight:b"));
  CHECK(answers.poll(worker, read) == std::optional<std::string>("seven:a"));
  CHECK_FALSE(answers.poll(worker, read).has_value());
}

TEST_CASE("Answer queue - a reply to a forgotten request is dropped") {
  AnswerQueue<std::string, std::string> answers;
  answers.wait(1, "old");
  answers.add("old ready");
  answers.clear();
  answers.wait(2, "new");
  Replies worker{{{1, "late"}, {99, "unknown"}, {2, "c"}}};
  CHECK(answers.poll(worker, read) == std::optional<std::string>("new:c"));
  CHECK_FALSE(answers.next().has_value());
  CHECK(worker.queue.empty());
}
