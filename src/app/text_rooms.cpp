// The text run's pages between an act's introduction and the next: the district's
// map, its rooms, the table and its results. Each says what the board's screen shows,
// in the same words (campaign/pages.h, campaign/words.h), and makes the same move.

#include <algorithm>

#include "gavel/campaign/pages.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/campaign/words.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"
#include "text_desk.h"

namespace gavel::text_run {

namespace {

const cp::Room& room_at(const cp::Run& run, int index) {
  return run.district.rooms[static_cast<std::size_t>(index)];
}

// "Black Market or Quiet Room": where a room leads.
std::string exits_words(const cp::Run& run, const cp::Room& room) {
  std::vector<std::string> next;
  for (int to : room.exits)
    next.push_back(cp::room_name(room_at(run, to).kind));
  return or_list(next);
}

// The columns past the ways on, as the rooms the player can still reach in each.
std::vector<std::string> further_lines(const cp::Run& run) {
  const std::set<int> ahead = cp::rooms_ahead(run.district, run.room);
  const int here = room_at(run, run.room).column;
  std::vector<std::string> lines;
  for (int column = here + 2; column < run.district.columns - 1; ++column) {
    // Each kind once, counted: "2 Rumours or Black Market".
    std::vector<std::pair<cp::RoomKind, int>> kinds;
    for (int index : ahead) {
      if (room_at(run, index).column != column) continue;
      const cp::RoomKind kind = room_at(run, index).kind;
      const auto same = std::find_if(kinds.begin(), kinds.end(),
                                     [&](const auto& counted) { return counted.first == kind; });
      if (same == kinds.end()) {
        kinds.emplace_back(kind, 1);
      } else {
        ++same->second;
      }
    }
    std::vector<std::string> words;
    for (const auto& [kind, count] : kinds) {
      const std::string name = cp::room_name(kind);
      words.push_back(count == 1 ? name : std::to_string(count) + " " + name + "s");
    }
    lines.push_back("  " + ordinal(column - here) + " room on: " + or_list(words));
  }
  return lines;
}

int straight_ahead(const cp::Run& run, const std::vector<int>& ways) {
  const int row = room_at(run, run.room).row;
  for (std::size_t i = 0; i < ways.size(); ++i) {
    if (room_at(run, ways[i]).row == row) return static_cast<int>(i);
  }
  return 0;
}

Step leave(Desk& desk) {
  cp::leave_room(desk.run);
  desk.save();
  return Step::moved;
}

void say_status(Desk& desk) {
  desk.console.say("You hold " + cp::tokens(desk.run.tokens) + " and " +
                   cp::garnets(desk.run.garnets) + ".");
}

}  // namespace

Step map(Desk& desk) {
  cp::Run& run = desk.run;
  const std::vector<int> ways = cp::ways_on(run);
  if (ways.empty()) throw Error("the map has no way on from this room");
  const cp::Room& here = room_at(run, run.room);
  std::vector<Answer> answers;
  for (std::size_t i = 0; i < ways.size(); ++i) {
    const cp::Room& room = room_at(run, ways[i]);
    std::string words = std::string(cp::room_name(room.kind)) + ". " +
                        cp::room_words(run, desk.content(), room.kind);
    if (!room.exits.empty()) words += " From there: " + exits_words(run, room) + ".";
    answers.push_back({std::to_string(i + 1), words});
  }
  const auto look = [&] {
    const int between = run.district.columns - 1 - here.column - 1;
    desk.console.heading(
        "The district of act " + std::to_string(run.act + 1) + ": you stand in " +
        (here.kind == cp::RoomKind::entrance ? "the entrance"
                                             : "a " + std::string(cp::room_name(here.kind))) +
        (between == 0 ? ", next to the Auction House."
                      : ", " + counted(between, "room", "rooms") + " before the Auction House."));
    say_status(desk);
    desk.console.say(ways.size() == 1 ? "One way on:" : "Ways on:");
    for (const Answer& answer : answers)
      desk.console.say("  " + answer.typed + ". " + answer.words);
    const std::vector<std::string> further = further_lines(run);
    if (!further.empty()) {
      desk.console.say("Further on, as far as you can still reach:");
      for (const std::string& line : further)
        desk.console.say(line);
    }
  };
  look();
  const int enter = straight_ahead(run, ways);
  const std::string question = ways.size() == 1 ? "Which way? 1 (Enter walks there)."
                                                : "Which way? 1 to " + std::to_string(ways.size()) +
                                                      " (Enter: " + std::to_string(enter + 1) +
                                                      ", straight ahead).";
  const std::optional<int> way = ask(desk, question, answers, enter, look);
  if (!way) return Step::quit;
  cp::walk(run, desk.content(), ways[static_cast<std::size_t>(*way)]);
  desk.save();
  return Step::moved;
}

Step black_market(Desk& desk) {
  for (;;) {
    cp::Run& run = desk.run;
    std::vector<Answer> answers;
    std::vector<const cp::Perk*> wares;
    for (const std::string& id : run.offers) {
      const cp::Perk* perk = desk.content().perk(id);
      if (perk == nullptr) continue;
      const std::string refused = cp::why_not_buy(run, desk.content(), id);
      wares.push_back(perk);
      answers.push_back(
          {std::to_string(wares.size()), perk->name + ", " + cp::garnets(cp::price(run, *perk)) +
                                             ", " + cp::perk_acts(run, *perk) + ". " + perk->text +
                                             (refused.empty() ? "" : " (" + refused + ")")});
    }
    answers.push_back({"leave", "back to the map; the wares left stay unsold"});
    const auto look = [&] {
      desk.console.heading("Black Market: perks for garnets. You have " + cp::garnets(run.garnets) +
                           ".");
      for (const Answer& answer : answers)
        desk.console.say("  " + answer.typed + (&answer == &answers.back() ? ": " : ". ") +
                         answer.words);
      desk.console.say("You hold: " + cp::perk_names(desk.content(), run.perks) + ".");
    };
    look();
    const int last = static_cast<int>(answers.size()) - 1;
    const std::string question =
        wares.empty() ? "Nothing is left to buy: leave (Enter)."
                      : "Buy which? 1 to " + std::to_string(wares.size()) + ", or leave (Enter).";
    const std::optional<int> pick = ask(desk, question, answers, last, look);
    if (!pick) return Step::quit;
    if (*pick == last) return leave(desk);
    const cp::Perk& perk = *wares[static_cast<std::size_t>(*pick)];
    const std::string refused = cp::why_not_buy(run, desk.content(), perk.id);
    if (!refused.empty()) {
      desk.console.say(refused);
      continue;
    }
    cp::buy(run, desk.content(), perk.id);
    desk.save();
    desk.console.say(cp::bought_words(run, desk.content(), perk));
  }
}

Step rumour(Desk& desk) {
  cp::Run& run = desk.run;
  const cp::Content& content = desk.content();
  const cp::Rumour& told = cp::current_rumour(run, content);
  std::vector<Answer> answers;
  for (std::size_t i = 0; i < told.choices.size(); ++i) {
    const cp::Choice& choice = told.choices[i];
    const std::string refused = cp::why_not_choose(run, content, static_cast<int>(i));
    answers.push_back({std::to_string(i + 1),
                       cp::rumour_words(run, content, choice.label) + " (" +
                           (refused.empty() ? cp::choice_words(run, content, choice) : refused) +
                           ")"});
  }
  const auto look = [&] {
    desk.console.heading("Rumour: " + cp::rumour_words(run, content, told.title));
    desk.console.say(cp::rumour_words(run, content, told.text));
    say_status(desk);
    if (run.rumour.chosen < 0) {
      for (const Answer& answer : answers)
        desk.console.say("  " + answer.typed + (&answer == &answers.back() ? ": " : ". ") +
                         answer.words);
    }
  };
  if (run.rumour.chosen < 0) {
    look();
    const int enter = cp::enter_choice(told);
    for (;;) {
      const std::optional<int> pick = ask(desk,
                                          "Which choice? 1 to " + std::to_string(answers.size()) +
                                              " (Enter: " + std::to_string(enter + 1) + ").",
                                          answers, enter, look);
      if (!pick) return Step::quit;
      const std::string why = cp::why_not_choose(run, content, *pick);
      if (why.empty()) {
        const cp::Run before = run;
        cp::choose(run, content, *pick);
        desk.save();
        const cp::Choice& choice = told.choices[static_cast<std::size_t>(*pick)];
        desk.console.say(cp::rumour_words(
            run, content, run.rumour.happened ? choice.outcome : choice.otherwise_outcome));
        desk.console.say(cp::change_words(content, before, run));
        break;
      }
      desk.console.say(why);
    }
  } else {
    look();
    const cp::Choice& choice = told.choices[static_cast<std::size_t>(run.rumour.chosen)];
    desk.console.say("You chose: " + cp::rumour_words(run, content, choice.label));
  }
  if (!ask(desk, "Enter: back to the map.", {{"leave", "back to the map"}}, 0, look)) {
    return Step::quit;
  }
  return leave(desk);
}

Step pawnshop(Desk& desk) {
  cp::Run& run = desk.run;
  const cp::Trade trades[] = {cp::Trade::pawn_token, cp::Trade::redeem_token};
  for (;;) {
    const std::vector<Answer> answers = {
        {"pawn", "pawn a token of life for " + cp::garnets(cp::pawn_garnets)},
        {"redeem", "buy a token of life back for " + cp::garnets(cp::redeem_garnets)},
        {"leave", "back to the map"},
    };
    const auto look = [&] {
      desk.console.heading("Pawnshop: a token of life pawned brings " +
                           cp::garnets(cp::pawn_garnets) + "; buying one back costs " +
                           std::to_string(cp::redeem_garnets) + ".");
      say_status(desk);
      for (std::size_t i = 0; i < answers.size(); ++i) {
        const std::string why = i < 2 ? cp::why_not_trade(run, trades[i]) : "";
        desk.console.say("  " + answers[i].typed + ": " + answers[i].words +
                         (why.empty() ? "" : " (" + why + ")"));
      }
    };
    look();
    const std::optional<int> pick =
        ask(desk, "Pawn, redeem or leave? (Enter: leave)", answers, 2, look);
    if (!pick) return Step::quit;
    if (*pick == 2) return leave(desk);
    const cp::Trade trade = trades[*pick];
    const std::string why = cp::why_not_trade(run, trade);
    if (!why.empty()) {
      desk.console.say(why);
      continue;
    }
    cp::trade(run, trade);
    desk.save();
    desk.console.say(trade == cp::Trade::pawn_token
                         ? "You pawn a token of life for " + cp::garnets(cp::pawn_garnets) + "."
                         : "You buy a token of life back for " + cp::garnets(cp::redeem_garnets) +
                               ".");
  }
}

Step quiet_room(Desk& desk) {
  const auto look = [&] {
    desk.console.heading("Quiet Room.");
    desk.console.say(cp::calm_words(desk.run));
  };
  look();
  if (!ask(desk, "Enter: back to the map.", {{"leave", "back to the map"}}, 0, look)) {
    return Step::quit;
  }
  return leave(desk);
}

Step table(Desk& desk) {
  cp::TablePlay play(desk.run, desk.content(), desk.campaign.content_dir);
  desk.save();  // a new game is dealt and the boons fixed in the run now: keep them
  TextTable text{play.chapter(), play.match(), {}, {}};
  text.words.rivals = play.seats();
  text.words.seed = desk.run.table.seed;
  std::vector<std::string> rivals;
  text.names.resize(play.seats().size());
  for (std::size_t seat = 0; seat < play.seats().size(); ++seat) {
    if (!play.seats()[seat]) continue;
    text.names[seat] = play.seats()[seat]->name;
    rivals.push_back(text.names[seat]);
  }
  text.command = [&](const std::string& typed) { return shared_command(desk, typed); };
  text.after_move = [&] {
    play.record();
    desk.save();
  };
  desk.console.heading("The Auction House: " + play.chapter().title +
                       (rivals.empty() ? "" : " against " + and_list(rivals)) + ".");
  desk.console.say(seats_words(text.names));
  desk.console.say(
      "Type a move; ? lists your moves, look the whole table, help the rules "
      "of the run, q saves and quits.");
  if (play_text_table(text, desk.console) == TableEnd::stopped) {
    play.record();  // the table cannot be forfeited: leaving keeps it for Continue
    desk.save();
    return Step::quit;
  }
  play.finish();
  desk.save();
  return Step::moved;
}

Step results(Desk& desk) {
  const cp::Run& run = desk.run;
  const cp::ChapterResult& result = run.results.back();
  const auto look = [&] {
    desk.console.heading("Act " + std::to_string(run.act + 1) + " of " +
                         std::to_string(run.chapters.size()) + ": " +
                         cp::chapter_title(result.chapter) + ", the results:");
    for (std::size_t seat : cp::by_place(result)) {
      desk.console.say("  " + ordinal(result.places[seat]) + " " +
                       cp::seat_name(desk.content(), result.seats[seat], seat) + ", " +
                       cp::score_words(result, seat));
    }
    const int place = result.places.front();
    const bool tied = std::count(result.places.begin(), result.places.end(), place) > 1;
    desk.console.say("You finished " + ordinal(place) + (tied ? " (tied)" : "") + " of " +
                     std::to_string(result.places.size()) + ".");
    desk.console.say(cp::earned_words(run));
    for (const std::string& reason : result.reasons)
      desk.console.say("  " + reason);
    const std::string grudges = cp::grudge_words(run, desk.content());
    if (!grudges.empty()) desk.console.say(grudges);
    say_status(desk);
  };
  look();
  if (!ask(desk, cp::next_words(run), {{"go", "go on"}}, 0, look)) return Step::quit;
  cp::move_on(desk.run, desk.content());
  desk.save();
  return Step::moved;
}

}  // namespace gavel::text_run
