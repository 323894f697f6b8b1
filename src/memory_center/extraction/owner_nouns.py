"""Whose value a statement says: the owner noun of a statement against the slot's head (pure; issue 24,
docs/evaluation.md "Session 22: attribution").

A typed value belongs to the thing the sentence is about. "My suitcase is 23 kg" says a weight, but of
the suitcase; 我公司在滨江区 says a place, but of the company; "my car's colour is silver" says a
colour of the car. Filing such a value under ``user / <slot>`` replaces what the user said of
themselves (their weight, their home, their car). So before a value becomes a user-level slot value,
the statement's owner noun (the possessed thing or grammatical subject: "my suitcase", 我的行李箱,
这个箱子, "the flight back") must agree with the slot's head as the schema defines it:

- no owner noun (the user is the subject: "I weigh 70 kg", 我住在滨江区, 我体重60公斤): agrees;
- an owner noun that names one of the slot's cue words ("my new car", 我的汽车, 我的银行卡: the cue as a
  whole English word, inside a Chinese compound), the owner of one of the slot's own example phrasings
  ("my usual" of the coffee order, 手机卡 of the mobile network), or a noun of its frames (手机号 of
  手机号是…的): agrees;
- an owner noun that names another slot's head (我公司 for the home, "my dog" for the weight), or one
  owned by someone or something else ("my car's colour", "my husband's company"): the value is that
  thing's, never the user's slot;
- an owner noun the schema does not know ("my suitcase", 这个箱子, "my daily driver"): a number, a size
  or a date is that thing's; a name may still be the slot's ("my daily driver is a Honda Civic").

An owner noun is only found where the shape is sure (a determiner or 我的 / 这个 before it, a verb after
it); a statement without one is left as it is. ``attribute_value`` is the other half: "my car is white",
我的汽车是白色的 name the slot's own head, but the value describes the thing instead of naming a new one.
"""

import functools
import re
from typing import Protocol

from memory_center.extraction.schema import BY_NAME, FRAMES, SLOTS, Slot, option_of

_EN_VERB = r"(?:is|are|was|were|weighs|weigh|has|have|had|lives|costs|will\s+be|leaves|departs|lands)"
_EN_OWNER = re.compile(
    r"^(?:(?:and|so|but|also|oh|well|plus|btw|ok|okay)[\s,]+)*"
    r"(?P<np>(?:my|our|the|this|that|these|those)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)"
    rf"\s+(?:now\s+|currently\s+|still\s+)?{_EN_VERB}\b",
    re.IGNORECASE,
)
_EN_CONTRACTED = re.compile(r"^(?P<np>(?:my|our)\s+[\w-]+(?:\s+[\w-]+){0,2}?)'s\s", re.IGNORECASE)
_NAME_OF = re.compile(r"(?:'s\s+name|的名字)$")
"""A thing's name is the thing named (my manager's name, 我老板的名字)."""
_EN_DETERMINER = re.compile(r"^(?:my|our|the|this|that|these|those)\s+", re.IGNORECASE)
_EN_PREPOSITION = re.compile(r"\b(?:at|in|on|with|for|to|from|of|by|about)\b", re.IGNORECASE)
_ZH_VERB = r"(?:现在|目前|已经|一般|平时|也|都)?(?:有|是|在|重|叫|为|搬|改|换|变成)"
_ZH_NOW = r"(?:现在|目前|如今|原来|以前|之前|最近|新)"
"""Time words before 的 (我现在的公司, 现在的住处): when the thing is the user's, not whose it is."""
_ZH_OWNED = re.compile(rf"^(?:我们?|咱们?|我们?家){_ZH_NOW}?的(?P<np>[\u4e00-\u9fff]{{1,6}}?){_ZH_VERB}")
_ZH_BARE = re.compile(rf"^(?:我们?|咱们?)(?P<np>[\u4e00-\u9fff]{{1,6}}?){_ZH_VERB}")
_ZH_THIS = re.compile(rf"^(?:这|那)(?:个|只|台|辆|件|份|张|些)?(?P<np>[\u4e00-\u9fff]{{1,5}}?){_ZH_VERB}")
_ZH_OTHERS = re.compile(
    rf"^(?!{_ZH_NOW}的|我)(?P<np>[\u4e00-\u9fff]{{1,4}}的[\u4e00-\u9fff]{{1,4}}?){_ZH_VERB}"
)


