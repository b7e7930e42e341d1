// gavel_fuzz: loads mutants of real saves, content files and scripts, draws the runs
// that load on the boards with random keys and sizes, feeds `play --text` random lines,
// puts words a terminal acts on into saves and paths (words.cpp), and fails on anything but a clean
// load or one gavel::Error. See tests/README.md, "The fuzzer".
//
//   gavel_fuzz [--seconds N] [--variants N] [--seed S]
//              [--target saves|content|scripts|board|text|words|all]
//              [--only V] [--work DIR] [--keep-going] [--list-samples]
//
// The mutant of a target, seed and variant number is the same on every run, so a
// failure is reproduced with --target T --seed S --only V. Memory is bounded: under
// AddressSanitizer by its own options (hard_rss_limit_mb, max_allocation_size_mb),
// elsewhere by RLIMIT_AS. A sanitizer report or a signal ends the process after
// printing which mutant was being tried. --keep-going tries each mutant in a child
// process and goes on past crashes, to survey them; GAVEL_FUZZ_SHOW=1 prints every
// refusal.

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "fuzz/saved_runs.h"
#include "fuzz/targets.h"
#include "gavel/core/error.h"
#include "support/shipped_content.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#define GAVEL_FUZZ_SANITIZED 1

// The defaults; ASAN_OPTIONS overrides each. A mutant that asks for half a gigabyte
// at once, or makes the process grow past 2 GB, is a failure.
extern "C" const char* __asan_default_options() {
  return "hard_rss_limit_mb=2048:max_allocation_size_mb=512:allocator_may_return_null=0";
}
// UndefinedBehaviorSanitizer ends the process without the death callback unless it
// aborts, which the SIGABRT handler below hears.
extern "C" const char* __ubsan_default_options() {
  return "print_stacktrace=1:abort_on_error=1";
}
#endif

namespace gavel::fuzz {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t memory_limit = 2048ull * 1024 * 1024;
constexpr unsigned watchdog_seconds = 120;  // one mutant this slow is stuck

// What is being tried, for the last words of a process that a sanitizer or a signal
// ends. Written before each mutant; read only by those last words, with write(2).
// The one piece of global state here: a signal handler can reach nothing else.
char last_words[2048];

void say_last_words() {
  const ssize_t ignored = ::write(STDERR_FILENO, last_words, std::strlen(last_words));
  static_cast<void>(ignored);
}

extern "C" void on_signal(int signal) {
  say_last_words();
  if (signal == SIGALRM) {
    const char stuck[] = "gavel_fuzz: the mutant did not finish in time\n";
    const ssize_t ignored = ::write(STDERR_FILENO, stuck, sizeof stuck - 1);
    static_cast<void>(ignored);
  }
  std::signal(signal, SIG_DFL);
  if (signal == SIGALRM) std::raise(SIGABRT);
  std::raise(signal);
}

void prepare_last_words() {
#ifdef GAVEL_FUZZ_SANITIZED
  __sanitizer_set_death_callback(say_last_words);
  std::signal(SIGABRT, on_signal);
#else
  // Without a sanitizer a runaway allocation meets the address-space limit.
  rlimit limit{memory_limit, memory_limit};
  ::setrlimit(RLIMIT_AS, &limit);
  for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT})
    std::signal(signal, on_signal);
#endif
  std::signal(SIGALRM, on_signal);
}

struct Settings {
  double seconds = 0;          // 0: no time limit
  std::uint64_t variants = 0;  // 0: no count limit
  std::uint64_t seed = 1;
  std::string target = "all";
  std::int64_t only = -1;   // one variant of one target
  bool keep_going = false;  // each mutant in a child process, past crashes
  bool list_samples = false;
  std::filesystem::path work;
};

[[noreturn]] void usage(const std::string& problem) {
  std::cerr << "gavel_fuzz: " << problem
            << "\nusage: gavel_fuzz [--seconds N] [--variants N] [--seed S]"
               " [--target saves|content|scripts|board|text|words|all] [--only V] [--work DIR]"
               " [--keep-going] [--list-samples]\n";
  std::exit(2);
}

std::uint64_t number(const std::string& option, const char* text) {
  char* end = nullptr;
  const unsigned long long value = std::strtoull(text, &end, 10);
  if (end == text || *end != '\0' || text[0] == '-') usage(option + " takes a whole number");
  return value;
}

