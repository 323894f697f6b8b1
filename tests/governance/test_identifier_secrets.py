"""Identifiers are refused when they hold sensitive data, but their ordinary shapes (UUIDs, hashes,
generated run ids) never are: a random id whose digits happened to form a valid phone or card number
was refused about once in a hundred before identifiers were judged on their own terms."""

import random
import uuid

import pytest

from memory_center.governance.redaction import identifier_secrets
from memory_center.governance.sensitive_shapes import luhn_ok


def _generated_ids(rng: random.Random, count: int) -> list[str]:
    ids = []
    for _ in range(count):
        hex_text = uuid.UUID(int=rng.getrandbits(128)).hex
        ids += [
            str(uuid.UUID(hex_text)),
            hex_text,
            f"t-{hex_text[:12]}",
            f"mc-eval-{hex_text[:8]}-{rng.randrange(1000)}-u-1",
            f"run-{hex_text[:8]}-{rng.randrange(100)}-T{rng.randrange(1000)}-session",
        ]
    return ids


def test_generated_identifiers_are_never_refused() -> None:
    refused = [value for value in _generated_ids(random.Random(26), 4000) if identifier_secrets(value)]
    assert refused == []


def test_the_uuid_shortcut_answers_what_the_detectors_answer() -> None:
    rng = random.Random(2612)
    ids = [str(uuid.UUID(int=rng.getrandbits(128))) for _ in range(3000)]
    ids += [value.upper() for value in ids[:300]]
    digit_heavy = [
        str(uuid.UUID(hex="".join(rng.choice("0123456789") for _ in range(32)))) for _ in range(1000)
    ]
    for value in ids + digit_heavy:
        assert identifier_secrets(value) == identifier_secrets(value, shortcut=False) == [], value
    # not a canonical UUID: the detectors run
    assert identifier_secrets("4111-1111-1111-1111") == ["bank_card"]


@pytest.mark.parametrize(
    ("value", "kind"),
    [
        ("user-13812345678", "phone"),
        ("+44 20 7946 0958", "phone"),
        ("555-123-4567", "phone"),
        ("4111 1111 1111 1111", "bank_card"),
        ("id-4111-1111-1111-1111", "bank_card"),
        ("src-4111111111111111", "bank_card"),
        ("4111\u00a01111\u00a01111\u00a01111", "bank_card"),
        ("session-AKIAIOSFODNN7EXAMPLE", "secret"),
        ("aws_secret_access_key=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab/1", "secret"),
        ("password: Tr0xx&3", "password"),
    ],
)
def test_sensitive_identifiers_are_refused(value: str, kind: str) -> None:
    assert kind in identifier_secrets(value)


def test_a_card_after_a_glued_number_is_refused_whatever_the_card() -> None:
    """A card window may start at the digits of a word before it ("T200 4637 …" read from "200"),
    which looked glued and let the identifier through for about one card in ten."""
    rng = random.Random(26)
    cards = []
    while len(cards) < 300:
        digits = "4" + "".join(rng.choice("0123456789") for _ in range(15))
        if luhn_ok(digits):
            cards.append(digits)
    for card in cards:
        grouped = "\u00a0".join(card[i : i + 4] for i in range(0, 16, 4))
        assert "bank_card" in identifier_secrets(f"T200\u00a0{grouped}"), card
        assert "bank_card" in identifier_secrets(f"T200 {grouped.replace(chr(160), ' ')}"), card


@pytest.mark.parametrize(
    "value",
    ["otp-558213", "session-otp-123456", "user-pin-2024", "pin-1234", "passcode-9931", "door-code-4417"],
)
def test_an_id_naming_a_code_word_is_not_a_code(value: str) -> None:
    # a dash joins a code's label to its value only after a space ("ATM pin - 7741"), session 13
    assert identifier_secrets(value) == []
