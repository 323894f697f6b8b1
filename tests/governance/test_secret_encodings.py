"""A secret sent encoded is as sensitive as the secret: base64 runs are decoded and screened
(governance/sensitive.py, ``decoded_base64``); percent escapes and markdown emphasis are read through in
the view (governance/sensitive_text.py)."""

import base64

import pytest

from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive


@pytest.mark.parametrize(
    "line",
    ["pw: hunter2", "pin: 4821", "密码：abc123", "the pin is 4821", "4111 1111 1111 1111", "SSN 078-05-1120"],
)
@pytest.mark.parametrize("encode", [base64.b64encode, base64.urlsafe_b64encode])
def test_a_base64_encoded_secret_never_survives(line: str, encode: object) -> None:
    token = encode(line.encode()).decode()  # type: ignore[operator]
    redacted = redact_text(f"decode this: {token} thanks", include_email=False)
    assert token not in redacted, redacted


@pytest.mark.parametrize(
    "text",
    [
        "b2sgZmluZQ== is 'ok fine' in base64",
        "internationalisation is hard",
        "MyFavouriteRecipeBook and JavaScriptObjectNotation",
        "the ticket ABCDabcd1234 was closed",
    ],
)
def test_base64_of_ordinary_text_and_long_words_are_kept(text: str) -> None:
    assert find_sensitive(text, include_email=False) == []


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("password%3A%20Hunter2024%21", "Hunter2024"),
        ("https://bob:P%40ssw0rd%21@git.example.com/x.git", "ssw0rd"),
        ("**password:** Xy9!kLm2", "Xy9!kLm2"),
        ("__PIN__: 4402", "4402"),
    ],
)
def test_percent_escapes_and_emphasis_are_read_through(text: str, secret: str) -> None:
    assert secret not in redact_text(text, include_email=False)


def test_emphasis_inside_a_word_and_a_percentage_are_kept() -> None:
    assert find_sensitive("ab**cd is 50% done, 20%3 is odd", include_email=False) == []
