"""A statement about the user that does not open with the user (issue 24, item 5: nothing a user says
about themselves is dropped; docs/extraction.md, "Session 30: statements of the user's own sphere").
The free-text fallback (``free_text``) keeps a statement that opens with the user ("I", "my", 我);
people say much about themselves without opening so, and each shape here is structural, read by one
small engine, never a phrase per sentence:

- a **discourse opener** says something about the telling, not about the user ("Just so you have it,",
  "For the record,", "Thought you should know,", 跟你说一下, 顺便说下, 备注一下): a first clause made only
  of function words and words of telling (``_OPENER_WORDS``), at least one of them a word of telling
  or the hearer addressed; in Chinese the hearer (跟你) and a verb of saying with its measure (说一下,
  提一句). It is stripped before the gates, which would take its "you" for the agent addressed;
- an **owner left out** of a noun of the user's own things: an English bare noun, with no determiner,
  before a copula or a colon and a typed value — a name, a number, a provider after "with"
  ("Phone's a Pixel 7", "Running shoes: Asics Novablast", "Electricity is with Bord Gáis",
  "Commute's about 35 minutes"): a singular noun with no determiner is a chat's "my" dropped, and
  ``dropped_subject`` says it again so that every reader reads it (a slot's cue: the phone, the
  shoes); a Chinese topic with no person before its comment, whose comment is a typed value (a thing
  used, 用的是随手记; a provider, 宽带是电信的; a place, 笔记全在飞书里; an amount, 通勤单程四十分钟);
- the user **named inside** the statement: in the subject's own relative clause ("The gym I go to is
  the one on Harcourt Street", 我常去的那家理发店在五道口), or owning the complement of a copula
  ("Notion is my second brain");
- a **named person of the user's** ("My manager is called Brennan", 我们房东叫陈建华): a memory about
  that person, as a close person's is (``free_text.about``), whatever their role;
- a **home shared with others** ("We're living with my in-laws in Swords"): where the user lives, not
  an occasion spent with someone.

All the gates of the fallback still apply to what these shapes let through: questions, requests,
hypotheticals, one-offs, other people, sarcasm (``said_gates``, ``asserted``, ``one_off``).
"""

import re

import memory_center.extraction.rules.said_gates as g
from memory_center.extraction.rules.spelt_chars import described
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.extraction.schema import SLOTS

# --- discourse openers ----------------------------------------------------------------------------------

_TELLING = (
    "know|knowing|aware|record|records|reference|info|information|fyi|btw|fwiw|psa|heads|note|noting|notes"
    "|context|background|mention|mentioned|mentioning|told|tell|telling|posted|loop|update|remind|reminder"
    "|file|files|worth|useful|relevant|helps|have|got"
)
"""Words of telling: what an opener says about the telling itself ("so you have it", "for the record")."""
_FUNCTION = (
    "just|so|that|you|u|ya|you'd|you'll|you're|yours|it|it's|its|are|is|be|for|the|your|future|a|an|quick"
    "|in|case|not|sure|if|i|i'd|i've|i'll|already|ever|before|let|to|keep|on|of|by|way|up|should|might|may"
    "|want|wanna|thought|think|and|oh|also|side|this|one|more|thing|what|while|i'm|at|anyway|anyways"
    "|incidentally|as|well|ok|okay|please|pls|good|small|little|another|random|fact|here|now|but|whatever"
)
_OPENER_WORDS = frozenset(f"{_TELLING}|{_FUNCTION}".split("|"))
_TELLING_WORDS = frozenset(f"{_TELLING}|you|u|ya|you'd|you'll|you're".split("|"))
_EN_OPENER = re.compile(r"^(?P<opener>[^,:;—–]{2,60}?)\s*(?:[,:;—–]|\s-\s)\s*(?P<rest>\S.*)$", re.DOTALL)
_ZH_OPENER = re.compile(
    r"^(?:(?:顺便|对了|另外|话说|还有|哦|嗯|那个|先|再)[，,\s]*)*"
    r"(?:(?:跟|和|给|同|向)?(?:你|您)(?:们)?)?"
    r"(?:说|讲|提|补充|告诉你?|交代|汇报|更新|透露|报备|同步|备注|记录|声明|说明|强调)"
    r"(?:一下|下|一句|一声|一嘴|个事儿?|件事)?[哈啊呀哦吧嘛]?[，,：:\s]+(?=\S)"
)
_WORD = re.compile(r"[a-z']+")


