"""Health said without a medical word of its own, read on a whole statement (``directives``): a medical
authority that forbids the user a thing ("My doctor won't let me have caffeine", 医生不让我吃辣) and a thing
that does not go with the user's body ("Shellfish and I don't mix, medically"). Someone else's doctor
(我老婆的医生) matches no row, which says "my doctor" or none.
"""

import re

from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.rule_rows import Row
from memory_center.extraction.rules.text import compiled, thing


def _forbidden(match: re.Match[str]) -> Reading | None:
    """A thing the user's doctor forbids them, or that does not go with their body: a restriction."""
    if (body := match.groupdict().get("body")) is not None and not _BODY_WORD.search(body):
        return None
    if _NO_THING.match(match["what"]):
        return None  # "That idea doesn't agree with me": a pointer or a person, not a food
    subject = thing(match["what"])
    return Reading(MemoryType.CONSTRAINT, subject, "restriction", "cannot", lasting=True) if subject else None


_NO_THING = compiled(
    r"^(?:it|this|that|these|those|he|she|they|you|work|everything|nothing|something|life)\b"
)
_BODY_WORD = compiled(r"medical|health|body|stomach|gut|skin|allerg|doctor|reaction|hospital|sick|ill\b")
_EN_DOCTOR = (
    r"(?:doctor|doc|gp|physician|cardiologist|allergist|dermatologist|specialist|dietitian|consultant)"
)
_ZH_DOCTOR = r"(?:医生|大夫|主治医生|医嘱)(?:说|也|一直|再三)?(?:叮嘱|嘱咐|交代|要求|建议|让|叫|要)?我?"

HEALTH_FRAMES = (
    Row(
        "en",
        rf"^(?:my\s+)?{_EN_DOCTOR}\s+(?:has\s+)?(?:(?:won't|will\s+not|doesn't|does\s+not)\s+(?:let|allow)\s+me"
        r"(?:\s+to)?|(?:told|tells|has\s+told|ordered|wants|advised)\s+me\s+to\s+(?:stop|quit|avoid|cut\s+out"
        r"|give\s+up|stay\s+off|not)|says?\s+I\s+(?:can't|cannot|shouldn't|mustn't|should\s+not|must\s+not))"
        r"\s+(?:(?:have|eat|drink|take|touch|use|having|eating|drinking|taking)\s+)?(?P<what>[^,]+?)(?:\s*,.*)?$",
        _forbidden,
        (("My doctor won't let me have caffeine.", "caffeine", "cannot"),),
    ),
    Row(
        "en",
        r"^(?P<what>[\w' -]{2,30}?)\s+(?:and\s+I\s+(?:just\s+)?(?:don't|do\s+not)\s+(?:mix|agree|get on)"
        r"(?P<body>.*)|(?:doesn't|does\s+not|don't|do\s+not)\s+agree\s+with\s+me(?:\s+at\s+all)?)$",
        _forbidden,
        (
            ("Shellfish and I don't mix, medically.", "shellfish", "cannot"),
            ("Dairy doesn't agree with me", "dairy", "cannot"),
        ),
    ),
    Row(
        "zh",
        rf"^(?:我的)?{_ZH_DOCTOR}(?:不让我|不许我|不准我|不让|别|不要|不能|少|戒掉?|忌)再?(?:吃|喝|碰|抽|用|沾)?"
        r"(?P<what>[^，,]+?)了?(?:[，,].*)?$",
        _forbidden,
        (("医生不让我吃辣。", "辣", "cannot"), ("大夫叮嘱我别再喝酒了，肝不好", "酒", "cannot")),
    ),
)
"""The user's health forbidden by a doctor or by the body: a restriction."""
