"""A correction that changes a memory's key (a stance holds its value in it: 健身三次 → 健身两次) is the
same with the corrected memory's vector indexed or not (writepath.late_correction, issue 24): the
flaky own-suite case zh-held-correction-5 failed when the index worker had embedded the first memory
before the correction came (a loaded machine slows the test between messages, not the worker).
Matching by meaning then found the held memory "the same, same value" and merged the correction
into it, and the retirement of the corrected memory then left no ACTIVE fact at all. The correction
replaces the memory it corrects (``rewords``): it never merges into it."""

import pytest

from conftest import Tenant
from facts.flows import list_facts, say
from retrieval.memory_factory import index_everything


@pytest.mark.parametrize("indexed", [False, True])
@pytest.mark.parametrize(
    ("first", "correction", "new", "old"),
    [
        ("我每周健身三次。", "我是说每周两次。", "两次", "三次"),
        ("我每天七点吃早饭。", "说错了，是六点。", "六点", "七点"),
    ],
)
async def test_a_corrected_stance_is_the_one_active_memory_indexed_or_not(
    tenant: Tenant, indexed: bool, first: str, correction: str, new: str, old: str
) -> None:
    await say(tenant, first, session_id="s-1")
    if indexed:
        await index_everything(tenant)  # the held memory has its vector, as on a slow test client
    answer = await say(tenant, correction, session_id="s-1")
    assert [c["status"] for c in answer["candidates"]] == ["ACCEPTED"]
    facts = await list_facts(tenant, user_id="u-1")
    assert [(new in f["content"], old in f["content"]) for f in facts] == [(True, False)]
