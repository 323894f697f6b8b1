"""Values that look like secrets and are not: placeholders where a value goes, books' numbers that pass
a card's check, digests said as such, a password manager's name, a value whose meaning is asked.

Read by ``governance.sensitive_shapes``, ``governance.sensitive_codes`` and ``governance.sensitive``.
"""

import re

PLACEHOLDER = re.compile(
    r"\$\{[A-Za-z_][A-Za-z0-9_]*\}|\$[A-Z][A-Z0-9_]*|\{\{\s*[A-Za-z_][\w.]*\s*\}\}|%[A-Z][A-Z0-9_]*%|\*{3,}|•{3,}"
    r"|(?:x{4,}|X{4,})(?:[-_ .](?:x{3,}|X{3,}))*"
    r"|<[A-Za-z][A-Za-z _-]{2,40}>|\[[A-Za-z][A-Za-z _-]{2,40}\]"
)
"""Where a value goes, not a value: a variable (``${DB_PASSWORD}``, ``$PGPASS``, ``{{ token }}``,
``%PASS%``), a placeholder (``<your-password>``, ``[hidden]``) or a mask (``********``, ``xxxxxxxx``,
``XXXX-XXXX``: probe 17)."""
PLACEHOLDER_VALUE = re.compile(
    r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|<[^<>]*>|\{\{[^}]*\}\}|%[A-Za-z_]+%|\*+|\d{1,5}"
)
"""A variable, a placeholder, a mask or a port number after a password flag: no value of its own."""
NAMED_HOLE = re.compile(
    r"[<\[][^<>\[\]\n]*(?<![A-Za-z])(?:your|here|password|passwd|pwd|pass|secret|token|key)(?![A-Za-z])"
    r"[^<>\[\]\n]*[>\]]",
    re.IGNORECASE,
)
"""A placeholder that names what goes in it ("<your password here>", "<db password>"): a hole wherever it
stands, not only at the end of its clause (probe 15: "put PASSWORD=<your password here> in the .env")."""

TOOL_NAMED = re.compile(
    r"(?<![A-Za-z])pass(?:word)?s?\s+(?:manager|vault|keeper|app|safe)s?(?![A-Za-z])|密码(?:管理器|管理软件|管理工具|管家)",
    re.IGNORECASE,
)
"""A password manager named: a tool for passwords, whose name a sentence may give where a password goes."""
_TOOL_NAME = re.compile(r"\d[A-Z][a-z]+(?:[A-Z][a-z]*)*")
"""A digit and a capitalised word ("1Password"): a product's name, not a password, where a tool is named."""


def tool_name(text: str, start: int, end: int) -> bool:
    """Whether the value at ``start``-``end`` is the name of the password manager ``text`` names ("My
    password manager is great, I use 1Password for everything", "我用的密码管理器是1Password"; session 27)."""
    return _TOOL_NAME.fullmatch(text, start, end) is not None and TOOL_NAMED.search(text) is not None


_ASKED_MEANING = re.compile(
    r"\s*(?:到底|究竟)?(?:是|指)?(?:什么|什麼|甚麼|啥|咩|乜嘢?)意思|\s*(?:代表|表示|指的是|是指)(?:的是)?(?:什么|什麼|啥|咩)"
    r"|\s+(?:mean|means|stands?\s+for)(?![A-Za-z])",
    re.IGNORECASE,
)
_WHAT_DOES = re.compile(r"(?<![A-Za-z])what\s+(?:does|do|did)\s[^.!?\n]{0,40}$", re.IGNORECASE)


def asked_meaning(text: str, start: int, end: int) -> bool:
    """Whether ``text`` asks what the value at ``start``-``end`` means, right after it ("快递取件码
    8-3-2017 是什么意思？是货架号吗", "what does locker code 4-2-1187 mean"; session 30): a value the user
    does not know the sense of is read to them, not kept by them."""
    asked = _ASKED_MEANING.match(text, end)
    if asked is None:
        return False
    return not asked[0].strip().lower().startswith(("mean", "stand")) or bool(
        _WHAT_DOES.search(text, 0, start)
    )


