#pragma once
// Cosmic Encounter's cards: the kinds a card may be, the decks as the content file
// lists them, and the card table of one game, where every physical card has an id.
// Cards of one kind are alike, so a player names a card by its kind ("attack 8") and
// the game plays the lowest id of that kind in the hand.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/games/cosmic/lucre.h"
#include "gavel/games/cosmic/techs.h"

namespace gavel::cosmic {

using CardId = int;
inline constexpr CardId no_card = -1;

enum class CardKind : std::int8_t {
  attack,         // value: the card's number (a reward attack may be negative)
  negotiate,      // value 1 for a Crooked Deal (reward deck), else 0
  morph,          // copies the other side's encounter card
  reinforcement,  // value: added to one side's total after the reveal
  artifact,       // value: which Artifact
  flare,          // value: the alien whose flare it is (aliens.h)
  kicker,         // value: multiplies the attack value (reward deck)
  rift,           // value: ships freed from the warp (reward deck)
};

enum class Artifact : std::int8_t {
  card_zap,
  cosmic_zap,
  mobius_tubes,
  emotion_control,
  force_field,
  ionic_gas,
  plague,
  quash,
  space_junk,  // reward deck
  finder,      // reward deck
};
inline constexpr int artifact_count = 10;

struct Card {
  CardKind kind = CardKind::attack;
  int value = 0;
  bool reward = false;  // from the Reward deck: a back of its own, a discard pile of its own

  bool encounter() const {
    return kind == CardKind::attack || kind == CardKind::negotiate || kind == CardKind::morph;
  }
  bool operator==(const Card&) const = default;
};

// "attack 8", "negotiate", "crooked deal", "reinforcement +3", "card zap", "kicker x2",
// "rift 3", "human flare"; a reward card's name starts "reward " where a cosmic card of
// the same name exists ("reward attack 10", "reward morph").
std::string card_name(const Card& card);
const char* artifact_name(Artifact artifact);
// "Mobius Tubes": the name as a heading, each word capitalised.
std::string artifact_title(Artifact artifact);
// When an artifact is played and what it does, in a sentence or two.
const char* artifact_text(Artifact artifact);
// The card a name means, or nothing: the inverse of card_name, lowercase, blanks
// squeezed. Content files and the move notation both read cards with it.
std::optional<Card> card_of_name(std::string_view name);

// The decks as content/cosmic-lucre/cards.json lists them: each kind with its count.
struct DeckEntry {
  Card card;
  int count = 0;
};
struct CardsContent {
  std::vector<DeckEntry> cosmic;  // 72 cards
  std::vector<DeckEntry> reward;  // 24 cards
};
// Throws gavel::Error naming the file, the entry and the field.
CardsContent load_cards(const std::filesystem::path& content_dir);

// Every card of one game: the cosmic deck's, the reward deck's, then a flare for each
// alien in alien order.
struct CardTable {
  std::vector<Card> cards;
  std::vector<CardId> cosmic;         // the ids of the cosmic deck
  std::vector<CardId> reward;         // the ids of the reward deck
  std::vector<CardId> flares;         // by alien
  std::vector<Tech> techs;            // the tech cards (techs.json), by id; none: no techs
  std::vector<AuctionCard> auctions;  // the Auction deck (auctions.json), by id; none: no Lucre

  const Card& operator[](CardId id) const { return cards[static_cast<std::size_t>(id)]; }
};
CardTable card_table(const CardsContent& content);

}  // namespace gavel::cosmic
