"""The profile read takes what the request's domain needs first (retrieval/domains.py ``DomainRead``,
retrieval/profile_repository.py; docs/context.md, "A request's domain"): a user with more lasting
memories than ``MC_CONTEXT_PROFILE_LIMIT`` still gets, for "plan a day trip", the old free-text memory
"gets terribly seasick" that shares no word with the request and has no slot key."""

import uuid
from datetime import UTC, datetime
from typing import Any

from memory_factory import add_fact, context, index_everything, runtime_of

from conftest import Tenant
from memory_center.db.tenancy import tenant_session
from memory_center.enums import MemoryType
from memory_center.retrieval.domains import domain_read, domains_of
from memory_center.retrieval.profile_repository import profile_facts
from memory_center.retrieval.repository import FactScope
from memory_center.retrieval.scope import Viewer

TYPES = (MemoryType.FACT, MemoryType.PREFERENCE, MemoryType.DECISION)


def user() -> str:
    return f"u-{uuid.uuid4().hex[:8]}"


async def _held(tenant: Tenant, me: str, stamps: int) -> dict[str, uuid.UUID]:
    """``stamps`` recent memories of no domain, and three old, less important ones a task needs."""
    for n in range(stamps):
        await add_fact(
            tenant,
            f"Collected stamp number {n} from an old album",
            user_id=me,
            valid_from=datetime(2022, 1, 1, tzinfo=UTC),
        )
    old = datetime(2020, 1, 1, tzinfo=UTC)
    return {
        "seasick": await add_fact(
            tenant,
            "Gets terribly seasick, even on short ferries",
            user_id=me,
            importance=0.3,
            valid_from=old,
            subject="user",
            predicate="said:gets terribly seasick",
        ),
        "shoes": await add_fact(
            tenant,
            "Wears 44",
            user_id=me,
            importance=0.3,
            valid_from=old,
            subject="user",
            predicate="shoe_size",
            object_value="44",
        ),
        "pickup": await add_fact(
            tenant,
            "我每天下午四点半去幼儿园接孩子",
            user_id=me,
            importance=0.3,
            valid_from=old,
            subject="user",
            predicate="said:接孩子",
        ),
    }


async def _read(tenant: Tenant, me: str, query: str | None, limit: int) -> list[uuid.UUID]:
    runtime = runtime_of(tenant.client)
    where = FactScope(Viewer(tenant.id, user_id=me), datetime.now(UTC), memory_types=TYPES)
    domain = domain_read(domains_of(query)) if query else None
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        facts, total = await profile_facts(session, where, limit, domain)
    assert total == 15
    return [fact.id for fact in facts]


async def test_the_profile_read_takes_the_domains_memories_first(tenant: Tenant) -> None:
    me = user()
    held = await _held(tenant, me, 12)
    assert not set(held.values()) & set(await _read(tenant, me, None, 5)), "no domain: importance, recency"
    assert not set(held.values()) & set(await _read(tenant, me, "what is the capital of Peru", 5))
    cases = [
        ("Plan a day trip to the Isle of Wight for me", "seasick"),  # by its words ("needs")
        ("帮我规划一下去舟山的行程", "seasick"),  # a Chinese request, an English memory
        ("Find me some running trainers", "shoes"),  # by its key (the slot shoe_size)
        ("帮我约一下下周和客户的会议", "pickup"),  # by its words, no key
    ]
    for query, wanted in cases:
        read = await _read(tenant, me, query, 5)
        assert read[0] == held[wanted], query
        assert len(read) == 5, "the limit holds"


def _profile_item(built: dict[str, Any], fact: uuid.UUID) -> dict[str, Any] | None:
    return next((item for item in built["sections"]["profile"] if item["id"] == str(fact)), None)


async def test_a_full_profile_still_carries_what_the_task_needs(tenant: Tenant) -> None:
    """Past the profile limit (30) and the profile's share of a small budget, the old memory the
    request's domain needs is the profile's first line, whatever the request's language."""
    me = user()
    held = await _held(tenant, me, 34)
    await index_everything(tenant)
    for query in ("Plan a day trip to the Isle of Wight for me", "帮我规划一下去舟山的行程"):
        built = await context(tenant, user_id=me, query=query, token_budget=400)
        assert "seasick" in built["text"], (query, built["text"])
        item = _profile_item(built, held["seasick"])
        if item is not None:  # not found by the query itself: the profile carried it
            assert "domain=travel" in item["reasons"]
            assert built["sections"]["profile"][0]["id"] == str(held["seasick"])
    other = await context(tenant, user_id=me, query="what is the capital of Peru", token_budget=400)
    assert _profile_item(other, held["seasick"]) is None, "of no domain: past the limit, left unread"
