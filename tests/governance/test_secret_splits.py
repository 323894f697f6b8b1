"""The mechanisms behind probe 6's fixes (session 16, issue 26; docs/security.md, "The session-16
probe"): a secret split across two messages of a payload, a prefixed key of a service not in the table,
and what is kept — digests said as such, placeholders, ISBNs, ids with a number."""

import pytest

from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive


@pytest.mark.parametrize(
    ("first", "second", "secret"),
    [
        ("my password is", "Tr0ub4dor&3", "Tr0ub4dor&3"),
        ("the door code:", "4417", "4417"),
        ("card 5555 5555", "5555 4444 exp 04/29", "5555 4444"),
        ("my SSN is", "078-05-1120", "078-05-1120"),
        ("密码是", "abc12345", "abc12345"),
    ],
)
def test_a_secret_split_across_two_messages_is_redacted_in_both(first: str, second: str, secret: str) -> None:
    for payload in (
        {"messages": [first, second]},
        {"messages": [{"role": "user", "text": first}, {"role": "user", "content": second}]},
    ):
        redacted = str(redact_json(payload, include_email=True))
        assert secret not in redacted
        assert "[REDACTED:" in redacted


def test_messages_that_hold_no_secret_are_kept_as_they_are() -> None:
    payload = {"messages": ["my password is", "too long to remember", "I have 2", "cats and a dog"]}
    assert redact_json(payload, include_email=True) == payload
    event = {"role": "user", "text": "see you at 10"}
    assert redact_json(event, include_email=True) == event


@pytest.mark.parametrize(
    "key",
    ["acme_live_8f3k2m9q4w7z1x5c6v8b0n2m4l6k8j0h", "tok-Zq81mN3pLx7vR2kW9sT4yB6cD0fG5hJ1"],
)
def test_a_prefixed_key_of_an_unknown_service_is_a_secret(key: str) -> None:
    assert key not in redact_text(f"use {key} for the api", include_email=False)


@pytest.mark.parametrize(
    "text",
    [
        "customer cus_NffrFeUfNV2Hib",  # a prefixed id: a short body (a random 24+ one reads as a token)
        "run bench_2024_07_11_baseline_run_number_00017",  # a long id that is no random body
        "commit 3f786850e387550fdab836ed7e6dc881de23001b",
        "md5 checksum of the file: 9e107d9d372bb6826bd81d3542a419d6",
        "password: ${DB_PASSWORD}",
        "token: <your-token>",
        "ISBN 978-1-4028-9462-6",
        "INV-2024-000123",
    ],
)
def test_ids_digests_placeholders_and_books_are_kept(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []


def test_a_digest_named_next_to_a_secret_stays_a_secret() -> None:
    text = "the password's sha1 is 5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8"
    assert "5baa61e4" not in redact_text(text, include_email=False)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("mot de passe : « soleil levant »", "soleil levant"),
        ("Passwort: „Sonne 2024“", "Sonne 2024"),
        ("電話番号は090-1234-5678", "090-1234-5678"),
        ("mi número es 612 34 56 78", "612 34 56 78"),
    ],
)
def test_spot_checks_after_the_check_set(text: str, secret: str) -> None:
    """Found by a spot check after the check set's run (not a probe): quotation marks of other languages
    around a passphrase, a number right after a kana, "my number" in other languages."""
    assert secret not in redact_text(text, include_email=True)
