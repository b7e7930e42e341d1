#include "gavel/games/cosmic/chapter.h"

#include <string>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/cosmic/aliens.h"
#include "gavel/games/cosmic/state.h"
#include "rules_text.h"

namespace gavel::cosmic {
namespace {

// The techs as the shipped content lists them, so the help cannot drift from the file.
std::string techs_help() {
  std::string text = "\n\nThe techs (research cost in brackets):";
  try {
    for (const Tech& tech : load_techs(find_content_dir({}, {})))
      text += "\n" + tech.name + " (" + std::to_string(tech.cost) + "). " + tech.text;
  } catch (const Error&) {
    text += "\nSee content/cosmic-lucre/techs.json.";
  }
  return text;
}

// The Auction cards as the shipped content lists them: each kind once, with its copies.
std::string auctions_help() {
  std::string text = "\n\nThe Auction cards (copies, and the least first bid):";
  try {
    const std::vector<AuctionCard> deck = load_auctions(find_content_dir({}, {}));
    for (std::size_t at = 0; at < deck.size();) {
      std::size_t copies = 1;
      while (at + copies < deck.size() && deck[at + copies].name == deck[at].name)
        ++copies;
      text += "\n" + deck[at].name + " (" + counted(copies, "copy", "copies") + ", at least " +
              std::to_string(deck[at].minimum) + "). " + deck[at].text;
      at += copies;
    }
  } catch (const Error&) {
    text += "\nSee content/cosmic-lucre/auctions.json.";
  }
  return text;
}

}  // namespace

Chapter chapter() {
  Chapter c;
  c.id = "cosmic-lucre";
  c.title = "Cosmic Encounter: Lucre";
  c.min_players = 3;
  c.max_players = max_players;
  c.default_players = 4;
  // The powers are listed from aliens.cpp, which the board and the text view read too.
  c.rules_summary = rules_text;
  c.rules_summary += "\n\nThe aliens' powers, and their flares:";
  for (int alien = 0; alien < alien_count; ++alien) {
    const auto which = static_cast<Alien>(alien);
    c.rules_summary += std::string("\n") + alien_name(which) + ". " + power_text(which) +
                       " Wild: " + wild_text(which) + " Super: " + super_text(which);
  }
  c.rules_summary += "\n\nThe artifacts:";
  for (int artifact = 0; artifact < artifact_count; ++artifact) {
    const auto which = static_cast<Artifact>(artifact);
    c.rules_summary += std::string("\n") + artifact_title(which) + ". " + artifact_text(which);
  }
  c.rules_summary += techs_help();
  c.rules_summary += auctions_help();
  c.options = {
      {"short",
       {"off", "on"},
       "off",
       "the short game: 4 planets and 16 ships each, 4 foreign colonies win"},
      {"aliens", {"on", "off"}, "on", "off: no alien powers and no flares, to learn the rules by"},
      {"techs", {"on", "off"}, "on", "techs: two dealt to each player, one kept"},
      {"lucre",
       {"on", "off"},
       "on",
       "the Lucre variant: money, investments and the Auction market"},
      {"deals",
       {"free", "capped"},
       "free",
       "capped: at most three cards each way and five Lucre one way in an offer, as the "
       "earlier Gavel played; a run saved by that Gavel keeps its table that way"}};
  // The campaign's boons for seat 0: extra Lucre (read by the bank), a third alien to
  // choose from, and a flare of an alien nobody was dealt in hand from the deal.
  c.boons = {"extra-money", "extra-aliens", "known-flare"};
  c.start_money = [](int amount) { return std::to_string(amount) + " Lucre more to start"; };
  c.score_parts = {"foreign colonies"};
  c.part_points = [](const State& state) {
    std::vector<std::vector<int>> parts;
    for (const Standing& standing : state.standings())
      parts.push_back({standing.score});
    return parts;
  };
  c.open = [](const Setup& setup,
              const std::filesystem::path& content_dir) -> std::unique_ptr<State> {
    const auto is = [&](const char* name, const char* value) {
      const auto option = setup.options.find(name);
      return option != setup.options.end() && option->second == value;
    };
    CardTable table = card_table(load_cards(content_dir));
    const bool techs = !is("techs", "off");
    if (techs) table.techs = load_techs(content_dir);
    const bool lucre = !is("lucre", "off");
    if (lucre) table.auctions = load_auctions(content_dir);
    auto cards = std::make_shared<const CardTable>(std::move(table));
    return std::make_unique<CosmicState>(std::move(cards), setup.players, is("short", "on"),
                                         !is("aliens", "off"), techs, lucre, setup.boons,
                                         is("deals", "capped"));
  };
  return c;
}

}  // namespace gavel::cosmic
