"""General readings of session 11.

Health in any wording (issue 24, point 5): a first-person statement that no reader placed but that
names a word of health (a condition, a medicine, a doctor's order, an operation) is a USER CONSTRAINT,
also when the user is named after a lead ("Since the stroke, my doctor …") or, in Chinese, left out
(肾不太好，医生让我…); another person's health is theirs, and a statement without a word of health
stays a plain free-text fact. A name said after an animal kept is the pet's, whatever its kind."""

from datetime import UTC, datetime

import pytest

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules import RuleExtractor


async def read(text: str) -> list[tuple[MemoryType, Scope, str | None]]:
    message = ExtractionInput(
        text=text,
        role="user",
        user_id="u-1",
        session_id="s-1",
        task_id=None,
        agent_id=None,
        department_id=None,
        occurred_at=datetime.now(UTC),
    )
    result = await RuleExtractor().extract(message)
    return [(c.memory_type, c.scope, c.subject) for c in result.candidates]


@pytest.mark.parametrize(
    "text",
    [
        "Since the stroke last year my doctor keeps me on blood thinners.",
        "After the operation my surgeon said no heavy lifting for me.",
        "肾不太好，医生让我少吃蛋白质。",
    ],
)
async def test_a_statement_naming_health_is_the_users_constraint(text: str) -> None:
    assert (MemoryType.CONSTRAINT, Scope.USER, "user") in await read(text)


@pytest.mark.parametrize(
    "text",
    ["My mom has high blood pressure.", "我爸血压高。", "Since the divorce my sister has been depressed."],
)
async def test_someone_elses_health_is_no_constraint_of_the_user(text: str) -> None:
    assert all(
        kind is not MemoryType.CONSTRAINT or subject != "user" for kind, _, subject in await read(text)
    )


async def test_a_statement_without_a_word_of_health_stays_a_fact() -> None:
    assert await read("I'm scared of heights.") == [(MemoryType.FACT, Scope.USER, "user")]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("我养了一只金毛，叫豆豆。", "pet"),
        ("We adopted a beagle, she's called Luna.", "dog"),
        ("We adopted an axolotl, she's called Luna.", "pet"),
        ("我叫王小明。", "user"),
    ],
)
async def test_a_name_after_an_animal_kept_of_any_kind_is_the_pets(text: str, subject: str) -> None:
    """养了一只金毛，叫豆豆: a kept animal of a kind no table lists; its name is not the user's."""
    assert [kind_subject for _, _, kind_subject in await read(text)] == [subject]
