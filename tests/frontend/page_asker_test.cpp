// The one request/answer mechanism (page_asker.h): requests go to the page
// as typed messages, the page's answers find their requests by id whatever
// their order, an answer to a request no longer open is refused and never
// handed to the table, a refused answer keeps its request open, and what the
// page does not take is worked out here.
#include <doctest/doctest.h>

#include <csignal>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

#include "frontend/platform/bridge.h"
#include "frontend/session/page_asker.h"

namespace page_asker_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

struct Question {
  int id = 0;
  std::string text;
};
using Reply = std::string;

// Answers are the page's "says" field, refused when it is "nonsense".
struct EchoKind {
  using Request = Question;
  using Answer = Reply;
  static constexpr std::string_view kRequest = "echoRequest";
  static constexpr std::string_view kAnswer = "echoAnswer";
  static JsonValue message(const Question& q, int id) {
    JsonValue m = page_message(kRequest);
    m.set("id", JsonValue::number(id));
    m.set("text", JsonValue::string(q.text));
    return m;
  }
  static Reply here(const Question& q) { return q.text + ":here"; }
  static Reply instead(const Question& q) { return q.text + ":instead"; }
  static Reading<Reply> read(const Question& q, const JsonValue& m) {
    const auto says = string_field(m, "says");
    if (!says || *says == "nonsense") return {std::nullopt, "That does not answer \"" + q.text + "\"."};
    return {q.text + ":" + *says, {}};
  }
  static inline int cancels = 0;
  static void cancelled(PagePort&) { ++cancels; }
};

// Plays the page: keeps every message, takes them when `takes`.
struct FakePage {
  std::vector<JsonValue> got;
  bool takes = true;
  PagePort port{[this](const std::string& text) {
    got.push_back(*parse_json(text, nullptr));
    return takes;
  }};
  int id_of(size_t i) const { return static_cast<int>(*int_field(got.at(i), "id")); }
};

JsonValue answer(PagePort& port, int id, std::string_view says) {
  JsonValue m = page_message("echoAnswer");
  m.set("id", JsonValue::number(id));
  m.set("says", JsonValue::string(says));
  return *parse_json(port.receive(to_json(m)), nullptr);
}

// Plays a page that answers each request while it is handed it.
struct AnsweringPage {
  std::vector<JsonValue> replies;
  PagePort port{[this](const std::string& text) {
    const JsonValue m = *parse_json(text, nullptr);
    replies.push_back(answer(port, static_cast<int>(*int_field(m, "id")), "at once"));
    return true;
  }};
};

}  // namespace

TEST_CASE("Page asker - answers find their requests by id, in the order they come") {
  FakePage page;
  PageAsker<EchoKind> asker(&page.port);
  asker.request({1, "seven"});
  asker.request({2, "eight"});
  REQUIRE(page.got.size() == 2);
  CHECK(*string_field(page.got[0], "type") == "echoRequest");
  CHECK(*string_field(page.got[1], "text") == "eight");
  CHECK_FALSE(asker.poll());
  CHECK(answer(page.port, page.id_of(1), "b").find("ok")->as_bool());
  CHECK(answer(page.port, page.id_of(0), "a").find("ok")->as_bool());
  CHECK(asker.poll() == std::optional<Reply>("eight:b"));
  CHECK(asker.poll() == std::optional<Reply>("seven:a"));
  CHECK_FALSE(asker.poll());
}

TEST_CASE("Page asker - an answer to a request no longer open is refused and dropped") {
  FakePage page;
  PageAsker<EchoKind> asker(&page.port);
  asker.request({1, "old"});
  const int old_id = page.id_of(0);
  const int cancels = EchoKind::cancels;
  asker.cancel_all();
  CHECK(EchoKind::cancels == cancels + 1);
  asker.request({2, "new"});
  const JsonValue late = answer(page.port, old_id, "late");
  CHECK_FALSE(late.find("ok")->as_bool());
  CHECK(late.find("error")->text().find("is not open") != std::string::npos);
  CHECK_FALSE(answer(page.port, 99, "unknown").find("ok")->as_bool());
  CHECK(answer(page.port, page.id_of(1), "c").find("ok")->as_bool());
  CHECK(asker.poll() == std::optional<Reply>("new:c"));
  CHECK_FALSE(asker.poll());
  // Answered once: a second answer is refused too.
  CHECK_FALSE(answer(page.port, page.id_of(1), "again").find("ok")->as_bool());
}

