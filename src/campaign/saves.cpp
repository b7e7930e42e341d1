#include "gavel/campaign/saves.h"

#include "gavel/campaign/table.h"
#include "gavel/core/error.h"

namespace gavel::campaign {

bool load_run(SaveFile& file, const Content& content, const std::filesystem::path& content_dir,
              Run& run) {
  Run loaded;
  if (!load_object(file, loaded)) return false;
  try {
    check_run(loaded, content);
    if (loaded.table.started) table_game(loaded, content_dir);
  } catch (const Error& error) {
    file.mark_damaged();
    throw Error(file.path().string() + " cannot be played: " + error.what());
  }
  run = std::move(loaded);
  return true;
}

Profile load_profile(SaveFile& file) {
  Profile profile;
  if (!load_object(file, profile)) return Profile{};
  try {
    check_profile(profile);
  } catch (const Error& error) {
    file.mark_damaged();
    throw Error(file.path().string() + " cannot be used: " + error.what());
  }
  return profile;
}

}  // namespace gavel::campaign
