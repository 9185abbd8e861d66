# Convenience targets; the README's two commands are scripts/run.sh and scripts/test.sh.
.PHONY: run test build release lint format e2e bench bench-engine fuzz clean storyboard-picture

run:
	scripts/run.sh

test:
	scripts/test.sh

build:
	swift build -Xswiftc -warnings-as-errors

# A fully static executable (-static-executable: the Swift runtime, glibc, libstdc++, ncurses and
# libyaml are linked in from their .a files, so no dynamic loader runs at start; `--version`
# 2.2 ms → 1.0 ms). -ltinfo because the static libncursesw does not name the libtinfo it needs.
# Terminfo entries are still read at run time from the paths built into Debian's ncurses
# (/etc/terminfo, /lib/terminfo, /usr/share/terminfo). Stripped (-Xlinker -s: symbols and debug
# info out; a crash report from this binary then names fewer functions) and not
# position-independent (-Xlinker -no-pie: fewer relocations at start, for no address-space
# randomisation of the executable itself). -disable-concrete-type-metadata-mangled-name-accessors:
# our code gets the metadata of a concrete generic type (say a `[CellStyle: …]` dictionary) by
# calling its accessor instead of demangling its name at first use, which checked each generic
# requirement by scanning the binary's ~4,900 conformance records; the first frame is about
# 0.9 ms sooner, for the same output (-prespecialize-generic-metadata, tried with it, crashed).
# docs/performance.md has the figures.
release:
	swift build -c release -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -s -Xlinker -no-pie \
		-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --product agetui

lint:
	swift format lint --strict --recursive Package.swift Sources Tests

format:
	swift format format --in-place --recursive Package.swift Sources Tests

e2e: build
	scripts/e2e.sh .build/debug/agetui

bench: release
	scripts/bench.sh .build/release/agetui

# In-process key → frame benchmarks with percentiles and allocation counts (Benchmarks/, a
# package of its own that the test command never builds; see docs/performance.md).
bench-engine:
	cd Benchmarks && swift package --disable-sandbox benchmark --target KeyFrame

# A long fuzz campaign (20,000 scenario files and the session fuzz); FILES=… SEED=… change it.
fuzz:
	scripts/fuzz.sh $(FILES) $(SEED)

# The README's picture: the default scenario's screen after step 2, as SVG (checked by
# StoryboardDocsTests) and as PNG through rsvg-convert (checked by scripts/e2e.sh).
storyboard-picture: build
	.build/debug/agetui run texas-teen --format svg --step 2 >docs/storyboard.svg
	.build/debug/agetui run texas-teen --format png --step 2 >docs/storyboard.png

clean:
	rm -rf .build
