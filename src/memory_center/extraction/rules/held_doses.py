"""A held medicine said again with another dose, or stopped (pure; the write path's turn step,
``writepath.held_turns``, supplies the user's held ``<medicine> / medication = takes`` memories).

A medicine is one memory whose words hold its dose ("I take 50mg of sertraline every morning"). A
later message that names the held medicine by its stored name and

- **changes its dose**: a change word (raised, bumped up, lowered, 加到, 减成, 改成…) or a dose or a
  daily frequency the held memory does not say ("My GP bumped the sertraline up to 100mg", 复查完医生把
  优甲乐加到75微克了) — is the memory's new wording: same key, same value, the message's statement as
  its content (``rewords``: governance replaces the held memory, ``governance.policies``);
- **stops it**: taken off it, stopped, no longer on it, 停了, 不吃了, 吃着没用 — ends it (``none``).

A message that only names the medicine ("Is sertraline ok with coffee?") changes nothing: a question,
a statement about someone else's medicine, and a statement with neither a change word nor a new dose
are no change (docs/extraction.md).
"""

import re
from dataclasses import dataclass

from memory_center.extraction.rules.health_names import MEDICINES_EN, MEDICINES_ZH, same_purpose
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import one_of

_DOSE = re.compile(
    r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>mg|mcg|µg|μg|ug|g|ml|iu|units?|毫克|微克|克|毫升|片|粒|颗|单位)(?![a-z])",
    re.IGNORECASE,
)
_TIMES = re.compile(
    r"(?:一天|每天|每日|一日)[一两二三四1-4]次|(?:once|twice|three times|four times)\s+(?:a|per)\s+day|"
    r"\b(?:once|twice)\s+daily\b",
    re.IGNORECASE,
)
_CHANGE_EN = re.compile(
    r"\b(?:raised|increased|bumped|upped|doubled|halved|lowered|reduced|decreased|dropped|cut|changed"
    r"|adjusted|titrated|went up|gone up|went down|gone down|up to|down to)\b",
    re.IGNORECASE,
)
_CHANGE_ZH = re.compile(
    r"加到|加量|加成|加了|增加到?|减到|减成|减量|减了|减少|改成|改为|调到|调成|调整|提到|降到"
)
_STOP_EN = r"(?:took|taken|take|came|come|coming|got|get|went|gone|switched)\s+(?:me\s+)?off|stopped(?:\s+taking)?|quit|no longer (?:on|taking)"  # noqa: E501
_STOP_ZH_BEFORE = r"停了|停掉了?|不吃|不再吃|把"
_STOP_ZH_AFTER = r"停了|停掉了|不吃了|吃着没用|没用了?|不管用"


_OTHER = re.compile(
    r"^(?:my|our|his|her)\s+(?:\w+\s+)?(?:sister|brother|mum|mom|mother|dad|father|wife|husband|partner"
    r"|son|daughter|kids?|friend|colleague|coworker|grandma|grandpa|gran|nan|aunt|uncle|cousin|flatmate"
    r"|roommate)\b|^(?:he|she)\b|^我(?:妈|爸|老婆|老公|媳妇|女儿|儿子|姐|哥|弟|妹|奶奶|爷爷|外婆|外公"
    r"|姥姥|姥爷|朋友|同事|室友)|^[他她]",
    re.IGNORECASE,
)
"""A statement about someone else's medicine ("My sister takes 10mg of it too", 我妈也在吃这个药)."""


_DATED = re.compile(
    r"[,，]?\s*\b(?:(?:earlier\s+)?this|last|past)\s+(?:week|month|fortnight)\b|[,，]?\s*\b(?:today|yesterday|recently)\b"
    r"|(?:这周|本周|上周|这个月|上个月|今天|昨天|最近)",
    re.IGNORECASE,
)
"""When the change was made ("… up to 100mg this week"): it dates the change, not the memory, which
would read to governance as a detail of this week (``governance.lasting``)."""


@dataclass(frozen=True, slots=True)
class Redosed:
    """A held medicine the message changes: its words (undated), whether it is stopped, and the
    statement as said."""

    medicine: str
    said: str
    stopped: bool
    statement: str = ""
    switched: bool = False
    """Left for another medicine: the statement's own readings (the one taken now) are kept."""


def may_redose(text: str) -> bool:
    """Pure and cheap: whether the message may change a held medicine (a dose, or a change word)."""
    return bool(
        _DOSE.search(text)
        or _TIMES.search(text)
        or _CHANGE_EN.search(text)
        or _CHANGE_ZH.search(text)
        or re.search(_STOP_EN, text, re.IGNORECASE)
        or re.search(_STOP_ZH_AFTER, text)
        or _SWITCH.search(text)
        or bool(switched_to(text))
    )


def redosed(text: str, held: list[tuple[str, str]]) -> list[Redosed]:
    """The held medicines (``(name, content)`` pairs) the message changes, each once."""
    found: list[Redosed] = []
    for statement in statements(text):
        if is_question(statement) or _OTHER.match(statement.strip()):
            continue
        said = re.sub(r"\s+", " ", _DATED.sub("", statement)).strip()
        onto = switched_to(statement)
        for medicine, content in held:
            if any(one.medicine == medicine for one in found):
                continue
            name = medicine.casefold()
            if not _names(statement, medicine):
                if any(new != name and same_purpose(name, new) for new in onto):  # replaced, unnamed
                    found.append(Redosed(medicine, said, True, statement.strip(), True))
                continue
            if _stops(statement, medicine) or any(new != name for new in onto):
                switched = switches(statement, medicine) or any(new != name for new in onto)
                found.append(Redosed(medicine, said, True, statement.strip(), switched))
            elif _changes(statement, content):
                found.append(Redosed(medicine, said, False, statement.strip()))
        if not found and (unnamed := _redosed_unnamed(statement, held)) is not None:
            found.append(Redosed(unnamed, said, False, statement.strip()))
    return found