TEST_CASE("Page asker - a refused answer keeps its request open and the page hears why") {
  FakePage page;
  PageAsker<EchoKind> asker(&page.port);
  asker.request({1, "q"});
  const JsonValue refused = answer(page.port, page.id_of(0), "nonsense");
  CHECK_FALSE(refused.find("ok")->as_bool());
  CHECK(refused.find("error")->text() == "That does not answer \"q\".");
  CHECK_FALSE(asker.poll());
  CHECK(answer(page.port, page.id_of(0), "yes").find("ok")->as_bool());
  CHECK(asker.poll() == std::optional<Reply>("q:yes"));
}

TEST_CASE("Page asker - the page may answer while it is handed the request") {
  AnsweringPage page;
  PageAsker<EchoKind> asker(&page.port);
  asker.request({1, "q"});
  REQUIRE(page.replies.size() == 1);
  CHECK(page.replies[0].find("ok")->as_bool());
  CHECK(asker.poll() == std::optional<Reply>("q:at once"));
}

TEST_CASE("Page asker - what the page does not take, or an asker without the page, is answered here") {
  FakePage page;
  page.takes = false;
  PageAsker<EchoKind> through(&page.port);
  through.request({1, "q"});
  CHECK(through.poll() == std::optional<Reply>("q:instead"));
  PageAsker<EchoKind> here(nullptr);
  here.request({2, "r"});
  CHECK(page.got.size() == 1);
  CHECK(here.poll() == std::optional<Reply>("r:here"));
}

TEST_CASE("Bridge - the page's message is refused when it is too long, not JSON, untyped or unknown") {
  PagePort port;
  const auto error_of = [&port](std::string_view text) {
    const JsonValue reply = *parse_json(port.receive(text), nullptr);
    CHECK_FALSE(reply.find("ok")->as_bool());
    return reply.find("error")->text();
  };
  CHECK(error_of(std::string(kMaxPageMessageBytes + 1, ' ')).find("at most 16384") != std::string::npos);
  CHECK(error_of("{\"type\":").find("not valid JSON") != std::string::npos);
  CHECK(error_of("[1]") == "The message has no \"type\".");
  CHECK(error_of("{\"type\":\"nobody\"}") == "Nothing at the table takes a message of type \"nobody\".");
  {
    PageSubscription one(port, "probe", [](const JsonValue&) { return reply_ok(); });
    CHECK(parse_json(port.receive("{\"type\":\"probe\"}"), nullptr)->find("ok")->as_bool());
  }
  // Dropped with its subscription.
  CHECK(error_of("{\"type\":\"probe\"}").find("Nothing at the table") != std::string::npos);
}

TEST_CASE("Bridge - each port has its own takers: one message type on two ports goes to each port's") {
  PagePort host, guest;
  PageSubscription on_host(host, "probe", [](const JsonValue&) { return reply_error("host"); });
  PageSubscription on_guest(guest, "probe", [](const JsonValue&) { return reply_error("guest"); });
  CHECK(parse_json(host.receive("{\"type\":\"probe\"}"), nullptr)->find("error")->text() == "host");
  CHECK(parse_json(guest.receive("{\"type\":\"probe\"}"), nullptr)->find("error")->text() == "guest");
}

TEST_CASE("a second live subscriber to one kind of message stops the program; one after the first is dropped does not") {
  // In a child process: the abort must not take the test runner with it.
  const auto run_in_child = [](auto body) {
    const pid_t child = fork();
    if (child == 0) {
      // The child dies by the abort itself, not through doctest's crash
      // report (which would print a failed run of its own for the suite to count).
      std::signal(SIGABRT, SIG_DFL);
      std::freopen("/dev/null", "w", stdout);
      std::freopen("/dev/null", "w", stderr);
      body();
      std::_Exit(0);
    }
    int status = 0;
    waitpid(child, &status, 0);
    return status;
  };
  const int twice = run_in_child([] {
    PagePort port;
    PageSubscription first(port, "probe", [](const JsonValue&) { return reply_ok(); });
    PageSubscription second(port, "probe", [](const JsonValue&) { return reply_ok(); });
  });
  CHECK(WIFSIGNALED(twice));
  CHECK(WTERMSIG(twice) == SIGABRT);
  const int in_turn = run_in_child([] {
    PagePort port;
    PageSubscription taker(port, "probe", [](const JsonValue&) { return reply_ok(); });
    taker = PageSubscription();
    taker = PageSubscription(port, "probe", [](const JsonValue&) { return reply_ok(); });
  });
  CHECK(WIFEXITED(in_turn));
  CHECK(WEXITSTATUS(in_turn) == 0);
}

}  // namespace page_asker_test