def without_opener(text: str) -> str:
    """``text`` without a first clause that only says something about the telling ("Just so you have
    it, I work nights …" → "I work nights …", 跟你说一下，我在物流园上夜班 → 我在物流园上夜班)."""
    if zh := _ZH_OPENER.match(text):
        return text[zh.end() :]
    found = _EN_OPENER.match(text)
    if found is None or not is_opener(found["opener"]) or len(_WORD.findall(found["rest"].casefold())) < 2:
        return text
    return found["rest"]


def is_opener(clause: str) -> bool:
    """Whether an English clause only says something about the telling (``_OPENER_WORDS``)."""
    words = _WORD.findall(clause.casefold().replace("’", "'"))
    if not words or len(words) > 8 or any(word not in _OPENER_WORDS for word in words):
        return False
    return bool(_TELLING_WORDS.intersection(words))


# --- the owner left out ---------------------------------------------------------------------------------

_NOT_OWNED_EN = (
    "the|a|an|my|our|your|his|her|their|this|that|these|those|some|any|no|every|each|it|its|there|here"
    "|what|which|who|i|we|you|he|she|they|everything|everyone|nothing|something|all|both|one|thing|point"
    "|problem|issue|question|idea|plan|truth|reason|trouble|catch|deal|news|answer|result|today|tonight"
    "|tomorrow|yesterday|weekend|breakfast|lunch|dinner|brunch|weather|traffic|life|ps|note|update|fyi|btw"
    "|correction|edit|typo|clarification|reminder|context|summary|tldr|caveat|disclaimer"
    "|hmm|hm|um|umm|uh|oh|ah|ok|okay|yeah|yes|no|lol|well|so|and|but|also|sorry|wait|actually|anyway"
)
"""Words that are never part of a noun of the user's own with its "my" left out: determiners and
pronouns, nouns of talk ("Thing is, …", "Problem is …") and of the day ("Dinner's at 8"), interjections
("hmm it's 178 cm")."""
_OCCASIONS = alternatives(g.OCCASION[0])
_DATE_NAME = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august"
    r"|september|october|november|december)\b"
)
BARE_OWN_EN = re.compile(
    rf"^(?P<noun>(?!(?i:{english(_NOT_OWNED_EN)}|{_OCCASIONS})\b)[A-Za-z][a-z-]+"
    rf"(?:(?:'s|s'|’s|')?\s+(?!(?:is|are|was|were|or|{english(_NOT_OWNED_EN)})\b)[a-z][a-z-]+){{0,2}}?)"
    r"(?P<copula>'s|’s|\s+is|\s+are|\s*:)\s+"
    r"(?:(?:basically|about|around|roughly|approximately|approx\.?|just|usually|mostly|currently|still|now"
    r"|always|a|an|the|with|through|via|from|called|named)\s+"
    r"|an?\s+(?:[a-z-]+\s+){1,2}(?:called|named)\s+){0,3}"
    rf"(?:(?!I\b|(?i:{_DATE_NAME}))[A-Z][\w&'+.-]*|[€$£¥]?\d)"
)
"""A bare noun, no determiner, before a copula or a colon and a typed value (a name, a number, a
provider after "with", a thing named after "called"; no day or month, an occasion's): "Phone's a Pixel
7", "Running shoes: Asics Novablast", "Electricity is with Bord Gáis", "Commute's about 35 minutes",
"Dog's a rescue greyhound called Bolt", "Rent: €1,400 a month". ``dropped_subject`` says its "My"
again."""

