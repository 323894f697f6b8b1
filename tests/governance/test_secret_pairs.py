"""Sign-ins written as an e-mail address and a password, and codes named by what they open
(governance/sensitive_codes.py: ``EMAIL_PAIR``, the "code to my phone" row of ``CODE_LABELS``)."""

import pytest

from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import SensitiveKind, find_sensitive


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("gmail: bob@gmail.com / Summer2024.", "Summer2024"),
        ("alice@example.com:Hunter2!", "Hunter2!"),
        ("bob@x.com|Pa55word", "Pa55word"),
        ("the code to my phone is 0000", "0000"),
        ("pin for the garage: 2580", "2580"),
        ("combination of my locker is 12-34-56", "12-34-56"),
    ],
)
def test_a_pair_or_a_code_named_by_what_it_opens_is_redacted(text: str, secret: str) -> None:
    assert secret not in redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text",
    [
        "https://user@host.com:8080/x",
        "ssh git@github.com:acme2/repo.git",
        "write to bob@x.com / 555-1234",
        "mail bob@x.com: see you tomorrow",
        "the code for the door changed",
        "the code to your phone is on the box",
    ],
)
def test_urls_remotes_and_words_after_an_address_or_a_code_are_kept(text: str) -> None:
    assert [
        m.kind for m in find_sensitive(text, include_email=True) if m.kind is not SensitiveKind.EMAIL
    ] == []
