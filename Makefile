# Memory Center — the two commands: `make run` and `make test`.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
DATA_DIR ?= .memory-center
HOST ?= 127.0.0.1
PORT ?= 8000

# --- what each command installs ------------------------------------------------------------------------
# `make run` installs the service alone; `make test` adds the development tools (the dev extra), the
# client distribution with its MCP server, and the Debian packages the tests use. The Dockerfile's test
# stage installs through these same targets (`make system-packages` as root, then `make install-dev`),
# and tests/test_container_installs.py fails when anything on the way to `make test` installs what it
# does not.
RUN_PACKAGES := -e .
DEV_PACKAGES := -e '.[dev,otel]' -e './clients/python[mcp,langgraph]'
# redis-server (the tests start their own), Chromium and its driver (console and /docs browser tests), a
# CJK font (legible Chinese in their screenshots), procps (pkill, for tests/test_cli.py). Node.js and npm
# (the TypeScript client's suite) only when no `npm` is on the PATH: a machine may have its own Node.js.
TEST_APT_PACKAGES := redis-server chromium chromium-driver fonts-wqy-microhei procps
NODE_APT_PACKAGES := nodejs npm
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev

# pip's own output goes to $(VENV)/pip.log; the terminal gets a line that counts the packages as pip
# fetches them (elsewhere, a line every ten), one line per phase, and the log's end if pip fails.
PIP_INSTALL = set -o pipefail; if [ -t 1 ]; then tty=1; else tty=; fi; \
	$(BIN)/python -m pip install --progress-bar off $(1) 2>&1 | tee $(VENV)/pip.log | awk -v tty="$$tty" ' \
	/^Collecting / { n++; if (tty) printf "\r  fetching package %d: %s\033[K", n, $$2; \
		else if (n % 10 == 0) print "  fetched " n " packages so far..."; fflush() } \
	/^Installing collected packages/ { if (tty) printf "\n"; print "  fetched " n " packages; unpacking them into $(VENV)..."; fflush() } \
	/^Successfully installed/ { print "  done." }' \
	|| { echo "pip install failed; the end of $(VENV)/pip.log:"; tail -n 25 $(VENV)/pip.log; exit 1; }

.PHONY: run test install install-dev system-packages lint typecheck pytest format clean bench-read

$(BIN)/python:
	@echo "Creating the virtualenv $(VENV) with $$($(PYTHON) --version)..."
	@$(PYTHON) -m venv $(VENV)

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	@echo "Installing the service's dependencies into $(VENV) (about a minute the first time)..."
	@$(call PIP_INSTALL,$(RUN_PACKAGES))
	@touch $(RUN_STAMP)

$(DEV_STAMP): pyproject.toml clients/python/pyproject.toml clients/typescript/package-lock.json | $(BIN)/python
	@echo "Installing the service and the development tools into $(VENV) (a minute or two the first time)..."
	@$(call PIP_INSTALL,$(DEV_PACKAGES))
	@# The TypeScript client's build and test tools (clients/typescript; its suite runs in pytest).
	@if command -v npm >/dev/null; then npm ci --prefix clients/typescript --ignore-scripts --no-audit --no-fund --loglevel=error; \
		else echo "npm is missing: the TypeScript client's suite will be skipped"; fi
	@touch $(DEV_STAMP) $(RUN_STAMP)

install: $(RUN_STAMP)

install-dev: $(DEV_STAMP)

## The Debian packages of TEST_APT_PACKAGES that are missing, with apt-get (needs root). Not root: says
## what is missing and goes on (`make pytest` then skips the browser tests and says why).
system-packages:
	@missing="$$(for package in $(TEST_APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q 'ok installed' || echo $$package; done)"; \
	command -v npm >/dev/null || missing="$$missing $(NODE_APT_PACKAGES)"; \
	missing="$$(echo $$missing)"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then \
		echo "Not installed, and installing them needs root and apt-get: $$missing"; exit 0; fi; \
	echo "Installing Debian packages for the tests: $$missing (a minute or two)..."; \
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null

