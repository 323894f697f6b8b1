"""What is said about a password rather than its value: the first words of a description ("too long",
"the same as before"), a question, a hedge, how a password is made from someone's things with no value
("my cat's name plus the year"), a Chinese value that says what a password is like or what to do
("更长的那种", "请自行设置"), and the shape a value must have after a relative clause naming who set it
("the pw I picked for the NAS was …"; session 28).

Read by ``governance.sensitive_shapes``, ``sensitive_said`` and ``sensitive_words``.
"""

import re

from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_made import MADE

QUESTION_WORDS = frozenset({"什么", "啥", "多少", "哪个", "几", "what", "which", "?"})
"""A question is not a value: "家里WiFi密码是什么？"."""
QUESTION_ZH = re.compile(
    r"(?:什么|什麼|甚麼|啥|多少|哪个|哪個|几|幾|咩|乜嘢?|邊個|边个)[\u3400-\u9fff]{0,4}(?=$|[\s?？!！,，.。~～])"
)
"""A Chinese question word and the particles after it, up to a question mark or the end ("密码是啥来着",
"密碼係咩嚟㗎": Cantonese 咩, 乜嘢, 邊個; session 30): a question, not a value."""
DESCRIPTIONS = frozenset(
    (
        "too", "very", "so", "not", "still", "wrong", "incorrect", "weak", "strong", "expired", "invalid",
        "valid", "the", "a", "an", "same", "different", "case", "required", "long", "short", "easy",
        "hard", "secure", "insecure", "saved", "stored", "written", "hidden", "somewhere", "missing",
        "lost", "forgotten", "reset", "changed", "blank", "empty", "fine", "ok", "okay", "working",
        "broken", "locked", "needed", "mandatory", "optional", "also", "just", "only", "always", "never",
        "in", "on", "at", "under", "with", "from", "of", "by", "for", "into", "inside", "taped", "both",
        "see", "ask", "refer",
    )
)  # fmt: skip
"""First words of what is said about a password, never the start of a passphrase ("correct horse …" may
be: "correct" is not here; "see", "ask", "refer" say where to find it, session 28)."""
HEDGES = frozenset(("literally", "basically", "actually", "simply", "really", "honestly", "probably"))
"""A hedge before what is said about a password: what follows it decides ("is literally on the fridge")."""
OWNERS = frozenset(("my", "our", "his", "her", "their", "your"))
SAID_ZH = re.compile(
    r"(?:请|见|详见|参见|参考|自行|同上)[\u4e00-\u9fff]*|[\u4e00-\u9fff]*(?:的|的?[那这][种个样]|一样)"
)
"""A Chinese value that says what a password is like ("更长的那种", "新的", "一样的", "以前那个") or what to
do ("请自行设置", "详见邮件"), not the password (session 28)."""


def making(phrase: str) -> bool:
    """Whether a passphrase read to the end of its clause tells how the password is made from someone's
    things and gives no value ("my cat's name plus the year", "basically my dog's name plus a number"): no
    digit, a making word (``sensitive_made.MADE``), and whose things first (session 28)."""
    words = phrase.lower().split()
    while words and words[0] in HEDGES:
        words = words[1:]
    return (
        bool(words)
        and words[0] in OWNERS
        and not any(c.isdigit() for c in phrase)
        and MADE.search(phrase) is not None
    )


_PIN_VALUE = re.compile(r"\d{4,8}|\d(?: \d){3,7}")


def relative_value(word: str, value: str, quoted: bool) -> bool:
    """Whether a value (its trailing marks cut) after a label ``word`` and a relative clause ("the pw I
    picked was …") is one: quoted, a PIN's digits, or a credential's shape (a digit, two kinds of
    character); never after "pass" alone ("the pass I bought was 2024 edition": a ticket)."""
    if word.lower() == "pass":
        return False
    return quoted or _PIN_VALUE.fullmatch(value) is not None or credential_like(value, classes=2)
