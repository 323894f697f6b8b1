"""Orders for a kind of task and health said through a doctor or the body: every row of the one table
reads its own examples, and the look-alikes give nothing (extraction/rules/directives.py)."""

import re
from datetime import UTC, datetime

import pytest

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.conditioned import CONDITIONS
from memory_center.extraction.rules.directives import FRAMES, LASTING_FORMS, TOPIC_FRAMES, read_directive
from memory_center.extraction.rules.rule_rows import REFUSALS, REQUIREMENTS, Row, read_rows
from memory_center.extraction.rules.standing_forms import STYLE_ORDERS
from memory_center.extraction.rules.task_orders import ORDERS

TABLES = {
    "frames": FRAMES,
    "topic_frames": TOPIC_FRAMES,
    "orders": ORDERS,
    "refusals": REFUSALS,
    "requirements": REQUIREMENTS,
    "conditions": CONDITIONS,
    "lasting_forms": LASTING_FORMS,
    "style_orders": STYLE_ORDERS,
}
EXAMPLES = [(name, *example) for name, rows in TABLES.items() for row in rows for example in row.examples]


@pytest.mark.parametrize(("table", "said", "subject", "value"), EXAMPLES)
def test_every_row_reads_its_examples(table: str, said: str, subject: str | None, value: str | None) -> None:
    """One test for every table: each row's examples, read by the one engine."""
    whole = table in ("frames", "topic_frames", "lasting_forms")  # read on a whole statement
    reading = read_directive(said) if whole else read_rows(TABLES[table], said)
    if subject is None:
        assert reading is None, said
        return
    assert reading is not None, said
    assert (reading.memory_type, reading.subject, reading.object_value) == (
        MemoryType.CONSTRAINT,
        subject,
        value,
    )
    assert reading.lasting


@pytest.mark.parametrize("rows", TABLES.values(), ids=TABLES.keys())
def test_every_row_has_examples_in_its_language(rows: tuple[Row, ...]) -> None:
    for row in rows:
        assert row.examples
        assert all(
            ("zh" if re.search(r"[\u4e00-\u9fff]", said) else "en") == row.lang for said, *_ in row.examples
        )


def _read(text: str) -> list[tuple[MemoryType, str, str, Scope]]:
    message = ExtractionInput(
        text=text,
        role="user",
        user_id="u",
        session_id="s",
        task_id=None,
        agent_id=None,
        department_id=None,
        occurred_at=datetime(2026, 12, 4, tzinfo=UTC),
    )
    return [(c.memory_type, c.subject, c.object_value, c.scope) for c in read_message(message)]


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [
        ("Vegetarian restaurants only when you book for me.", "vegetarian restaurant", "only"),
        ("Make sure every email you draft for me ends with 'Best, Sam'.", "best, sam", "required"),
        ("给我推荐餐厅的时候别选要排队的网红店。", "排队网红店", "never"),
        ("每次帮我写邮件，结尾都加上“祝好，小王”。", "祝好,小王", "required"),
        ("Peanuts put me in hospital.", "peanut", "reacts"),
        ("Shellfish and I don't mix, medically.", "shellfish", "cannot"),
        ("我一碰芒果嘴就肿。", "芒果", "reacts"),
        ("海鲜一吃就全身发痒。", "海鲜", "reacts"),
        ("猫毛一靠近我就打喷嚏流眼泪。", "猫毛", "reacts"),
        ("医生不让我吃辣。", "辣", "cannot"),
        ("Strawberries turn my lips puffy.", "strawberry", "reacts"),
    ],
)
def test_rules_and_health_are_user_constraints(said: str, subject: str, value: str) -> None:
    assert (MemoryType.CONSTRAINT, subject, value, Scope.USER) in _read(said)


@pytest.mark.parametrize(
    "said",
    [
        "Book me a table tonight at a vegetarian place.",
        "Make sure this email ends with 'Cheers, Sam'.",
        "这次订酒店别选太贵的。",
        "明天帮我订个靠窗的位子。",
        "Do you only book nonstop flights?",
        "你会不会只推荐网红店？",
        "I get nervous when you drive fast.",
    ],
)
def test_one_offs_and_questions_are_no_standing_rule(said: str) -> None:
    assert not [r for r in _read(said) if r[0] is MemoryType.CONSTRAINT and r[3] is Scope.USER]


@pytest.mark.parametrize(
    "said",
    [
        "我老婆的医生不让她吃辣。",
        "My son's doctor won't let him have sugar.",
        "老板一说话我就头疼。",
        "Work makes me sick.",
    ],
)
def test_other_peoples_health_and_figures_of_speech_are_not_the_users(said: str) -> None:
    assert read_directive(said) is None
    assert not [r for r in _read(said) if r[0] is MemoryType.CONSTRAINT]