Settings read_settings(int argc, char** argv) {
  Settings settings;
  for (int i = 1; i < argc; ++i) {
    const std::string option = argv[i];
    if (option == "--help") usage("fuzzes Gavel's loaders");
    if (option == "--keep-going") {
      settings.keep_going = true;
      continue;
    }
    if (option == "--list-samples") {
      settings.list_samples = true;
      continue;
    }
    if (i + 1 >= argc) usage(option + " needs a value");
    const char* value = argv[++i];
    if (option == "--seconds") {
      settings.seconds = static_cast<double>(number(option, value));
    } else if (option == "--variants") {
      settings.variants = number(option, value);
    } else if (option == "--seed") {
      settings.seed = number(option, value);
    } else if (option == "--only") {
      settings.only = static_cast<std::int64_t>(number(option, value));
    } else if (option == "--target") {
      settings.target = value;
    } else if (option == "--work") {
      settings.work = value;
    } else {
      usage("unknown option " + option);
    }
  }
  const std::vector<std::string> targets = {"saves", "content", "scripts", "board",
                                            "text",  "words",   "all"};
  if (std::find(targets.begin(), targets.end(), settings.target) == targets.end()) {
    usage("--target is one of saves, content, scripts, board, text, words, all");
  }
  if (settings.only >= 0 && settings.target == "all") usage("--only needs one --target");
  if (settings.seconds == 0 && settings.variants == 0 && settings.only < 0) settings.seconds = 60;
  if (settings.work.empty()) {
    settings.work =
        std::filesystem::temp_directory_path() / ("gavel-fuzz-" + std::to_string(::getpid()));
  }
  return settings;
}

struct Tally {
  std::uint64_t tried = 0;
  std::uint64_t accepted = 0;
  std::uint64_t refused = 0;
  std::uint64_t stopped = 0;
};

struct Entry {
  std::uint64_t id;  // part of every mutant's Rng index, so a variant is one mutant
  std::unique_ptr<Target> target;
  Tally tally;
};

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

std::string reproduce(const Settings& settings, const Entry& entry, std::uint64_t variant) {
  return "target " + std::string(entry.target->name()) + ", seed " + std::to_string(settings.seed) +
         ", variant " + std::to_string(variant) + " (again: gavel_fuzz --target " +
         entry.target->name() + " --seed " + std::to_string(settings.seed) + " --only " +
         std::to_string(variant) + ")";
}

// Makes and tries one mutant. Nothing on a failure, which is reported here.
std::optional<Verdict> try_variant(const Settings& settings, Entry& entry, std::uint64_t variant) {
  Rng rng(settings.seed, Stream::cosmetic, (entry.id << 40) + variant);
  const std::string who = reproduce(settings, entry, variant);
  std::snprintf(last_words, sizeof last_words, "\ngavel_fuzz: FAILED on %s\n", who.c_str());
  std::filesystem::path mutant;
  const auto trying = [&](const std::filesystem::path& file) {
    mutant = file;
    std::snprintf(last_words, sizeof last_words, "\ngavel_fuzz: FAILED on %s; the mutant is %s\n",
                  who.c_str(), file.c_str());
  };
  std::string failure;
  ::alarm(watchdog_seconds);
  try {
    const Verdict verdict = entry.target->run(rng, trying);
    ::alarm(0);
    return verdict;
  } catch (const Error& error) {
    failure = std::string("a gavel::Error where the target catches them: ") + error.what();
  } catch (const std::exception& error) {
    failure = std::string("an exception that is not a gavel::Error: ") + error.what();
  } catch (...) {
    failure = "an exception that is not a std::exception";
  }
  ::alarm(0);
  const std::filesystem::path kept =
      std::filesystem::current_path() /
      ("fuzz-failure-" + std::string(entry.target->name()) + "-" + std::to_string(settings.seed) +
       "-" + std::to_string(variant) + mutant.extension().string());
  if (!mutant.empty()) {
    std::filesystem::copy_file(mutant, kept, std::filesystem::copy_options::overwrite_existing);
  }
  std::cerr << "gavel_fuzz: FAILED on " << who << ":\n  " << failure.substr(0, 400)
            << "\n  the mutant is kept as " << kept.string() << "\n";
  return std::nullopt;
}

