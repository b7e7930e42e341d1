#pragma once
// The Lucre variant: money on top of the base game. The bank holds ten Lucre a
// player; each player starts with its place in the seat order (1, 2, 3...). After
// Launch both main players earn income (the offense 1 and the defense 2 at a foreign
// planet; the offense 3 and the defense 2 at one of the offense's own), paid by the
// bank or, when it runs dry, by the richest other player. In Regroup a player may
// invest free Lucre on its home planets that hold one of its colonies: invested Lucre
// counts +1 or -1 a piece in an encounter on that planet, is taken by the offense that
// wins it or by defensive allies instead of rewards, and pays 2 of an auction's price.
//
// At each Start of Turn the market shows three Auction cards; each player may call one
// auction a Start of Turn, bidding goes round from the caller, a pass is final, and
// the winner pays the bank and carries the card out or discards it. The cards' names,
// minimum bids and texts come from content/cosmic-lucre/auctions.json; each entry
// names one effect, carried out in auction_cards.cpp:
//   best_cosmic     draw `amount` cosmic cards, keep one, discard the rest
//   best_flare      draw `amount` unused flares, keep one, the rest go back
//   best_reward     draw `amount` Reward cards, keep one, discard the rest
//   discard         discard a card of one's choice from the hand
//   extra_tech      one step of research: a ship onto one's tech, or complete it
//   move_all        move one's ships among one's colonies, as many as one likes
//   move_ships      move up to `amount` ships among one's colonies
//   free_ships      free up to `amount` ships from the warp onto one's colonies
//   rebirth         re-establish a home colony with 1 to 4 ships from other colonies
//   extra_deal      an encounter straight to a deal: one offer a side, then a failed
//                   deal costs the winner 2 ships and its opponent 4
//   extra_encounter an encounter at once, destiny drawn as usual
//   extra_home      an encounter at once in one's own home system

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel::cosmic {

inline constexpr int bank_per_player = 10;
inline constexpr int market_size = 3;
inline constexpr int invested_pays = 2;  // an invested Lucre spent on a price pays this much

enum class AuctionEffect : std::int8_t {
  best_cosmic,
  best_flare,
  best_reward,
  discard,
  extra_tech,
  move_all,
  move_ships,
  free_ships,
  rebirth,
  extra_deal,
  extra_encounter,
  extra_home,
};
inline constexpr int auction_effect_count = 12;

struct AuctionCard {
  std::string name;  // "Best of 4 Cosmic"
  int minimum = 1;   // the least first bid, printed on the card
  AuctionEffect effect = AuctionEffect::discard;
  int amount = 0;    // cards drawn, or ships moved or freed; 0 where the effect has none
  std::string text;  // one or two lines, in our own words
  bool operator==(const AuctionCard&) const = default;
};

// "best_cosmic", as auctions.json names an effect; and back.
const char* effect_id(AuctionEffect effect);
std::optional<AuctionEffect> auction_effect_of(std::string_view id);

// The Auction deck as content/cosmic-lucre/auctions.json lists it, each copy its own
// card, in file order (an Auction card's index is its id in moves). Throws
// gavel::Error naming the file, the entry and the field.
std::vector<AuctionCard> load_auctions(const std::filesystem::path& content_dir);

}  // namespace gavel::cosmic
