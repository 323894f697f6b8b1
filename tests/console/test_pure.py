"""The console's pure parts: the word diff and the signed session cookie."""

import time

import pytest

from memory_center.console.diff import Piece, changed_fields, tokens, word_diff
from memory_center.console.session import (
    ConsoleSession,
    new_session,
    open_session,
    open_sign_in_token,
    same_token,
    seal_session,
    seal_sign_in_token,
    signing_key,
)

KEY = signing_key("a secret for tests")


@pytest.mark.parametrize(
    ("before", "after", "removed", "added"),
    [
        ("I live in Berlin now", "I live in Munich now", ["Berlin"], ["Munich"]),
        ("这次旅行预算不超过 9000 元", "这次旅行预算不超过 8000 元", ["9000"], ["8000"]),
        ("用户喜欢喝乌龙茶", "用户喜欢喝绿茶", ["乌龙"], ["绿"]),
        ("Budget: 9,000 EUR", "Budget: 9,500 EUR", ["000"], ["500"]),
        ("会议改到周三下午 3 点 in Room A", "会议改到周四下午 3 点 in Room B", ["三", "A"], ["四", "B"]),
    ],
)
def test_the_diff_marks_only_what_changed(
    before: str, after: str, removed: list[str], added: list[str]
) -> None:
    pieces = word_diff(before, after)
    assert [p.text for p in pieces if p.op == "removed"] == removed
    assert [p.text for p in pieces if p.op == "added"] == added
    assert "".join(p.text for p in pieces if p.op != "removed") == after
    assert "".join(p.text for p in pieces if p.op != "added") == before


def test_the_diff_of_a_new_or_equal_text() -> None:
    assert word_diff(None, "new text") == [Piece("added", "new text")]
    assert word_diff("same 一样", "same 一样") == [Piece("same", "same 一样")]
    assert word_diff("", "") == []


def test_words_stay_whole_and_cjk_characters_stand_alone() -> None:
    assert tokens("Munich 慕尼黑 2026!") == ["Munich", " ", "慕", "尼", "黑", " ", "2026", "!"]
    assert tokens("naïve café") == ["naïve", " ", "café"]


def test_changed_fields_of_a_revision_log() -> None:
    before = {"content": "a", "status": "ACTIVE", "revision": 1}
    after = {"content": "b", "status": "ACTIVE", "revision": 2, "supersedes_id": "x"}
    assert changed_fields(before, after) == ["content", "revision", "supersedes_id"]
    assert changed_fields(None, None) == []


def test_a_sealed_session_opens_with_its_key_only() -> None:
    session = new_session("key-id")
    token = seal_session(session, KEY)
    assert open_session(token, KEY) == session
    assert "key-id" not in token.split(".")[1], "the signature is not the payload"
    assert open_session(token, signing_key("another secret")) is None
    assert open_session(token, signing_key(None)) is None, "an unset secret is a random one"


@pytest.mark.parametrize(
    "mangle",
    [
        lambda t: t[:-1] + ("A" if t[-1] != "A" else "B"),
        lambda t: "x" + t,
        lambda t: t.replace(".", ""),
        lambda t: t + ".more",
        lambda t: "",
        lambda t: "%%%.%%%",
    ],
)
def test_a_tampered_session_does_not_open(mangle: object) -> None:
    token = seal_session(new_session("key-id"), KEY)
    assert open_session(mangle(token), KEY) is None  # type: ignore[operator]


def test_an_expired_session_does_not_open() -> None:
    expired = ConsoleSession("key-id", "csrf", int(time.time()) - 1)
    assert open_session(seal_session(expired, KEY), KEY) is None
    assert new_session("k", now=1000.0).expires == 1000 + 8 * 3600


def test_the_sign_in_token_cookie_and_token_comparison() -> None:
    cookie = seal_sign_in_token("token-1", KEY)
    assert open_sign_in_token(cookie, KEY) == "token-1"
    assert open_sign_in_token(cookie, signing_key("other")) is None
    assert open_sign_in_token(None, KEY) is None
    assert same_token("abc", "abc") and not same_token("abc", "abd")
    assert not same_token(None, None) and not same_token("", "") and not same_token("abc", None)
