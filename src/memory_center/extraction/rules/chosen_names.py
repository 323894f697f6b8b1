"""A name chosen for the user's new animal in answer to a question about names (pure): "What's a good
name for a tabby kitten?" → "Perfect, Biscuit it is. We picked her up from the shelter an hour ago",
小仓鼠叫什么名字好？ → 就叫团子吧，今天刚从宠物店带回家的 (docs/extraction.md, "Session 25: life events said
plainly").

A name said alone ("Biscuit it is") names nothing by itself; the turn before gives its kind. Three
things must hold together:

1. **A choice**: the message picks a name ("X it is", "let's go with X", "we'll call her X", 就叫X吧,
   就叫它X, 名字就用X);
2. **The animal is the user's**: the message says it came home with them ("we picked her up from the
   shelter", "brought him home", 带回家, 领养, 接回来); a name picked for a friend's pet, or for a pet
   still wished for, is no pet of the user's;
3. **The turn before asked for names for an animal** (a name word and an animal kind: "name for a tabby
   kitten", 小仓鼠叫什么名字好), or listed the chosen name beside an animal kind (an agent's suggestions).

The reading is the pet's name under the animal's role (``cat / name``), as "a kitten called Biscuit"
would be read; gates: no question, condition, plan or negation in the message.
"""

import re
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, compiled, listed

_CHOICE_EN = compiled(
    r"(?:^|[,.!;:]\s*|\b(?:so|ok|okay|perfect|great|yes|yep|love\s+it|lovely|then)\W+)"
    r"(?-i:(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))\s+it\s+is\b"
    r"|\b(?:let's|we'll|we\s+will|i'll|going\s+to)\s+(?:go\s+with|call\s+(?:her|him|it|them))\s+"
    r"(?-i:(?P<name2>[A-Z][a-z]+))\b"
)
_CHOICE_ZH = re.compile(
    r"(?:就|那就|干脆)(?:叫|用)(?:它|她|他)?(?P<name>[\u4e00-\u9fff]{1,4}?)(?:吧|了|这个名字|啦|好了)"
    r"|名字就(?:叫|用)(?P<name2>[\u4e00-\u9fff]{1,4}?)(?:吧|了|啦)"
)
_OURS_EN = compiled(
    r"\b(?:picked|brought|took|got|fetched|collected)\s+(?:her|him|it|them|the\s+\w+)\s+(?:up|home)\b"
    r"|\b(?:adopted|rescued)\s+(?:her|him|it|them)\b|\b(?:she|he|it)(?:'s|\s+is|\s+has\s+been)\s+home\b"
    r"|\bour\s+new\s+(?:baby|family\s+member|addition)\b|\bcame\s+home\s+with\s+(?:us|me)\b"
)
_OURS_ZH = re.compile(r"(?:带|接|领|抱|买)(?:回家|回来|到家)|领养|收养|到家了|养上了|成了我家|我家的新成员")
_NOT_SAID = compiled(
    r"[?？]|\b(?:if|would|maybe|might|thinking\s+of|planning|want\s+to|hope|someday|not|don't|didn't"
    r"|friend's|neighbour's|neighbor's|sister's|brother's|mom's|mum's|dad's)\b"
    r"|如果|要是|打算|准备|想要|也许|可能|帮朋友|帮邻居|替朋友|朋友家|邻居家|不是我|没有?养"
)
_NAME_WORDS = compiled(r"\bnames?\b|\bcall\b|\bcalled\b|名字|叫什么|叫啥|起名|取名|起个名|取个名")
_PETS = {word.casefold(): role for role in w.PET_ROLES for word in listed(w.CLOSE_ROLES[role])}
_ANIMAL = compiled(alternatives("|".join(sorted(_PETS, key=len, reverse=True))))
PET = "pet"


@dataclass(frozen=True, slots=True)
class ChosenName:
    role: str
    """The animal's role (``dog``, ``cat``…), or ``pet`` for a kind no table lists."""
    name: str


def choice(text: str) -> str | None:
    """Pure and cheap: the name a message picks for an animal that came home with the user, if any."""
    said = text.strip()
    if _NOT_SAID.search(said):
        return None
    found = _CHOICE_ZH.search(said) or _CHOICE_EN.search(said)
    if found is None or not (_OURS_ZH.search(said) or _OURS_EN.search(said)):
        return None
    name = found["name"] or found["name2"]
    return None if name is None or name.casefold() in _NOT_NAMES else name


_NOT_NAMES = frozenset(listed("that|this|it|yes|no|ok|okay|perfect|great|so|then|那个|这个|什么|它"))


def chosen_name(text: str, before: str) -> ChosenName | None:
    """The pet's name a message picks, given the turn before it (a question about names for an
    animal, or names listed beside an animal kind)."""
    name = choice(text)
    if name is None or not before:
        return None
    animal = _ANIMAL.search(before) or _ANIMAL.search(text)
    if animal is None or not (_NAME_WORDS.search(before) or name.casefold() in before.casefold()):
        return None
    return ChosenName(_PETS.get(animal.group(0).casefold(), PET), name)
