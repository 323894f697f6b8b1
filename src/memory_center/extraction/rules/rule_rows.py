"""Standing rules by shape: per-language rows read by one engine (``read_rows``), each row with the
examples one test plays (``tests/extraction/test_directives.py``).

A row is a shape with named groups and what it reads: the rule's thing (``rest``, or what ``thing``
builds from the match) and its value (``never`` when a ``neg`` group matched, else the row's value);
``unless`` turns a match down. A thing pointed at ("the room", "this hotel", 这家酒店) is one occasion,
not a rule. Two tables are read here (``standing``):

- ``REFUSALS``: a refusal or a requirement said for every time, not as an order ("I refuse to fly with
  Ryanair", "Dorm rooms are off the table", "I need an aisle seat every single time");
- ``REQUIREMENTS``: a kind said for every time (every, all, any, whatever, 所有, 凡是, 任何; a plural kind;
  or 都 / 一律 after a kind) with a modal of obligation (needs, must, has to, should, 要, 得, 必须), and
  "always <any verb> …", 一律 / 统一 + any verb.
"""

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import NEVER, REQUIRED, STANCE, Reading
from memory_center.extraction.rules.text import (
    alternatives,
    compiled,
    en_thing,
    english,
    is_deictic,
    trim,
    zh_thing,
)

Example = tuple[str, str | None, str | None]
"""(said, subject, value) the row must read; (said, None, None): a look-alike it must not read."""


@dataclass(frozen=True, slots=True)
class Row:
    lang: str
    shape: str
    """A regular expression (case-insensitive) with named groups."""
    reads: Callable[[re.Match[str]], Reading | None]
    examples: tuple[Example, ...]


_compiled = functools.cache(compiled)


def rule(subject: str, value: str) -> Reading | None:
    subject = trim(subject)
    if not subject or is_deictic(subject):
        return None
    return Reading(MemoryType.CONSTRAINT, subject, STANCE, value, lasting=True)


def said(
    value: str = REQUIRED,
    thing: Callable[[re.Match[str]], str] = lambda m: en_thing(m["rest"]),
    unless: Callable[[re.Match[str]], object] = lambda m: False,
) -> Callable[[re.Match[str]], Reading | None]:
    """What a row reads: ``thing`` of the match at ``value`` (``never`` when ``neg`` matched)."""
    return lambda m: None if unless(m) else rule(thing(m), NEVER if m.groupdict().get("neg") else value)


