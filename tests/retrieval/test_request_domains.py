"""Request domains (retrieval/domains.py): the slots a request's domain needs, as data over the key
schema, and the profile order they give (pure)."""

import uuid
from types import SimpleNamespace
from typing import Any

import pytest

from memory_center.retrieval.domains import DOMAIN_RELEVANCE, DOMAINS, domain_relevance, domains_of, slots_of


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
    return SimpleNamespace(id=uuid.uuid4(), subject=subject, predicate=predicate)


def test_the_domain_makes_its_memories_relevant() -> None:
    seat, jazz = _fact("window seat", "preference"), _fact("jazz", "preference")
    relevance, domains = domain_relevance("get me a ticket to Lisbon for Monday", [seat, jazz])
    assert domains == ("travel",)
    assert relevance == {seat.id: DOMAIN_RELEVANCE}
    assert domain_relevance("", [seat]) == ({}, ())