// The same in a child process, so that a crash ends only the child and the run
// goes on to find the next: for surveying, not for the tests.
std::optional<Verdict> try_in_child(const Settings& settings, Entry& entry, std::uint64_t variant) {
  std::cout.flush();
  std::cerr.flush();
  const pid_t child = ::fork();
  if (child < 0) throw std::runtime_error("cannot fork");
  if (child == 0) {
    const std::optional<Verdict> verdict = try_variant(settings, entry, variant);
    std::cerr.flush();
    ::_exit(verdict ? 10 + static_cast<int>(*verdict) : 1);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  if (WIFEXITED(status) && WEXITSTATUS(status) >= 10 && WEXITSTATUS(status) <= 12) {
    return static_cast<Verdict>(WEXITSTATUS(status) - 10);
  }
  return std::nullopt;
}

int fuzz_all(const Settings& settings) {
  const auto start = Clock::now();
  std::filesystem::remove_all(settings.work);
  std::filesystem::create_directories(settings.work);
  const Folders folders{testing::shipped_content_dir,
                        std::filesystem::path(GAVEL_TEST_DATA_DIR) / "scenarios", settings.work};
  std::vector<Entry> entries;
  const auto want = [&](const char* name) {
    return settings.target == "all" || settings.target == name;
  };
  // The saves, board and words targets share their samples, which take whole runs to
  // make.
  std::shared_ptr<const SavedRuns> runs;
  if (want("saves") || want("board") || want("words"))
    runs = std::make_shared<const SavedRuns>(folders);
  if (want("saves")) entries.push_back({0, save_target(runs, folders), {}});
  if (want("content")) entries.push_back({1, content_target(folders), {}});
  if (want("scripts")) entries.push_back({2, script_target(folders), {}});
  if (want("board")) entries.push_back({3, board_target(runs, folders), {}});
  if (want("text")) entries.push_back({4, text_target(folders), {}});
  if (want("words")) entries.push_back({5, words_target(runs, folders), {}});
  const double setup_seconds = since(start);
  for (const Entry& entry : entries) {
    const std::vector<std::string> samples = entry.target->samples();
    std::cout << "gavel_fuzz: " << entry.target->name() << " from " << samples.size() << " samples";
    if (settings.list_samples) {
      for (const std::string& sample : samples)
        std::cout << "\n  " << sample;
    }
    std::cout << "\n";
  }

  std::uint64_t total = 0;
  std::vector<std::string> failures;
  for (std::uint64_t turn = 0;; ++turn) {
    if (settings.only >= 0 && total == 1) break;
    if (settings.variants > 0 && total >= settings.variants) break;
    if (settings.seconds > 0 && since(start) >= settings.seconds) break;
    Entry& entry = entries[turn % entries.size()];
    const std::uint64_t variant =
        settings.only >= 0 ? static_cast<std::uint64_t>(settings.only) : entry.tally.tried;
    ++entry.tally.tried;
    ++total;
    std::optional<Verdict> verdict;
    if (settings.keep_going) {
      verdict = try_in_child(settings, entry, variant);
    } else {
      verdict = try_variant(settings, entry, variant);
    }
    if (!verdict) {
      failures.push_back(reproduce(settings, entry, variant));
      if (!settings.keep_going) return 1;
      continue;
    }
    switch (*verdict) {
      case Verdict::accepted:
        ++entry.tally.accepted;
        break;
      case Verdict::refused:
        ++entry.tally.refused;
        break;
      case Verdict::stopped:
        ++entry.tally.stopped;
        break;
    }
  }

  const double seconds = since(start);
  rusage usage{};
  ::getrusage(RUSAGE_SELF, &usage);
  std::cout << "gavel_fuzz: seed " << settings.seed << ", " << total << " variants in "
            << static_cast<int>(seconds) << " s (samples made in "
            << static_cast<int>(setup_seconds) << " s)\n";
  for (const Entry& entry : entries) {
    const Tally& t = entry.tally;
    std::cout << "  " << entry.target->name() << ": " << t.tried << " tried, " << t.accepted
              << " loaded and played on, " << t.refused << " refused, " << t.stopped
              << " loaded then refused while playing on\n";
  }
  rusage children{};
  ::getrusage(RUSAGE_CHILDREN, &children);
  std::cout << "  " << failures.size() << " failures; peak memory "
            << std::max(usage.ru_maxrss, children.ru_maxrss) / 1024 << " MB\n";
  for (const std::string& failure : failures)
    std::cout << "  failed: " << failure << "\n";
  if (!failures.empty()) return 1;
  std::filesystem::remove_all(settings.work);
  return 0;
}

}  // namespace
}  // namespace gavel::fuzz

int main(int argc, char** argv) {
  const gavel::fuzz::Settings settings = gavel::fuzz::read_settings(argc, argv);
  gavel::fuzz::prepare_last_words();
  try {
    return gavel::fuzz::fuzz_all(settings);
  } catch (const std::exception& error) {
    std::cerr << "gavel_fuzz: could not start: " << error.what() << "\n";
    return 1;
  }
}
