"""Whom "he" or "she" points to (pure, data; docs/extraction.md, "Session 29: life changes told by
meaning").

Two readings share one table of people by the pronoun that can stand for them (``HE``, ``SHE``; a word
of either, partner, 爱人, kid, in ``EITHER``):

- ``pointed_back``: a statement the user opens ("Just measured my son, he's 5'11", "I dropped my niece
  at uni, she's doing law") whose later clause has "he"/"she" (他/她) as its subject tells a fact of the
  person named before the pronoun, not of the user.
- ``held_person``: a message that opens with "he"/"she" (他/她) and names nobody before it ("He finally
  got a transfer to Edinburgh", 他终于调回南京了) is about the one person the user's held memories are
  about whom that pronoun can mean (held under 老公, "husband"); two such people, or none: nobody.
"""

import re
from collections.abc import Iterable

from memory_center.extraction.rules.text import alternatives, compiled, english, listed

HE = (
    "husband|boyfriend|fiance|fiancé|son|dad|father|brother|grandpa|grandfather|uncle|nephew|stepson",
    "老公|丈夫|先生|男朋友|男友|未婚夫|儿子|爸爸|爸|父亲|老爸|哥哥|哥|弟弟|弟|爷爷|外公|姥爷|舅舅|叔叔|表哥|表弟"
    "|堂哥|堂弟|侄子|外甥|公公|岳父",
)
SHE = (
    "wife|girlfriend|fiancee|fiancée|daughter|mum|mom|mother|sister|grandma|grandmother|aunt|niece"
    "|stepdaughter",
    "老婆|妻子|太太|媳妇|女朋友|女友|未婚妻|女儿|闺女|妈妈|妈|母亲|老妈|姐姐|姐|妹妹|妹|奶奶|外婆|姥姥|阿姨|姑姑"
    "|舅妈|表姐|表妹|堂姐|堂妹|侄女|外甥女|婆婆|岳母",
)
EITHER = ("partner|spouse|kid|child|cousin", "爱人|对象|孩子|宝宝|表亲")
"""People either pronoun can stand for."""

_PEOPLE_EN = "|".join((HE[0], SHE[0], EITHER[0]))
_PEOPLE_ZH = "|".join((HE[1], SHE[1], EITHER[1]))
_NAMED_EN = compiled(rf"\b(?:my|our)\s+(?:(?:\w+)\s+)?(?P<who>{english(_PEOPLE_EN)})\b(?!'s|’s)")
_BEFORE_ZH = "我的?|我们的?|我家|给|帮|替|带|陪|把|送"
"""What names a person in Chinese: 我 before them, or a deed done to them (给女儿量了身高)."""
_NAMED_ZH = re.compile(rf"(?:{_BEFORE_ZH})(?P<who>{alternatives(_PEOPLE_ZH)})(?![的们])")
_SUBJECT_EN = compiled(
    r"(?:^|[,;:—–-]\s*|\b(?:and|but|so|now)\s+)(?P<pronoun>he|she)(?:'s|’s|\s+(?!\b(?:said|says|thinks|told)\b)\w+)"
)
_THEIRS_ZH = r"(?![们的家]|同事|朋友|同学|老板|领导|公司|单位|爸|妈|哥|姐|弟|妹|老公|老婆|男朋友|女朋友)"
"""他/她 before a word of their own people or places (他同事, 她妈, 他们): no subject of its own."""
_SUBJECT_ZH = re.compile(rf"(?:^|[，,；;：:、\s])(?P<pronoun>[他她]){_THEIRS_ZH}")
_OPENING = compiled(
    r"^\W*(?:(?:so|and|but|well|ok|okay|oh|update|guess\s+what)[\s,:!.-]+)*(?P<pronoun>he|she)(?:'s|’s|\s)"
    rf"|^\W*(?:对了|话说|好消息)?[，,\s]*(?P<zh>[他她]){_THEIRS_ZH}"
)
_DONE_TO = compiled(
    r"\b(?:\w+ed|got|took|bought|gave|made|met|saw|sent|told|drove|put|picked|brought|caught)\b|了"
)
"""A deed of one time done to the person, said before the pronoun ("measured my son", 给表妹买了): what
follows is the person's; "I live with my sister, she's a nurse" keeps the user's home."""
_HE = frozenset(listed(f"{HE[0]}|{HE[1]}"))
_SHE = frozenset(listed(f"{SHE[0]}|{SHE[1]}"))
_EITHER = frozenset(listed(f"{EITHER[0]}|{EITHER[1]}"))


def can_mean(pronoun: str, person: str) -> bool:
    """Whether the pronoun (he, she, 他, 她) can stand for the person word."""
    word = person.casefold()
    if word in _EITHER:
        return True
    return word in (_HE if pronoun.casefold() in ("he", "他") else _SHE)


def pointed_back(text: str) -> str | None:
    """The person a later clause's "he"/"she" points back to, named earlier in the statement ("my son,
    he's 5'11"; 给我表妹买了电脑，她下周开学), or None."""
    for named, subject in ((_NAMED_EN, _SUBJECT_EN), (_NAMED_ZH, _SUBJECT_ZH)):
        people = list(named.finditer(text))
        if not people:
            continue
        for pronoun in subject.finditer(text, people[0].end()):
            before = [person for person in people if person.end() <= pronoun.start("pronoun")]
            if not before or _DONE_TO.search(text[: pronoun.start("pronoun")]) is None:
                continue
            if can_mean(pronoun["pronoun"], before[-1]["who"]):
                return before[-1]["who"].casefold()
    return None


def opening_pronoun(text: str) -> str | None:
    """The "he"/"she" (他/她) the message opens with, or None."""
    found = _OPENING.match(text)
    return None if found is None else (found["pronoun"] or found["zh"]).casefold()


def held_person(text: str, subjects: Iterable[str]) -> str | None:
    """The held person (a subject of the user's held memories) the message's opening pronoun stands
    for: the only one it can mean, else None."""
    pronoun = opening_pronoun(text)
    if pronoun is None:
        return None
    people = {subject for subject in subjects if subject and can_mean(pronoun, subject)}
    return people.pop() if len(people) == 1 else None
