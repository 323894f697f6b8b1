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
from memory_center.extraction.rules.later import FILLERS, MARKERS, read_later_correction
from memory_center.extraction.rules.reader import RULES_MODEL, read_message
from memory_center.extraction.rules.text import compiled, english
from memory_center.writepath.typed_correction import correction_of

_CUT = re.compile(r"[,，;；:：.。!！…]+|\s+[—–-]+\s*|[—–]+")
_INSIDE = compiled(
    rf"(?:[,，;；.。!！…~～、—–-]|\s)\s*(?:(?:{FILLERS['zh']})[\s,，]*)?(?:{MARKERS['zh']}|{english(MARKERS['en'])})"
)
"""A marker after the start of the message (a cheap test before the message is cut); an ellipsis or a
tilde before it is a pause like a comma (我儿子叫李浩然……写错了，是李皓然), and a Chinese filler may come
between (王思雨……啊打错了)."""


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
    """The readings of the message with its correction applied; None when it has none, or when no
    reading before it holds a value of its type. The correction is the message's last part, or a part
    ending a sentence that another sentence follows ("My son is 9 — sorry, typo, he's 8. Don't tell
    him"): what follows is read alone and kept (docs/extraction.md, "Session 24")."""
    text = message.text
    cuts = [match.start() for match in _CUT.finditer(text) if match.start() > 0]
    ends = [len(text), *(match.end() for match in reversed(list(_SENTENCE_END.finditer(text))))]
    for cut in reversed(cuts):
        for end in (end for end in ends if end > cut + 1):
            said = read_later_correction(replace(message, text=text[cut:end].lstrip(",，;；:：.。!！… —–-")))
            if said is None or said.bare:
                continue  # a value alone after a comma is a list ("I have two kids, 4 and 6"), no correction
            before = read_message(replace(message, text=text[:cut]))
            for index in reversed(range(len(before))):
                fixed = correction_of(before[index], said)
                if fixed is not None:
                    held = before[index]
                    kept = replace(
                        fixed, scope=held.scope, confidence=held.confidence, valid_until=held.valid_until
                    )
                    after = read_message(replace(message, text=text[end:])) if text[end:].strip() else []
                    return [*before[:index], kept, *before[index + 1 :], *after]
            break  # no reading before this part holds its value: an earlier part may be the correction
    return None


_SENTENCE_END = re.compile(r"(?<=[^\d][.!])\s+(?=[A-Z])|[。！]")
"""Where a sentence ends inside a message (not a decimal point)."""
