# Memory Center — the two commands: `make run` and `make test`.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
DATA_DIR ?= .memory-center
HOST ?= 127.0.0.1
PORT ?= 8000
STAMP := $(VENV)/.installed

.PHONY: run test install lint typecheck pytest format clean bench-read

$(STAMP): pyproject.toml clients/python/pyproject.toml clients/typescript/package-lock.json
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,otel]' -e './clients/python[mcp,langgraph]'
	@# The TypeScript client's build and test tools (clients/typescript; its suite runs in pytest).
	@if command -v npm >/dev/null; then npm ci --prefix clients/typescript --no-audit --no-fund --loglevel=error; \
		else echo "npm is missing: the TypeScript client's suite will be skipped"; fi
	@touch $(STAMP)

install: $(STAMP)

## Start the service on the embedded PostgreSQL (or MC_DATABASE_URL), printing the URL and an admin key.
## Variables: PORT (default 8000), HOST (default 127.0.0.1; 0.0.0.0 listens on every interface) and
## DATA_DIR (default .memory-center: the embedded database and the generated platform key), e.g.
##   make run PORT=8080 DATA_DIR=/srv/memory-center
## Worker processes: min(usable CPUs, 4) unless WORKERS=n or MC_WORKERS is set (docs/scaling.md).
run: $(STAMP)
	@mkdir -p $(DATA_DIR)
	@if [ -z "$$MC_ADMIN_API_KEY" ] && [ ! -s $(DATA_DIR)/platform-key ]; then \
		$(BIN)/python -c 'import secrets; print("mc_platform_" + secrets.token_urlsafe(24))' > $(DATA_DIR)/platform-key; \
		chmod 600 $(DATA_DIR)/platform-key; fi
	@KEY="$${MC_ADMIN_API_KEY:-$$(cat $(DATA_DIR)/platform-key)}"; \
	FROM="$${MC_ADMIN_API_KEY:+from MC_ADMIN_API_KEY}"; \
	echo "Platform admin key ($${FROM:-kept in $(DATA_DIR)/platform-key}): $$KEY"; \
	echo "Create a tenant key: curl -s -X POST http://$(HOST):$(PORT)/v1/admin/api-keys -H \"Authorization: Bearer $$KEY\" -H 'Content-Type: application/json' -d '{\"tenant_id\":\"demo\",\"role\":\"admin\"}'"; \
	MC_ADMIN_API_KEY="$$KEY" exec $(BIN)/memory-center serve --host $(HOST) --port $(PORT) --data-dir $(DATA_DIR) \
		$(if $(WORKERS),--workers $(WORKERS))

## Lint, format check, strict types, then the whole suite against real PostgreSQL+pgvector and Redis.
test: $(STAMP) lint typecheck pytest

lint: $(STAMP)
	$(BIN)/ruff check src tests migrations bench clients examples
	$(BIN)/ruff format --check src tests migrations bench clients examples

typecheck: $(STAMP)
	$(BIN)/mypy
	$(BIN)/mypy clients/python/src/memory_center_client examples

pytest: $(STAMP)
	@if [ -z "$$MC_REDIS_URL" ] && ! command -v redis-server >/dev/null; then \
		echo "redis-server is missing: installing it (needs root and apt)"; \
		apt-get update -qq && apt-get install -y -qq redis-server >/dev/null; fi
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
		echo "chromium/chromedriver are missing (console and /docs browser tests): installing them (needs root and apt)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			chromium chromium-driver fonts-wqy-microhei >/dev/null; fi
	$(BIN)/pytest $(PYTEST_ARGS)

format: $(STAMP)
	$(BIN)/ruff format src tests migrations bench clients examples
	$(BIN)/ruff check --fix src tests migrations bench clients examples

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache

## The read path under wrk (bench/wrk_context.py): requests/s, p50/p95 and CPU per request of the
## service and PostgreSQL. Installs the Debian package wrk when it is missing (needs root and apt).
## Variables: FACTS (default 10000), CONNECTIONS (default 16), e.g. make bench-read FACTS=100000
bench-read: $(STAMP)
	@if ! command -v wrk >/dev/null; then \
		echo "wrk is missing: installing it (needs root and apt)"; \
		apt-get update -qq && apt-get install -y -qq wrk >/dev/null; fi
	$(BIN)/python bench/wrk_context.py --facts $(or $(FACTS),10000) --connections $(or $(CONNECTIONS),16)

## The scale-out test on a local three-node Citus cluster (docs/scaling.md §4): builds PostgreSQL 15's
## Citus and pgvector from their pinned sources once (scripts/citus-cluster build: apt + about ten
## minutes of compiling), starts a fresh cluster on ports 9700-9702 and runs the cluster tests.
.PHONY: test-citus
test-citus: $(STAMP)
	scripts/citus-cluster build
	scripts/citus-cluster reset
	MC_CITUS_URL="$$(scripts/citus-cluster url)" $(BIN)/pytest tests/scaleout/test_citus_cluster.py \
		tests/scaleout/test_citus_worker_down.py $(PYTEST_ARGS)
