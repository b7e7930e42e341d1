#pragma once
// Agents by name, as `gavel sim --agents` and the campaign ask for them.

#include <filesystem>
#include <memory>
#include <string>

#include "gavel/core/agent.h"
#include "gavel/core/chapter.h"

namespace gavel {

// Throws gavel::Error naming the agents the chapter knows. Rivals of the roster are
// read from `content_dir`.
std::unique_ptr<Agent> make_agent(const Chapter& chapter, const std::string& name,
                                  const std::filesystem::path& content_dir);

// The agent rivals use when nobody says which.
std::string default_agent(const Chapter& chapter);

}  // namespace gavel
