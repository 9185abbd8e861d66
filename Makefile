# Convenience targets; the README's two commands are scripts/run.sh and scripts/test.sh.
.PHONY: run test build release lint format e2e bench bench-explore-platforms bench-engine fuzz golden check-store-rooms clean storyboard-picture

run:
	scripts/run.sh

test:
	scripts/test.sh

build:
	scripts/build-test.sh

# The release build (flags and why: scripts/build-release.sh), then its hardening checked
# (static PIE, full RELRO, stack protector: scripts/check-release.sh).
release:
	scripts/build-release.sh
	scripts/check-release.sh

lint:
	swift format lint --strict --recursive Package.swift Sources Tests

format:
	swift format format --in-place --recursive Package.swift Sources Tests

e2e: build
	scripts/e2e.sh .build-test/release/agetui

bench: release
	scripts/bench.sh .build/release/agetui

# explore on Apple alone, both platforms and Google Play alone, interleaved (issue 26 item 6).
bench-explore-platforms: release
	scripts/bench-explore-platforms.sh .build/release/agetui

# In-process key → frame benchmarks with percentiles and allocation counts (Benchmarks/, a
# package of its own that the test command never builds; see docs/performance.md).
bench-engine:
	cd Benchmarks && swift package --disable-sandbox benchmark --target KeyFrame

# A long fuzz campaign (20,000 scenario files and the session fuzz); FILES=… SEED=… change it.
fuzz:
	scripts/fuzz.sh $(FILES) $(SEED)

# A refactor's check: every output (and with SCREENS=1 every walkthrough screen) of the working
# tree's binary against REF's, byte for byte (scripts/golden/check.sh).
golden:
	scripts/golden/check.sh $(REF) $(if $(SCREENS),--screens)

# Each store is a room of its own: taken out (its folder, its targets, its one registration
# line), the rest builds and answers (scripts/check-store-room.sh), one store at a time, in a
# scratch clone of HEAD each; STORES=… checks those only.
check-store-rooms:
	for store in $(or $(STORES),$(notdir $(wildcard Sources/Platforms/*))); do \
	  scripts/check-store-room.sh $$store || exit 1; \
	done

# The README's picture: the default scenario's screen after step 2, as SVG (checked by
# StoryboardDocsTests) and as PNG through rsvg-convert (checked by scripts/e2e.sh).
storyboard-picture: build
	.build-test/release/agetui run texas-teen --format svg --step 2 >docs/storyboard.svg
	.build-test/release/agetui run texas-teen --format png --step 2 >docs/storyboard.png

clean:
	rm -rf .build .build-test .build-quick
