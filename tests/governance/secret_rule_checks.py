"""The two checks every ``test_secret_rules_*`` file of rows ``(text, value, kind)`` and look-alikes runs:
a rule's own value is redacted and found as its kind; a look-alike is not flagged at all."""

from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import SensitiveKind, find_sensitive


def assert_redacted(text: str, value: str, kind: SensitiveKind) -> None:
    redacted = redact_text(text, include_email=True)
    assert value not in redacted, redacted
    assert any(match.kind is kind for match in find_sensitive(text, include_email=True)), redacted


def assert_kept(text: str) -> None:
    assert find_sensitive(text, include_email=True) == [], redact_text(text, include_email=True)
