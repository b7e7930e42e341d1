// The searching rival: the games it draws are ones its seat cannot tell from its own,
// it decides alike where its seat cannot tell two games apart, and a seed replays it.

#include "gavel/ai/search_agent.h"

#include <catch2/catch.hpp>

#include "agent_support.h"
#include "gavel/ai/agents.h"
#include "gavel/ai/auctionland/mind.h"
#include "gavel/ai/minds.h"
#include "gavel/ai/mintopia/mind.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/state.h"
#include "gavel/games/auction_web/chapter.h"
#include "gavel/games/auctionland/chapter.h"
#include "gavel/games/auctionland/state.h"
#include "gavel/games/auctionland/view.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/state.h"
#include "gavel/games/mintopia/chapter.h"
#include "gavel/games/mintopia/state.h"
#include "gavel/games/mintopia/view.h"
#include "support/shipped_content.h"

namespace gavel {
namespace {

using testing::choose;

// Every dollar at the table: the seats' and the market's.
int dollars_at_table(const auctionland::AuctionlandState& game) {
  int sum = 0;
  for (Seat s = 0; s < game.seats(); ++s)
    sum += game.player(s).money;
  for (const auto& slot : game.market())
    sum += slot.money;
  return sum;
}

// How many places each card of a Cosmic Encounter game lies in, by id: one for
// every card, in a game the rules made.
std::vector<int> card_places(const cosmic::CosmicState& game) {
  std::vector<int> places(game.cards().cards.size(), 0);
  const auto count = [&](const std::vector<cosmic::CardId>& pile) {
    for (cosmic::CardId card : pile) {
      if (card != cosmic::no_card) ++places[static_cast<std::size_t>(card)];
    }
  };
  for (Seat s = 0; s < game.seats(); ++s)
    count(game.hand(s));
  for (const auto* pile : {&game.deck(), &game.discards(), &game.reward_deck(),
                           &game.reward_discards(), &game.unused_flares(), &game.drawn()})
    count(*pile);
  // The encounter's cards stay named there once discarded, until the next encounter.
  const cosmic::Encounter& e = game.encounter();
  for (cosmic::CardId card : {e.offense_card, e.defense_card, e.offense_kicker, e.defense_kicker}) {
    if (card != cosmic::no_card && places[static_cast<std::size_t>(card)] == 0)
      ++places[static_cast<std::size_t>(card)];
  }
  return places;
}

// A New Mintopia City game's own fields, without the history and log a drawn game
// starts without.
std::string city_fields(const mintopia::MintopiaState& game) {
  std::string bytes;
  SaveArchive archive(bytes);
  archive(game);
  return bytes;
}

// How walk_samples walks: which drawn games it plays to their end (every n-th), how
// often the table itself takes a random move instead of its rival's (one in `wander`;
// 0 never), and the dice of its first table.
struct Walk {
  int play_every = 16;
  int wander = 0;
  std::uint64_t first_seed = Catch::rngSeed();
};

// Walks games of `chapter` among its scripted rivals, one per setup, and at every
// seat's decision draws a game from that seat's view: the seat must see exactly its
// own view in it, with the same moves, and `check` looks at the rest. Now and then
// the drawn game is played to its end with legal moves, `each_move` looking at it
// after every one. Returns the games drawn; decisions the sampler does not rebuild
// are skipped.
int walk_samples(const Chapter& chapter, const std::vector<Setup>& setups,
                 const std::function<void(const State& state, const State& sample)>& check,
                 const std::function<void(const State& sample)>& each_move = {},
                 const Walk& walk = {}) {
  const auto mind = find_mind(chapter.id);
  auto agents = testing::scripted_agents(chapter);
  int drawn = 0;
  for (std::size_t table = 0; table < setups.size(); ++table) {
    const auto state = chapter.start(setups[table], testing::shipped_content_dir);
    Rng dice(walk.first_seed + table, Stream::chance);
    INFO("table " << table);
    while (!state->over()) {
      const auto moves = state->legal_moves();
      const Seat seat = state->to_move();
      if (seat == chance_seat) {
        state->apply(moves[dice.below(moves.size())]);
        continue;
      }
      const auto view = state->view_to_search(seat);
      Rng draw(dice.next(), Stream::rivals, static_cast<std::uint64_t>(seat));
      const auto sample = mind->sample(*view, draw);
      if (sample != nullptr) {
        INFO(view->describe());
        REQUIRE(sample->view_to_search(seat)->same_as(*view));
        REQUIRE(sample->legal_moves() == moves);
        check(*state, *sample);
        if (++drawn % walk.play_every == 0) {
          while (!sample->over()) {
            const auto next = sample->legal_moves();
            const Move move = sample->to_move() == chance_seat
                                  ? next[dice.below(next.size())]
                                  : choose(*agents.front(), *sample, 3);
            REQUIRE(testing::legal(*sample, move));
            sample->apply(move);
            if (each_move) each_move(*sample);
          }
        }
      }
      const Move chosen =
          choose(*agents[static_cast<std::size_t>(seat) % agents.size()], *state, 7);
      if (walk.wander == 0) {
        state->apply(chosen);
        continue;
      }
      const auto roll = dice.below(static_cast<std::uint64_t>(walk.wander));
      const auto other = dice.below(moves.size());
      state->apply(roll == 0 ? moves[other] : chosen);
    }
  }
  return drawn;
}

TEST_CASE("Auctionland's sampler draws games the seat cannot tell from its own",
          "[ai][search][auctionland]") {
  int money_moved = 0;
  const int drawn = walk_samples(
      auctionland::chapter(), {Setup{2, {}}, Setup{4, {}}, Setup{6, {}}},
      [&](const State& state, const State& sample) {
        const auto& game = dynamic_cast<const auctionland::AuctionlandState&>(sample);
        const auto& real = dynamic_cast<const auctionland::AuctionlandState&>(state);
        REQUIRE(game.stack().size() == real.stack().size());
        REQUIRE(dollars_at_table(game) == dollars_at_table(real));
        for (Seat s = 0; s < state.seats(); ++s)
          money_moved += game.player(s).money != real.player(s).money ? 1 : 0;
      },
      // Every seat can pay its way in a drawn game played to its end.
      [](const State& sample) {
        const auto& game = dynamic_cast<const auctionland::AuctionlandState&>(sample);
        for (Seat s = 0; s < game.seats(); ++s)
          REQUIRE(game.player(s).money >= 0);
      });
  REQUIRE(drawn > 300);
  REQUIRE(money_moved > 100);  // hidden money is drawn, not copied
}

TEST_CASE("Auction Web's sampler draws games the seat cannot tell from its own",
          "[ai][search][auction-web]") {
  // Draws at the bidding turns and lowballs; the rest go to the script (sample.cpp).
  int hands_moved = 0, others = 0;
  const int drawn = walk_samples(
      auction_web::chapter(),
      {Setup{2, {}}, Setup{3, {{"draft", "on"}}}, Setup{4, {{"cleanup", "draw-first"}}},
       Setup{5, {}}, Setup{3, {}, Boons{.hand_limit = 2, .peeks = 2}}},
      [&](const State& state, const State& sample) {
        for (Seat s = 0; s < state.seats(); ++s) {
          const std::string hand = "hand." + std::to_string(s);
          if (s == state.to_move()) {
            REQUIRE(sample.fact(hand) == state.fact(hand));
          } else {
            ++others;
            hands_moved += sample.fact(hand) != state.fact(hand) ? 1 : 0;
          }
        }
      });
  REQUIRE(drawn > 300);
  REQUIRE(hands_moved > others / 4);  // hidden hands are drawn, not copied
}

TEST_CASE("New Mintopia City's sampler draws games the seat cannot tell from its own",
          "[ai][search][mintopia]") {
  // Every mode: the ring of 3 to 6, the duel, the duel against each AI card, and
  // solitaire against each; and a ring where seat 0 holds the perks that last all game.
  std::vector<Setup> tables = {{3, {}}, {4, {}}, {5, {}}, {6, {}}, {2, {}}};
  for (std::string_view card : mintopia::ai_card_ids) {
    tables.push_back(Setup{2, {{"ai", std::string(card)}}});
    tables.push_back(Setup{1, {{"ai", std::string(card)}}});
  }
  Setup perks{4, {}};
  perks.boons.extra_income = 2;
  perks.boons.sealed_peek = true;
  tables.push_back(perks);
  int exact = 0, blind = 0, redrawn = 0;
  const int drawn = walk_samples(
      mintopia::chapter(), tables,
      [&](const State& state, const State& sample) {
        const auto& game = dynamic_cast<const mintopia::MintopiaState&>(sample);
        const auto& real = dynamic_cast<const mintopia::MintopiaState&>(state);
        const Seat seat = state.to_move();
        // The deck and the unused Locations: every Location seen nowhere.
        REQUIRE(game.unseen() == real.unseen());
        REQUIRE(game.deck() == real.deck());
        // Sealed commitments are all a seat cannot see: with none, the game comes back
        // whole (but for the sealed-peek perk, which only seat 0 knows of); with some,
        // they are drawn afresh, each within its seat's Mints.
        const auto view = state.view(seat);
        const auto& mine = dynamic_cast<const mintopia::MintopiaView&>(*view);
        bool hidden = false, moved = false;
        for (Seat other = 0; other < state.seats(); ++other) {
          if (mine.commitments[static_cast<std::size_t>(other)] != mintopia::sealed) continue;
          hidden = true;
          const auto theirs = [&](const State& g) {
            return dynamic_cast<const mintopia::MintopiaView&>(*g.view(other))
                .commitments[static_cast<std::size_t>(other)];
          };
          REQUIRE(theirs(sample) >= 0);
          REQUIRE(theirs(sample) <= game.mints(other));
          moved = moved || theirs(sample) != theirs(state);
        }
        if (hidden) {
          ++blind;
          redrawn += moved ? 1 : 0;
        } else if (seat == 0 ||
                   !dynamic_cast<const mintopia::MintopiaView&>(*state.view(0)).sealed_peek) {
          REQUIRE(city_fields(game) == city_fields(real));
          ++exact;
        }
      },
      // Every seat can pay its way in a drawn game played to its end.
      [](const State& sample) {
        const auto& game = dynamic_cast<const mintopia::MintopiaState&>(sample);
        for (Seat s = 0; s < game.seats(); ++s)
          REQUIRE(game.mints(s) >= 0);
      });
  REQUIRE(drawn > 900);
  REQUIRE(exact > 800);
  REQUIRE(blind > 40);
  REQUIRE(redrawn * 3 > blind * 2);  // sealed commitments are drawn, not copied
}

TEST_CASE("Cosmic Encounter's sampler draws games the seat cannot tell from its own",
          "[ai][search][cosmic]") {
  using cosmic::CosmicState;
  // Every decision after the aliens and techs are kept; the other hands, the decks,
  // the face-down cards and techs are drawn (sample.cpp).
  int hands_moved = 0, others = 0, laid_moved = 0, laid = 0, techs_moved = 0, hidden_techs = 0;
  // (While chance deals a draw, the cards drawn so far are in no pile yet.)
  const auto placed_once = [](const CosmicState& game) {
    if (game.to_move() == chance_seat) return;
    for (int places : card_places(game)) {
      REQUIRE(places == 1);
    }
  };
  const int drawn = walk_samples(
      cosmic::chapter(),
      {Setup{4, {}}, Setup{3, {}}, Setup{5, {{"lucre", "off"}}},
       Setup{4, {}, Boons{.extra_money = 3, .extra_aliens = 2, .known_flare = true}}},
      [&](const State& state, const State& sample) {
        const auto& real = dynamic_cast<const CosmicState&>(state);
        const auto& game = dynamic_cast<const CosmicState&>(sample);
        placed_once(real);
        placed_once(game);

        const Seat me = state.to_move();
        for (Seat s = 0; s < state.seats(); ++s) {
          if (s == me) continue;
          ++others;
          hands_moved += game.hand(s) != real.hand(s) ? 1 : 0;
          if (real.tech(s) != cosmic::no_tech &&
              real.tech_stage(s) == cosmic::TechStage::research) {
            ++hidden_techs;
            techs_moved += game.tech(s) != real.tech(s) ? 1 : 0;
          }
        }
        const cosmic::Encounter& e = real.encounter();
        if (!e.revealed && me != e.offense && e.offense_card != cosmic::no_card &&
            e.face_up != e.offense) {
          ++laid;
          laid_moved += game.encounter().offense_card != e.offense_card ? 1 : 0;
          REQUIRE(game.cards()[game.encounter().offense_card].encounter());
        }
      },
      [&](const State& sample) { placed_once(dynamic_cast<const CosmicState&>(sample)); });
  REQUIRE(drawn > 300);
  // Hidden things are drawn, not copied.
  REQUIRE(hands_moved > others / 2);
  REQUIRE(laid > 10);
  REQUIRE(laid_moved > laid / 4);
  REQUIRE(techs_moved > hidden_techs / 4);
}

TEST_CASE("an Auctionland playout that stops early counts money, less as the game runs out",
          "[ai][search][auctionland]") {
  const ChapterMind& mind = *find_mind(auctionland::chapter().id);
  REQUIRE(mind.standing);
  const auto state = auctionland::chapter().start(Setup{4, {}}, testing::shipped_content_dir);
  Rng dice(3, Stream::chance);
  while (state->to_move() == chance_seat)
    state->apply(state->legal_moves()[dice.below(state->legal_moves().size())]);
  auto view = dynamic_cast<const auctionland::AuctionlandView&>(*state->view(state->to_move()));
  const auto worth_of_ten = [&](int stack) {
    view.stack = stack;
    const double before = mind.standing(view);
    view.seats[view.me].money += 10;
    const double after = mind.standing(view);
    view.seats[view.me].money -= 10;
    return after - before;
  };
  const double early = worth_of_ten(view.stack);
  view.market.clear();  // nothing left to buy: the game is over but for the scoring
  const double late = worth_of_ten(0);
  REQUIRE(early > 5);  // about a point a dollar at the start
  REQUIRE(late > 0);   // money still breaks ties
  REQUIRE(late < 1);
}

TEST_CASE("Auction Auction's sampler draws games the seat cannot tell from its own",
          "[ai][search][auction-auction]") {
  using auction_auction::AuctionState;
  using auction_auction::AuctionView;
  using auction_auction::unknown;
  // Every decision is rebuilt; the others' cash, the bids sealed before the seat's and
  // the colours it has not seen are drawn (sample.cpp).
  int cash_moved = 0, others = 0, bids_moved = 0, sealed = 0, colours_moved = 0, unseen = 0;
  const int drawn = walk_samples(
      auction_auction::chapter(),
      {Setup{12, {}}, Setup{5, {}},
       Setup{6, {}, Boons{.extra_money = 3, .house_colours = 1, .garnets = 4}}},
      [&](const State& state, const State& sample) {
        const auto& real = dynamic_cast<const AuctionState&>(state);
        const auto& game = dynamic_cast<const AuctionState&>(sample);
        int held = 0;
        for (Seat s = 0; s < game.seats(); ++s) {
          REQUIRE(game.cash(s) >= 0);
          REQUIRE(game.garnets(s) >= 0);
          held += game.cash(s);
        }
        REQUIRE(held == game.money_in() - game.money_paid());
        const Seat me = state.to_move();
        for (Seat s = 0; s < state.seats(); ++s) {
          if (s == me) continue;
          ++others;
          cash_moved += game.cash(s) != real.cash(s) ? 1 : 0;
        }
        // The bids sealed before the seat's in this phase, as their own seats see them.
        const bool sealing = real.step() == auction_auction::Step::access ||
                             real.step() == auction_auction::Step::sheet;
        const auto round = static_cast<std::size_t>(real.round());
        for (Seat s = 0; sealing && s < me; ++s) {
          const auto mine = [&](const State& of) {
            const auto view = of.view(s);
            const auto& shown = dynamic_cast<const AuctionView&>(*view);
            return std::make_pair(shown.access[round][static_cast<std::size_t>(s)],
                                  shown.sheets[round][static_cast<std::size_t>(s)]);
          };
          ++sealed;
          bids_moved += mine(state) != mine(sample) ? 1 : 0;
        }
        const auto view = state.view(me);
        const auto& shown = dynamic_cast<const AuctionView&>(*view);
        bool any_unseen = false, moved = false;
        for (std::size_t house = 0; house < auction_auction::house_count; ++house) {
          if (shown.colours[house] != unknown) continue;
          any_unseen = true;
          moved = moved || game.table().houses[house].colour != real.table().houses[house].colour;
        }
        unseen += any_unseen ? 1 : 0;
        colours_moved += moved ? 1 : 0;
      },
      // Nobody's cash goes below $0 in a drawn game played to its end.
      [](const State& sample) {
        const auto& game = dynamic_cast<const AuctionState&>(sample);
        for (Seat s = 0; s < game.seats(); ++s)
          REQUIRE(game.cash(s) >= 0);
      });
  REQUIRE(drawn > 300);
  // Hidden things are drawn, not copied.
  REQUIRE(cash_moved > others / 4);
  REQUIRE(bids_moved > sealed / 4);
  REQUIRE(colours_moved > unseen / 4);
}

TEST_CASE("the searching rival replays its seed and weighs the scripted choice",
          "[ai][search][auctionland]") {
  const ChapterMind mind = auctionland::mind();
  SearchAgent search("search", mind, SearchBudget{2, 4});
  const auto state = auctionland::chapter().start(Setup{3, {}}, testing::shipped_content_dir);
  Rng dice(5, Stream::chance);
  int decided = 0;
  while (!state->over() && decided < 12) {
    const auto moves = state->legal_moves();
    if (state->to_move() == chance_seat || moves.size() == 1) {
      state->apply(moves[dice.below(moves.size())]);
      continue;
    }
    const Move first = choose(search, *state, 11);
    REQUIRE(choose(search, *state, 11) == first);
    REQUIRE(testing::legal(*state, first));
    state->apply(first);
    ++decided;
  }
  REQUIRE(decided == 12);
  REQUIRE_THROWS_AS(SearchAgent("search",
                                [] {
                                  ChapterMind blind = auctionland::mind();
                                  blind.sample = nullptr;
                                  return blind;
                                }()),
                    Error);
}

TEST_CASE("Auction Auction's drawn games leave each seat the bids it made, after odd moves",
          "[ai][search][auction-auction]") {
  // Tables that wander (one move in eight at random: deals nobody scripted would make),
  // every drawn game played to its end: nobody's cash goes below $0. The third table
  // once drew a sheet whose cash the sampler then gave to another seat's bid.
  using auction_auction::AuctionState;
  int played = 0;
  walk_samples(
      auction_auction::chapter(), std::vector<Setup>(3, Setup{12, {}}),
      [](const State&, const State&) {},
      [&](const State& sample) {
        ++played;
        const auto& game = dynamic_cast<const AuctionState&>(sample);
        for (Seat s = 0; s < game.seats(); ++s)
          REQUIRE(game.cash(s) >= 0);
      },
      Walk{.play_every = 1, .wander = 8, .first_seed = 77});
  REQUIRE(played > 100000);
}

}  // namespace
}  // namespace gavel
