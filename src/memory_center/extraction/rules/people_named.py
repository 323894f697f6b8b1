"""The people in the user's life, by name or role (docs/extraction.md, "People in the user's life").

Four shapes, each a lasting USER-scope FACT whose subject is the person (the user's memory about
someone, never the user's own liking):

- a named person's birthday or anniversary: "Kayla's birthday is June 14", "Dad's birthday is
  October 2nd", 小雨的生日是5月20日 (the value must hold a date: a month name or a digit);
- who is in a role of the user's: "my landlord is Derek Simmons", "my neighbour is Tom Reilly",
  我的房东叫李志强 (the role from a closed list, the value a person's name: capitalised words or a
  title and a surname; a role of the schema, such as manager or dentist, keeps its slot);
- a named child's school: "Max goes to Brookfield Elementary", 小明在实验小学上学 (the school's name
  ends in a word of the closed list of school kinds);
- a child's grade: "Max is in 2nd grade", "my son is in year 4".

Strangers' one-off plans, gossip and likings match none of these shapes: they stay unread.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import alternatives, compiled
from memory_center.extraction.rules.typed import MONTHS_EN, SURNAMES_ZH, WEEKDAYS_EN
from memory_center.governance.values import canonical_key_part

_WORD = r"[A-Z][a-z]*(?:['’-](?!s\b)[A-Za-z]+)*"
_NAME = rf"(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?{_WORD}(?:\s+(?:{_WORD}|[A-Z]\.))*"
"""An English person's name as written: capitalised words, a title first if any."""
_TITLED = re.compile(r"^(?:Dr|Mr|Mrs|Ms|Miss|Prof)\b")
_LIKE_A_NATIONALITY = re.compile(
    rf"^(?:{alternatives(w.LANGUAGES)}|greek|swiss|czech|sikh|hindu|buddhist|muslim|mormon|maori|inuit"
    r"|\w+(?:ish|ese|ian|ean|ch|ic|i|an))$",
    re.IGNORECASE,
)
"""One word that tells where someone is from or what they believe ("my boss is French", "… is Jewish",
"… is Catholic"): no name (a name of one word ending so is lost; two words are kept)."""
_CALLED = re.compile(r"\b(?i:called|named)\b|(?i:'s\s+name)")
"""Words that say what follows is a name ("my manager is called Brennan"): no nationality, whatever its
ending."""

_NOT_A_NAME = frozenset(
    [
        "i",
        "my",
        "our",
        "we",
        "you",
        "he",
        "she",
        "they",
        "it",
        "this",
        "that",
        "there",
        "the",
        "a",
        "an",
        "his",
        "her",
        "their",
        "mine",
        "what",
        "who",
        "when",
        "where",
        "why",
        "how",
        "today",
        "tomorrow",
        "tonight",
        "yesterday",
        "christmas",
        "easter",
        "everyone",
        "someone",
        "nobody",
        "anyone",
        *MONTHS_EN,
        *WEEKDAYS_EN,
    ]
)
_FAMILY = {
    "mom": "mother",
    "mum": "mother",
    "mommy": "mother",
    "mummy": "mother",
    "mother": "mother",
    "dad": "father",
    "daddy": "father",
    "father": "father",
    "grandma": "grandma",
    "grandpa": "grandpa",
    "granny": "grandma",
    "nana": "grandma",
    "gran": "grandma",
}
"""Family words said as a name ("Dad's birthday", "Mum's birthday"): the person as the user's kin."""

_MONTH = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_DATE = compiled(rf"\b(?:{_MONTH})\b|\d|[一二三四五六七八九十]+月")

_NAMED_DATE_EN = re.compile(
    rf"^(?:(?:my|our)\s+(?:[a-z-]+\s+){{1,2}}?(?=[A-Z]))?(?P<name>{_NAME})(?:'s|’s)\s+(?P<attr>birthday|(?:wedding\s+)?anniversary)\s+is\s+(?:on\s+)?(?P<value>.+)$",
    re.IGNORECASE,
)
_NAMED_DATE_ZH = re.compile(r"^(?P<name>[\u4e00-\u9fff]{2,3})的(?P<attr>生日)(?:是|在)(?P<value>.+)$")
_NOT_A_NAME_ZH = re.compile(
    r"^(?:我|你|他|她|它|我们|你们|他们|她们|今天|明天|昨天|今年|去年|明年|公司|大家|别人|谁)"
)
_ATTRIBUTE = {"birthday": "birthday", "anniversary": "anniversary", "生日": "birthday"}

