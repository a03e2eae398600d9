# The commands a newcomer needs: `make assets` and `make test`; `make install` for everyone else.
SWIFT ?= swift
BIN := .build/release/symbol-export
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR := $(DESTDIR)$(PREFIX)/bin
BASH_COMPLETIONS := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS := $(DESTDIR)$(PREFIX)/share/zsh/site-functions

.PHONY: assets test build bootstrap clean install uninstall dist

bootstrap:
	@Scripts/bootstrap.sh

# The release binary carries the Swift runtime (--static-swift-stdlib): it runs without a
# Swift toolchain installed, and starts faster (no dynamic linking of the Swift libraries).
# At run time it needs librsvg, libpng and libdeflate (INSTALL names the packages).
build: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product symbol-export

# Exports the symbols listed in Symbols/symbols.json into the catalog it names
# (Output/Assets.xcassets) and the Swift accessors (Output/Symbols.swift). A second run
# renders nothing and writes no file.
assets: build
	$(BIN) export Symbols/symbols.json

test: bootstrap
	$(SWIFT) test

# make install PREFIX=/usr/local (DESTDIR=… for packaging): the binary and shell completions.
install: build
	install -d "$(BINDIR)" "$(BASH_COMPLETIONS)" "$(ZSH_COMPLETIONS)"
	install -m 755 $(BIN) "$(BINDIR)/symbol-export"
	$(BIN) completion bash > "$(BASH_COMPLETIONS)/symbol-export"
	$(BIN) completion zsh > "$(ZSH_COMPLETIONS)/_symbol-export"

# dist/: the release tarball, the SwiftPM artifact bundle and their checksums (Scripts/dist.py;
# Scripts/check-dist.sh checks them).
dist: build
	python3 Scripts/dist.py $(BIN) "$$($(SWIFT) -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"

uninstall:
	rm -f "$(BINDIR)/symbol-export" "$(BASH_COMPLETIONS)/symbol-export" "$(ZSH_COMPLETIONS)/_symbol-export"

clean:
	rm -rf .build