def owner_noun(statement: str) -> str | None:
    """The owner noun a statement says its value of, folded ("suitcase", "car's colour", 行李箱); None
    when the user is the subject or the shape is not sure."""
    text = _LEAD_IN.sub("", statement.strip())
    if not text:
        return None
    if text.isascii() or not re.search(r"[\u4e00-\u9fff]", text):
        return _owner_en(text)
    return _owner_zh(text)


_LEAD_IN = re.compile(
    r"^(?:(?:please\s+)?(?:remember|note|keep\s+in\s+mind|fyi|btw|just\s+so\s+you\s+know)(?:\s+that)?[,:]?\s+"
    r"|(?:请|麻烦)?(?:你|帮我)?(?:记住|记一下|记下|记得|记着|注意)(?:一下)?[，,:：]?\s*)",
    re.IGNORECASE,
)
"""An order to remember what follows (请记住我的生日是…, "Remember that my …"): not part of the owner."""


def _owner_en(text: str) -> str | None:
    match = _EN_OWNER.match(text) or _EN_CONTRACTED.match(text)
    if match is None:
        return None
    np = _EN_DETERMINER.sub("", match["np"]).casefold()
    np = _NAME_OF.sub("", np)  # "my manager's name is Diana": the manager, named
    if _EN_PREPOSITION.search(np):
        return None  # "my flight to Boston", "my first day at KPMG": the head is not sure
    return np  # "my car's in the shop" (no other verb): 's is "is", the car is the owner


def _owner_zh(text: str) -> str | None:
    for pattern in (_ZH_OWNED, _ZH_THIS, _ZH_OTHERS):
        if (match := pattern.match(text)) is not None:
            return _NAME_OF.sub("", match["np"]) or None
    # 我公司在…, 我家在…: a noun without 的 only when it opens with a cue word (我住在… has no owner)
    match = _ZH_BARE.match(text)
    if match is not None and any(match["np"].startswith(cue) for cue in _all_zh_cues()):
        return _NAME_OF.sub("", match["np"]) or None
    return None


def agrees(owner: str | None, slot: Slot) -> bool:
    """Whether a value of ``owner`` may be the user's ``slot`` value (the module doc)."""
    if owner is None:
        return True
    if "'s " in owner or re.match(r"^[\u4e00-\u9fff]{1,4}的", owner):
        return False  # "my car's colour", "husband's company", 回程的航班: another thing's
    if any(_names(owner, head) for head in _heads(slot.name)) or _in_frames(owner, slot.name):
        return True
    if any(_names(owner, head) for other in SLOTS if other.name != slot.name for head in _heads(other.name)):
        return False  # 我公司在…: the company's place, no home; "my dog weighs …": the dog's weight
    return slot.value not in _COUNTED  # "my daily driver is a Honda" names one; "my suitcase is 23 kg" is its


_COUNTED = frozenset({"amount", "size", "date"})
"""Value types a thing of no slot has as well as the user (a suitcase's weight, a box's size, a
flight's date): said of a thing the schema does not know, such a value is that thing's."""


def _names(owner: str, head: str) -> bool:
    """The owner noun names the head: 汽车 and 银行卡 hold 车 and 银行, "new car" the word "car"."""
    return (
        head in owner
        if _is_zh(head)
        else re.search(rf"(?<![\w']){re.escape(head)}(?![\w'])", owner) is not None
    )


def foreign_owner(statement: str, slot: Slot) -> bool:
    """A statement whose value belongs to something other than the user and the slot's own head."""
    return not agrees(owner_noun(statement), slot)


def other_owner(statement: str, held: str) -> bool:
    """Whether a statement says its value of a thing the held memory does not name: its owner noun has
    a word the memory never says ("the flight back" against "my flight to Boston is on the 14th",
    回程的航班 against 去的航班是12号): a value of that thing, no new value of the memory's. A name or a
    number in the owner is a value said beside its head ("my coach Lena is strict"), not a word of it."""
    owner = owner_noun(statement)
    if owner is None:
        return False
    words = held.casefold()
    if _is_zh(owner):  # whose it is (回程 of 回程的航班); the head itself is the topic anchors' to judge
        return any(part not in words for part in owner.split("的")[:-1] if part)
    at = statement.casefold().find(owner)
    said_as = statement[at : at + len(owner)] if at >= 0 else owner
    nouns = [word.casefold() for word in re.findall(r"\b[a-z][A-Za-z0-9]*", said_as.replace("'s", " "))]
    held_words = set(re.findall(r"[a-z0-9]+", words))
    return any(noun not in held_words for noun in nouns)  # lower-case words only: no name, no number


