#pragma once

namespace gavel {

// The whole program: parses the command line and runs the command. Never lets an
// exception escape; returns the process exit status (0 ok, 1 failed, 2 bad usage).
int app_main(int argc, char** argv);

}  // namespace gavel