## Start the service on the embedded PostgreSQL (or MC_DATABASE_URL), printing the URL and an admin key.
## Variables: PORT (default 8000), HOST (default 127.0.0.1; 0.0.0.0 listens on every interface) and
## DATA_DIR (default .memory-center: the embedded database and the generated platform key), e.g.
##   make run PORT=8080 DATA_DIR=/srv/memory-center
## Worker processes: min(usable CPUs, 4) unless WORKERS=n or MC_WORKERS is set (docs/scaling.md).
run: $(RUN_STAMP)
	@mkdir -p $(DATA_DIR)
	@if [ -z "$$MC_ADMIN_API_KEY" ] && [ ! -s $(DATA_DIR)/platform-key ]; then \
		$(BIN)/python -c 'import secrets; print("mc_platform_" + secrets.token_urlsafe(24))' > $(DATA_DIR)/platform-key; \
		chmod 600 $(DATA_DIR)/platform-key; fi
	@KEY="$${MC_ADMIN_API_KEY:-$$(cat $(DATA_DIR)/platform-key)}"; \
	FROM="$${MC_ADMIN_API_KEY:+from MC_ADMIN_API_KEY}"; \
	echo "Platform admin key ($${FROM:-kept in $(DATA_DIR)/platform-key}): $$KEY"; \
	echo "Create a tenant key: curl -s -X POST http://$(HOST):$(PORT)/v1/admin/api-keys -H \"Authorization: Bearer $$KEY\" -H 'Content-Type: application/json' -d '{\"tenant_id\":\"demo\",\"role\":\"admin\"}'"; \
	echo "Starting Memory Center (loading its Python modules: a few seconds)..."; \
	MC_ADMIN_API_KEY="$$KEY" exec $(BIN)/memory-center serve --host $(HOST) --port $(PORT) --data-dir $(DATA_DIR) \
		$(if $(WORKERS),--workers $(WORKERS))

## Lint, format check, strict types, then the whole suite against real PostgreSQL+pgvector and Redis.
test: lint typecheck pytest

lint: $(DEV_STAMP)
	$(BIN)/ruff check src tests migrations bench clients examples
	$(BIN)/ruff format --check src tests migrations bench clients examples

typecheck: $(DEV_STAMP)
	$(BIN)/mypy
	$(BIN)/mypy clients/python/src/memory_center_client examples

pytest: $(DEV_STAMP) system-packages
	@if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then skip=; else \
		skip="chromium or chromedriver is missing; as root, make system-packages installs them"; \
		echo "The browser tests will be skipped: $$skip"; fi; \
	MC_SKIP_BROWSER_TESTS="$$skip" $(BIN)/pytest $(PYTEST_ARGS)

format: $(DEV_STAMP)
	$(BIN)/ruff format src tests migrations bench clients examples
	$(BIN)/ruff check --fix src tests migrations bench clients examples

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache

## The read path under wrk (bench/wrk_context.py): requests/s, p50/p95 and CPU per request of the
## service and PostgreSQL. Installs the Debian package wrk when it is missing (needs root and apt).
## Variables: FACTS (default 10000), CONNECTIONS (default 16), e.g. make bench-read FACTS=100000
bench-read: $(DEV_STAMP)
	@if ! command -v wrk >/dev/null; then \
		echo "wrk is missing: installing it (needs root and apt)"; \
		apt-get update -qq && apt-get install -y -qq wrk >/dev/null; fi
	$(BIN)/python bench/wrk_context.py --facts $(or $(FACTS),10000) --connections $(or $(CONNECTIONS),16)

## The scale-out test on a local three-node Citus cluster (docs/scaling.md §4): builds PostgreSQL 15's
## Citus and pgvector from their pinned sources once (scripts/citus-cluster build: apt + about ten
## minutes of compiling), starts a fresh cluster on ports 9700-9702 and runs the cluster tests.
.PHONY: test-citus
test-citus: $(DEV_STAMP)
	scripts/citus-cluster build
	scripts/citus-cluster reset
	MC_CITUS_URL="$$(scripts/citus-cluster url)" $(BIN)/pytest tests/scaleout/test_citus_cluster.py \
		tests/scaleout/test_citus_worker_down.py $(PYTEST_ARGS)
