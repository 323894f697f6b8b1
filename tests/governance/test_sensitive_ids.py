"""A UUID-shaped token is an identifier, never a phone, card or identity number (issue #26): the
detector redacted a phone-number-shaped piece of about one random UUID in seventy (and a card number of
about one in five hundred) in the audit entries' ``chain_id`` and ``fact_id``. A real number next to
one is still found."""

import random
import uuid

import pytest

from memory_center.audit.service import entry
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive


def _random_ids(count: int) -> list[str]:
    rng = random.Random(2626)
    return [str(uuid.UUID(int=rng.getrandbits(128), version=4)) for _ in range(count)]


def test_random_uuids_are_never_sensitive() -> None:
    ids = _random_ids(5000)
    found = {
        text: [match.kind.value for match in find_sensitive(text, include_email=True)]
        for value in ids
        for text in (value, value.upper(), f"fact {value} superseded", f"chain_id={value},")
    }
    assert {text: kinds for text, kinds in found.items() if kinds} == {}


def test_audit_details_keep_their_ids() -> None:
    ids = _random_ids(3000)
    for chain_id, fact_id in zip(ids[::2], ids[1::2], strict=True):
        details = {"chain_id": chain_id, "fact_id": fact_id, "ids": [fact_id]}
        assert redact_json(details, include_email=False) == details
        row = entry(
            tenant_id="t", action="create", target_kind="fact", target_id=fact_id, actor="a", details=details
        )
        assert row.details == details


@pytest.mark.parametrize(
    ("text", "redacted"),
    [
        ("{id} 13812345678", "{id} [REDACTED:phone]"),
        ("{id},13812345678", "{id},[REDACTED:phone]"),
        ("call +44 20 7946 0958 about {id}", "call [REDACTED:phone] about {id}"),
        ("ref {id}：电话 021-62345678", "ref {id}：电话 [REDACTED:phone]"),
        ("{id} 4111 1111 1111 1111", "{id} [REDACTED:bank_card]"),
        ("{id} (415) 555-2671", "{id} [REDACTED:phone]"),
    ],
)
def test_a_number_next_to_a_uuid_is_still_redacted(text: str, redacted: str) -> None:
    # an id whose own digit groups read as a phone number ("8443-751115") before the fix
    value = "831455f1-3449-41b9-8443-751115f14fe8"
    assert redact_text(text.format(id=value), include_email=False) == redacted.format(id=value)


def test_digits_glued_to_an_id_are_no_uuid_token() -> None:
    """Only a whole token is an id: a mobile number glued after hex digits is judged as before."""
    assert [m.kind.value for m in find_sensitive("x13812345678", include_email=False)] == ["phone"]
    assert redact_text("id 831455f1-3449-41b9-8443-751115f14fe8a", include_email=False) != (
        "id 831455f1-3449-41b9-8443-751115f14fe8a"
    )


def test_a_uuid_alone_is_answered_as_the_detectors_answer() -> None:
    """``find_sensitive`` answers a lower-case UUID without running the detectors; with a space after it
    (no longer a UUID alone) they run, and find nothing either."""
    rng = random.Random(26)
    digit_heavy = [
        str(uuid.UUID(hex="".join(rng.choice("0123456789") for _ in range(32)))) for _ in range(1000)
    ]
    for value in _random_ids(3000) + digit_heavy:
        assert find_sensitive(value, include_email=True) == []
        assert find_sensitive(f"{value} ", include_email=True) == [], value
    assert find_sensitive("4111-1111-1111-1111", include_email=True) != []  # no UUID: found