_MEDICINE = re.compile(rf"\b(?:{one_of(MEDICINES_EN)})\b|{one_of(MEDICINES_ZH)}", re.IGNORECASE)
_ONTO_EN = re.compile(
    r"\b(?:switched|changed|moved|swapped)\s+(?:me\s+)?(?:over\s+)?(?:to|onto|for)\s+(?:the\s+)?$"
)
_ONTO_ZH = re.compile(r"(?:换成|改成|换为|改为|换到|改到|改吃|改用|换用|换了)了?$")
_FROM_NOW_ZH = re.compile(r"^[^。！!？?]{0,6}?(?:以后|今后|从此|往后|从今天起)就?只?(?:吃|用|打|服用)")
_ALSO = re.compile(
    r"\b(?:too|also|as well|added|on top of|alongside)\b|也|另外|同时|加了|再加", re.IGNORECASE
)
"""A medicine added beside the held one ("put me on insulin too", 另外加了…): no switch."""
_ONCE = re.compile(
    r"\b(?:once|extra|just today|for today|one[- ]off)\b|临时|多吃了|这次|今天多", re.IGNORECASE
)


def switched_to(statement: str) -> list[str]:
    """The medicines (lower case) a statement moves the user onto: "switched me to losartan", "losartan
    instead", 换成了瑞舒伐他汀, 开了西格列汀，以后就吃这个 — not one added beside the held ones."""
    if _ALSO.search(statement):
        return []
    found: list[str] = []
    for match in _MEDICINE.finditer(statement):
        before, after = statement[: match.start()], statement[match.end() :]
        if (
            _ONTO_EN.search(before)
            or _ONTO_ZH.search(before)
            or re.match(r"\s+instead\b", after, re.IGNORECASE)
            or (re.search(r"开了?$", before) and _FROM_NOW_ZH.search(after))
        ):
            found.append(match.group(0).casefold())
    return found


def _redosed_unnamed(statement: str, held: list[tuple[str, str]]) -> str | None:
    """The one held medicine a dose change names by its dose's unit alone (医生说量不够，调到75微克了 after
    每天吃50微克优甲乐): a change word and a new dose, no medicine named, not a single dose, and one
    held medicine only said with that unit."""
    if _MEDICINE.search(statement) or _ONCE.search(statement):
        return None
    if not (_CHANGE_EN.search(statement) or _CHANGE_ZH.search(statement)):
        return None
    units = {match["unit"].casefold() for match in _DOSE.finditer(statement)}
    owners = [
        (medicine, content)
        for medicine, content in held
        if units & {match["unit"].casefold() for match in _DOSE.finditer(content)}
    ]
    if len(owners) != 1 or not _changes(statement, owners[0][1]):
        return None
    return owners[0][0]


def _names(statement: str, medicine: str) -> bool:
    if not medicine or medicine.casefold() == "user":
        return False
    if re.fullmatch(r"[\x00-\x7f]+", medicine):
        return re.search(rf"\b{re.escape(medicine)}\b", statement, re.IGNORECASE) is not None
    return medicine in statement


def switches(statement: str, medicine: str) -> bool:
    """Whether the statement moves the user from the medicine to another ("switched me from lisinopril
    to amlodipine", 把我的药从氨氯地平换成了缬沙坦, 优甲乐换成雷替斯了): the one it leaves ends."""
    name = re.escape(medicine)
    return (
        re.search(rf"\bfrom\s+(?:the\s+|my\s+)?{name}\s+(?:\w+\s+)?(?:to|onto)\b", statement, re.IGNORECASE)
        is not None
        or re.search(rf"从{name}(?:{_SWITCH_ZH})|{name}(?:{_SWITCH_ZH})", statement) is not None
    )


_SWITCH_ZH = r"换成|改成|换为|改为|换到|改到|调成|换了|改用|换用"
_SWITCH = re.compile(rf"\bfrom\s+\S.*?\s+(?:to|onto)\s|从.+?(?:{_SWITCH_ZH})|(?:{_SWITCH_ZH})", re.IGNORECASE)


def _stops(statement: str, medicine: str) -> bool:
    name = re.escape(medicine)
    the = r"(?:the\s+|my\s+|her\s+|his\s+)?"
    if switches(statement, medicine):
        return True
    if re.search(rf"(?:{_STOP_EN})\s+{the}{name}", statement, re.IGNORECASE):
        return True
    before = re.search(rf"(?:{_STOP_ZH_BEFORE}){name}(?P<rest>.{{0,3}})", statement)
    if before and (not before.group(0).startswith("把") or re.match(r"停", before["rest"])):
        return True
    return re.search(rf"{name}我?(?:已经)?(?:吃着|吃了)?(?:{_STOP_ZH_AFTER})", statement) is not None


def _changes(statement: str, content: str) -> bool:
    if _CHANGE_EN.search(statement) or _CHANGE_ZH.search(statement):
        return True
    held = {_dose_key(m) for m in _DOSE.finditer(content)} | {m.group(0) for m in _TIMES.finditer(content)}
    said = {_dose_key(m) for m in _DOSE.finditer(statement)} | {
        m.group(0) for m in _TIMES.finditer(statement)
    }
    return bool(said - held)


def _dose_key(match: re.Match[str]) -> str:
    return f"{float(match['n']):g}{match['unit'].casefold()}"