ROLES_EN = (
    "landlord|landlady|neighbour|neighbor|boss|manager|line manager|supervisor|doctor|gp|dentist|therapist"
    "|accountant|lawyer|solicitor|attorney|vet|plumber|electrician|mechanic|hairdresser|barber|cleaner"
    "|nanny|babysitter|childminder|tutor|teacher|coach|trainer|personal trainer|physio|physiotherapist"
    "|optician|pharmacist|financial advisor|financial adviser|agent|estate agent|realtor|mentor|pastor"
    "|priest|rabbi|caseworker|social worker|midwife|paediatrician|pediatrician|chiropractor|osteopath"
    "|dermatologist|psychiatrist|counsellor|counselor|gardener|dog walker|builder|contractor|assistant"
    "|secretary|pa|housekeeper|carer|caregiver|surgeon|consultant|specialist|landscaper|decorator"
    "|sister|brother|cousin|aunt|uncle|nephew|niece|grandma|grandpa|grandmother|grandfather|granny|nan"
    "|mother-in-law|father-in-law|sister-in-law|brother-in-law|stepmom|stepmum|stepdad|stepbrother"
    "|stepsister|mom|mum|mother|dad|father|godmother|godfather"
)
"""Roles a person holds in the user's life, and the wider family and friends (the closed list of this
reader: "My sister's name is Katherine" is the sister's name; a partner or a child has its own slot;
a friend's or a colleague's name is not kept, as elsewhere: "我朋友叫王方" gives nothing)."""
ROLES_ZH = (
    "房东|邻居|老板|领导|上司|经理|主管|医生|家庭医生|牙医|律师|会计|教练|私教|老师|班主任|保姆|阿姨|钟点工"
    "|导师|心理医生|咨询师|理发师|中介|助理|秘书|兽医|师傅|装修师傅|物业"
    "|姐姐|妹妹|哥哥|弟弟|表哥|表姐|表弟|表妹|堂哥|堂姐|舅舅|叔叔|姑姑|姨妈|爷爷|奶奶|外公|外婆|姥姥|姥爷"
    "|婆婆|公公|岳父|岳母|妈妈|爸爸"
)
_SCHEMA_ROLE = {
    "boss": "manager",
    "manager": "manager",
    "line manager": "manager",
    "supervisor": "manager",
    "doctor": "doctor",
    "gp": "doctor",
    "dentist": "dentist",
    "老板": "manager",
    "领导": "manager",
    "上司": "manager",
    "经理": "manager",
    "主管": "manager",
    "医生": "doctor",
    "家庭医生": "doctor",
    "牙医": "dentist",
}
"""Roles that are slots of the schema (``extraction.schema``): kept on the user's slot, as the slot
readers keep them, so that both ways of saying it are one memory."""

_SOMEONE_CALLED = (
    r"(?:(?i:a|an)\s+(?i:guy|man|woman|lady|girl|dude|bloke|fellow|chap)\s+(?i:called|named)\s+)?"
)
"""A role's holder said as a person so named ("my boss is a woman called Denise")."""
_ROLE_EN = re.compile(
    rf"^(?i:my|our)\s+(?:(?i:new|current|old|regular|usual|family|local)\s+)?(?P<role>(?i:{ROLES_EN}))"
    rf"(?:'s\s+name)?\s+(?i:is|is\s+called|'s)(?:\s+(?i:now|currently))?\s+{_SOMEONE_CALLED}(?P<name>{_NAME})(?!['’]s|\s+[A-Z])(?P<rest>\W.*)?$"
)
_ROLE_ZH = re.compile(
    rf"^(?:我们|我)(?:家)?的?(?P<role>{alternatives(ROLES_ZH)})(?:(?:叫|名叫|名字叫|是)(?P<name>[\u4e00-\u9fff]{{2,4}}?)"
    rf"|姓(?P<surname>[{SURNAMES_ZH}]))(?P<rest>(?:[，,。!！].*)?)$"
)
"""我的房东叫李志强; 我领导姓张 (a surname alone: the value is the surname)."""
_NOT_A_PERSON_ZH = re.compile(r"^(?:一|个|位|个好人|很|挺|非常|太|我|你|他|她|谁|什么|男|女|本地|外地)")

