#include "gavel/app/command_line.h"

#include <cstdlib>

#include <catch2/catch.hpp>

#include "gavel/core/error.h"

namespace gavel {
namespace {

using Catch::Contains;

Invocation parse(std::vector<const char*> args) {
  args.insert(args.begin(), "gavel");
  return parse_command_line(static_cast<int>(args.size()), args.data());
}

TEST_CASE("commands take their own options", "[app][command-line]") {
  const auto sim = parse({"sim", "auction-web", "--games", "20", "--players", "4", "--agents",
                          "scripted,random", "--seed", "9"});
  REQUIRE(sim.command == "sim");
  REQUIRE(sim.target == "auction-web");
  REQUIRE(sim.games == 20);
  REQUIRE(sim.players == 4);
  REQUIRE(sim.seed == 9u);
  REQUIRE(sim.agents == std::vector<std::string>{"scripted", "random"});

  const auto title = parse({"--ascii", "--no-color", "--save-dir", "saves"});
  REQUIRE(title.command.empty());
  REQUIRE(title.ascii);
  REQUIRE(title.no_color);
  REQUIRE(title.save_dir == "saves");

  REQUIRE(parse({"play", "auction-web", "--text"}).text);
  REQUIRE(parse({"--version"}).version);
  REQUIRE(parse({"replay", "game.txt"}).target == "game.txt");
  REQUIRE(parse({"new", "--ascension", "3"}).ascension == 3);
}

TEST_CASE("bad usage is one clear line", "[app][command-line]") {
  REQUIRE_THROWS_WITH(parse({"--bogus"}), Contains("--bogus"));
  REQUIRE_THROWS_WITH(parse({"dance"}), Contains("'dance' is not a command"));
  REQUIRE_THROWS_WITH(parse({"play"}), Contains("needs a CHAPTER"));
  REQUIRE_THROWS_WITH(parse({"replay"}), Contains("needs a FILE"));
  REQUIRE_THROWS_WITH(parse({"play", "a", "b"}), Contains("too many arguments"));
  REQUIRE_THROWS_WITH(parse({"continue", "x"}), Contains("too many arguments"));
  REQUIRE_THROWS_WITH(parse({"sim", "x", "--games", "-4"}),
                      Contains("--games takes a whole number"));
  REQUIRE_THROWS_WITH(parse({"play", "x", "--seed", "abc"}),
                      Contains("--seed takes a whole number"));
  REQUIRE_THROWS_WITH(parse({"play", "x", "--games", "3"}),
                      Contains("--games does not go with 'gavel play'"));
  REQUIRE_THROWS_WITH(parse({"--seed", "3"}), Contains("does not go with the title menu"));
  // An agent's name is never guessed: an empty one or a space is bad usage.
  for (const char* agents :
       {",", "scripted,,random", "scripted,", " scripted", "scripted, random"}) {
    REQUIRE_THROWS_WITH(parse({"sim", "x", "--agents", agents}),
                        Contains("--agents takes agent names separated by commas"));
  }
  REQUIRE(parse({"sim", "x", "--agents", "scripted,random"}).agents ==
          std::vector<std::string>{"scripted", "random"});
}

TEST_CASE("chapter options come from --option, for play and sim", "[app][command-line]") {
  const auto play = parse({"play", "auction-web", "--option", "draft=on"});
  REQUIRE(play.options == std::map<std::string, std::string>{{"draft", "on"}});
  const auto sim =
      parse({"sim", "auctionland", "--option", "market-size=6", "--option", "visible-money=on"});
  REQUIRE(sim.options ==
          std::map<std::string, std::string>{{"market-size", "6"}, {"visible-money", "on"}});
  REQUIRE(parse({"play", "auction-web"}).options.empty());
  REQUIRE_THROWS_WITH(parse({"play", "x", "--option", "draft"}),
                      Contains("--option takes KEY=VALUE, such as draft=on, not 'draft'"));
  REQUIRE_THROWS_WITH(parse({"play", "x", "--option", "=on"}), Contains("--option takes"));
  // Spaces are not trimmed away: the option is refused as typed.
  REQUIRE_THROWS_WITH(parse({"play", "x", "--option", " lucre = off "}),
                      Contains("--option takes KEY=VALUE, such as draft=on, not ' lucre = off '"));
  REQUIRE_THROWS_WITH(parse({"play", "x", "--option", "a=1", "--option", "a=2"}),
                      Contains("--option 'a' is given twice"));
  REQUIRE_THROWS_WITH(parse({"autoplay", "--option", "draft=on"}),
                      Contains("--option does not go with 'gavel autoplay'"));
  // autoplay's own seat: scripted unless it asks for the searching agent.
  REQUIRE(parse({"autoplay"}).agent == "scripted");
  REQUIRE(parse({"autoplay", "--agent", "search"}).agent == "search");
  REQUIRE_THROWS_WITH(parse({"autoplay", "--agent", "clever"}),
                      Contains("--agent is scripted or search, not 'clever'"));
  REQUIRE_THROWS_WITH(parse({"sim", "x", "--agent", "search"}),
                      Contains("--agent does not go with 'gavel sim'"));
}

TEST_CASE("the save folder follows --save-dir, then XDG, then HOME", "[app][command-line]") {
  REQUIRE(resolve_save_dir("mine") == "mine");
  const char* old_xdg = std::getenv("XDG_DATA_HOME");
  const std::string saved_xdg = old_xdg ? old_xdg : "";
  setenv("XDG_DATA_HOME", "/tmp/xdg", 1);
  REQUIRE(resolve_save_dir("") == "/tmp/xdg/gavel");
  unsetenv("XDG_DATA_HOME");
  setenv("HOME", "/home/player", 1);
  REQUIRE(resolve_save_dir("") == "/home/player/.local/share/gavel");
  if (old_xdg) setenv("XDG_DATA_HOME", saved_xdg.c_str(), 1);
}

TEST_CASE("new --daily asks for the day's run, never with a seed of its own",
          "[app][command-line][daily]") {
  const auto daily = parse({"new", "--daily"});
  REQUIRE(daily.command == "new");
  REQUIRE(daily.daily);
  REQUIRE_FALSE(daily.seed);
  REQUIRE_FALSE(parse({"new"}).daily);
  const auto at_level = parse({"new", "--daily", "--ascension", "2"});
  REQUIRE(at_level.daily);
  REQUIRE(at_level.ascension == 2);

  REQUIRE_THROWS_WITH(parse({"new", "--daily", "--seed", "3"}),
                      "--daily and --seed do not go together: the daily run's seed is the date");
  REQUIRE_THROWS_WITH(parse({"new", "--seed", "3", "--daily"}),
                      Contains("--daily and --seed do not go together"));
  REQUIRE_THROWS_WITH(parse({"--daily"}), Contains("--daily does not go with the title menu"));
  REQUIRE_THROWS_WITH(parse({"autoplay", "--daily"}),
                      Contains("--daily does not go with 'gavel autoplay'"));
  REQUIRE_THROWS_WITH(parse({"play", "auction-web", "--daily"}),
                      Contains("--daily does not go with 'gavel play'"));
}

}  // namespace
}  // namespace gavel
