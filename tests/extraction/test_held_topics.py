"""A statement that names no one as its subject: the pure gates (rules.free_text.read_unopened), and
the write path that keeps it only when it is near a memory the user holds (writepath.held_topics)."""

import pytest

from conftest import Tenant
from factories import message
from facts.flows import list_facts, say
from memory_center.extraction.rules.free_text import read_free_text, read_unopened


@pytest.mark.parametrize(
    "statement",
    [
        "Thai food has become my absolute favorite, I crave it constantly.",
        "21 is my sweet spot for sleeping",
        "These days it's all nonfiction for me, history books mostly.",
        "Pilates classes three times a week are my workout these days.",
        "最近开始喝美式了，什么都不加。",
        "还是晚上洗澡舒服，洗完睡得香。",
        "近来耳机里全是爵士乐，越听越上头。",
    ],
)
def test_a_lasting_statement_with_no_subject_passes_the_gates(statement: str) -> None:
    reading = read_unopened(statement)
    assert reading is not None and reading.subject == "user"
    assert reading.predicate.startswith("said:")


@pytest.mark.parametrize(
    "statement",
    [
        "My sister swears by oolong, she brews it every afternoon.",  # another person
        "Our coworker Dan does pilates three times a week.",
        "我同事每天下午都泡普洱，说是刮油。",
        "Would evening runs be better for sleep, do you think?",  # a question
        "爵士乐有什么入门推荐吗？",
        "Poetry before bed?",
        "Black coffee just for today, the milk ran out.",  # one occasion
        "Autumn was lovely last weekend, the colours were amazing.",
        "这周末去钓鱼了，一待就是一天。",
        "明天限行，只能坐地铁了。",
        "If the place is dodgy, medium might be safer tonight.",  # a supposition
        "假如睡前读几页书，应该能睡得更好吧。",
        "Classical piano would probably help me focus, maybe I should try it.",
        "That works for me.",  # points at the conversation
        "Sounds good, thanks.",
        "这个不错。",
        "I love jazz.",  # opens with the user: read_free_text's (and the stance readers')
    ],
)
def test_what_is_no_lasting_statement_of_the_user_is_not_read(statement: str) -> None:
    assert read_unopened(statement) is None


def test_a_statement_that_opens_with_the_user_is_left_to_the_plain_fallback() -> None:
    said = "I swim on Thursday mornings"
    assert read_unopened(said) is None
    assert read_free_text(said) is not None


def contents(facts: list[dict[str, object]]) -> list[str]:
    return [str(fact["content"]) for fact in facts]


async def test_a_held_topic_said_anew_is_kept(tenant: Tenant) -> None:
    await say(tenant, "My favorite cuisine is Italian.")
    await say(tenant, "Thai food has become my absolute favorite, I crave it constantly.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any("Thai food" in one for one in facts), facts


async def test_a_chinese_held_topic_said_anew_is_kept(tenant: Tenant) -> None:
    await say(tenant, "我喜欢早上洗澡。")
    await say(tenant, "还是晚上洗澡舒服，洗完睡得香。")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any("晚上洗澡" in one for one in facts), facts


async def test_a_statement_on_no_held_topic_is_not_kept(tenant: Tenant) -> None:
    await say(tenant, "I work as a nurse in Leeds.")
    await say(tenant, "Thai food has become my absolute favorite, I crave it constantly.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("Thai food" in one for one in facts), facts


async def test_a_question_or_sarcasm_on_a_held_topic_is_not_kept(tenant: Tenant) -> None:
    await say(tenant, "I read thrillers before bed.")
    await say(tenant, "Poetry collections before bed? Yeah right, I'd be asleep in a minute.")
    await say(tenant, "My brother's bedtime reading is poetry collections.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("oetry" in one for one in facts), facts


async def test_a_correction_with_nothing_to_correct_is_not_kept(tenant: Tenant) -> None:
    await say(tenant, "我穿39码的鞋。")
    answer = await say(tenant, "哦不，是43码。")
    assert answer["candidates"] == []


async def test_a_close_ones_memory_is_no_topic_of_the_users(tenant: Tenant) -> None:
    await say(tenant, "My dad lives in Porto and loves Italian food.")
    await say(tenant, "Thai food has become my absolute favorite, I crave it constantly.")
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert not any("Thai food" in one for one in facts), facts


async def test_in_a_batch_the_held_topic_is_governed_first(tenant: Tenant) -> None:
    events = [
        message("我喜欢早上洗澡。", idempotency_key="b-1"),
        message("还是晚上洗澡舒服，洗完睡得香。", idempotency_key="b-2"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    facts = contents(await list_facts(tenant, user_id="u-1"))
    assert any("晚上洗澡" in one for one in facts), facts
