# The two commands a newcomer needs: `make assets` and `make test`.
SWIFT ?= swift
BIN := .build/release/symbol-export

.PHONY: assets test build bootstrap clean

bootstrap:
	@Scripts/bootstrap.sh

# The release binary carries the Swift runtime (--static-swift-stdlib): it runs without a
# Swift toolchain installed, and starts faster (no dynamic linking of the Swift libraries).
build: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product symbol-export

# Exports the symbols listed in Symbols/symbols.json into the catalog it names
# (Output/Assets.xcassets). A second run renders nothing and writes no file.
assets: build
	$(BIN) export Symbols/symbols.json

test: bootstrap
	$(SWIFT) test

clean:
	rm -rf .build
