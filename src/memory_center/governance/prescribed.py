"""A restriction a carer of the user's health gave for a named time ("the physio says no climbing for
six weeks", 医生说一个月内别做剧烈运动, 医生交代这一周都别喝酒): the user's health for that time, a USER
CONSTRAINT whose validity ends with the period (``extraction.rules.periods``), never a one-time detail
of the task at hand — the time words say how long the order holds, not that it holds this once
(docs/extraction.md, "Session 31: a doctor's restriction for a while").

Three parts, all in one statement: a carer (doctor, surgeon, physio, dentist, 医生, 大夫, 医嘱 …), a
restriction (no, can't, don't, avoid, only, 别, 不能, 不要, 避免, 禁止, 只能 …) and a length of time (for
six weeks, until March, 一个月内, 两周之内, 这一周, 接下来三天). A time the state has lasted ("I've been off
running for a month") is no order for a time to come.
"""

import re

CARERS = re.compile(
    r"\b(?:doctors?|doc|gp|surgeons?|physio(?:therapist)?s?|dentists?|nurses?|consultants?|specialists?"
    r"|cardiologists?|orthopa?edi(?:st|c)s?|midwife|midwives|obs?tetricians?|dermatologists?|optometrists?"
    r"|ophthalmologists?|neurologists?|physicians?|chiropractors?|vets?)\b"
    r"|医生|大夫|医嘱|牙医|护士|理疗师|康复师|主治|专家",
    re.IGNORECASE,
)
"""Who gives an order for the user's health (the vet is left out below when the pet is named)."""
RESTRICTIONS = re.compile(
    r"\b(?:no|not|can't|cannot|can\s+not|don't|do\s+not|shouldn't|mustn't|must\s+not|avoid|stay\s+off|keep\s+off"
    r"|only|nothing|never|off\s+(?:my|the)\b|banned|forbidden|limit|stay\s+away|keep\s+away|hold\s+off|lay\s+off"
    r"|refrain)\b"
    r"|别|不能|不要|不可以|不许|不准|避免|禁止|忌|不宜|只能|只吃|少",
    re.IGNORECASE,
)
"""Words of a restriction."""
LENGTHS = re.compile(
    r"\b(?:for|over)\s+(?:the\s+(?:next|coming)\s+)?(?:a\s+couple\s+of\s+|a\s+few\s+|an?\s+|one\s+|two\s+|three\s+"
    r"|four\s+|five\s+|six\s+|seven\s+|eight\s+|nine\s+|ten\s+|twelve\s+|\d+\s+)?(?:days?|weeks?|months?|fortnight)\b"
    r"|\buntil\s+\w+|\btill\s+\w+|\bthe\s+(?:next|coming)\s+(?:\w+\s+)?(?:days?|weeks?|months?)\b"
    r"|(?:[一二两三四五六七八九十半]|\d+)个?(?:天|周|星期|礼拜|月)(?:之内|以内|内)"
    r"|(?:接下来|未来|之后)的?(?:[一二两三四五六七八九十几]|\d+)个?(?:天|周|星期|礼拜|月)"
    r"|这一?周|这个?星期|这个?礼拜|这个月|这段时间|这阵子|痊愈前|康复前|拆线前|(?:好|恢复)之前",
    re.IGNORECASE,
)
"""A length of time the order holds."""
_LASTED = re.compile(r"\b(?:been|have|'ve|had|since|ago)\s+(?:\w+\s+){0,3}?(?:for|since)\b", re.IGNORECASE)
_ASKED = re.compile(r"[?？]\s*$")


def prescribed(text: str) -> bool:
    """Whether a statement tells a carer's restriction of the user's health for a named time."""
    if _ASKED.search(text) or _LASTED.search(text):
        return False
    carer = CARERS.search(text)
    if carer is None or re.match(r"vets?\b", carer.group(0), re.IGNORECASE):
        return False
    after = text[carer.end() :]
    return RESTRICTIONS.search(after) is not None and LENGTHS.search(after) is not None


_WEEKS = re.compile(
    r"weeks?|months?|fortnight|周|星期|礼拜|月|这段时间|这阵子|痊愈前|康复前|拆线前|之前", re.I
)


def prescribed_for_weeks(text: str) -> bool:
    """A carer's restriction for a week or longer: an acute illness's "only bland food for a few days"
    (接下来三天别吃辣) passes with the illness (``extraction.look_alikes.passing_illness``), a sprain's
    "no sport for a month" is the user's health for that month."""
    if not prescribed(text):
        return False
    carer = CARERS.search(text)
    length = LENGTHS.search(text[carer.end() :]) if carer else None
    return length is not None and _WEEKS.search(length.group(0)) is not None


_WITHIN_ZH = re.compile(r"([一二两三四五六七八九十]|\d+)个?(天|周|星期|礼拜|月)(?:之内|以内|内)")


def as_period(text: str) -> str:
    """The text with a Chinese "within" length (一个月内, 两周之内) said as a period that starts now
    (接下来一个月), the form ``extraction.rules.periods`` counts."""
    return _WITHIN_ZH.sub(r"接下来\1个\2", text)
