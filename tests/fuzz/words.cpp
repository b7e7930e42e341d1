// The words target: text from outside that a terminal would act on, where Gavel
// reads it. Half the mutants are saves: one string field of a real run.sav or
// profile.sav (any of them: ids, notes, deeds, the table talk said, a tally's moment,
// the hall's endings) set to words holding an escape, a C1 control (CSI, OSC), a raw
// byte of 0x80 to 0xff or bytes that are not UTF-8, and written again with the game's
// own writer. Such a save must be refused: saved words are the game's own, and a
// field that took these would reach the text mode's pages and run-N.txt as they are.
// The other half are paths holding the same, given to every command that takes one
// (--save-dir, XDG_DATA_HOME, --content-dir, replay FILE), each as a path that does
// not exist and as one that does but is not what the command needs. The command must
// fail with one line on standard error that shows the escapes, never the bytes.

#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "fuzz/mutator.h"
#include "fuzz/saved_runs.h"
#include "fuzz/seeds.h"
#include "fuzz/targets.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/saves.h"
#include "gavel/core/save_lock.h"
#include "gavel/core/text.h"
#include "support/run_gavel.h"

namespace gavel::fuzz {
namespace {

using testing::run_gavel;
using testing::Told;

// What a terminal acts on or cannot show: each is refused in saved words and
// escaped in a message.
constexpr std::array<const char*, 14> hostile_pieces = {
    "\x1b[2J",            // an escape sequence: clear the screen
    "\302\2332J",         // the same as C1 CSI, in UTF-8
    "\302\2350;owned\a",  // C1 OSC: set the window's title
    "\x9b",               // CSI as one raw byte
    "\xc3",               // a lead byte with nothing after it
    "\xed\xa0\x80",       // a surrogate
    "\xc0\xaf",           // an overlong '/'
    "\xf4\x90\x80\x80",   // past U+10FFFF
    "\x7f",               // DEL
    "\t",
    "\n",
    "\r",
    "\xe2\x80\xae",  // RIGHT-TO-LEFT OVERRIDE, which reverses what follows
    "\xff\xfe",      // bytes UTF-8 never holds
};

// Words with one to three hostile pieces among ordinary letters.
std::string hostile_words(Rng& rng) {
  constexpr std::array<const char*, 4> plain = {"pawn", "Black Market", "café", "x"};
  std::string words = pick(rng, plain);
  const auto pieces = 1 + rng.below(3);
  // Pieces may meet and make UTF-8 that is fine ("\xc3" then "\x9b" is Û): then one
  // more goes in, until the words are hostile.
  for (std::uint64_t i = 0; i < pieces || printable_text(words); ++i) {
    const std::size_t at = static_cast<std::size_t>(rng.below(words.size() + 1));
    words.insert(at, pick(rng, hostile_pieces));
  }
  return words;
}

// One string field of a save: its name, for the report, and how to set it.
struct Field {
  std::string name;
  std::function<void(const std::string&)> set;
};

void add_list(std::vector<Field>& fields, const std::string& name, std::vector<std::string>& list) {
  for (std::size_t i = 0; i < list.size(); ++i)
    fields.push_back(
        {name + "[" + std::to_string(i) + "]", [&list, i](const std::string& w) { list[i] = w; }});
  // One more entry where the list may grow.
  fields.push_back({name + "[+]", [&list](const std::string& w) { list.push_back(w); }});
}

template <class Value>
void add_keys(std::vector<Field>& fields, const std::string& name,
              std::map<std::string, Value>& map) {
  fields.push_back({name + " key", [&map](const std::string& w) {
                      Value value{};
                      if (!map.empty()) {
                        value = map.begin()->second;
                        map.erase(map.begin());
                      }
                      map[w] = value;
                    }});
}

// Every string field of `run`, each entry of its lists, and each map's keys.
std::vector<Field> run_fields(campaign::Run& run) {
  std::vector<Field> fields;
  const auto one = [&](const std::string& name, std::string& field) {
    fields.push_back({name, [&field](const std::string& w) { field = w; }});
  };
  add_list(fields, "chapters", run.chapters);
  add_list(fields, "perks", run.perks);
  add_list(fields, "offers", run.offers);
  add_list(fields, "rumours_heard", run.rumours_heard);
  add_list(fields, "bought", run.bought);
  add_list(fields, "said", run.said);
  add_keys(fields, "grudges", run.grudges);
  add_keys(fields, "trust", run.trust);
  one("rumour.id", run.rumour.id);
  campaign::ActTable& table = run.table;
  one("table.chapter", table.chapter);
  add_list(fields, "table.rivals", table.rivals);
  add_keys(fields, "table.options", table.options);
  add_keys(fields, "table.notes", table.notes);
  for (auto& [key, value] : table.options)
    one("table.options[" + key + "]", value);
  for (auto& [key, value] : table.notes)
    one("table.notes[" + key + "]", value);
  for (std::size_t i = 0; i < run.deeds.size(); ++i) {
    const std::string at = "deeds[" + std::to_string(i) + "]";
    one(at + ".place", run.deeds[i].place);
    one(at + ".choice", run.deeds[i].choice);
    one(at + ".effect", run.deeds[i].effect);
  }
  for (std::size_t i = 0; i < run.tallies.size(); ++i)
    one("tallies[" + std::to_string(i) + "].moment", run.tallies[i].moment);
  for (std::size_t i = 0; i < run.results.size(); ++i) {
    campaign::ChapterResult& result = run.results[i];
    const std::string at = "results[" + std::to_string(i) + "]";
    one(at + ".chapter", result.chapter);
    add_list(fields, at + ".seats", result.seats);
    add_list(fields, at + ".bought", result.bought);
    add_list(fields, at + ".reasons", result.reasons);
  }
  return fields;
}

std::vector<Field> profile_fields(campaign::Profile& profile) {
  std::vector<Field> fields;
  for (std::size_t i = 0; i < profile.hall.size(); ++i) {
    campaign::Fame& fame = profile.hall[i];
    const std::string at = "hall[" + std::to_string(i) + "]";
    fields.push_back({at + ".ending", [&fame](const std::string& w) { fame.ending = w; }});
    fields.push_back({at + ".date", [&fame](const std::string& w) { fame.date = w; }});
  }
  return fields;
}

// The payload of `saved` with one of its `fields` (which point into it) set to
// `words`; `field` is told which.
template <class Saved>
std::string with_words(Rng& rng, const Saved& saved, const std::vector<Field>& fields,
                       const std::string& words, std::string& field) {
  const Field& chosen = pick(rng, fields);
  chosen.set(words);
  field = chosen.name;
  return save_payload(saved);
}

// Sets an environment variable for as long as it lives.
class Environment {
 public:
  Environment(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    ::setenv(name, value.c_str(), 1);
  }
  ~Environment() {
    if (old_) {
      ::setenv(name_, old_->c_str(), 1);
    } else {
      ::unsetenv(name_);
    }
  }
  Environment(const Environment&) = delete;
  Environment& operator=(const Environment&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

class WordsTarget : public Target {
 public:
  WordsTarget(std::shared_ptr<const SavedRuns> runs, const Folders& folders)
      : runs_(std::move(runs)), work_(folders.work / "words"), lock_(work_ / "saves") {}

  const char* name() const override { return "words"; }
  std::vector<std::string> samples() const override { return runs_->names(); }

  Verdict run(Rng& rng, const Trying& trying) override {
    const std::string words = hostile_words(rng);
    return rng.below(2) == 0 ? try_save(rng, words, trying) : try_path(rng, words, trying);
  }

 private:
  Verdict try_save(Rng& rng, const std::string& words, const Trying& trying) {
    const bool profile = rng.below(4) == 0;
    std::string field;
    std::string payload;
    if (profile) {
      campaign::Profile decoded = runs_->decoded_profile(rng);
      payload = with_words(rng, decoded, profile_fields(decoded), words, field);
    } else {
      campaign::Run decoded = runs_->decoded_run(rng);
      payload = with_words(rng, decoded, run_fields(decoded), words, field);
    }
    const char* name = profile ? campaign::profile_file : campaign::run_file;
    const std::filesystem::path mutant = lock_.dir() / name;
    write_file(mutant, seal_save(payload));
    trying(mutant);
    SaveFile file(lock_, name);
    try {
      campaign::Run run;
      if (profile) {
        campaign::load_profile(file);
      } else {
        campaign::load_run(file, runs_->content(), runs_->content_dir(), run);
      }
    } catch (const Error& error) {
      return told(error, Verdict::refused);
    }
    throw std::runtime_error(std::string("a save whose ") + (profile ? "profile." : "run.") +
                             field + " is " + quote_input(words) +
                             " loaded: saved words must be printable");
  }

  Verdict try_path(Rng& rng, const std::string& words, const Trying& trying) {
    std::filesystem::create_directories(work_);
    // Under a file nothing can be made, not even by root: a path that cannot be.
    const std::filesystem::path blocker = work_ / "a-file";
    write_file(blocker, "");
    const std::string missing = (blocker / words).string();
    const std::filesystem::path there = work_ / words;
    std::filesystem::remove_all(there);
    std::vector<std::string> command;
    switch (rng.below(7)) {
      case 0:
        command = {"--save-dir", missing, "new", "--text"};
        break;
      case 1:
        write_file(there, "not a folder");  // a file where the save folder would be
        command = {"--save-dir", there.string(), "continue", "--text"};
        break;
      case 2:
        command = {"--content-dir", missing, "sim", "auction-web", "--games", "1"};
        break;
      case 3:
        std::filesystem::create_directories(there);  // a folder without the content
        command = {"--content-dir", there.string(), "sim", "auction-web", "--games", "1"};
        break;
      case 4:
        command = {"replay", missing};
        break;
      case 5:
        write_file(there, "chapter: auction-web\nplayers: 3\nseed: 1\n0: dance\n");
        command = {"replay", there.string()};
        break;
      default: {
        const Environment data_home("XDG_DATA_HOME", missing);
        return check_told({"XDG_DATA_HOME=" + missing, "new", "--text"},
                          run_gavel({"new", "--text"}), trying);
      }
    }
    return check_told(command, run_gavel(command), trying);
  }

  // A failure, told in one line that shows every byte of the path as a terminal
  // cannot misread it.
  Verdict check_told(const std::vector<std::string>& command, const Told& told_back,
                     const Trying& trying) {
    const std::filesystem::path record = work_ / "command.txt";
    write_file(record, join(command, " ") + "\n");
    trying(record);
    const std::string what = join(command, " ").substr(0, 60);
    if (told_back.status == 0) {
      throw std::runtime_error("gavel " + quote_input(what) + " with a hostile path succeeded");
    }
    for (const std::string* stream : {&told_back.out, &told_back.errors}) {
      std::istringstream lines(*stream);
      for (std::string line; std::getline(lines, line);) {
        if (!printable_text(line)) {
          throw std::runtime_error("gavel " + quote_input(what) +
                                   " wrote the path's bytes: " + quote_input(line));
        }
      }
    }
    if (told_back.errors.empty() || told_back.errors.back() != '\n' ||
        told_back.errors.find('\n') + 1 != told_back.errors.size()) {
      throw std::runtime_error("gavel " + quote_input(what) +
                               " did not fail in one line: " + quote_input(told_back.errors));
    }
    return Verdict::refused;
  }

  std::shared_ptr<const SavedRuns> runs_;
  std::filesystem::path work_;
  SaveDirLock lock_;
};

}  // namespace

std::unique_ptr<Target> words_target(std::shared_ptr<const SavedRuns> runs,
                                     const Folders& folders) {
  return std::make_unique<WordsTarget>(std::move(runs), folders);
}

}  // namespace gavel::fuzz