_SCHOOL_KINDS = (
    "school|elementary|primary|secondary|middle|high|academy|college|nursery|preschool|pre-school"
    "|kindergarten|montessori|prep|grammar|junior|infants|day care|daycare|university|uni|institute"
)
"""The closed list of school kinds: a school's name ends in one ("Brookfield Elementary", "Lincoln High
School", "St Mary's Primary")."""
_CHILD = (
    r"(?:(?i:my|our)\s+(?:(?i:eldest|oldest|youngest|little|older|younger|big|middle)\s+)?"
    r"(?P<kin>(?i:son|daughter|kids?|child|children|twins|boy|girl|stepson|stepdaughter|grandson|granddaughter"
    r"|nephew|niece))"
    rf"(?:\s*,?\s+(?P<kname>{_NAME}))?|(?P<name>{_NAME}))"
)
_SCHOOL_EN = re.compile(
    rf"^{_CHILD}\s+(?i:goes\s+to|go\s+to|attends?|starts\s+at|will\s+start\s+at|is\s+at|is\s+in\s+(?:year\s+\d+|\w+\s+grade)\s+at|started\s+at"
    rf"|is\s+starting\s+at)\s+(?P<school>(?:(?i:the)\s+)?(?:[A-Z][\w'’.-]*\s+){{1,4}}?(?i:{_SCHOOL_KINDS})"
    r"(?:\s+(?i:school|academy))?)\b(?P<rest>.*)$"
)
_GRADE = (
    r"(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh"
    r"|twelfth)\s+grade|grade\s+\d{1,2}|year\s+\d{1,2}|kindergarten|pre-?k|preschool"
)
_GRADE_EN = re.compile(
    rf"^{_CHILD}(?:\s+(?i:is|are)|(?i:'s|’s))\s+(?:(?i:now|currently)\s+)?(?i:in\s+)(?P<grade>(?i:{_GRADE}))\b"
)
_SCHOOL_ZH = re.compile(
    r"^(?:(?:我们|我)(?:家)?的?(?P<kin>儿子|女儿|孩子|小孩|闺女)|(?P<name>[\u4e00-\u9fff]{2,3}?))"
    r"(?:现在)?在(?P<school>[\u4e00-\u9fff\w]{2,10}?(?:小学|中学|初中|高中|幼儿园|学校|大学|学院|附小|附中))"
    r"(?:上学|读书|念书|上|读|念)"
)
_KIN_EN = {"kid": "child", "kids": "children", "boy": "son", "girl": "daughter"}


def read_person_in_life(clause: str) -> Reading | None:
    """The people in the user's life, by name or role (the module's four shapes), or None."""
    return _named_date(clause) or _role(clause) or _school(clause) or _grade(clause)


def _person(name: str) -> str | None:
    """A person's key from a name as said, or None when it is no name ("Monday", "This")."""
    name = name.strip()
    first = re.split(r"\s+", name)[0].rstrip(".").casefold()
    if first in _NOT_A_NAME:
        return None
    return _FAMILY.get(name.casefold(), canonical_key_part(name))


def _named_date(clause: str) -> Reading | None:
    if match := _NAMED_DATE_EN.match(clause):
        if not match["name"][0].isupper() or re.match(r"(?i)(?:my|our)\b", match["name"]):
            return None
        person = _person(match["name"])
    elif match := _NAMED_DATE_ZH.match(clause):
        person = None if _NOT_A_NAME_ZH.match(match["name"]) else match["name"]
    else:
        return None
    said = match["value"].strip(" .。!！")
    if person is None or not _DATE.search(said) or len(said) > 40:
        return None
    attribute = _ATTRIBUTE[re.sub(r"^wedding\s+", "", match["attr"].casefold())]
    return Reading(MemoryType.FACT, person, attribute, said, lasting=True)


def _role(clause: str) -> Reading | None:
    if match := _ROLE_EN.match(clause):
        name = match["name"]
        single = " " not in name.strip() and not _TITLED.match(name)
        called = _CALLED.search(clause, 0, match.start("name")) is not None  # "… is called Brennan": a name
        if _person(name) is None or (single and not called and _LIKE_A_NATIONALITY.match(name)):
            return None  # "my boss is French": no name
    elif match := _ROLE_ZH.match(clause):
        name = match["name"] or match["surname"]
        if _NOT_A_PERSON_ZH.match(name):
            return None
    else:
        return None
    role = match["role"].casefold()
    if slot := _SCHEMA_ROLE.get(role):
        return Reading(MemoryType.FACT, "user", slot, name, lasting=True)
    return Reading(MemoryType.FACT, canonical_key_part(role), "name", name, lasting=True)


def _child(match: re.Match[str]) -> str | None:
    if match["kin"]:
        kin = match["kin"].casefold()
        return _KIN_EN.get(kin, kin)  # "my son Max": the son, as his other memories
    return _person(match["name"])


_THE_KIDS = re.compile(r"^the\s+(?=(?:kids|children|twins)\b)", re.IGNORECASE)
"""The household's children said with "the" ("The kids go to Riverside Academy"): the user's."""


def _school(clause: str) -> Reading | None:
    if match := _SCHOOL_EN.match(_THE_KIDS.sub("my ", clause)):
        school = re.sub(r"^the\s+", "", match["school"], flags=re.IGNORECASE)  # "a Montessori school": a kind
        person = _child(match)
    elif match := _SCHOOL_ZH.match(clause):
        school = match["school"]
        person = match["kin"] or (None if _NOT_A_NAME_ZH.match(match["name"]) else match["name"])
    else:
        return None
    return None if person is None else Reading(MemoryType.FACT, person, "school", school, lasting=True)


def _grade(clause: str) -> Reading | None:
    if (match := _GRADE_EN.match(_THE_KIDS.sub("my ", clause))) is None or (person := _child(match)) is None:
        return None
    return Reading(MemoryType.FACT, person, "grade", match["grade"], lasting=True)