def isbn_13(digits: str) -> bool:
    """A book's number (EAN-13 with the 978/979 prefix and its own check digit), which passes the Luhn
    check now and then ("978-1-4028-9462-6"): no card number starts with 978 or 979."""
    if len(digits) != _ISBN_DIGITS or not digits.startswith(("978", "979")):
        return False
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits[:12]))
    return (10 - total % 10) % 10 == int(digits[12])


_ISBN_DIGITS = 13


_HEX = re.compile(r"[0-9a-fA-F]+")
_HASH_NAMED = re.compile(
    r"(?<![A-Za-z])(?:commit(?:ted)?|sha(?:-?(?:1|224|256|384|512))?(?:sums?)?|md5(?:sums?)?|checksum|digest"
    r"|revision|rev|blob|tree|etag|cherry[- ]?pick(?:ed)?|rebased?|revert(?:ed)?|提交|校验和|摘要)"
    r"(?![A-Za-z])(?:[^\n;.!?]|[.!?](?!\s)){0,60}$",
    re.IGNORECASE,
)
"""A word naming a commit or a checksum before a run of hex digits, in the same clause ("commit 3f78…",
"sha256 checksum e3b0…", "cherry-picked 1a2b…", "sha256 of the release tarball is e3b0…", "md5 of the ISO
I grabbed from the mirror: …": what it is a digest of may stand between, session 28): not a key, unless a
secret is named too ("the password's sha1 is …"); a "hash" alone may be a password's and stays a secret.
A dot inside a word (a file's name, a version) does not end the clause; a newline, ";" or a sentence's
end does."""
_SECRET_NAMED = re.compile(r"pass|secret|token|key|pin|密码|密钥", re.IGNORECASE)
_HASH_BEFORE = 72


def said_digest(text: str, match: re.Match[str]) -> bool:
    """Whether a run of hex digits is a commit or a checksum the text names as such."""
    if not _HEX.fullmatch(match[0]):
        return False
    before = max(0, match.start() - _HASH_BEFORE)
    named = _HASH_NAMED.search(text, before, match.start())
    return named is not None and _SECRET_NAMED.search(text, before, match.start()) is None


_ORDER_LABEL = re.compile(
    r"(?:订单|单号|运单|快递单|物流单|流水号|交易号|发票号|(?<![A-Za-z])(?:order|tracking|invoice|shipment|waybill))"
    r"(?:编号|号码|号|\s*(?:no\.?|number|num|id|#))?\s*(?:[:：#=]|是|为|is)?\s*$",
    re.IGNORECASE,
)
_ORDER_BEFORE = 20


def said_order(text: str, start: int) -> bool:
    """Whether the number at ``start`` follows an order's, a parcel's or an invoice's label ("订单号
    202405171934882061", "Order no. …"): such numbers are long, and one in ten passes a card's Luhn check
    (docs/security.md, "Probe 13 (session 21)")."""
    return _ORDER_LABEL.search(text, max(0, start - _ORDER_BEFORE), start) is not None


_DIGEST_NAME = re.compile(r"sha|md5|hash|checksum|digest|etag|commit|rev|integrity", re.IGNORECASE)


def query_value(token: str) -> str:
    """The value of a URL query's "name=value" run ("appid=7f3a…"), or "" for a run with no name or no
    value, or a digest's ("sha256=…", "etag=…")."""
    name, equals, value = token.partition("=")
    if not equals or not name or not value.rstrip("=") or _DIGEST_NAME.search(name):
        return ""
    return value


_UUID_TOKEN = re.compile(
    r"(?<![0-9A-Za-z])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z])"
)
_NO_DIGITS = str.maketrans("0123456789", "x" * 10)


def without_ids(text: str) -> str:
    """``text`` with the digits of every UUID-shaped token made letters (same length, so spans hold):
    an identifier is never a number of any kind, though its digit groups form a valid phone or card
    number about once in seventy random UUIDs (audit details hold fact and chain ids as text); a number
    next to one is still found (moved from ``governance.sensitive``, at its length limit)."""
    if "-" not in text:
        return text
    return _UUID_TOKEN.sub(lambda match: match[0].translate(_NO_DIGITS), text)
