"""A past state told against the present: "I used to be a teacher but now I work in marketing", "I was
at Google until last year, now I'm with Spotify", 我以前是老师，现在做销售, 以前住成都，现在在重庆.

The past clause is no memory (it is no longer true: ``past_state`` only names the attribute it was
about), and it tells what a bare present clause after it is about: after a past workplace, "I'm with
Spotify" / 现在在腾讯 is the new workplace; after a past home, "I'm in Milan now" / 现在在重庆 the new
residence; after a past job, 现在是销售 the new job (``read_present``). A present clause that says its
attribute itself ("now I live in York", 现在做销售) is read as usual and supersedes the old value.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.ended import ended_state
from memory_center.extraction.rules.identity import LEFT_A_JOB, read_new_employer
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import alternatives, compiled, value

_ZH_BEFORE = r"我?(?:以前|之前|原来|原先|过去|曾经|早些年|那时候?)(?:一直|都|也)?"
_PAST_STATES: tuple[tuple[re.Pattern[str], str], ...] = (
    (LEFT_A_JOB, "workplace"),
    (
        compiled(
            r"^I\s+(?:used\s+to\s+work|was\s+working|worked)\s+(?:at|for|with)\s+\S"
            r"|^I\s+was\s+(?:at|with)\s+(?-i:[A-Z]).*\s+(?:until|till|before|for)\b"
        ),
        "workplace",
    ),
    (re.compile(rf"^{_ZH_BEFORE}(?:在|于)(?!.*(?:住|生活|读书|上学|念书)).+$"), "workplace"),
    (
        compiled(
            r"^I\s+(?:used\s+to\s+live|was\s+living|lived)\s+in\s+\S"
            r"|^I\s+was\s+(?:based|living)\s+in\s+\S"
        ),
        "residence",
    ),
    (re.compile(rf"^{_ZH_BEFORE}(?:住在|住|生活在|家在)"), "residence"),
    (
        compiled(r"^I\s+(?:used\s+to\s+be|was)\s+(?:an?\s+)\S|^I\s+used\s+to\s+work\s+as\s+\S"),
        "job",
    ),
    (re.compile(rf"^{_ZH_BEFORE}(?:是|当|做|干)"), "job"),
)
"""Each past state and the attribute it was about; the workplace forms are tried first, so 以前在阿里
is a workplace and 以前住成都 a home."""

_RESIDENCE_NOW = (
    compiled(r"^I(?:'m|\s+am)\s+(?:now\s+)?in\s+(?-i:(?P<value>[A-Z].+?))(?:\s+(?:now|these days))?$"),
    re.compile(r"^我?(?:现在|目前|如今)+(?:在|到了)(?P<value>[^，,。]+?)(?:了)?$"),
)
_JOB_NOW = (
    re.compile(
        rf"^我?(?:现在|目前|如今)+(?:是|当)(?:一名|一个|一位|个|名)?(?P<value>.{{0,10}}?(?:{alternatives(w.OCCUPATION_SUFFIX_ZH)}"
        rf"|{alternatives(w.JOB_FIELDS_ZH)}))(?:了)?$"
    ),
)


def past_state(clause: str) -> str | None:
    """The attribute a clause tells a past state of ("I used to live in Leeds" → residence, "I quit my
    job" → workplace: ``ended``), or None."""
    return ended_state(clause) or next(
        (attribute for pattern, attribute in _PAST_STATES if pattern.match(clause)), None
    )


def read_present(clause: str, attribute: str) -> Reading | None:
    """A bare present clause after a past state of ``attribute``: its new value."""
    if attribute == "workplace":
        return read_new_employer(clause)
    for pattern in _RESIDENCE_NOW if attribute == "residence" else _JOB_NOW if attribute == "job" else ():
        if (match := pattern.match(clause)) and (said := value(match["value"])):
            return Reading(MemoryType.FACT, "user", attribute, said, lasting=True)
    return None
