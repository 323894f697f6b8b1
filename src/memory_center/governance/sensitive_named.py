"""Values named by a credential's name rather than said after a label: XML elements and attributes, URL
query parameters, Terraform variables, lists under a heading and table columns.

Read by ``governance.sensitive`` (``_passwords``) on the normalised view of a text; each shape is tried
only on a text holding its marker ("</", "=", a new line), so most texts cost a few ``in`` tests. The
name is read with camelCase as words; a placeholder (``${DB_PASSWORD}``) is never a value
(docs/security.md, "The session-16 probe" and "The session-17 probe").
"""

import itertools
import re
from collections.abc import Iterator

from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_lookalikes import PLACEHOLDER_VALUE

Span = tuple[int, int]

# --- values named by a credential's name: XML elements, URL query parameters --------------------------
CREDENTIAL_NAME = re.compile(
    r"(?:^|[_.:-])(?:password|passwd|pwd|pass|passphrase|passcode|secret|token|apikey|api[_-]?key|key"
    r"|access[_-]?key|private[_-]?key|client[_-]?secret|pin|otp|cvv|cvc|ssn|sig|signature|auth|credentials?"
    r"|x-amz-signature|x-goog-signature|session[_-]?(?:id|token)?|sid)$",
    re.IGNORECASE,
)
"""A name of an XML element or a URL query parameter that holds a credential (``<password>…</password>``,
``?sig=…``, ``&access_token=…``), read with camelCase as words ("dbPassword" ends in "_password")."""
_TAGGED = re.compile(
    r"<(?P<name>[A-Za-z_][\w.:-]{0,40})(?:\s[^<>\n]{0,80})?>(?P<value>[^<>\n]{1,200})</(?P=name)>"
)
_QUERY = re.compile(r"[?&;](?P<name>[A-Za-z_][\w.-]{0,40})=(?P<value>[^&#\s]{4,})")
_NAMED_PAIR = re.compile(
    r"\b(?:key|name)\s*=\s*[\"'](?P<name>[A-Za-z_][\w.:-]{0,40})[\"']\s+value\s*=\s*[\"'](?P<value>[^\"'\n]{1,200})[\"']"
    r"|\bvariable\s+\"(?P<name2>[A-Za-z_][\w-]{0,40})\"\s*\{[^{}]{0,200}?\bdefault\s*=\s*\"(?P<value2>[^\"\n]{1,200})\""
)
"""A value named by a sibling attribute or its block: .NET's ``<add key="ApiSecret" value="…"/>``, Spring's
``<property name="password" value="…"/>``, a Terraform ``variable "token" { default = "…" }``
(docs/security.md, "The session-17 probe")."""
_CAMEL_WORD = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def named_values(text: str) -> Iterator[Span]:
    """Values under a credential's name in markup or a query string: the element's text or the
    parameter's value, whatever it looks like (a placeholder excepted)."""
    pattern_names = ((_TAGGED, "</"), (_QUERY, "="), (_NAMED_PAIR, "="))
    for pattern, hint in pattern_names:
        if hint not in text:
            continue
        for match in pattern.finditer(text):
            group = "value" if match["value"] is not None else "value2"
            value = match[group].strip()
            name = _CAMEL_WORD.sub("_", match["name"] or match["name2"])
            if value and CREDENTIAL_NAME.search(name) and not PLACEHOLDER_VALUE.fullmatch(value):
                start = match.start(group) + match[group].index(value)
                yield start, start + len(value)


# --- lists under a heading and table columns -------------------------------------------------------------
LIST_HEADING = re.compile(
    r"^[^\S\n]*(?:[^\W\d_]+[^\S\n]+){0,3}?(?:passwords|passcodes|pins|logins|credentials|creds|secrets|tokens"
    r"|api[^\S\n]+keys|密码|口令)[^\S\n]*[:：]?[^\S\n]*\n",
    re.IGNORECASE | re.MULTILINE,
)
"""A line naming credentials in the plural ("my passwords:"): the items of the list under it hold them."""
LIST_ITEM = re.compile(
    r"[^\S\n]*(?:[-*•]|\d{1,2}[.)])?[^\S\n]*[^\n:：=]{1,40}?[^\S\n]*[:：=][^\S\n]*(?P<value>[^\s]+)[^\S\n]*(?:\n|$)"
)
"""An item "1. bank: Hsbc!2020", "- email = …": what it is for, a connector and the value."""
_LIST_MAX = 32
TABLE_ROW = re.compile(r"^[^\S\n]*\|(?P<cells>[^\n]*)\|[^\S\n]*$", re.MULTILINE)
_TABLE_RULE = re.compile(r"[\s|:-]*-{3}[\s|:-]*")


def listed_values(text: str) -> Iterator[Span]:
    """Credentials in a list under a heading that names them ("my passwords:\\n1. bank: Hsbc!2020"),
    each value credential-shaped (``sensitive_codes.credential_like``: "min_length: 12" is no value), and
    the cells of a Markdown table's column whose header names a credential ("| site | password |")."""
    if "\n" not in text:
        return
    for heading in LIST_HEADING.finditer(text):
        at = heading.end()
        for _ in range(_LIST_MAX):
            item = LIST_ITEM.match(text, at)
            if item is None:
                break
            value = item["value"].rstrip(".,;")
            if credential_like(value, classes=2) and not PLACEHOLDER_VALUE.fullmatch(value):
                yield item.start("value"), item.start("value") + len(value)
            at = item.end()
    if "|" in text:
        yield from _table_cells(text)


def _table_cells(text: str) -> Iterator[Span]:
    rows = list(TABLE_ROW.finditer(text))
    for at, (header, rule) in enumerate(itertools.pairwise(rows)):
        if not _TABLE_RULE.fullmatch(rule["cells"]):
            continue
        names = [_CAMEL_WORD.sub("_", cell.strip()).replace(" ", "_") for cell in header["cells"].split("|")]
        columns = {n for n, name in enumerate(names) if name and CREDENTIAL_NAME.search(name)}
        previous = rule
        for row in rows[at + 2 :]:
            if text[previous.end() : row.start()].strip():
                break  # the table ended: a line that is not a row came first
            previous, offset = row, row.start("cells")
            for n, cell in enumerate(row["cells"].split("|")):
                value = cell.strip()
                if n in columns and value and not PLACEHOLDER_VALUE.fullmatch(value):
                    yield offset + cell.index(value), offset + cell.index(value) + len(value)
                offset += len(cell) + 1
