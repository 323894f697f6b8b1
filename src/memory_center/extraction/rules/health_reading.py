"""What the reader does for health in every reading (docs/extraction.md, "Health whatever its tense"):
a hedged allergy said with a rising "?" is a statement, a health reading binds at once, and a
restriction a doctor sets lasts."""

import re

from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import compiled

_UPTALK_HEDGE = compiled(
    r"^(?:(?:so|and|also|um|hmm|honestly|ok)[\s,]+)*(?:i\s+think|i\s+guess|i\s+suspect|pretty\s+sure|maybe)\s+"
    r"i(?:'m|\s+am|\s+might|\s+may|\s+could|\s+have|'ve)\b[^?]*\ballerg[^?]*\?\s*$"
    r"|^我?(?:好像|可能|感觉|觉得|估计|怀疑)(?:自己|我)?(?:有点)?对[^?？]*过敏[^?？]*[?？]\s*$"
)
"""A statement of the user's own allergy said with a hedge and a rising "?" ("I think I might be
mildly allergic to cats?", 我好像对尘螨过敏？): a statement, not a question to the agent."""
_UPTALK = re.compile(r"[?？]+\s*$")
_HEALTH_PREDICATES = frozenset({"allergy", "intolerance", "condition", "medication", "restriction"})
HEALTH_CONFIDENCE = 0.65
"""The least confidence of the user's health (above governance's review threshold): a hedged allergy
("I think I might be allergic to cats", 我好像对尘螨过敏) binds the agent at once, it does not wait."""


def health_floor(reading: Reading, confidence: float) -> float:
    health = reading.memory_type is MemoryType.CONSTRAINT and reading.predicate in _HEALTH_PREDICATES
    return max(confidence, HEALTH_CONFIDENCE) if health else confidence


def without_uptalk(statement: str) -> str:
    """The statement without the rising "?" of a hedged allergy of the user's own."""
    return _UPTALK.sub("", statement) if _UPTALK_HEDGE.match(statement) else statement


_DOCTOR = compiled(
    r"\b(?:my\s+)?(?:doctor|doc|gp|physician|cardiologist|allergist|dermatologist|specialist|dietitian"
    r"|endocrinologist|gastroenterologist|neurologist|consultant|nurse)(?:'s)?\b|医生|大夫|医嘱"
)


def names_doctor(text: str) -> bool:
    """Whether a statement names a doctor (a restriction they set lasts)."""
    return _DOCTOR.search(text) is not None
