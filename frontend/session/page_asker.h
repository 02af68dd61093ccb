// The one way the table asks for something it may have to wait for: a
// computer seat's move (the page's bot worker), the coach's advice or hint
// (a second worker), a remote seat's move (the page's online layer). The
// table sends a request and polls for answers each frame, so it keeps
// drawing meanwhile; every answer names the request it answers.
//
// A PageAsker sends each request through the bridge as a typed message
// (Kind::kRequest) and takes the page's answers (Kind::kAnswer) by the id it
// gave the request. Kind says what differs:
//   using Request, Answer;                    Request has `int id`
//   kRequest, kAnswer                         the bridge's message types
//   JsonValue message(const Request&, int id) the request as the page gets it
//   Reading<Answer> read(const Request&, const JsonValue& answer)
//                                             the page's answer read: an
//                                             answer, or why it is refused
//                                             (the request then stays open
//                                             and the page hears the reason)
//   Answer here(const Request&)               computed in-process, exactly
//   Answer instead(const Request&)            computed in-process when the
//                                             page does not take a request
//   void cancelled(PagePort&)                 every request was dropped
// Without the page (natively, tests) an asker answers here() at once.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "engine/verdict.h"
#include "frontend/platform/bridge.h"
#include "frontend/session/answer_queue.h"

namespace canasta::frontend {

// What the table asks through an asker: requests go out, answers are
// polled, and a new game or an undo drops everything in flight.
template <typename Request, typename Answer>
class Asking {
 public:
  virtual ~Asking() = default;
  virtual void request(const Request& request) = 0;
  // Takes one finished answer, if any.
  virtual std::optional<Answer> poll() = 0;
  // Forgets every request in flight; their answers, if any still come, find
  // nothing waiting.
  virtual void cancel_all() = 0;
};

template <typename Answer>
struct Reading {
  std::optional<Answer> answer;
  std::string refusal;  // when there is no answer
  // The engine's verdict when it refused the answer (an illegal move): the
  // reply carries it, for the page to pass on to whoever words it.
  std::optional<Verdict> verdict = std::nullopt;
};

template <typename Kind>
class PageAsker final : public Asking<typename Kind::Request, typename Kind::Answer> {
 public:
  using Request = typename Kind::Request;
  using Answer = typename Kind::Answer;

  // `page`: ask the page through it (falling back to here() when it does
  // not take a request); nullptr: always answer here().
  explicit PageAsker(PagePort* page) : page_(page) {
    if (page_)
      answers_from_page_ = PageSubscription(*page_, Kind::kAnswer, [this](const JsonValue& m) { return take(m); });
  }

  void request(const Request& r) override {
    if (!page_) {
      queue_.add(Kind::here(r));
      return;
    }
    // Waiting before it is sent: the page may answer while it is handed the request.
    const int id = next_id_++;
    queue_.wait(id, r);
    if (!page_->post(Kind::message(r, id))) queue_.answered(id, Kind::instead(r));
  }

  std::optional<Answer> poll() override { return queue_.next(); }

  void cancel_all() override {
    const bool busy = !queue_.idle();
    queue_.clear();
    if (busy && page_) Kind::cancelled(*page_);
  }

 private:
  JsonValue take(const JsonValue& message) {
    const std::optional<int64_t> id = int_field(message, "id");
    const Request* r = id ? queue_.waiting(static_cast<int>(*id)) : nullptr;
    if (!r)
      return reply_error("Request " + (id ? std::to_string(*id) : std::string("without an id")) +
                         " is not open (answered, dropped or never asked).");
    Reading<Answer> reading = Kind::read(*r, message);
    if (!reading.answer) {
      JsonValue reply = reply_error(std::move(reading.refusal));
      if (reading.verdict) reply.set("verdict", verdict_to_json(*reading.verdict));
      return reply;
    }
    queue_.answered(static_cast<int>(*id), std::move(*reading.answer));
    return reply_ok();
  }

  PagePort* page_;
  int next_id_ = 1;
  AnswerQueue<Request, Answer> queue_;
  PageSubscription answers_from_page_;
};

}  // namespace canasta::frontend
