"""A value others use, adopted as the user's standing rule (pure; docs/extraction.md, "Session 30:
restrictions and rules lifted or revised").

"Everyone at the new job calls me Bobby, you might as well call me that too", 同事都叫我林工，你也这么叫吧,
身边朋友都用摄氏度，你也跟着这么用吧, "my running club does everything in km, so use that for me too": one
clause reports a value others use (a form of address, a unit), and another asks the assistant to do the
same, by anaphora (``adopts``: "that too", "the same", 你也这么/这样/跟着). The reported value is then the
user's request: a new value of a held rule's aspect revises it (``rules.revised_rules``), and a form of
address said in the report (``called``) is the user's name rule.

Nothing is adopted without the anaphoric request ("my brother's mates call him Bobby", 我老婆叫我王哥，
挺好玩的), nor from a report of how someone else is called (him, 他), nor when the request is a question.
"""

import re

from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.text import compiled, is_chinese, trim

_ADOPTS_EN = compiled(
    r"\b(?:call|use|do|say|write|go\s+with|stick\s+to|give|show)\s+(?:me\s+)?(?:that|it|this|the\s+same|those|them)"
    r"(?:\s+(?:one|way|name))?(?:\s+(?:for|with)\s+me)?\s+(?:too|as\s+well|also)\b"
    r"|\b(?:do|use)\s+the\s+same(?:\s+(?:for|with)\s+me)?\b|\bsame\s+(?:goes\s+)?for\s+me\b|\bfollow\s+suit\b"
    r"|\b(?:might|may)\s+as\s+well\s+(?:call|use|do)\s+(?:me\s+)?(?:that|it|the\s+same)\b"
)
_ADOPTS_ZH = re.compile(
    r"你也(?:就|可以|跟着|照着|一样|同样)*(?:这么|这样|那么|那样|这样子)(?:叫|喊|称呼|用|写|来|说)"
    r"|你也(?:就|可以)?跟着(?:这么|这样|一起)?(?:叫|喊|用|来)|你也(?:就|可以)?照(?:着|这个)(?:叫|用|来)"
    r"|你也(?:就|可以)?(?:叫|喊|称呼)我(?:这个|那个)"
)
"""A request to do as others do, by anaphora: the reported value is the user's rule."""
_QUESTION = re.compile(r"[?？]\s*$|[吗么]\s*[。.!！]?$")
_CALLED_EN = compiled(
    r"\b(?:calls?|called|calling)\s+me\s+(?!that\b|it\b|this\b|the\b)(?P<name>[A-Z][\w'-]{1,20}(?:\s+[A-Z][\w'-]{1,20})?)"
)
_CALLED_ZH = re.compile(
    r"(?:叫|喊|称呼|管)我(?:叫|为)?(?!这|那|啥|什么)(?P<name>[\u4e00-\u9fffA-Za-z]{1,5}?)(?=$|[，,。！!；;\s]|就行|就好)"
)
"""A form of address said of the user in a report ("calls me Bobby", 都叫我林工)."""


def adopts(text: str) -> bool:
    """Whether a clause of the message asks the assistant to do as others do (no question)."""
    return any(_adopting(trim(clause)) for clause in clauses(text))


def _adopting(clause: str) -> bool:
    shape = _ADOPTS_ZH if is_chinese(clause) else _ADOPTS_EN
    return shape.search(clause) is not None and _QUESTION.search(clause) is None


def reported(text: str) -> list[str]:
    """The message's clauses other than the adopting ones: where the adopted value is said."""
    return [clause for clause in clauses(text) if not _adopting(trim(clause))]


def called(text: str) -> str:
    """The form of address others use for the user, adopted by the message ("" when none is)."""
    if not adopts(text):
        return ""
    for clause in reported(text):
        shape = _CALLED_ZH if is_chinese(clause) else _CALLED_EN
        if (match := shape.search(clause)) is not None:
            return match.group("name").strip()
    return ""
