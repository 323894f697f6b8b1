"""The read path's plain records (retrieval/records.py) built from rows without the dataclasses'
generated ``__init__``: the same records, still frozen, equal and hashable alike."""

import dataclasses
import uuid
from datetime import UTC, datetime

import pytest

from memory_center.enums import FactStatus, MemoryType, Scope, SourceType
from memory_center.retrieval.records import (
    EvidenceRecord,
    FactRecord,
    evidence_record,
    fact_from_tuple,
    fact_record,
)

NOW = datetime(2026, 12, 3, 8, 0, tzinfo=UTC)
FACT = FactRecord(
    uuid.uuid4(), 2, Scope.USER, MemoryType.PREFERENCE, "tea", "likes", "green", "Likes green tea",
    FactStatus.ACTIVE, SourceType.USER_STATED, 0.9, 0.5, NOW, None, NOW, NOW, None, None,
    "u1", None, None, None, None, "user_correction",
)  # fmt: skip


def test_a_plain_tuple_with_enum_texts_becomes_the_same_record() -> None:
    row = (*(v.value if hasattr(v, "value") else v for v in dataclasses.astuple(FACT)), 0.42)
    record = fact_from_tuple(row)
    assert record == FACT and hash(record) == hash(FACT)
    assert record.scope is Scope.USER and record.status is FactStatus.ACTIVE
    assert record.memory_type is MemoryType.PREFERENCE and record.source_type is SourceType.USER_STATED
    assert record.key == ("tea", "likes")
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.content = "changed"  # type: ignore[misc]


def test_an_orm_row_becomes_the_same_record_and_extra_columns_are_ignored() -> None:
    assert fact_record((*dataclasses.astuple(FACT), 0.1, 7)) == FACT
    evidence = EvidenceRecord(
        uuid.uuid4(), None, "CONVERSATION", SourceType.USER_STATED, "chat", "hi", NOW, NOW,
        "u1", None, None, "s1", None,
    )  # fmt: skip
    assert evidence_record((*dataclasses.astuple(evidence), 0.3)) == evidence
    assert dataclasses.replace(evidence, content="hello").content == "hello"


def test_a_short_row_is_an_error_not_a_record_with_missing_fields() -> None:
    with pytest.raises(ValueError, match="zip"):
        fact_from_tuple(dataclasses.astuple(FACT)[:10])
