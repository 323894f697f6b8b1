"""Request domains (retrieval/domains.py): the slots a request's domain needs, as data over the key
schema, and the profile order they give (pure)."""

import uuid
from types import SimpleNamespace
from typing import Any

import pytest

from memory_center.retrieval.domains import (
    DOMAIN_RELEVANCE,
    DOMAINS,
    domain_read,
    domain_relevance,
    domains_of,
    slots_of,
)


@pytest.mark.parametrize(
    ("query", "domain"),
    [
        ("get me a ticket to Lisbon for Monday", "travel"),
        ("帮我订今晚的酒店", "travel"),
        ("book a table for two on Friday night", "food"),
        ("帮我点一杯下午喝的", "food"),
        ("buy a birthday present for my wife", "shopping"),
        ("put a gym session in my calendar for tomorrow", "schedule"),
        ("find me a dentist near the office", "health"),
        ("帮我约个周六上门的保洁", "home"),
    ],
)
def test_a_request_has_its_domain(query: str, domain: str) -> None:
    assert domain in domains_of(query)


def test_a_request_of_no_domain() -> None:
    assert domains_of("what is the capital of Peru") == ()


def test_every_domain_names_slots_of_the_schema() -> None:
    assert domains_of("flight")  # compiles the table, which checks every slot name
    assert {domain.name for domain in DOMAINS} >= {"travel", "food", "shopping", "schedule", "health"}


@pytest.mark.parametrize(
    ("subject", "predicate", "slot"),
    [
        ("user", "airline", "airline"),
        ("window seat", "preference", "seat"),
        ("靠窗座位", "preference", "seat"),
        ("hilton", "preference", "hotel_chain"),
        ("parrot", "said:my parrot kiwi screams", "pets"),
        ("user", "diet", "diet"),
    ],
)
def test_a_memory_is_of_its_slot(subject: str, predicate: str, slot: str) -> None:
    assert slot in slots_of(subject, predicate)


def _fact(subject: str, predicate: str) -> Any:
    return SimpleNamespace(id=uuid.uuid4(), subject=subject, predicate=predicate, content="")


def test_the_domain_makes_its_memories_relevant() -> None:
    seat, jazz = _fact("window seat", "preference"), _fact("jazz", "preference")
    relevance, domains = domain_relevance("get me a ticket to Lisbon for Monday", [seat, jazz])
    assert domains == ("travel",)
    assert relevance == {seat.id: DOMAIN_RELEVANCE}
    assert domain_relevance("", [seat]) == ({}, ())


def _said(content: str) -> Any:
    return SimpleNamespace(
        id=uuid.uuid4(), subject="user", predicate=f"said:{content.lower()}", content=content
    )


@pytest.mark.parametrize(
    ("query", "content"),
    [
        ("Plan a day trip to the Isle of Wight", "I get terribly seasick, even on short ferries"),
        ("帮我规划一下去九寨沟的行程", "我晕车很厉害，山路坐大巴基本要吐"),
        ("Book me a flight to Rome", "My knees need the room, so an aisle please"),
        ("帮我找一家湘菜馆", "我一点辣都吃不了"),
        ("Order me some Indian takeaway", "Spicy food wrecks my stomach"),
        ("Find me some running trainers", "I wear a size 11, UK sizing"),
        ("帮我约一下下周和客户的会议", "我每天下午四点半要去幼儿园接孩子"),
        ("Set up a call with the Singapore team", "I do the school run every weekday"),
    ],
)
def test_a_free_text_memory_is_of_the_domain_by_its_words(query: str, content: str) -> None:
    memory = _said(content)
    relevance, domains = domain_relevance(query, [memory])
    assert relevance == {memory.id: DOMAIN_RELEVANCE}, (query, domains)


@pytest.mark.parametrize(
    ("query", "content"),
    [
        ("Plan a day trip to the Isle of Wight", "I am a big fan of jazz"),
        ("Find me some running trainers", "I like my steak medium rare"),
        ("帮我找一家湘菜馆", "我喜欢看科幻电影"),
        ("what is the capital of Peru", "I get terribly seasick"),
    ],
)
def test_other_words_are_of_no_domain(query: str, content: str) -> None:
    assert domain_relevance(query, [_said(content)])[0] == {}


def test_the_read_order_of_a_request() -> None:
    assert domain_read(domains_of("what is the capital of Peru")) is None
    read = domain_read(domains_of("Find me some running trainers"))
    assert read is not None and read.names == ("shopping",)
    assert "shoe_size" in read.slots and "鞋码" in read.subjects
    assert "('size')" in read.terms and "('尺码')" in read.terms
