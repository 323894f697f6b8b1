"""A held medicine said with another dose replaces the memory of the old dose; one stopped ends it
(``writepath.held_turns`` with ``extraction.rules.held_doses``), over HTTP with PostgreSQL."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say


@pytest.mark.parametrize(
    ("first", "later", "new", "old"),
    [
        (
            "I take 20mg of citalopram at night.",
            "My psychiatrist raised the citalopram to 30mg.",
            "30mg",
            "20mg",
        ),
        ("我每天吃一片阿托伐他汀，10毫克。", "上次复查后医生把阿托伐他汀加到20毫克了。", "20毫克", "10毫克"),
        # the change dated ("this week", 上周): the date is the change's, the memory lasts
        (
            "I take 40mg of omeprazole each morning.",
            "The GI doctor bumped my omeprazole up to 80mg this week.",
            "80mg",
            "40mg",
        ),
        (
            "我每天早上空腹吃一片左甲状腺素，25微克。",
            "上周医生把左甲状腺素加到50微克了。",
            "50微克",
            "25微克",
        ),
    ],
)
async def test_a_new_dose_replaces_the_held_one(
    tenant: Tenant, first: str, later: str, new: str, old: str
) -> None:
    await say(tenant, first, session_id="s-1")
    await say(tenant, later, session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    medicines = [f for f in facts if f["predicate"] == "medication"]
    assert [(new in f["content"], old in f["content"], f["object_value"]) for f in medicines] == [
        (True, False, "takes")
    ]
    assert not any(old in f["content"] for f in facts)


async def test_a_medicine_taken_off_is_ended(tenant: Tenant) -> None:
    await say(tenant, "I'm on 10mg lisinopril for my blood pressure.", session_id="s-1")
    await say(
        tenant, "Cardiologist took me off the lisinopril and put me on amlodipine 5mg.", session_id="s-2"
    )
    facts = await list_facts(tenant, user_id="u-1")
    assert not any("10mg lisinopril" in f["content"] for f in facts)


async def test_someone_elses_dose_changes_nothing(tenant: Tenant) -> None:
    await say(tenant, "I take 20mg of citalopram at night.", session_id="s-1")
    await say(tenant, "My sister takes 40mg of citalopram.", session_id="s-2")
    facts = await list_facts(tenant, user_id="u-1")
    assert any(f["content"] == "I take 20mg of citalopram at night" for f in facts)
