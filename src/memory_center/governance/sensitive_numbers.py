"""The numbers of identity documents and of cards: the readers ``governance.sensitive`` runs for its kinds
``id_document`` and ``bank_card`` (moved here from it in session 27 to give it room; unchanged).

Each takes ``mentions``, ``governance.sensitive``'s gate test (which the tests turn off), and reads the
normalised view of a text with a digit, UUIDs made letters (``sensitive_lookalikes.without_ids``).
"""

import itertools
import re
from collections.abc import Callable, Iterator

from memory_center.governance import sensitive_asides as asides
from memory_center.governance import sensitive_cues as cues
from memory_center.governance import sensitive_told as told
from memory_center.governance.sensitive_accounts import bank_accounts
from memory_center.governance.sensitive_card_codes import CARD_SECURITY_CODE
from memory_center.governance.sensitive_codes import card_codes
from memory_center.governance.sensitive_gates import (
    ACCOUNT_GATE,
    CARD_CODE_GATE,
    ID_ABBREVIATION_HINT,
    ID_DOCUMENT_GATE,
    Gate,
)
from memory_center.governance.sensitive_identity import ID_ABBREVIATED, ID_DOCUMENT
from memory_center.governance.sensitive_lookalikes import said_order
from memory_center.governance.sensitive_shapes import Span, bank_cards

Mentions = Callable[[str, Gate], bool]

VALUE_END = ".,;:!?。，；：！？、)）]】\"'”’"
MIN_ID_DOCUMENT_DIGITS = 5


def value_span(match: re.Match[str]) -> Span:
    """The span of a match's ``value`` (or ``value2``) without the marks ending it."""
    group = "value" if match["value"] is not None else "value2"
    start = match.start(group)
    return start, start + len(match[group].rstrip(VALUE_END))


def id_documents(text: str, mentions: Mentions) -> Iterator[Span]:
    """Numbers a text labels as an identity document, whatever their checksum."""
    matches: Iterator[re.Match[str]] = iter(())
    if ID_ABBREVIATION_HINT.search(text):
        matches = ID_ABBREVIATED.finditer(text)
    if mentions(text, ID_DOCUMENT_GATE):
        matches = itertools.chain(matches, ID_DOCUMENT.finditer(text))
        yield from cues.identity_numbers(text, mentions)  # "my social (…)", "Aetna member ID …"
    for match in matches:
        start, end = value_span(match)
        digits = sum(c.isdigit() for c in text[start:end])
        if digits >= MIN_ID_DOCUMENT_DIGITS or (digits >= MIN_ID_DOCUMENT_DIGITS - 1 and end - start >= 8):
            if (check := _CHECK_CHARACTER.match(text, end)) is not None:
                end = check.end()  # "K374815(4)": a Hong Kong identity card's check character, in brackets
            yield start, end  # four digits in a longer code: an Indian PAN (ABCDE1234F)


_CHECK_CHARACTER = re.compile(r" ?\([0-9A-Za-z]\)")


_FIELD = r"[ \t]*[|;,/][ \t]*(?:[^\W\d_]{1,8}[ \t]*[:：]?[ \t]*)?"
CARD_RECORD = re.compile(
    rf"{_FIELD}(?:0[1-9]|1[0-2])[ \t]*/[ \t]*(?:20)?\d\d{_FIELD}(?P<value>\d{{3,4}})(?![\d/.,:-]?\d)"
)
"""The fields after a card number in a card record: its expiry (MM/YY), then its security code, each after
a separator (``|``, ``;``, ``,``, ``/``) and perhaps a short label ("4539…|09/28|317", "6217 … / 有效期 07/27
/ 背面 913"; session 29): the code of a card found, whatever its label."""


def card_data(text: str, mentions: Mentions) -> Iterator[Span]:
    """Card numbers (and the security code of a card record), bank accounts, and a card's security code
    after its label."""
    labelled = mentions(text, ACCOUNT_GATE)
    for span in bank_cards(text, across_lines=labelled):
        if not said_order(text, span[0]):
            yield span
            if (record := CARD_RECORD.match(text, span[1])) is not None:
                yield record.span("value")
    yield from itertools.chain(bank_accounts(text, labelled=labelled), asides.brand_cards(text, mentions))
    if mentions(text, CARD_CODE_GATE):
        yield from (match.span("value") for match in CARD_SECURITY_CODE.finditer(text))
        yield from card_codes(text)
        yield from told.distant_codes(text, card=True)  # "the security code, the 4 digits … are 7391"
