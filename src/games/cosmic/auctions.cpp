// The Auction deck's content: content/cosmic-lucre/auctions.json, read and checked;
// the auctions are held in market.cpp and the cards carried out in auction_cards.cpp.

#include <array>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/cosmic/lucre.h"

namespace gavel::cosmic {
namespace {

constexpr std::array<const char*, auction_effect_count> auction_effect_ids = {
    "best_cosmic", "best_flare", "best_reward", "discard",    "extra_tech",      "move_all",
    "move_ships",  "free_ships", "rebirth",     "extra_deal", "extra_encounter", "extra_home"};

constexpr std::size_t max_auction_name = 24;
constexpr std::size_t max_auction_text = 200;
constexpr int max_minimum = 9;
constexpr int max_amount = 9;
constexpr int max_copies = 5;
// The market of three and the card drawn after it: the least deck that can be dealt.
constexpr std::size_t least_deck = market_size + 2;

// The effects that draw or move a number of things need that number.
bool takes_amount(AuctionEffect effect) {
  return effect == AuctionEffect::best_cosmic || effect == AuctionEffect::best_flare ||
         effect == AuctionEffect::best_reward || effect == AuctionEffect::move_ships ||
         effect == AuctionEffect::free_ships;
}

}  // namespace

const char* effect_id(AuctionEffect effect) {
  return auction_effect_ids[static_cast<std::size_t>(effect)];
}

std::optional<AuctionEffect> auction_effect_of(std::string_view id) {
  for (int i = 0; i < auction_effect_count; ++i) {
    if (id == auction_effect_ids[static_cast<std::size_t>(i)]) return static_cast<AuctionEffect>(i);
  }
  return std::nullopt;
}

std::vector<AuctionCard> load_auctions(const std::filesystem::path& content_dir) {
  std::vector<AuctionCard> deck;
  std::vector<std::string> names;
  const auto file = content_dir / "cosmic-lucre" / "auctions.json";
  read_content(file, [&](ContentEntry& top) {
    top.each("auctions", [&](ContentEntry& entry) {
      AuctionCard card;
      card.name = entry.text("name");
      if (card.name.empty() || card.name.size() > max_auction_name || trim(card.name) != card.name)
        entry.fail("name", "must be 1.." + std::to_string(max_auction_name) +
                               " characters, no blanks around");
      for (const std::string& earlier : names) {
        if (lowercase(earlier) == lowercase(card.name))
          entry.fail("name", quote_input(card.name) + " is listed twice");
      }
      names.push_back(card.name);
      const std::string id = entry.text("effect");
      const auto effect = auction_effect_of(id);
      if (!effect) entry.fail("effect", quote_input(id) + " is not an effect Gavel knows");
      card.effect = *effect;
      card.minimum = entry.integer("minimum", 1, max_minimum);
      card.amount = takes_amount(card.effect) ? entry.integer("amount", 1, max_amount) : 0;
      card.text = entry.text("text");
      if (card.text.empty() || card.text.size() > max_auction_text)
        entry.fail("text", "must be 1.." + std::to_string(max_auction_text) + " characters");
      const int copies = entry.integer("copies", 1, max_copies);
      for (int copy = 0; copy < copies; ++copy)
        deck.push_back(card);
    });
    if (deck.size() < least_deck)
      top.fail("auctions", "must hold at least " + std::to_string(least_deck) +
                               " cards: a market of three and a deck to refill it");
  });
  return deck;
}

}  // namespace gavel::cosmic