def read_rows(rows: tuple[Row, ...], text: str) -> Reading | None:
    """The first reading a row of the text's language gives, or None."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"
    for row in rows:
        if row.lang == lang and (match := _compiled(row.shape).match(text)) and (reading := row.reads(match)):
            return reading
    return None


_ONE_THING = compiled(r"^(?:the|this|that|these|those|it|my|our|your|his|her|their)\b")
_MAKE_SURE = (
    r"^(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?(?:make sure|ensure|be sure)\s+(?:that\s+)?"
)
_NO = r"(?:hard|firm|big|definite|absolute|flat)\s+no"

REFUSALS = (
    Row(
        "en",
        r"^I\s+(?:flatly\s+|simply\s+|just\s+|absolutely\s+)?(?:refuse to|will never|won't ever"
        r"|will not ever|'ll never|am never going to|'m never going to)"
        rf"\s+(?P<rest>(?:{alternatives(w.EN_VERBS)})\s+.+)$",
        said(NEVER),
        (
            ("I refuse to fly with Ryanair", "ryanair", NEVER),
            ("I will never stay at a Motel 6 again", "motel 6", NEVER),
        ),
    ),
    Row(
        "en",
        rf"^(?:(?:it's|it is|that's|that is)\s+)?(?:an?\s+)?{_NO}\s+(?:on|to|for)\s+(?P<rest>.+)$",
        said(NEVER),
        (("It's a hard no on cruises", "cruise", NEVER),),
    ),
    Row(
        "en",
        r"^(?P<rest>.+?)\s+(?:is|are)\s+(?:always\s+|completely\s+|totally\s+|strictly\s+)?"
        r"(?:off the table|off-limits|off limits|a no-go|a no go|out of the question"
        r"|an? (?:absolute\s+)?(?:dealbreaker"
        rf"|deal-breaker|deal breaker)|not an option|never an option|an? {_NO})(?:\s+for me)?$"
        r"|^I(?:'m|\s+am)\s+not\s+(?:ok|okay|fine|cool)\s+with\s+(?P<with>.+)$",
        said(
            NEVER,
            lambda m: en_thing(m["rest"] or m["with"]),
            lambda m: _ONE_THING.match(m["rest"] or m["with"]),
        ),
        (
            ("Dorm rooms are off the table", "dorm room", NEVER),
            ("Layovers over 3 hours are a dealbreaker", "layover", NEVER),
            ("I'm not OK with shared bathrooms", "shared bathroom", NEVER),
        ),
    ),
    Row(
        "en",
        r"^I\s+(?:always\s+)?(?:need|want|require|insist on)\s+(?P<rest>.+?)\s+(?:every (?:single )?time"
        r"|each (?:and every )?time|without exception|no exceptions|whenever I travel)$",
        said(),
        (("I need an aisle seat every single time", "aisle seat", REQUIRED),),
    ),
    Row(
        "en",
        _MAKE_SURE + r"(?:the\s+|my\s+|all\s+(?:my\s+)?|every\s+|each\s+)?(?P<thing>[a-z][\w\s-]{1,30}?)\s+"
        r"(?:is|are)\s+always\s+(?P<quality>[a-z][\w-]+)$",
        said(thing=lambda m: en_thing(f"{m['quality']} {m['thing']}")),
        (("Can you make sure the room is always non-smoking", "non-smoking room", REQUIRED),),
    ),
)

_EN_NEGATIVE = (
    r"should\s+never|must\s+never|must\s+not|mustn't|should\s+not|shouldn't|can\s+never|can't|cannot"
    r"|may\s+never"
)
_EN_MODAL = (
    rf"(?:(?P<neg>{_EN_NEGATIVE})|needs?|must(?:\s+always)?|has\s+to|have\s+to|should(?:\s+always)?|ought\s+to"
    r"|(?:is|are)\s+required\s+to)(?:\s+(?:always|all|also))?(?:\s+(?:to\s+)?(?:have|be|include|come\s+with|get"
    r"|offer))?\s+(?P<rest>.+)$"
)
_EN_NOT_A_VERB = compiled(
    r"^(?:i|you|he|she|it|we|they|the|a|an|my|your|so|very|really|happy|glad|good|nice|great|fun|been|was|were"
    r"|is|are|am|had|has|have|did|do|does|get|got|seems?|feels?|looks?|sounds?|on|in|at|there|here|late|early"
    r"|busy|tired|hungry|forget|forgets|forgot|lose|loses|lost|end|ends|ended)$"
)
"""Words after "always" that make it a habit or a description ("always late", "always the same")."""
_EN_ONE_OCCASION = compiled(
    r"^(?:the|this|that|these|those|it|he|she|they|you|we|i)\b|\b(?:today|tonight|tomorrow)\b"
)
_EN_SOMEONE = compiled(r"\b(?:i|we|you|he|she|they)\b")
"""Someone inside the kind ("every morning I need coffee"): a habit of theirs, not a kind of thing."""
_EN_PERSON = compiled(rf"\b(?:{english(w.KIN_EN)}|everyone|people|guests|things|prices|we|you|they)\b")
_ZH_MODAL = "(?:(?P<neg>不要|不能|不许|不准|别|不得|不可以)|一定要|必须要|必须|一定得|都得|需要|应该|要|得)"
_ZH_MODAL += "(?P<rest>.+)$"
_ZH_TIME_KIND = re.compile(r"^(?:周末|平时|每天|天天|晚上|早上|最近|上班|工作日|节假日|假期)")
"""A time as the "kind" (周末都要加班): the user's own routine, not a rule for the agent."""

