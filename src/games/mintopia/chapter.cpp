#include "gavel/games/mintopia/chapter.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/mintopia/state.h"
#include "rules_text.h"

namespace gavel::mintopia {
namespace {

// The AI card an `ai` option names, as an index into the cards, or -1 for none.
// The content check makes sure every name the option takes is there.
int ai_card_named(const Cards& cards, const std::string& id,
                  const std::filesystem::path& content_dir) {
  if (id == "none") return -1;
  for (std::size_t index = 0; index < cards.ai_cards.size(); ++index) {
    if (cards.ai_cards[index].id == id) return static_cast<int>(index);
  }
  throw Error(quote_path((content_dir / "mintopia" / "ai_cards.json").string()) +
              " has no AI card called " + quote_input(id));
}

void check_table(const Setup& setup) {
  const auto ai = setup.options.find("ai");
  const bool with_ai = ai != setup.options.end() && ai->second != "none";
  if (setup.players == 1 && !with_ai) {
    throw Error(
        "solitaire New Mintopia City is played against an AI card: add --option "
        "ai=hoarder (or magnate, speculator, planner)");
  }
  if (setup.players > 2 && with_ai) {
    throw Error("an AI card sits in only with 1 or 2 players; with " +
                std::to_string(setup.players) + " players leave out the ai option");
  }
}

}  // namespace

Chapter chapter() {
  Chapter c;
  c.id = "mintopia";
  c.title = "New Mintopia City";
  c.min_players = 1;
  c.max_players = 6;
  c.default_players = 4;
  c.rules_summary = rules_text;
  c.boons = {"extra-money", "starts", "extra-income", "sealed-peek"};
  c.start_money = [](int amount) { return counted(amount, "Mint", "Mints") + " to start"; };
  // The AI cards ai_cards.json must hold (its loader checks).
  std::vector<std::string> ai_cards = {"none"};
  ai_cards.insert(ai_cards.end(), ai_card_ids.begin(), ai_card_ids.end());
  c.options = {{"ai", ai_cards, "none",
                "an AI card bids as a third player (2 players) or the rival (1 player)"}};
  c.check_table = check_table;
  // A seat's points: Location VP (those a Deed brought apart), matches, Culture.
  c.score_parts = {"location vp", "deed gain", "matches", "culture bonus"};
  c.part_points = [](const State& state) {
    std::vector<std::vector<int>> parts;
    const auto& game = dynamic_cast<const MintopiaState&>(state);
    const std::vector<Score> all = game.scores();
    for (Seat seat = 0; seat < game.seats(); ++seat) {
      const Score& score = all[static_cast<std::size_t>(seat)];
      const int deed = game.deed_vp(seat);
      parts.push_back({score.vp - deed, deed, score.matches, score.culture_bonus});
    }
    return parts;
  };
  c.open = [](const Setup& setup,
              const std::filesystem::path& content_dir) -> std::unique_ptr<State> {
    auto cards = std::make_shared<const Cards>(load_cards(content_dir));
    int ai_card = -1;
    for (const auto& [name, value] : setup.options) {
      if (name != "ai")
        throw Error("New Mintopia City has one option, ai, not " + quote_input(name));
      ai_card = ai_card_named(*cards, value, content_dir);
    }
    check_table(setup);
    const Lineup table{setup.players, mode_of(setup.players, ai_card >= 0), ai_card};
    return std::make_unique<MintopiaState>(std::move(cards), table, setup.boons);
  };
  return c;
}

}  // namespace gavel::mintopia
