#pragma once
// Agents by name, as `gavel sim --agents` and the campaign ask for them.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gavel/ai/minds.h"
#include "gavel/ai/roster.h"
#include "gavel/core/agent.h"
#include "gavel/core/chapter.h"

namespace gavel {

// Throws gavel::Error naming the agents the chapter knows. Rivals of the roster are
// read from `content_dir`.
std::unique_ptr<Agent> make_agent(const Chapter& chapter, const std::string& name,
                                  const std::filesystem::path& content_dir);
// The names make_agent takes for the chapter, the built-in agents first. Throws
// gavel::Error when the roster cannot be read.
std::vector<std::string> agent_names(const Chapter& chapter,
                                     const std::filesystem::path& content_dir);

// The agent for one rival of the roster, playing by its traits as given (the campaign
// hands in traits it has adjusted): the chapter's scripted strategy, careless now
// and then below full skill. With `thinks` (the campaign's Rival::thinks and
// ascension 8, Quick play's searching rivals), it plays its moves out before it makes
// them where the chapter can search (SearchAgent, its own strategy's move the one to
// beat). Throws gavel::Error when the chapter has
// no strategy for roster rivals (has_rivals).
std::unique_ptr<Agent> rival_agent(const Chapter& chapter, const Rival& rival, bool thinks = false);
// The same from the chapter's mind (ai/minds.h).
std::unique_ptr<Agent> rival_agent(const ChapterMind& mind, const Rival& rival,
                                   bool thinks = false);

// The agent rivals use when nobody says which.
std::string default_agent(const Chapter& chapter);

// Whether the chapter's rivals are the roster's characters: it has a strategy their
// traits drive. Elsewhere rivals are nameless default agents.
bool has_rivals(const Chapter& chapter);
// Whether the chapter's rivals can play their moves out: its mind draws the games a
// seat cannot tell apart (ChapterMind::sample).
bool can_search(const Chapter& chapter);

// Who sits at one table: the player in seat 0, rivals in the others.
struct Seating {
  std::vector<std::optional<Rival>> rivals;  // by seat; nothing for the player, or a nameless agent
  std::vector<std::unique_ptr<Agent>> agents;  // by seat; nullptr for the player

  // The agents as Match takes them.
  std::vector<Agent*> seats() const;
};

// The table for `players` seats: with has_rivals, rivals drawn from the roster by
// `seed` (draw_table, `table` as there), each playing as itself, and with `all_think`
// every one thinking (rival_agent); else default agents.
Seating seat_rivals(const Chapter& chapter, int players, std::uint64_t seed,
                    const std::filesystem::path& content_dir, std::uint64_t table = 0,
                    bool all_think = false);

}  // namespace gavel
