#pragma once
// The fuzzer's starting inputs, all real: saves made by playing runs forward through
// the campaign's own moves, the committed scenario files, and replay files written
// from games the scripted agents play.

#include <filesystem>
#include <string>
#include <vector>

#include "gavel/campaign/content.h"

namespace gavel::fuzz {

struct Sample {
  std::string what;   // "auction-web table, late" for the report
  std::string bytes;  // a save's payload, a content file, a script
};

struct SaveSamples {
  std::vector<Sample> runs;      // run.sav payloads
  std::vector<Sample> profiles;  // profile.sav payloads
};

// Plays runs with the autopilot and keeps the run as it stands on the map, in a
// Black Market, a Rumour room and a Pawnshop, at the results, and early, mid-table
// and late at every chapter's table; and profiles with and without a hall of fame.
// Each is stored with store_object in `save_dir` and read back from there.
SaveSamples make_save_samples(const campaign::Content& content,
                              const std::filesystem::path& content_dir,
                              const std::filesystem::path& save_dir);

// Every scenario file under `scenario_dir`, and one replay file per built chapter
// written from a game the scripted agents play.
std::vector<Sample> make_script_samples(const std::filesystem::path& scenario_dir,
                                        const std::filesystem::path& content_dir);

std::string read_file(const std::filesystem::path& path);
void write_file(const std::filesystem::path& path, const std::string& bytes);

}  // namespace gavel::fuzz
