# The two front doors: `make demo` and `make test`. Both install the Debian packages that are
# missing (apt-get, with sudo when not root), configure a Release build in build/ and build.
# `make check` builds the same tests with AddressSanitizer and UBSan in build-check/, with a short
# deterministic run of every reader's fuzz target (tests/fuzz/, ctest "fuzz: NAME"); what runs in
# Chromium (the browser scenarios and printing) runs in `make test` only.
# `make fuzz` is the long fuzz run (docs/fuzzing.md): every fuzz target built in build-fuzz/
# with GCC, ASan and UBSan and libFuzzer's runtime (Debian's libclang-rt-14-dev, coverage from
# GCC's -fsanitize-coverage: clang 14 cannot compile this C++23), FUZZ_RUNS inputs a target
# (1,000,000), one target after the other (FUZZ_TARGETS); without that library, the
# deterministic driver for as many inputs. FUZZ_TIME=SECONDS caps each target's run. Crashing
# inputs go to build-fuzz/findings/.

# What building and `make demo` need ...
DEBS := cmake g++ make pkg-config libsqlite3-dev sqlite3 libsqlitecpp-dev libcli11-dev \
        libspdlog-dev libfmt-dev doctest-dev nlohmann-json3-dev libpugixml-dev \
        libdds-dev libcpp-httplib-dev libqrencode-dev libsodium-dev libssl-dev libedit-dev
# ... and what only the tests need (and ccache, which keeps compiled objects between the test
# builds, so that the next make test or make check compiles only what changed): gettext (msgfmt and msgcmp check the PO catalogue), an HTML validator, an XML checker (xmllint) for the USEBIO exports, a headless browser for the published site
# and the server's pages (driven by playwright-core from npm, pinned in tests/browser), and a QR
# reader that checks the codes on the guide cards, and pdfinfo to count the printed pages.
# Node.js and npm come from Debian unless the machine already has an npm of its own.
NODE_DEBS := $(shell command -v npm >/dev/null 2>&1 || echo nodejs npm)
# libFuzzer's runtime is what `make fuzz` needs (FUZZ_DEBS, which it installs alone).
FUZZ_DEBS := libclang-rt-14-dev
TEST_DEBS := gettext tidy libxml2-utils chromium poppler-utils zbar-tools ccache $(NODE_DEBS) $(FUZZ_DEBS)
FUZZ_RUNS ?= 1000000
FUZZ_TARGETS ?= travellers_csv pairs_csv teams_csv members_csv pbn hand_records usebio movement_asc movement_json entry score_batch
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BUILD ?= build

.PHONY: all deps test-deps build demo test check fuzz bench clean

all: build

deps:
	@$(MAKE) --no-print-directory install-debs PKGS="$(DEBS)"

# The browser tests' npm packages (playwright-core, which drives the Debian chromium and downloads
# no browser of its own), exactly as tests/browser/package-lock.json pins them: installed again
# when node_modules is missing or older than the lock file.
BROWSER_TESTS := tests/browser

test-deps:
	@$(MAKE) --no-print-directory install-debs PKGS="$(DEBS) $(TEST_DEBS)"
	@if [ ! -d $(BROWSER_TESTS)/node_modules ] || \
	    [ $(BROWSER_TESTS)/package-lock.json -nt $(BROWSER_TESTS)/node_modules ]; then \
	  echo "Installing the browser tests' npm packages ($(BROWSER_TESTS)/package-lock.json)"; \
	  npm ci --prefix $(BROWSER_TESTS) && touch $(BROWSER_TESTS)/node_modules; \
	fi

.PHONY: install-debs
install-debs:
	@missing=$$(for p in $(PKGS); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; \
	  done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing Debian packages:" $$missing; \
	  $(SUDO) apt-get update && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; \
	fi

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release

build: deps $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

# The demo builds only the program it runs (the test suite is most of the build): make test
# builds the rest.
demo: deps $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS) --target bandeja
	./scripts/demo.sh $(BUILD)/apps/bandeja/bandeja

test: test-deps build
	@$(MAKE) --no-print-directory run-tests DIR=$(BUILD)

check: test-deps
	cmake -S . -B build-check -DCMAKE_BUILD_TYPE=Debug -DBANDEJA_SANITIZE=ON
	cmake --build build-check -j $(JOBS)
	@$(MAKE) --no-print-directory run-tests DIR=build-check

# Every test of DIR. When some fail, their output is buried among a thousand lines: they are run
# once more, alone, so that what they print ends the log. The run fails whatever they do the
# second time (a test that passes then is one that depends on timing, and is reported as such).
.PHONY: run-tests
run-tests:
	@ctest --test-dir $(DIR) --output-on-failure -j $(JOBS) || { \
	  echo; echo "==== The failed tests once more, alone, so that their output ends this log ===="; \
	  ctest --test-dir $(DIR) --rerun-failed --output-on-failure -j 1 \
	    && echo "==== They passed the second time: they depend on timing. The run fails all the same. ===="; \
	  exit 1; }

fuzz: deps
	@$(MAKE) --no-print-directory install-debs PKGS="$(FUZZ_DEBS)" || \
	  echo "libFuzzer's runtime could not be installed: the deterministic driver runs instead"
	@lib=$$(ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a 2>/dev/null | head -1); \
	if [ -n "$$lib" ]; then mode=libfuzzer; else mode=driver; fi; \
	cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBANDEJA_SANITIZE=ON \
	  -DBANDEJA_FUZZ=$$mode -DBANDEJA_LIBFUZZER="$$lib" && \
	cmake --build build-fuzz -j $(JOBS) --target fuzz_targets && \
	FUZZ_TIME=$(FUZZ_TIME) ./scripts/fuzz.sh build-fuzz $$mode $(FUZZ_RUNS) $(FUZZ_TARGETS)

bench: build
	cmake --build $(BUILD) -j $(JOBS) --target benchmarks
	./scripts/bench.sh $(BUILD)

clean:
	rm -rf build build-check build-fuzz demo-out