class Keyed(Protocol):
    """A reading or a candidate: its key and value."""

    @property
    def subject(self) -> str | None: ...
    @property
    def predicate(self) -> str | None: ...
    @property
    def object_value(self) -> str | None: ...


def misplaced(reading: Keyed, statement: str) -> bool:
    """A ``user / <slot>`` reading that the statement's owner noun or its value's shape refutes: the
    value is another thing's (``foreign_owner``) or says where the thing is (``where_value``)."""
    slot = BY_NAME.get(reading.predicate or "") if reading.subject == "user" else None
    if slot is None:
        return False
    said = reading.object_value or ""
    foreign = foreign_owner(statement, slot) and not _of_the_value(statement, said)
    return foreign or where_value(slot, said) or colour(slot, said)


def _of_the_value(statement: str, said: str) -> bool:
    """An owner noun that is a thing of the value itself ("The Tesla's range is plenty", 小鹏的续航): the
    value is the slot's thing, said as the user's own (docs/extraction.md, "Session 24")."""
    owner = owner_noun(statement)
    whose = re.split(r"'s |的", owner, maxsplit=1)[0].strip() if owner else ""
    return bool(whose and said) and whose == said.casefold().strip()


def colour(slot: Slot, said: str) -> bool:
    """A colour (白色, 黑色的, "silver") as an option slot's value: how the thing looks, never which
    one it is (我的手机壳是黑色的 is no phone)."""
    return slot.value == "option" and _COLOUR.match(said.strip()) is not None


_COLOUR = re.compile(r"^[\u4e00-\u9fff]{1,2}色的?$")


def where_value(slot: Slot, said: str) -> bool:
    """ "my company is in Shoreditch": where the thing is, not which one (for any slot but a place)."""
    return slot.value != "place" and _WHERE.match(said.strip()) is not None


_WHERE = re.compile(r"^(?:in|at|near|on|based in)\s", re.IGNORECASE)
_ATTRIBUTE_ZH = re.compile(r"^(?P<said>[\u4e00-\u9fff\w]{1,8})的$")


def attribute_value(slot: Slot, said: str) -> bool:
    """A value that describes the slot's thing instead of naming one ("my car is white", "my car is 12
    years old", 我的汽车是白色的, "my company is in Shoreditch"): a value that opens with where the thing
    is, for any slot but a place; for a thing the user holds (an option slot kept as a fact: the car),
    an English value in lower case with no article and none of the slot's options, or a Chinese 是…的
    predicate that names none of them. A choice's 是…的 names its provider (我的工资卡是宁波银行的)."""
    value = said.strip()
    if where_value(slot, value):
        return True
    if slot.value != "option" or not slot.fact or not value:
        return False
    if _is_zh(value):
        match = _ATTRIBUTE_ZH.match(value)
        return match is not None and option_of(match["said"]) is None
    if value[0].isupper() or re.match(r"^(?:an?|the)\s", value, re.IGNORECASE):
        return False
    return option_of(value) is None and value.casefold() not in slot.options


@functools.cache
def _heads(name: str) -> tuple[str, ...]:
    """A slot's heads: its cue words and the owner nouns of its own example phrasings (schema data)."""
    slot = next(slot for slot in SLOTS if slot.name == name)
    owners = (owner for example in slot.examples if (owner := owner_noun(example)) is not None)
    return tuple(dict.fromkeys([*(cue.casefold() for cue in slot.cues), *owners]))


def _in_frames(owner: str, name: str) -> bool:
    """The owner said in one of the slot's own frames (手机号 of 手机号是…的 for the mobile network)."""
    return any(_names(frame, owner) for frame in _frames(name))


@functools.cache
def _frames(name: str) -> tuple[str, ...]:
    return tuple(
        re.sub(r"[…*?]", " ", frame).casefold() for frame in FRAMES.get(name, "").split("|") if frame
    )


@functools.cache
def _all_zh_cues() -> tuple[str, ...]:
    return tuple(cue for slot in SLOTS for cue in slot.cues if _is_zh(cue))


def _is_zh(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None
