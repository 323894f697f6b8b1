"""The migration chain goes up, all the way down, and up again on an empty database."""

import uuid

import pytest
from alembic import command
from sqlalchemy import create_engine, inspect, make_url, text

from memory_center.db.migrations import alembic_config

TABLES = {
    "memory_event",
    "memory_evidence",
    "memory_candidate",
    "memory_candidate_evidence",
    "memory_fact",
    "memory_fact_revision",
    "memory_fact_evidence",
    "memory_embedding",
    "memory_task",
    "memory_task_transition",
    "memory_retrieval_trace",
    "memory_audit",
    "api_key",
    "memory_shared_generation",  # migration 0018 (not on Citus)
}
INFRASTRUCTURE = {"api_key_generation"}  # no tenant: the key cache's revocation counter (migration 0012)


@pytest.fixture
def empty_database(database_url: str):  # type: ignore[no-untyped-def]
    name = "mc_migrations_" + uuid.uuid4().hex[:8]
    admin = create_engine(database_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(database_url).set(database=name).render_as_string(hide_password=False)
    yield url
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE "{name}" WITH (FORCE)'))
    admin.dispose()


def tables(url: str) -> set[str]:
    engine = create_engine(url)
    try:
        return set(inspect(engine).get_table_names()) - {"alembic_version"}
    finally:
        engine.dispose()


def test_upgrade_downgrade_upgrade(empty_database: str) -> None:
    config = alembic_config(empty_database)
    command.upgrade(config, "head")
    assert tables(empty_database) == TABLES | INFRASTRUCTURE
    command.downgrade(config, "base")
    assert tables(empty_database) == set()
    command.upgrade(config, "head")
    assert tables(empty_database) == TABLES | INFRASTRUCTURE


def test_every_key_leads_with_tenant_id(empty_database: str) -> None:
    command.upgrade(alembic_config(empty_database), "head")
    engine = create_engine(empty_database)
    try:
        inspector = inspect(engine)
        for table in TABLES:
            assert inspector.get_pk_constraint(table)["constrained_columns"][0] == "tenant_id", table
            for fk in inspector.get_foreign_keys(table):
                assert fk["constrained_columns"][0] == "tenant_id", (table, fk)
                assert fk["referred_columns"][0] == "tenant_id", (table, fk)
            for unique in inspector.get_unique_constraints(table):
                assert unique["column_names"][0] == "tenant_id", (table, unique)
            for index in inspector.get_indexes(table):
                if index["unique"]:
                    assert index["column_names"][0] == "tenant_id", (table, index)
        with engine.connect() as conn:
            methods = dict(conn.execute(text("SELECT indexname, indexdef FROM pg_indexes")).all())
        assert "USING hnsw" in methods["ix_memory_embedding_hnsw_384"]
        assert "vector_cosine_ops" in methods["ix_memory_embedding_hnsw_384"]
        assert "vector(896)" in methods["ix_memory_embedding_hnsw_896"]  # the default embedder's length
        assert "dimensions = 896" in methods["ix_memory_embedding_hnsw_896"]
        assert "WHERE" in methods["uq_memory_fact_active_key"]
    finally:
        engine.dispose()


def test_fact_pages_keep_room_for_in_place_access_updates(empty_database: str) -> None:
    """last_accessed_at is in no index: with free room on the page its batched updates are HOT."""
    config = alembic_config(empty_database)
    command.upgrade(config, "head")
    engine = create_engine(empty_database)
    try:
        with engine.connect() as conn:
            options = conn.execute(text("SELECT reloptions FROM pg_class WHERE relname = 'memory_fact'"))
            assert options.scalar_one() == ["fillfactor=90"]
            indexed = conn.execute(
                text("SELECT indexdef FROM pg_indexes WHERE tablename = 'memory_fact'")
            ).scalars()
            assert not [d for d in indexed if "last_accessed_at" in d]
        command.downgrade(config, "0002_read_path")
        with engine.connect() as conn:
            options = conn.execute(text("SELECT reloptions FROM pg_class WHERE relname = 'memory_fact'"))
            assert options.scalar_one() is None
    finally:
        engine.dispose()


def test_vectors_are_stored_in_their_row(empty_database: str) -> None:
    """0010: a vector of 896 floats stays in its row (STORAGE MAIN), not in the TOAST table; the
    downgrade restores pgvector's default (EXTERNAL)."""
    config = alembic_config(empty_database)
    command.upgrade(config, "head")
    engine = create_engine(empty_database)
    storage = text(
        "SELECT attstorage FROM pg_attribute WHERE attrelid = 'memory_embedding'::regclass "
        "AND attname = 'embedding'"
    )
    try:
        with engine.begin() as conn:
            assert conn.execute(storage).scalar_one() == "m"
            vector = "[" + ",".join(f"{(i % 97) / 97 - 0.5:.7f}" for i in range(896)) + "]"
            conn.execute(
                text(
                    "INSERT INTO memory_embedding (tenant_id, id, target_kind, target_id, model, dimensions, "
                    "embedding, status, attempts, next_attempt_at, created_at, updated_at) VALUES ('t', "
                    ":id, 'fact', :target, 'm', 896, CAST(:vector AS vector), 'DONE', 1, now(), now(), now())"
                ),
                {"id": uuid.uuid4(), "target": uuid.uuid4(), "vector": vector},
            )
            toast = "SELECT pg_relation_size(reltoastrelid) FROM pg_class WHERE relname = 'memory_embedding'"
            assert conn.execute(text(toast)).scalar_one() == 0
        command.downgrade(config, "0009_rls")
        with engine.connect() as conn:
            assert conn.execute(storage).scalar_one() == "e"
    finally:
        engine.dispose()


def test_current_step_text_becomes_a_step_number_and_a_label(empty_database: str) -> None:
    """0005: digits become the number; any other text becomes the label; downgrade restores the text."""
    config = alembic_config(empty_database)
    command.upgrade(config, "0003_fact_fillfactor")
    steps = {"T1": "3", "T2": " 12 ", "T3": "search flights", "T4": None, "T5": "第2步", "T6": "99999999999"}
    engine = create_engine(empty_database)
    try:
        with engine.begin() as conn:
            for task_id, step in steps.items():
                conn.execute(
                    text(
                        "INSERT INTO memory_task (tenant_id, task_id, user_id, goal, status, current_step,"
                        " state, version) VALUES ('t', :task_id, 'u', 'g', 'CREATED', :step, '{}', 1)"
                    ),
                    {"task_id": task_id, "step": step},
                )
        command.upgrade(config, "0005_task_current_step")
        query = text("SELECT task_id, current_step, current_step_label FROM memory_task ORDER BY task_id")
        with engine.connect() as conn:
            assert [tuple(row) for row in conn.execute(query)] == [
                ("T1", 3, None),
                ("T2", 12, None),
                ("T3", None, "search flights"),
                ("T4", None, None),
                ("T5", None, "第2步"),
                ("T6", None, "99999999999"),
            ]
        command.downgrade(config, "0003_fact_fillfactor")
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT task_id, current_step FROM memory_task ORDER BY task_id"))
            assert dict(rows.all()) == {**steps, "T2": "12"}
    finally:
        engine.dispose()


def test_vectors_of_mostly_cjk_texts_are_marked(empty_database: str) -> None:
    """0013: existing vectors are marked from their fact's or turn's text, by the indexer's rule
    (at least 30 % of the letters CJK); downgrade drops the mark."""
    config = alembic_config(empty_database)
    command.upgrade(config, "0012_fact_list_index")
    texts = {
        "我对花生过敏。": True,
        "我想换 iPhone 16": True,
        "I had lunch at 鼎泰丰 with my colleagues": False,
        "I prefer aisle seats.": False,
    }
    engine = create_engine(empty_database)
    expected: dict[uuid.UUID, bool] = {}
    try:
        with engine.begin() as conn:
            for content, cjk in texts.items():
                fact_id, evidence_id = uuid.uuid4(), uuid.uuid4()
                conn.execute(
                    text(
                        "INSERT INTO memory_fact (tenant_id, id, chain_id, owner_type, owner_id, scope,"
                        " memory_type, content, status, source_type, confidence, valid_from) VALUES"
                        " ('t', :id, :id, 'USER', 'u', 'USER', 'FACT', :content, 'ACTIVE', 'USER_STATED',"
                        " 0.9, now())"
                    ),
                    {"id": fact_id, "content": content},
                )
                conn.execute(
                    text(
                        "INSERT INTO memory_evidence (tenant_id, id, evidence_type, source_type,"
                        " source_system, content, occurred_at) VALUES ('t', :id, 'CONVERSATION',"
                        " 'USER_STATED', 'chat', :content, now())"
                    ),
                    {"id": evidence_id, "content": content},
                )
                for kind, target in (("fact", fact_id), ("evidence", evidence_id)):
                    conn.execute(
                        text(
                            "INSERT INTO memory_embedding (tenant_id, id, target_kind, target_id, model,"
                            " status) VALUES ('t', :id, :kind, :target, 'm', 'PENDING')"
                        ),
                        {"id": uuid.uuid4(), "kind": kind, "target": target},
                    )
                    expected[target] = cjk
        command.upgrade(config, "0013_embedding_cjk_mark")
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT target_id, cjk FROM memory_embedding"))
            assert dict(rows.all()) == expected
        command.downgrade(config, "0012_fact_list_index")
        with engine.connect() as conn:
            columns = conn.execute(
                text(
                    "SELECT column_name FROM information_schema.columns WHERE table_name = 'memory_embedding'"
                )
            )
            assert "cjk" not in set(columns.scalars())
    finally:
        engine.dispose()
