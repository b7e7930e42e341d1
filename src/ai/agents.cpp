#include "gavel/ai/agents.h"

#include "gavel/ai/random_agent.h"
#include "gavel/core/error.h"

namespace gavel {

std::unique_ptr<Agent> make_agent(const Chapter& chapter, const std::string& name,
                                  const std::filesystem::path& /*content_dir*/) {
  if (name == "random") return std::make_unique<RandomAgent>();
  throw Error("no agent '" + name + "' for " + chapter.id + " (agents: random)");
}

std::string default_agent(const Chapter& /*chapter*/) {
  return "random";
}

}  // namespace gavel
