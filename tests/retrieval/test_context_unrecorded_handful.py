"""A user known by a handful of things gets every statement of theirs in the context, whatever the
request (docs/context.md, "A user known by a handful of things"), while requests and questions never
come back as the user's words, nor small talk far from the request (issue 25; small talk:
test_context_unrecorded.py)."""

import uuid

import pytest
from memory_factory import add_evidence, context, index_everything, remember

from conftest import Tenant
from memory_center.retrieval.unrecorded import FLOOR, HANDFUL, about_someone, asks_only


def user() -> str:
    return f"u-{uuid.uuid4().hex[:8]}"


def unrecorded(built: dict[str, object]) -> list[dict[str, object]]:
    sections = built["sections"]
    assert isinstance(sections, dict)
    return [item for item in sections["evidence"] if "unrecorded" in item["reasons"]]


GRANDMA = "grandma Ines turns 90 in March and she only speaks Portuguese"
PARTY = "help me organise a dinner party"


async def test_a_handful_carries_a_statement_far_from_the_request(tenant: Tenant) -> None:
    me = user()
    await add_evidence(tenant, GRANDMA, user_id=me)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query=PARTY)
    [item] = unrecorded(built)
    assert item["content"] == GRANDMA
    score = item["score"]
    assert isinstance(score, float) and score < FLOOR, "below the floor: carried only for a handful"
    assert GRANDMA in built["text"]


async def test_a_user_known_by_more_than_a_handful_keeps_the_floor(tenant: Tenant) -> None:
    me = user()
    await add_evidence(tenant, GRANDMA, user_id=me)
    for number in range(HANDFUL):
        await remember(tenant, f"My locker number at the gym is {100 + number}", user_id=me)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query=PARTY)
    assert unrecorded(built) == []


async def test_requests_and_questions_never_come_back(tenant: Tenant) -> None:
    me = user()
    for said in (
        "can you book me a table for two at Nopa tonight?",
        "帮我查一下明天上海的天气",
        "What's open late?",
    ):
        await add_evidence(tenant, said, user_id=me)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="find me a restaurant for tonight")
    assert unrecorded(built) == []
    assert "Nopa" not in built["text"]


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("can you book me a table for two at Nopa tonight?", True),
        ("what time is it in Tokyo right now?", True),
        ("帮我把这段话翻译成英文：明天见", True),
        ("Book me a flight to Rome. I hate layovers.", False),
        ("Could you never call me before 9?", False),
        ("Never stick me in a middle seat. Aisle or window, nothing else.", False),
        ("订酒店记得给我要高楼层", False),
        ("is it ok if I bring my dog, Rex? he is 3", False),
        # a request worded as a standard: a limit, a habit, a lasting word (a standing rule)
        ("给我推荐东西最多三个选项，多了我挑不过来", False),
        ("Recommend at most three options", False),
        ("Book me aisle seats from now on", False),
        ("给我推荐一家餐厅", True),
    ],
)
def test_asks_only(text: str, asks: bool) -> None:
    assert asks_only(text) is asks


@pytest.mark.parametrize(
    ("text", "someone"),
    [
        ("The weather is lovely today.", False),
        ("今天天气真不错", False),
        ("ok thanks, that's all for now", False),
        ("twins turned four on Saturday, chaos as usual", True),
        ("Mochi the hamster escaped again", True),
        ("闺女今年上初三了", True),
        ("we just got a ferret!! his name is Bandit", True),
    ],
)
def test_about_someone(text: str, someone: bool) -> None:
    assert about_someone(text) is someone
