// Every message the table sends the page is one the schema declares
// (assets/messages/messages.txt, generated into message_types.h): its type is
// listed, every field it must carry is there, and it carries no other. A deal
// played out at the table offscreen (seed 7, the Standard bot playing the
// person's seat too) sends the page every kind of message a game makes.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/json.h"
#include "frontend/app/app.h"
#include "frontend/app/screenshot_run.h"
#include "frontend/platform/bridge.h"
#include "frontend/platform/text_store.h"

namespace bridge_schema_test {

using namespace canasta::frontend;
using canasta::JsonValue;
using canasta::msg::MessageSpec;

namespace {

std::vector<std::string_view> words(std::string_view list) {
  std::vector<std::string_view> out;
  while (!list.empty()) {
    const size_t space = list.find(' ');
    out.push_back(list.substr(0, space));
    list = space == std::string_view::npos ? std::string_view() : list.substr(space + 1);
  }
  return out;
}

bool listed(std::string_view list, std::string_view name) {
  for (const std::string_view word : words(list)) {
    if (word == name) return true;
  }
  return false;
}

// Why `message` does not fit `specs`, or "" when it does.
std::string schema_problem(const JsonValue& message, std::span<const MessageSpec> specs) {
  const std::optional<std::string> type = string_field(message, "type");
  if (!type) return "no type";
  for (const MessageSpec& spec : specs) {
    if (spec.type != *type) continue;
    for (const std::string_view field : words(spec.required)) {
      if (!message.find(field)) return *type + ": missing " + std::string(field);
    }
    for (const auto& member : message.members()) {
      if (member.key != "type" && !listed(spec.required, member.key) && !listed(spec.optional, member.key)) {
        return *type + ": unknown field " + member.key;
      }
    }
    return "";
  }
  return "unknown type " + *type;
}

}  // namespace

TEST_CASE("Bridge schema - every message of a played deal fits the schema") {
  std::vector<std::string> problems;
  std::set<std::string> seen;
  PagePort page([&](const std::string& text) {
    const std::optional<JsonValue> message = canasta::parse_json(text, nullptr);
    if (!message) {
      problems.push_back("not JSON: " + text.substr(0, 80));
      return false;
    }
    const std::string problem = schema_problem(*message, to_page::kAll);
    if (!problem.empty()) problems.push_back(problem);
    const std::string type = string_field(*message, "type").value_or("");
    seen.insert(type);
    // Requests are not taken: the table thinks itself, as with no worker.
    return type.find("Request") == std::string::npos;
  });
  {
    AppOptions o;
    o.seed = 7;
    o.width = 800;
    o.height = 600;
    o.hidden = true;
    o.fast = true;
    o.autoplay = true;
    const std::filesystem::path dir = CANASTA_ARTIFACT_DIR;
    std::filesystem::create_directories(dir);
    o.screenshot = (dir / "bridge-schema-deal.png").string();
    App app(o, null_store(), page);
    REQUIRE(app.ok());
    ScreenshotRun run(app, o.screenshot, o.autoplay);
    while (run.frame()) {
    }
    CHECK(run.error().empty());
  }
  std::string said;
  for (const std::string& problem : problems) said += problem + "; ";
  CHECK_MESSAGE(problems.empty(), said);
  for (const char* type : {"firstFrame", "view", "mirror", "language", "game", "announce", "botRequest"}) {
    CAPTURE(type);
    CHECK(seen.count(type) == 1);
  }
}

TEST_CASE("Bridge schema - a message off the schema is caught") {
  JsonValue extra = page_message(to_page::kAnnounce);
  extra.set("text", JsonValue::string("hi"));
  CHECK(schema_problem(extra, to_page::kAll).empty());
  extra.set("colour", JsonValue::string("red"));
  CHECK(schema_problem(extra, to_page::kAll) == "announce: unknown field colour");
  CHECK(schema_problem(page_message(to_page::kAnnounce), to_page::kAll) == "announce: missing text");
  CHECK(schema_problem(page_message("shout"), to_page::kAll) == "unknown type shout");
}

}  // namespace bridge_schema_test