REQUIREMENTS = (
    Row(
        "en",
        r"^(?:every|each|all|any|whatever|whichever|all\s+of)\s+(?:(?:my|our|the)\s+)?"
        r"(?P<kind>[\w' -]{1,40}?)(?:\s+(?:you|that\s+you|which\s+you|we|i)\s+[\w' ]{1,30}?)?"
        r"(?:\s*,\s*(?:it|they)|\s+(?:it|they))?"
        rf"\s+{_EN_MODAL}",
        said(unless=lambda m: _EN_SOMEONE.search(m["kind"])),
        (
            ("Every hotel you book for me needs a gym", "gym", REQUIRED),
            ("Any flight longer than six hours has to be business class", "business class", REQUIRED),
        ),
    ),
    Row(
        "en",
        rf"^(?:(?:my|our|all\s+(?:my\s+|our\s+)?)\s*)?(?P<kind>[a-z][\w' -]{{1,30}}?)\s+{_EN_MODAL}",
        said(
            thing=lambda m: en_thing(f"{trim(m['kind'])} {m['rest']}", strip_verbs=False),
            unless=lambda m: (
                _EN_ONE_OCCASION.search(m["kind"])
                or not trim(m["kind"]).endswith("s")
                or _EN_PERSON.search(m["kind"])
            ),
        ),
        (
            (
                "Meetings should never be scheduled on Friday afternoons",
                "meetings scheduled on friday afternoons",
                NEVER,
            ),
        ),
    ),
    Row(
        "en",
        r"^(?:please\s+)?(?:make\s+sure\s+(?:you\s+|to\s+)?)?always\s+(?P<verb>[a-z]+)\s+(?P<rest>.+)$",
        said(
            thing=lambda m: en_thing(f"{m['verb']} {m['rest']}", strip_verbs=False),
            unless=lambda m: _EN_NOT_A_VERB.match(m["verb"]),
        ),
        (
            (
                "Always file my receipts in the Finance folder",
                "file my receipts in the finance folder",
                REQUIRED,
            ),
        ),
    ),
    Row(
        "zh",
        r"^(?:以后)?(?:所有的?|每一?个|每家|每次|凡是|任何|全部的?|一切)(?P<kind>[^，,他她它你您大家]{1,10}?)"
        rf"(?:[，,])?(?:都|一律|统统|全都|全部){_ZH_MODAL}"
        rf"|^(?P<kind2>[^，,他她它你您们大家我今明昨这那]{{2,10}}?)(?:都|一律|统统|全都)"
        + _ZH_MODAL.replace("?P<", "?P<a"),
        lambda m: (
            None
            if m["kind2"] and _ZH_TIME_KIND.match(m["kind2"])
            else rule(
                zh_thing(m["rest"] or m["arest"]) or zh_thing(m["kind"] or m["kind2"]),
                NEVER if m["neg"] or m["aneg"] else REQUIRED,
            )
        ),
        (
            ("所有的会议都要提前一天提醒我", "提前一天提醒我", REQUIRED),
            ("出差住的酒店都要离地铁站近", "离地铁站近", REQUIRED),
        ),
    ),
    Row(
        "zh",
        r"^(?P<kind>[^，,他她它你您们大家今明昨这那]{0,10}?)(?:一律|统一|统统)(?P<neg>不要|别|不)?"
        r"(?P<rest>[\u4e00-\u9fff].+)$",
        said(thing=lambda m: zh_thing(m["rest"]), unless=lambda m: _ZH_TIME_KIND.match(m["kind"])),
        (("我的行程单一律发到我的工作邮箱", "到我工作邮箱", REQUIRED),),
    ),
)


def read_requirement(clause: str) -> Reading | None:
    """A requirement on everything of a kind, or None (``clause``: NFKC, trimmed)."""
    return read_rows(REQUIREMENTS, trim(clause))