_ZH_ADVERB = "一直|都|全|全都|就|平时|一般|大概|基本|基本上|单程|来回|差不多|主要|现在|目前|也|还|只"
_ZH_NUMBER = r"(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百千万半]+)"
_ZH_UNIT = "分钟|小时|公里|千米|米|块|元|万|千|平米|平|岁|斤|公斤|兆|码|号|层|楼|站"
BARE_OWN_ZH = re.compile(
    rf"^(?P<topic>(?![我你您他她它这那今明昨前后每不没别])[\u4e00-\u9fff]{{1,4}}?)(?:{alternatives(_ZH_ADVERB)})*"
    r"(?:是(?:[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff ]{0,11}?)的(?![\u4e00-\u9fff]{2})"  # 宽带是电信的
    r"|(?:用|交|穿|买|坐|开|骑|存|放|办)的(?:都|一直)?是\s*\S"  # 电费交的是国家电网
    r"|(?:用|穿|坐|开|骑|在|放|存|交给|找)\s*(?:[A-Za-z]|[\u4e00-\u9fff]{2})"  # 跑鞋一直穿亚瑟士
    rf"|是\s*[A-Za-z]|约?{_ZH_NUMBER}(?:个)?(?:{_ZH_UNIT}))"  # 手机是Pixel, 通勤单程四十分钟
)
"""A Chinese topic with no person before its comment, the comment a typed value: a thing used or
paid to (用的是随手记, 电费交的是国家电网), a provider (宽带是电信的), where it is (笔记全在飞书里), a
Latin name (手机是Pixel), an amount (通勤单程大概四十分钟). The topic is no person, no time (今天, 每天)
and nothing pointed at (这, 那): the person tables are searched in it."""
_TIME_TOPIC = re.compile(r"^(?:周|上|下|这|那|最近|刚|早上|晚上|中午|下午|上午|平时|有时|偶尔)")


def owner_dropped(text: str) -> bool:
    """A Chinese statement about a thing of the user's own with the user left out (``BARE_OWN_ZH``); the
    English one is said again with its "My" before anything reads it (``dropped_subject``)."""
    found = BARE_OWN_ZH.match(text)
    if found is None or _TIME_TOPIC.match(found["topic"]) or "了" in text:
        return False  # 了: an event told (国庆在大理租了个小院), no state of a thing of the user's
    if described(found["topic"], "") is not None:
        return False  # 甜甜的甜是甜蜜的甜: how a character is written (rules.spelt_chars)
    return g.PERSON_IN_TOPIC.search(found["topic"]) is None


# --- the user named inside ------------------------------------------------------------------------------

_NOT_MINE_VERB = (
    "am|'m|was|were|had|did|saw|met|went|got|ate|bought|tried|used|'d|'ll|will|would|could|should|might"
    "|told|said|heard|thought|found|read|watched|ordered|booked|visited|stayed|called|mean|meant"
)
_INSIDE_EN = re.compile(
    rf"^(?:the|my|our)\s+(?:[a-z-]+\s+){{0,2}}?(?:that\s+|which\s+|where\s+)?(?:i|we)\s+"
    rf"(?:usually\s+|always\s+|normally\s+|mostly\s+|tend\s+to\s+)?(?!(?:{english(_NOT_MINE_VERB)})\b)"
    r"(?![a-z]+ed\b)[a-z]+\b[^,;.!?]{0,30}?\s(?:is|are|'s)\b"
    r"|^[A-Z][\w&'+.-]*(?:\s+[A-Z0-9][\w&'+.-]*){0,2}\s+(?:is|are|'s)\s+(?:(?:basically|pretty\s+much|kind\s+of"
    r"|sort\s+of|still|just|literally|now|officially)\s+)?(?:my|our)\s+\w",
    re.IGNORECASE,
)
"""The user named inside the subject's own relative clause in the present ("The gym I go to is …",
"The pharmacy we use is …"; not "The cafe I went to was …", a one-off), or owning the complement of a
named thing ("Notion is my second brain", "Trello is basically my to-do list")."""
_INSIDE_ZH = re.compile(
    r"^(?:我们|我)(?:平时|一般|常|经常|最常|一直|都)?[\u4e00-\u9fff]{1,4}"
    r"的[那这](?:家|个|位|所)"
)
"""A Chinese subject with the user's relative clause: 我常去的那家理发店, 我们住的那个小区."""


def names_user_inside(text: str) -> bool:
    """The user named inside the statement, not as its opener (``_INSIDE_EN``)."""
    return _INSIDE_EN.match(text) is not None


