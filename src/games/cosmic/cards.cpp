#include "gavel/games/cosmic/cards.h"

#include <array>
#include <cctype>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/cosmic/aliens.h"
#include "gavel/games/cosmic/state.h"

namespace gavel::cosmic {
namespace {

constexpr std::array<const char*, artifact_count> artifact_names = {
    "card zap",  "cosmic zap", "mobius tubes", "emotion control", "force field",
    "ionic gas", "plague",     "quash",        "space junk",      "finder"};

// What each artifact does, and when: the '?' page and the man page say the same.
constexpr std::array<const char*, artifact_count> artifact_texts = {
    "When another player plays an artifact or a flare, cancel it; both cards are discarded.",
    "In any window but a deal's, name a player: its alien power stops for the rest of the "
    "encounter. A zapped Human wins the encounter for its side.",
    "After Regroup, the offense only: every ship in the warp, of every colour, goes home to "
    "its owner's first colony.",
    "After the reveal: every attack card in the encounter counts as a negotiate.",
    "After the alliances: name any allies; they leave the encounter and their ships go home.",
    "After the reveal: no compensation and no rewards in this encounter.",
    "After Regroup, name another player: three of its ships go to the warp, each from its "
    "colony with the most ships, and it discards the lowest card of each kind it holds.",
    "After a deal is made: the deal is off, and it fails as if nobody had agreed.",
    "After Regroup: up to three of your ships leave the warp for one of your colonies.",
    "After Regroup: look at another player's hand."};

// The name without the "reward " that marks a reward card sharing a cosmic card's name.
std::string base_name(const Card& card) {
  switch (card.kind) {
    case CardKind::attack:
      return "attack " + std::to_string(card.value);
    case CardKind::negotiate:
      return card.value == 1 ? "crooked deal" : "negotiate";
    case CardKind::morph:
      return "morph";
    case CardKind::reinforcement:
      return "reinforcement +" + std::to_string(card.value);
    case CardKind::artifact:
      return artifact_name(static_cast<Artifact>(card.value));
    case CardKind::flare:
      return std::string(alien_name(static_cast<Alien>(card.value))) + " flare";
    case CardKind::kicker:
      return "kicker x" + std::to_string(card.value);
    case CardKind::rift:
      return "rift " + std::to_string(card.value);
  }
  return "?";
}

// Reward cards whose kind the cosmic deck has too: their names carry "reward ".
bool shares_cosmic_name(const Card& card) {
  return card.kind == CardKind::attack || card.kind == CardKind::morph ||
         card.kind == CardKind::reinforcement;
}

std::optional<int> number_after(const std::vector<std::string>& parts, std::size_t at,
                                std::string_view prefix = "") {
  if (parts.size() != at + 1) return std::nullopt;
  std::string_view word = parts[at];
  if (!word.starts_with(prefix)) return std::nullopt;
  word.remove_prefix(prefix.size());
  const auto number = parse_integer(word);
  if (!number || *number < -99 || *number > 99) return std::nullopt;
  return static_cast<int>(*number);
}

}  // namespace

std::string artifact_title(Artifact artifact) {
  std::string title = artifact_name(artifact);
  for (std::size_t i = 0; i < title.size(); ++i) {
    if (i == 0 || title[i - 1] == ' ')
      title[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[i])));
  }
  return title;
}

const char* artifact_text(Artifact artifact) {
  return artifact_texts[static_cast<std::size_t>(artifact)];
}

const char* artifact_name(Artifact artifact) {
  return artifact_names[static_cast<std::size_t>(artifact)];
}

std::string card_name(const Card& card) {
  return (card.reward && shares_cosmic_name(card) ? "reward " : "") + base_name(card);
}

