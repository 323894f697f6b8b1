"""Free-text memories and habit likings replaced by the current practice of their slot, through the
write path with the shipped embedder (``writepath.free_text_replacements``): the held memory ends, the
new practice is kept; a look-alike ends nothing."""

from conftest import Tenant
from facts.flows import list_facts, say


async def contents(tenant: Tenant) -> str:
    return " | ".join(fact["content"] for fact in await list_facts(tenant, user_id="u-1"))


async def test_a_free_text_habit_is_replaced_by_the_practice_of_its_slot(tenant: Tenant) -> None:
    await say(tenant, "I play squash with my colleagues on Tuesday evenings")
    assert "squash" in await contents(tenant)
    await say(tenant, "Tuesday evenings I'm at a pottery class these days")
    held = await contents(tenant)
    assert "squash" not in held and "pottery" in held, held


async def test_a_habit_liking_is_replaced_by_the_practice_of_its_slot(tenant: Tenant) -> None:
    await say(tenant, "I'm a big fan of opera, Puccini mostly")
    await say(tenant, "I mostly listen to techno these days")
    held = await contents(tenant)
    assert "opera" not in held and "techno" in held, held


async def test_a_chinese_habit_is_replaced(tenant: Tenant) -> None:
    await say(tenant, "我特别喜欢听周杰伦的歌")
    await say(tenant, "这阵子天天听古典乐")
    held = await contents(tenant)
    assert "周杰伦" not in held and "古典" in held, held


async def test_a_look_alike_ends_nothing(tenant: Tenant) -> None:
    await say(tenant, "I play squash with my colleagues on Tuesday evenings")
    for text in (
        "My wife goes to a pottery class on Tuesday evenings these days",
        "I also do a bit of pottery now and then",
        "Should I swap squash for a pottery class?",
        "Skipped squash tonight for a pottery class, just this once",
    ):
        await say(tenant, text)
    assert "squash with my colleagues" in await contents(tenant)