def for_gates(text: str) -> str:
    """``text`` as the gates of the fallback read it: the 那/这 of a Chinese relative clause's subject
    blanked (我常去的那家: "the one I go to", bound by the clause, no thing pointed at in the
    conversation: ``said_gates.POINTING``), and the present of a home dropped ("living with my in-laws
    for the time being", "Living in Leith at the moment": where the user lives now, until it changes,
    no occasion of the moment)."""
    if found := _INSIDE_ZH.match(text):
        text = text[: found.end() - 2] + "\u3000\u3000" + text[found.end() :]
    return _HOME_NOW.sub(lambda home: home[0][: home.start("now") - home.start()].rstrip(), text)


_HOME_NOW = compiled(
    r"\b(?:live|lives|living|staying|based|renting|sharing)\b[^,.;!?]{1,50}?\s(?P<now>for\s+the\s+time\s+being"
    r"|for\s+now|at\s+the\s+moment|currently|right\s+now)\b"
)


# --- a named person of the user's ----------------------------------------------------------------------

_SERVING = (
    "landlord|landlady|letting agent|childminder|nanny|cleaner|dog walker|mechanic|tutor|therapist|coach"
    "|trainer|teacher|assistant|accountant|lawyer|solicitor|vet|physio",
    "房东|中介|保姆|阿姨|钟点工|老师|教练|律师|会计|助理",
)
_WORK_AND_CARE = [
    cue
    for slot in SLOTS
    if slot.value == "person" and slot.name not in ("name", "nickname", "partner") and not slot.many
    for cue in slot.cues
]
_ROLES_EN = "|".join([*(cue for cue in _WORK_AND_CARE if cue.isascii()), _SERVING[0]])
_ROLES_ZH = "|".join([*(cue for cue in _WORK_AND_CARE if not cue.isascii()), _SERVING[1]])
"""The people who work for the user or over them, named for the user ("my landlord", "my GP", 房东):
the schema's person slots of work and care (``schema.SLOTS``: the slot reads its own; a partner, a child
or a pet is a close person's statement), and those the user pays for a service (``_SERVING``). A
friend, a colleague or an ex named is theirs (我朋友叫王方, "My ex-wife's name is Claire")."""
_NAMED_ROLE = compiled(
    rf"^(?:my|our)\s+(?:(?:new|current|line|old)\s+)?(?P<en>{english(_ROLES_EN)})"
    r"(?:'s|’s|\s+is)\s+(?:an?\s+(?:[a-z-]+\s+){1,2})?(?:called|named)\s+(?-i:[A-Z])"
    rf"|^(?:my|our)\s+(?:(?:new|current|line)\s+)?(?P<en2>{english(_ROLES_EN)})(?:'s|’s)\s+name\s+is\s+(?-i:[A-Z])"
    rf"|^(?:我的|我们的|我们|我)?(?P<zh>{alternatives(_ROLES_ZH)})(?:叫|姓|名字叫|的名字是)(?!我)"
    r"[\u4e00-\u9fff]{1,3}(?=$|[，,。!！\s])"
)
"""A person of the user's introduced by name ("My manager is called Brennan", "my landlord's name is
Pat", "my landlord is a guy called Pat", 我们房东叫陈建华): the name lasts, whatever else the statement
tells."""


def named_role(text: str) -> str | None:
    """The role of a person the statement names for the user ("manager", 房东), or None."""
    found = _NAMED_ROLE.match(text)
    if found is None:
        return None
    return str(found["en"] or found["en2"] or found["zh"]).casefold()


# --- a home shared ---------------------------------------------------------------------------------------

_SHARED_HOME = compiled(
    r"\b(?:live|lives|living|staying|stay|sharing\s+(?:a\s+|the\s+)?(?:house|flat|place|apartment|home))\s+with\b"
    r"|(?:跟|和|与|同)[^，,。]{1,8}?(?:一起)?(?:住|合租)"
)


def shares_home(text: str) -> bool:
    """A home shared with others ("We're living with my in-laws", 跟岳父岳母住在顺义): where the user
    lives, not a doing with someone (``free_text.about``'s ``WITH_OTHERS``)."""
    return _SHARED_HOME.search(text) is not None
