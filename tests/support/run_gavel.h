#pragma once
// app_main as the shell runs it, in the test's own process: for tests and the fuzzer
// that check what a command says and how it ends without starting a binary.

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "gavel/app/main.h"

namespace gavel::testing {

// A command's exit status and what it wrote to each stream.
struct Told {
  int status = 0;
  std::string out;
  std::string errors;
};

// Runs `gavel ARGS...`, standard output and error captured.
inline Told run_gavel(std::vector<std::string> args) {
  args.insert(args.begin(), "gavel");
  std::vector<char*> argv;
  for (std::string& arg : args)
    argv.push_back(arg.data());
  argv.push_back(nullptr);
  std::ostringstream out;
  std::ostringstream errors;
  std::streambuf* const old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* const old_errors = std::cerr.rdbuf(errors.rdbuf());
  Told told;
  told.status = app_main(static_cast<int>(argv.size() - 1), argv.data());
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_errors);
  told.out = out.str();
  told.errors = errors.str();
  return told;
}

}  // namespace gavel::testing
