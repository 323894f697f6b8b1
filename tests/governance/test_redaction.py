"""Redaction of raw text and JSON before it is stored, and reading the redactions back (pure)."""

import pytest

from memory_center.errors import Unprocessable
from memory_center.governance.redaction import (
    redact_json,
    redact_text,
    redactions_in,
    refuse_sensitive,
)


def test_every_string_of_a_json_value_is_redacted_keys_too_and_other_types_kept() -> None:
    payload = {
        "text": "card 4111 1111 1111 1111",
        "rows": [{"phone": "13812345678", "count": 3, "ok": True}, "mail a@b.cn"],
        "13812345678": None,
    }
    assert redact_json(payload, include_email=True) == {
        "text": "card [REDACTED:bank_card]",
        "rows": [{"phone": "[REDACTED:phone]", "count": 3, "ok": True}, "mail [REDACTED:email]"],
        "[REDACTED:phone]": None,
    }
    assert redact_json(payload, include_email=False)["rows"][1] == "mail a@b.cn"


def test_redactions_are_read_back_with_their_path_and_place() -> None:
    stored = redact_json({"text": "我的护照号是 E12345678", "items": ["pwd: hunter22!"]}, include_email=True)
    assert stored == {"text": "我的护照号是 [REDACTED:id_document]", "items": ["pwd: [REDACTED:password]"]}
    found = redactions_in(stored, "payload")
    assert [(r.field, r.kind) for r in found] == [
        ("payload.text", "id_document"),
        ("payload.items[0]", "password"),
    ]
    assert stored["text"][found[0].start : found[0].end] == "[REDACTED:id_document]"
    assert stored["items"][0][found[1].start : found[1].end] == "[REDACTED:password]"


def test_redacting_twice_changes_nothing() -> None:
    once = redact_text("sk-abcdefghijklmnopqrstuvwxyz123456 and 13812345678", include_email=True)
    assert redact_text(once, include_email=True) == once
    assert once == "[REDACTED:secret] and [REDACTED:phone]"


@pytest.mark.parametrize("text", ["the user confirmed on the phone", "用户更正了预算", None])
def test_a_clean_reason_passes(text: str | None) -> None:
    refuse_sensitive(text, field="reason", include_email=True)


def test_a_sensitive_reason_is_refused_with_its_kinds_not_its_value() -> None:
    with pytest.raises(Unprocessable) as raised:
        refuse_sensitive("card 4111111111111111, call 13812345678", field="reason", include_email=True)
    assert raised.value.code == "sensitive_data"
    assert raised.value.details == {"field": "reason", "kinds": ["bank_card", "phone"]}
    assert "4111" not in raised.value.message
