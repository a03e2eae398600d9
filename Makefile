# The two commands a newcomer needs: `make assets` and `make test`.
SWIFT ?= swift
CATALOG ?= Output/Assets.xcassets
BIN := .build/release/symbol-export

.PHONY: assets test build bootstrap clean

bootstrap:
	@Scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build -c release --product symbol-export

# Converts every SVG in Symbols/ into $(CATALOG).
assets: build
	@set -e; for svg in Symbols/*.svg; do $(BIN) convert "$$svg" -o $(CATALOG); done

test: bootstrap
	$(SWIFT) test

clean:
	rm -rf .build
