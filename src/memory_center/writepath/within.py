"""A correction at the end of the message it corrects ("I live in Dublin, I mean Belfast", "My birthday is
July 13th, no wait, the 14th", 我每天七点起床，不对，六点), by the same typed-value rule as a correction
said later (``writepath.typed_correction``).

The message is cut where its last part is a correction of its own (``extraction.rules.later``); what
comes before is read alone, and the reading nearest the correction that holds a value of its type is
corrected: the held value is replaced in its value and its wording, so the memory says "I live in
Belfast" and not the whole sentence with the wrong value in it. Nothing changes when no reading
before holds a value of the type (the extractor's own reading of the message stands), and only the
rule extractor's readings are corrected this way (a model extractor reads corrections itself).
"""

import re
from dataclasses import dataclass, replace

from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.later import MARKERS, read_later_correction
from memory_center.extraction.rules.reader import RULES_MODEL, read_message
from memory_center.extraction.rules.text import compiled, english
from memory_center.writepath.typed_correction import correction_of

_CUT = re.compile(r"[,，;；:：.。!！…]+|\s+[—–-]+\s*|[—–]+")
_INSIDE = compiled(rf"(?:[,，;；.。!！—–-]|\s)\s*(?:{MARKERS['zh']}|{english(MARKERS['en'])})")
"""A marker after the start of the message (a cheap test before the message is cut)."""


@dataclass(frozen=True)
class WithinCorrections:
    """Corrects the readings of a message whose last part corrects what it said before."""

    def complete(self, message: ExtractionInput, result: ExtractionResult) -> ExtractionResult:
        if (
            message.role != "user"
            or result.error is not None
            or any(candidate.extractor_model != RULES_MODEL for candidate in result.candidates)
            or not _INSIDE.search(message.text)
        ):
            return result
        corrected = corrected_within(message)
        return result if corrected is None else ExtractionResult(candidates=corrected)


def corrected_within(message: ExtractionInput) -> list[ExtractedCandidate] | None:
    """The readings of the message with its closing correction applied; None when it has none, or
    when no reading before it holds a value of its type."""
    cuts = [match.start() for match in _CUT.finditer(message.text) if match.start() > 0]
    for cut in reversed(cuts):
        said = read_later_correction(replace(message, text=message.text[cut:].lstrip(",，;；:：.。!！… —–-")))
        if said is None or said.bare:
            continue  # a value alone after a comma is a list ("I have two kids, 4 and 6"), no correction
        before = read_message(replace(message, text=message.text[:cut]))
        for index in reversed(range(len(before))):
            fixed = correction_of(before[index], said)
            if fixed is not None:
                held = before[index]
                kept = replace(
                    fixed, scope=held.scope, confidence=held.confidence, valid_until=held.valid_until
                )
                return [*before[:index], kept, *before[index + 1 :]]
        return None
    return None
