#include "gavel/games/auction_web/chapter.h"

#include "gavel/core/error.h"
#include "gavel/games/auction_web/state.h"

namespace gavel::auction_web {
namespace {

// The '?' page. It says the rules in Gavel's words and states every ruling a player
// would otherwise have to guess; man/gavel.6 says the same.
const char* const rules_summary =
    "Three rounds of sealed bidding for properties; most victory points (VP) wins.\n"
    "\n"
    "Your deck holds 14 LitCoin cards, two each of 0 to 6; you start with 7 in hand. Each "
    "round 4 properties are turned up (5 with four players, 6 with five). On your turn bid one "
    "card face down on a property, or pass: passing takes you out until the next round. You "
    "cannot bid where your own card already leads.\n"
    "\n"
    "On an occupied property only you see both cards. The higher stays; the lower goes face "
    "up on its owner's discard pile; on a tie your new card is discarded. Extortion (0) beats "
    "LitCoin Cash (6). Encryption (1) cannot be beaten by a 3 or a 4.\n"
    "\n"
    "Lowball: when your own bid is discarded on your turn you may use it. 2 Ledger Balance: "
    "see a random card from any player's hand, yours included, then let them keep it or make "
    "them discard it and draw one. 3 Stocks Buyback: swap two face-down cards between properties "
    "(each "
    "keeps its owner). 4 Hack a Private Key: look at another player's face-down card. "
    "5 Data Mining: another player shows you the highest card in their hand. The lowball of "
    "your last card still resolves before the round ends.\n"
    "\n"
    "The round ends when all have passed or someone bids their last card. Each property goes "
    "to the owner of the card on it; winning with Extortion earns a 1 VP token. Then the next "
    "round's properties are turned up, and only then does each player draw 0 to 5 cards (an "
    "empty deck is refilled from the discard pile) and discard down to 7. After the third "
    "round nothing is turned up and nobody draws. The player with the most cards in hand "
    "after the draw bids first; ties go to the most VP from printed points and tokens, "
    "then to the tied player nearest the last first player's left (that player last).\n"
    "\n"
    "Properties. Crocodile Submarine: after the draw, every opponent discards a card. UFO: "
    "when won you may exchange it for a property another player won in an earlier round; the "
    "UFO goes to them spent, and the card you take counts as newly won (its Crocodile or "
    "Octopus effect works for you; Avocado Island's penalty does not follow it). Litcoin ATM: "
    "once per game on your turn, swap two face-down cards, then bid or pass. Octopus VR "
    "Aquarium: draw one more card in the cleanup that wins it. Pachinko: once per round on "
    "your turn, look at another player's face-down card. Near Meat Burger: your hand is shown "
    "to all at the start of each later round; they remember it until you bid. Mochi "
    "Waterfall: once per game, before a later round's bidding, replace one property in the "
    "centre with the round pile's next card. Avocado Island: when won, discard another of "
    "your properties; with none, your next win is discarded. Kombucha Boba: your Encryption "
    "bids are placed face up; a face-up card cannot be swapped.\n"
    "\n"
    "End of game bonuses: Wasabi Ice Cream Parlor +2 with exactly 2 Landmarks; 720 "
    "Dispensary +1 with fewer than 6 properties; Half & Half House +1 per Technology; Mount "
    "Poppie +1 with exactly 1 Food; Plastic Free Harbor +2 with a Technology, a Landmark and "
    "a Food; Upper Yard +2 with two properties of one name. Burmese Tricycle counts as "
    "whichever type scores you most. Most VP wins; then most properties; still tied, all "
    "tied players win.\n"
    "\n"
    "Draft option: each round every player is dealt two properties from the round's pile "
    "and keeps one in secret; the kept ones go up together, the others are discarded unseen, "
    "and the centre is filled from what is left of the pile. With five players the pile runs "
    "out, so a draft round has 5 properties instead of 6.\n"
    "\n"
    "Cleanup option: draw-first makes each player draw (and the Crocodile Submarines bite) "
    "before the next round's properties go up, as Gavel played before it followed the printed "
    "order; a run saved by that Gavel keeps playing its table that way.\n"
    "\n"
    "Campaign perks. In a campaign the perks you own may bend these rules for you alone: "
    "more cards in your opening hand; a higher hand limit after each draw; a look at the "
    "opening hands of the players on your left (you remember those cards until their owner "
    "bids); bidding first in round 1.";

}  // namespace

Chapter chapter() {
  Chapter c;
  c.id = "auction-web";
  c.title = "Auction Web";
  c.min_players = 2;
  c.max_players = 5;
  c.default_players = 4;
  c.rules_summary = rules_summary;
  c.boons = {"extra-cards", "hand-limit", "peeks", "starts"};
  c.options = {{"draft",
                {"off", "on"},
                "off",
                "each player is dealt two properties a round and keeps one for the centre"},
               {"cleanup",
                {"turn-up-first", "draw-first"},
                "turn-up-first",
                "whether the next round's properties go up before the cleanup's draw, as "
                "printed, or after it, as the earlier Gavel played"}};
  c.score_parts = {"printed points", "Extortion tokens", "end-game bonuses"};
  c.part_points = [](const State& state) {
    const auto& web = dynamic_cast<const AuctionWebState&>(state);
    std::vector<std::vector<int>> parts;
    for (Seat seat = 0; seat < web.seats(); ++seat) {
      const Score score = web.score(seat);
      parts.push_back({score.properties, score.tokens, score.bonuses});
    }
    return parts;
  };
  c.hardest_options = {{"draft", "on"}};
  c.open = [](const Setup& setup,
              const std::filesystem::path& content_dir) -> std::unique_ptr<State> {
    check_options(chapter(), setup.options);
    const auto chosen = [&](const char* name, const char* value) {
      const auto found = setup.options.find(name);
      return found != setup.options.end() && found->second == value;
    };
    const Variant variant{chosen("draft", "on"), chosen("cleanup", "draw-first")};
    auto cards = std::make_shared<const Cards>(load_cards(content_dir));
    return std::make_unique<AuctionWebState>(std::move(cards), setup.players, variant, setup.boons);
  };
  return c;
}

}  // namespace gavel::auction_web
