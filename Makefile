# People's front door to the CMake build. `make run` and `make test` install any
# missing Debian package first, so a fresh machine needs nothing but these two commands.
# `make test-long` runs the long sweeps that `make test` leaves out (tests/README.md).
# `make fuzz SECONDS=N` builds the same sanitizer build as `make test` and runs the
# fuzzer (tests/fuzz) on saves, content files, scripts, the boards' keys, `play --text`
# input and hostile words in saves and paths for N seconds (default 60).

PREFIX ?= /usr/local
JOBS ?= 2
BUILD_DIR ?= build
TEST_DIR ?= build-test
SECONDS ?= 60

# What building needs, and what the tests need on top (tmux drives the real binary,
# mandoc lints the man page).
BUILD_PACKAGES := cmake make g++ libncurses-dev libboost-program-options-dev libcereal-dev
TEST_PACKAGES := catch2 tmux mandoc


.PHONY: all build run test-build test test-long fuzz install clean deps test-deps

all: build

deps:
	@./.ci/install-packages $(BUILD_PACKAGES)

test-deps:
	@./.ci/install-packages $(BUILD_PACKAGES) $(TEST_PACKAGES)

build: deps
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DGAVEL_TESTS=OFF
	cmake --build $(BUILD_DIR) -j$(JOBS)

run: build
	./$(BUILD_DIR)/gavel --save-dir saves

# The sanitizer build both test targets run.
test-build: test-deps
	cmake -S . -B $(TEST_DIR) -DCMAKE_BUILD_TYPE=Debug -DGAVEL_SANITIZE=ON -DGAVEL_TESTS=ON
	cmake --build $(TEST_DIR) -j$(JOBS)

test: test-build
	cd $(TEST_DIR) && ctest --output-on-failure -j$(JOBS) -LE long

# The long sweeps (tests/README.md): many seeds, many games, the fuzzer for ten
# minutes, the kill loops. The same build as `make test`.
test-long: test-build
	cd $(TEST_DIR) && ctest --output-on-failure -j$(JOBS) -L long

# A failure names the mutant's file (an exception's mutant is copied into
# $(TEST_DIR) as fuzz-failure-*) and the command that tries it again.
fuzz: test-deps
	cmake -S . -B $(TEST_DIR) -DCMAKE_BUILD_TYPE=Debug -DGAVEL_SANITIZE=ON -DGAVEL_TESTS=ON
	cmake --build $(TEST_DIR) -j$(JOBS) --target gavel_fuzz
	cd $(TEST_DIR) && ./tests/gavel_fuzz --seconds $(SECONDS) --target all

install: build
	cmake --install $(BUILD_DIR) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD_DIR) $(TEST_DIR)
