"""One medicine per purpose: a new medicine the user now takes for the purpose of a held one takes its
place (pure; the write path's turn step, ``writepath.medication_switches``, supplies the user's held
health memories). docs/extraction.md, "Session 31: the medication slot".

A held health memory that names a medicine ("I'm type 2 diabetic, managed with metformin", ``atorvastatin
/ medication = takes``, 我在吃降压药,氨氯地平) fills the slot of that medicine's purpose (``health_names.
MEDICINE_PURPOSES``: blood sugar, blood pressure, mood …; a kind such as 降压药 has its purpose too). A
later statement of the user's that names another medicine of that same purpose with a word of change
or of now — moved onto, switched to, replaced with, started on, instead, now, from now on, 换成, 改吃,
改打, 替代, 现在 — is the new value of the slot: the held medicine ends, the condition stays. The purpose
is read from the held memory's medicine and the new one, as data, never from the statement's words.

No switch: a question ("would escitalopram work better?"), a hypothetical or a plan ("if my doctor ever
moved me to …", 下个月可能换成), someone else's medicine ("my brother's doctor switched him …", 我朋友的
医生把他的药换成了), a medicine added beside the held one ("put me on insulin too", 另外加了), and a
stand-in for one occasion or a shortage ("the pharmacy was out of metformin so they gave me glipizide
just for this week", 缺货, 凑合几天).
"""

import re
from dataclasses import dataclass

from memory_center.extraction.rules.health_names import MEDICINES_EN, MEDICINES_ZH, same_purpose
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.owned_by import opening_owner
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import one_of

_MEDICINE = re.compile(rf"\b(?:{one_of(MEDICINES_EN)})\b|{one_of(MEDICINES_ZH)}", re.IGNORECASE)

_CHANGE = re.compile(
    r"\b(?:switch(?:ed|ing)?|chang(?:ed|ing)|mov(?:ed|ing)|swap(?:ped|ping)?|replac(?:ed|ing)|onto|instead"
    r"|now|nowadays|these\s+days|from\s+now\s+on|put\s+me\s+on|started\s+me\s+on|started\s+on|took\s+me\s+off"
    r"|taken\s+off|off\s+(?:the\s+|my\s+)?\w+\s+(?:and\s+)?on)\b"
    r"|换|改|替代|代替|取代|现在|目前|如今|以后|今后|从此|往后",
    re.IGNORECASE,
)
"""Words of a change, or of what holds now: with a medicine of a held one's purpose, a new value."""

_NOT_NOW = re.compile(
    r"\b(?:if|ever|would|could|should|might|may|maybe|perhaps|whether|thinking\s+(?:of|about)|considering"
    r"|plan(?:s|ning)?\s+to|going\s+to|gonna|will|'ll|wants?\s+to|next\s+(?:week|month|time))\b"
    r"|如果|要是|假如|万一|会不会|能不能|可能|也许|打算|考虑|准备|想|下个?月|下周|下次|以后会",
    re.IGNORECASE,
)
"""A hypothetical, a plan or a guess: no medicine taken yet."""

_ADDED = re.compile(
    r"\b(?:too|also|as\s+well|added|on\s+top\s+of|alongside|along\s+with|plus|in\s+addition)\b"
    r"|也|另外|同时|加了|再加|加上|一起吃",
    re.IGNORECASE,
)
"""A medicine added beside the held one: both are taken."""

_STAND_IN = re.compile(
    r"\b(?:once|this\s+once|just\s+for|only\s+for|for\s+(?:a\s+few|a\s+couple\s+of|two|three)\s+days"
    r"|(?:was|were|is|are|ran)\s+out\s+of|out\s+of\s+stock|shortage|temporar(?:y|ily)|until\s+(?:they|it)|for\s+today)\b"
    r"|缺货|断货|没货|没有货|凑合|临时|暂时|先拿|先用|这次|(?:先|吃|用)几天",
    re.IGNORECASE,
)
"""A stand-in for one occasion or a shortage: the held medicine stays the user's."""

_THIRD_PERSON = re.compile(r"\b(?:him|her|his|them|their|he|she|they)\b|(?<!其)他|她", re.IGNORECASE)
"""The one switched is someone else ("switched him", 给她换成了)."""


@dataclass(frozen=True, slots=True)
class HeldMedicine:
    """A held health memory (its key and words) and one medicine its words name (lower case)."""

    subject: str
    predicate: str
    value: str
    content: str
    medicine: str


@dataclass(frozen=True, slots=True)
class Switch:
    """The held medicine the statement replaces, the new one (as said) and the statement."""

    held: HeldMedicine
    new: str
    statement: str

    @property
    def own_key(self) -> bool:
        """Whether the held memory is the medicine's own (``<medicine> / medication``): it ends, and
        the new medicine is a memory of its own; else (a condition, a kind, a statement) the held
        memory keeps its key in new words, the new medicine in the old one's place."""
        return self.held.subject.casefold() == self.held.medicine

    def reworded(self) -> str:
        """The held memory's words with the new medicine in the old one's place."""
        return re.sub(re.escape(self.held.medicine), self.new, self.held.content, flags=re.IGNORECASE)


def medicines(text: str) -> list[str]:
    """The medicines a text names (lower case, in order, each once)."""
    found: list[str] = []
    for match in _MEDICINE.finditer(text):
        if (name := match.group(0).casefold()) not in found:
            found.append(name)
    return found


def may_switch(text: str) -> bool:
    """Pure and cheap: whether the message may fill a held medicine's slot (it names a medicine)."""
    return _MEDICINE.search(text) is not None


def held_medicines(subject: str, predicate: str, value: str, content: str) -> list[HeldMedicine]:
    """The medicines a held health memory names, by its subject (``<medicine> / medication``) or its
    words, each with a purpose of ``MEDICINE_PURPOSES``."""
    names = [name for name in [*medicines(subject), *medicines(content)] if same_purpose(name, name)]
    return [HeldMedicine(subject, predicate, value, content, name) for name in dict.fromkeys(names)]


def switched(text: str, held: list[HeldMedicine]) -> list[Switch]:
    """The held memories the message gives a new medicine, each once, with the medicine taken in the
    old one's place; a memory that names a kind and a medicine (我在吃降压药,氨氯地平) has the medicine
    replaced."""
    taken = {one.medicine for one in held}
    found: dict[tuple[str, str], Switch] = {}
    for statement in statements(text):
        if not _says_a_switch(statement):
            continue
        for new in medicines(statement):
            if new in taken:
                continue
            for one in held:
                key = (one.subject, one.predicate)
                if not same_purpose(one.medicine, new):
                    continue
                if key not in found or (found[key].own_key and one.subject.casefold() != one.medicine):
                    found[key] = Switch(one, _said(statement, new), statement.strip())
    return list(found.values())


def _says_a_switch(statement: str) -> bool:
    said = statement.strip()
    if is_question(said) or opening_owner(said) is not None or _THIRD_PERSON.search(said):
        return False
    if _NOT_NOW.search(said) or _ADDED.search(said) or _STAND_IN.search(said):
        return False
    return _CHANGE.search(said) is not None


def _said(statement: str, name: str) -> str:
    """The medicine as the statement spells it ("Apixaban" stays as said)."""
    match = re.search(re.escape(name), statement, re.IGNORECASE)
    return match.group(0) if match else name
