"""The user's relation status as one single-valued slot (``user / relationship``: single, partnered,
engaged, married), kept beside each reading of the user's partner (pure; docs/extraction.md, "Session 25:
life events said plainly"): "I'm single" keeps ``single``, and "I got engaged to Priya" or 上个月跟小林领证了
keeps ``engaged to Priya`` / ``married to 小林``, which replaces it on its key."""

from dataclasses import replace

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.started import RELATIONSHIP, New, relation_status
from memory_center.extraction.schema import BY_NAME, plain_sentence
from memory_center.governance.lasting import says_one_time
from memory_center.writepath.step_candidates import step_candidate

STATUS_CONFIDENCE = 0.8
"""As sure as the reading of the partner it follows."""


def with_relation_status(message: ExtractionInput, result: ExtractionResult) -> ExtractionResult:
    """The message's readings, and the relation status its last reading of the user's partner says
    ("跟小陈分手了……现在的男朋友叫阿杰": partnered with 阿杰, not single)."""
    if message.role != "user" or result.error is not None:
        return result
    if any(c.subject == "user" and c.predicate == RELATIONSHIP and c.ends is None for c in result.candidates):
        return result
    said = [
        (candidate, status)
        for candidate in result.candidates
        if (status := relation_status(message.text, _new(candidate))) is not None
    ]
    if not said:
        return result
    candidate, status = said[-1]
    kept = step_candidate(
        memory_type=MemoryType.FACT,
        subject="user",
        predicate=RELATIONSHIP,
        object_value=status,
        content=_content(message.text, status, about_partner=candidate.predicate in ("name", "partner")),
        confidence=STATUS_CONFIDENCE,
    )
    # an ending of the held status by the same change (extraction.held_states: 单身) gives way to it
    others = [c for c in result.candidates if not (c.subject == "user" and c.predicate == RELATIONSHIP)]
    return replace(result, candidates=[*others, kept])


def _new(candidate: ExtractedCandidate) -> New:
    return New(candidate.subject or "", candidate.predicate or "", candidate.object_value or "")


def _content(text: str, status: str, about_partner: bool) -> str:
    """The user's words when they tell the relation itself (a partner's name, a break-up), else the
    status said plainly: "my wife loves durian" is about durian, "my girlfriend and I are going hiking
    this weekend" about a hike of one occasion."""
    said = text.strip().rstrip(".。!！")
    if not about_partner or says_one_time(said) or "?" in said or "？" in said:
        return plain_sentence(BY_NAME[RELATIONSHIP], status)
    return said