std::optional<Card> card_of_name(std::string_view name) {
  std::vector<std::string> parts = words(lowercase(name));
  bool reward = false;
  if (!parts.empty() && parts.front() == "reward") {
    reward = true;
    parts.erase(parts.begin());
  }
  if (parts.empty()) return std::nullopt;
  const std::string joined = join(parts, " ");
  std::optional<Card> card;
  if (parts[0] == "attack") {
    if (const auto value = number_after(parts, 1)) card = Card{CardKind::attack, *value};
  } else if (joined == "negotiate") {
    card = Card{CardKind::negotiate, 0};
  } else if (joined == "crooked deal") {
    card = Card{CardKind::negotiate, 1, true};
  } else if (joined == "morph") {
    card = Card{CardKind::morph, 0};
  } else if (parts[0] == "reinforcement") {
    if (const auto value = number_after(parts, 1, "+"); value && *value > 0)
      card = Card{CardKind::reinforcement, *value};
  } else if (parts[0] == "kicker") {
    if (const auto value = number_after(parts, 1, "x"); value && *value >= 0)
      card = Card{CardKind::kicker, *value, true};
  } else if (parts[0] == "rift") {
    if (const auto value = number_after(parts, 1); value && *value > 0)
      card = Card{CardKind::rift, *value, true};
  } else if (parts.size() == 2 && parts[1] == "flare") {
    if (const auto alien = alien_of(parts[0]))
      card = Card{CardKind::flare, static_cast<int>(*alien)};
  } else {
    for (int i = 0; i < artifact_count; ++i) {
      if (joined == artifact_names[static_cast<std::size_t>(i)]) {
        const auto artifact = static_cast<Artifact>(i);
        const bool from_rewards = artifact == Artifact::space_junk || artifact == Artifact::finder;
        card = Card{CardKind::artifact, i, from_rewards};
      }
    }
  }
  if (!card) return std::nullopt;
  if (reward) {
    // Only the names a cosmic card shares take "reward "; the others are reward cards anyway.
    if (!shares_cosmic_name(*card)) return std::nullopt;
    card->reward = true;
  }
  return card;
}

CardsContent load_cards(const std::filesystem::path& content_dir) {
  CardsContent content;
  const auto file = content_dir / "cosmic-lucre" / "cards.json";
  read_content(file, [&](ContentEntry& top) {
    const auto read_deck = [&](const char* field, bool reward, std::vector<DeckEntry>& deck) {
      top.each(field, [&](ContentEntry& entry) {
        const std::string name = entry.text("name");
        std::optional<Card> card = card_of_name((reward ? "reward " : "") + name);
        if (!card) card = card_of_name(name);
        if (!card || card->reward != reward || card->kind == CardKind::flare) {
          entry.fail("name", quote_input(name) + " is not a card of the " +
                                 (reward ? "Reward" : "cosmic") + " deck");
        }
        for (const DeckEntry& earlier : deck) {
          if (earlier.card == *card) entry.fail("name", quote_input(name) + " is listed twice");
        }
        deck.push_back({*card, entry.integer("count", 1, 20)});
      });
    };
    read_deck("cosmic", false, content.cosmic);
    read_deck("reward", true, content.reward);
    // A deal gives every seat of the largest table a full hand, and a seat that
    // shows a hand without an encounter card draws a new one: while four other seats
    // hold full hands of them, encounter cards must remain to be drawn.
    int cards = 0, encounter_cards = 0;
    for (const DeckEntry& entry : content.cosmic) {
      cards += entry.count;
      if (entry.card.encounter()) encounter_cards += entry.count;
    }
    if (cards < max_players * hand_size) {
      top.fail("cosmic", "holds " + std::to_string(cards) + " cards, and a deal needs " +
                             std::to_string(max_players * hand_size) +
                             ", eight for each seat of a five-player table");
    }
    const int most_held = (max_players - 1) * hand_size;
    if (encounter_cards <= most_held) {
      top.fail("cosmic", "holds " + std::to_string(encounter_cards) +
                             " encounter cards (attack, negotiate, morph), and needs at least " +
                             std::to_string(most_held + 1) +
                             ": more than four full hands, so a seat without one can draw one");
    }
  });
  return content;
}

CardTable card_table(const CardsContent& content) {
  CardTable table;
  const auto add = [&](const std::vector<DeckEntry>& deck, std::vector<CardId>& ids) {
    for (const DeckEntry& entry : deck) {
      for (int copy = 0; copy < entry.count; ++copy) {
        ids.push_back(static_cast<CardId>(table.cards.size()));
        table.cards.push_back(entry.card);
      }
    }
  };
  add(content.cosmic, table.cosmic);
  add(content.reward, table.reward);
  for (int alien = 0; alien < alien_count; ++alien) {
    table.flares.push_back(static_cast<CardId>(table.cards.size()));
    table.cards.push_back(Card{CardKind::flare, alien});
  }
  return table;
}

}  // namespace gavel::cosmic
